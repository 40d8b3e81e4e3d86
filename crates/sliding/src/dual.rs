//! Dual lookups: the pattern databases looked up for the inverse permutation too
//! (Felner, Zahavi, Holte and Schaeffer, "Dual lookups in pattern databases", IJCAI 2005).
//!
//! A position is a permutation `s` from cells to labels (a label is a piece's goal cell;
//! the blank's label is the goal blank cell `β`). Its *dual* `d = s⁻¹` puts piece `y` on
//! the cell `s(y)`: which piece sits on `y`'s goal cell. Write a solution as cell swaps
//! `τ₁ … τₖ`, `τⱼ = (pⱼ pⱼ₊₁)` along the blank's walk `p₁ = b` (the blank's cell) to
//! `pₖ₊₁ = β`; then `s τ₁ ⋯ τₖ = id`, so `d τₖ ⋯ τ₁ = id` too. Each of those swaps is of
//! two neighbouring cells, and the one the reverse path moves is always piece `b` of the
//! dual (the cell `τ₁ ⋯ τⱼ₋₁` sends `pⱼ` to is `b`): the dual is itself a sliding-tile
//! problem, solved in the same number of moves, whose blank is *piece `b`* (it stands on
//! cell `s(b) = β`) and must end on cell `b`, and in which piece `β` is an ordinary tile.
//!
//! So the dual problem is bounded by disjoint patterns of its pieces, with tables whose
//! goal lets the blank end anywhere ([`PatternSpec::blank_anywhere`]):
//! * a pattern without `b`: its full table, looked up at the cells `s(y)` of its pieces;
//! * the pattern holding `b`: the same pattern with piece `β` in `b`'s place (its goal the
//!   cell `β`, the goal blank on `b`) — one table for each of its tiles — looked up with
//!   piece `β` at `s(β)`; so every piece of the dual is in a pattern, as in the straight
//!   lookups, and the dual sum is as strong (Felner et al.'s dual, for a board whose blank
//!   is anywhere).
//!
//! The sum is a second admissible estimate of the same position; the search takes the
//! largest of the straight, reflected and dual sums. A move changes the pieces on two cells
//! (the blank's old and new cells), so a node recomputes at most two patterns' dual values.
//! The tables hold 4 bits an entry over each placement's own Manhattan distance, as the
//! straight ones.

use std::sync::Arc;

use search::pdb::ByteTable;

use crate::bits::rank_cells;
use crate::error::{Error, PartitionFault};
use crate::pdb::{manhattan, PatternSpec};

/// The most tiles a pattern may have for dual lookups (and the most tables one pattern's
/// dual lookups use, less one).
pub const MAX_DUAL_PATTERN: usize = 8;

/// The patterns the dual lookups of the partition `specs` use: for each pattern, the
/// pattern itself with the blank ending anywhere, then, for each of its tiles in turn, the
/// pattern with piece `β` (the goal blank's cell) in that tile's place and the goal blank on
/// that tile's cell (also ending anywhere). 4-bit entries. Patterns of one tile have none.
pub fn dual_specs(specs: &[PatternSpec]) -> Result<Vec<Vec<PatternSpec>>, Error> {
    specs
        .iter()
        .map(|s| {
            if s.labels.len() < 2 || s.labels.len() > MAX_DUAL_PATTERN {
                return Err(Error::BadPartition(PartitionFault::Mismatched));
            }
            let packed = |spec: PatternSpec| PatternSpec {
                over_md: true,
                ..spec
            };
            let mut out = vec![packed(PatternSpec::blank_anywhere(
                s.w,
                s.h,
                s.blank_label,
                s.labels.clone(),
            ))];
            for (i, &b) in s.labels.iter().enumerate() {
                let mut labels = s.labels.clone();
                labels[i] = s.blank_label;
                out.push(packed(PatternSpec::blank_anywhere(s.w, s.h, b, labels)));
            }
            Ok(out)
        })
        .collect()
}

/// The dual lookups' tables: `tables[g][0]` for pattern `g` whole, `tables[g][1 + i]` for
/// it with piece `β` in its tile `i`'s place (as [`dual_specs`] lists them).
#[derive(Clone)]
pub struct DualTables {
    pub(crate) tables: Vec<Vec<Arc<ByteTable>>>,
}

