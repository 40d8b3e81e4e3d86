//! The tiles' tables, declared once: the Korf–Felner pattern databases of the 4×4 board.
//!
//! Each pattern's table is one [`TableDef`] ([`pattern`]), and so is the automaton of
//! redundant move strings every search cuts ([`paths`]); [`all`] lists it and the patterns
//! of the partitions for the standard goal (the blank in the bottom-right corner, to which every
//! corner goal maps by symmetry), which is what `tables list` and `tables build` show. The
//! exact tables of boards of at most 9 cells take milliseconds and are built in memory.

use std::sync::Arc;

use search::pdb::ByteTable;
use search::tables::{self, Label, Progress, Report, TableDef, TableSource};

use crate::dual;
use crate::error::Error;
use crate::pdb::{paths, Automaton, Partition, PatternSpec, PdbHeuristic};

/// The table of one pattern.
pub fn pattern(spec: &PatternSpec) -> TableDef {
    let len = spec.bytes();
    let build_spec = spec.clone();
    let label = Label::new("table-sliding-pattern")
        .arg("tiles", spec.labels.len())
        .arg(
            "set",
            // As the standard goal numbers them: the tile whose goal cell is c is c + 1.
            spec.labels
                .iter()
                .map(|l| (l + 1).to_string())
                .collect::<Vec<_>>()
                .join(" "),
        )
        .arg("size", messages::bytes(len as u64))
        .arg("board", format!("{}x{}", spec.w, spec.h))
        .arg("blank", if spec.any_blank { "any" } else { "home" });
    TableDef::new(
        spec.key(),
        spec.file_stem(),
        Some(len as u64),
        label,
        move |p: Progress| build_spec.build(p).into_vec(),
        move |bytes: Vec<u8>| (bytes.len() == len).then(|| ByteTable::from_vec(bytes)),
    )
}

/// The tables of a partition's patterns on a `w × h` board with goal blank `blank`.
pub fn partition(p: Partition, w: usize, h: usize, blank: u8) -> Result<Vec<TableDef>, Error> {
    Ok(p.patterns(w, h, blank)?.iter().map(pattern).collect())
}

/// The tables of a partition's dual lookups (none for a partition without them), as
/// [`dual::dual_specs`] lists them: for each pattern, the whole one first.
pub fn dual(p: Partition, w: usize, h: usize, blank: u8) -> Result<Vec<Vec<TableDef>>, Error> {
    if !p.has_dual() {
        return Ok(Vec::new());
    }
    let specs = dual::dual_specs(&p.patterns(w, h, blank)?)?;
    Ok(specs
        .iter()
        .map(|g| g.iter().map(pattern).collect())
        .collect())
}

/// Every table a partition's heuristic loads: its patterns', then its dual lookups' that
/// are not among them.
pub fn tables_of(p: Partition, w: usize, h: usize, blank: u8) -> Result<Vec<TableDef>, Error> {
    let mut out = partition(p, w, h, blank)?;
    for t in dual(p, w, h, blank)?.into_iter().flatten() {
        if out.iter().all(|o| o.key != t.key) {
            out.push(t);
        }
    }
    Ok(out)
}

/// Every table of the tiles that `tables list` and `tables build` know: the partitions of
/// the 4×4 board and the 24-puzzle's with its dual lookups', with the standard goal (blank
/// last).
pub fn all() -> Vec<TableDef> {
    let patterns = [Partition::P663, Partition::P78, Partition::P6666]
        .into_iter()
        .flat_map(|p| {
            let (w, h) = p.board();
            tables_of(p, w, h, (w * h - 1) as u8).unwrap_or_default()
        });
    std::iter::once(paths()).chain(patterns).collect()
}

/// The automaton of redundant move strings of at most [`paths::MAX_LEN`] moves that every
/// board's search cuts (about 1 MB, built in seconds).
pub fn paths() -> TableDef {
    let len = paths::MAX_LEN;
    let label = Label::new("table-sliding-paths").arg("moves", len);
    TableDef::new(
        format!("sliding-paths-v1-len{len}"),
        format!("sliding-paths-{len}"),
        None,
        label,
        move |p: Progress| Automaton::build(len, p).to_bytes(),
        |bytes: Vec<u8>| Automaton::from_bytes(&bytes),
    )
}

/// A partition's heuristic, its tables from `source`.
pub fn load_partition(
    p: Partition,
    w: usize,
    h: usize,
    blank: u8,
    source: &dyn TableSource,
    report: Report,
) -> Result<Arc<PdbHeuristic>, Error> {
    let specs = p.patterns(w, h, blank)?;
    let mut loaded = Vec::with_capacity(specs.len());
    for spec in &specs {
        loaded.push(tables::get::<ByteTable>(source, &pattern(spec), report)?);
    }
    let paths = tables::get::<Automaton>(source, &paths(), report)?;
    Ok(Arc::new(
        PdbHeuristic::new(&specs, loaded)?.with_paths(paths),
    ))
}

/// A partition's heuristic with its dual lookups (the partition's alone when it has none).
pub fn load_with_dual(
    p: Partition,
    w: usize,
    h: usize,
    blank: u8,
    source: &dyn TableSource,
    report: Report,
) -> Result<Arc<PdbHeuristic>, Error> {
    let heur = load_partition(p, w, h, blank, source, report)?;
    if !p.has_dual() {
        return Ok(heur);
    }
    let specs = p.patterns(w, h, blank)?;
    let mut dual_tables = Vec::new();
    for group in dual(p, w, h, blank)? {
        let mut got = Vec::with_capacity(group.len());
        for def in &group {
            got.push(tables::get::<ByteTable>(source, def, report)?);
        }
        dual_tables.push(got);
    }
    Ok(Arc::new((*heur).clone().with_dual(&specs, dual_tables)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_table_is_listed_once_with_its_size() {
        let all = all();
        // 3 + 2 for the 4×4; the 24-puzzle's 4 (4-bit), then its dual lookups' (4-bit too):
        // the whole pattern walled round the goal blank's corner (the other 3 are the
        // straight tables) and the 24 with piece β in a tile's place; and the automaton
        // of redundant strings first.
        assert_eq!(all.len(), 1 + 5 + 4 + 1 + 24);
        assert_eq!(all[0].key, "sliding-paths-v1-len14");
        let mut keys: Vec<&str> = all.iter().map(|t| t.key.as_str()).collect();
        keys.sort();
        keys.dedup();
        assert_eq!(keys.len(), all.len());
        let bytes: u64 = all.iter().filter_map(|t| t.bytes).sum();
        let fifteen = 2 * 5_765_760 + 3_360 + 57_657_600 + 518_918_400;
        let dual = 25 * 63_756_000;
        assert_eq!(bytes, fifteen + 4 * 63_756_000 + dual);
    }
}