impl DualTables {
    /// Checks that `tables` has the shape of `dual_specs(specs)` and keeps them.
    pub fn new(
        specs: &[PatternSpec],
        tables: Vec<Vec<Arc<ByteTable>>>,
    ) -> Result<DualTables, Error> {
        let want = dual_specs(specs)?;
        let fits = want.len() == tables.len()
            && want.iter().zip(&tables).all(|(w, t)| {
                w.len() == t.len() && w.iter().zip(t).all(|(s, t)| s.bytes() == t.len())
            });
        if !fits {
            return Err(Error::BadPartition(PartitionFault::Mismatched));
        }
        Ok(DualTables { tables })
    }
}

/// Where one pattern's dual value is (its `labels`, for the position `cells`, cell →
/// label, whose blank's label is `blank_label`, on a board `w` wide of `n` cells): its pieces stand on
/// the cells `cells[y]`; the one whose goal cell holds the blank is the dual's blank, and
/// piece `β` stands in its place. Gives that tile (if any), the rank of the placement and
/// its own Manhattan distance.
#[inline(always)]
pub(crate) fn group_rank(
    labels: &[u8],
    cells: &[u8],
    blank_label: u8,
    w: usize,
    n: usize,
) -> (Option<usize>, usize, u32) {
    let mut buf = [0u8; MAX_DUAL_PATTERN];
    let mut left_out = None;
    let mut md = 0;
    for (i, &y) in labels.iter().enumerate() {
        let mut at = cells[y as usize];
        let mut goal = y;
        if at == blank_label {
            left_out = Some(i);
            at = cells[blank_label as usize];
            goal = blank_label;
        }
        buf[i] = at;
        md += manhattan(w, at, goal);
    }
    (left_out, rank_cells(&buf[..labels.len()], n), md)
}

/// One pattern's dual value ([`group_rank`]) from its tables `full` and `swapped[i]`.
#[inline(always)]
pub(crate) fn group_value(
    labels: &[u8],
    cells: &[u8],
    blank_label: u8,
    w: usize,
    n: usize,
    full: &[u8],
    swapped: &[&[u8]],
) -> u32 {
    let (left_out, r, md) = group_rank(labels, cells, blank_label, w, n);
    crate::pdb::decode(left_out.map_or(full, |i| swapped[i]), true, r, md)
}

/// The whole dual estimate of `cells`, from scratch.
pub(crate) fn estimate(
    groups: &[Vec<u8>],
    dual: &DualTables,
    cells: &[u8],
    blank_label: u8,
    w: usize,
) -> u32 {
    let mut sum = 0;
    for (labels, tables) in groups.iter().zip(&dual.tables) {
        let swapped: Vec<&[u8]> = tables[1..].iter().map(|t| t.as_bytes()).collect();
        sum += group_value(
            labels,
            cells,
            blank_label,
            w,
            cells.len(),
            tables[0].as_bytes(),
            &swapped,
        );
    }
    sum
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use crate::instance::Instance;
    use crate::pdb::{solve, PdbHeuristic};
    use crate::table::DistanceTable;
    use search::Budget;

    /// A partition's heuristic with its dual lookups, every table built here.
    fn with_dual(w: usize, h: usize, groups: &[&[u8]]) -> PdbHeuristic {
        let blank_label = (w * h - 1) as u8;
        let specs: Vec<PatternSpec> = groups
            .iter()
            .map(|g| PatternSpec::new(w, h, blank_label, g.to_vec()))
            .collect();
        let build = |s: &PatternSpec| Arc::new(s.build(&|_, _| {}));
        let dual = dual_specs(&specs)
            .unwrap()
            .iter()
            .map(|g| g.iter().map(build).collect())
            .collect();
        PdbHeuristic::built(&specs)
            .unwrap()
            .with_dual(&specs, dual)
            .unwrap()
    }

    /// The dual of a position whose blank is home: the inverse permutation.
    fn inverse(inst: &Instance) -> Instance {
        let mut d = inst.clone();
        for (c, &l) in inst.cells.iter().enumerate() {
            d.cells[l as usize] = c as u8;
        }
        d
    }

    /// Every 8-puzzle position: the dual estimate never exceeds the exact distance, it is
    /// sometimes larger than the straight and reflected ones, and a position whose blank is
    /// home is as far from the goal as its inverse.
    #[test]
    fn the_dual_estimate_is_admissible_on_every_8_puzzle_position() {
        let heur = with_dual(3, 3, &[&[0, 1, 3, 4], &[2, 5, 6, 7]]);
        let plain = heur.without_dual();
        let exact = DistanceTable::get(3, 3, 8);
        let (mut higher, mut home) = (0, 0);
        for (inst, d) in exact.positions() {
            let h = heur.estimate(&inst);
            assert!(h <= d, "dual h {h} > distance {d} for {:?}", inst.cells);
            higher += usize::from(h > plain.estimate(&inst));
            if inst.blank == 8 {
                assert_eq!(exact.distance(&inverse(&inst)), Some(d));
                home += 1;
            }
        }
        assert_eq!(home, 20_160);
        let (mut sd, mut ss) = (0u64, 0u64);
        for (inst, _) in exact.positions() {
            sd += heur.estimate(&inst) as u64;
            ss += plain.estimate(&inst) as u64;
        }
        assert!(sd > ss, "the dual lookups raise the sum: {sd} against {ss}");
        assert!(higher > 10_000, "the dual lookups raised only {higher}");
    }

    /// IDA* with the dual lookups finds the exact distance, with fewer nodes than without.
    #[test]
    fn ida_with_dual_lookups_is_optimal_and_searches_less() {
        let heur = with_dual(3, 3, &[&[0, 1, 3, 4], &[2, 5, 6, 7]]);
        let plain = heur.without_dual();
        let exact = DistanceTable::get(3, 3, 8);
        let (mut with, mut without) = (0, 0);
        for (r, (inst, d)) in exact.positions().enumerate() {
            if r % 499 != 0 {
                continue;
            }
            let res = solve(&inst, &heur, &Budget::unlimited(), 1, None).unwrap();
            let path = res.solution.unwrap();
            assert_eq!(path.len() as u32, d);
            let mut s = inst.clone();
            for m in path {
                assert!(s.slide(m));
            }
            assert!(s.is_goal());
            with += res.nodes;
            without += solve(&inst, &plain, &Budget::unlimited(), 1, None)
                .unwrap()
                .nodes;
        }
        assert!(
            with < without,
            "{with} nodes with the dual, {without} without"
        );
    }

    /// On a 4×5 board split over threads, the dual lookups keep the lengths exact (against
    /// the tables without them, which the pdb tests check against a meet in the middle).
    #[test]
    fn dual_lookups_on_a_4x5_board_keep_optimal_lengths() {
        use rand::SeedableRng;
        let groups: [&[u8]; 4] = [
            &[0, 1, 2, 5, 6],
            &[3, 4, 7, 8, 9],
            &[10, 11, 12, 15, 16],
            &[13, 14, 17, 18],
        ];
        let heur = with_dual(5, 4, &groups);
        let plain = heur.without_dual();
        let goal = Board::solved(5, 4).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        for moves in [10, 20, 30, 40, 60] {
            let (b, _) = crate::scramble::random_moves(5, 4, moves, &mut rng).unwrap();
            let inst = Instance::new(&b, &goal);
            let want = solve(&inst, &plain, &Budget::unlimited(), 1, None).unwrap();
            for threads in [1, 2] {
                let got = solve(&inst, &heur, &Budget::unlimited(), threads, None).unwrap();
                let n = got.solution.as_ref().map(Vec::len);
                assert_eq!(n, want.solution.as_ref().map(Vec::len), "{b}");
            }
        }
    }

    /// A pattern whose goal leaves the blank's corner walled off gets a table of its own
    /// when the blank may end anywhere; one that leaves the empty cells one region keeps
    /// the standard table.
    #[test]
    fn a_walled_off_goal_blank_gets_its_own_table() {
        let corner = PatternSpec::blank_anywhere(3, 3, 8, vec![5, 7]);
        assert!(corner.any_blank);
        assert!(corner.key().contains("blankany"));
        let open = PatternSpec::blank_anywhere(3, 3, 8, vec![0, 1]);
        assert!(!open.any_blank);
        // Blank anywhere: the goal placement is reached whichever region the blank is in.
        let t = corner.build(&|_, _| {});
        assert_eq!(t.get(corner.rank(&[5, 7])), 0);
    }
}
