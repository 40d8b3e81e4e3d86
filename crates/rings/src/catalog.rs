//! The Five Rings' tables, declared once (key, file, size, label, build, decode): what the
//! cache and `tables list` know of them.

use search::pdb::ByteTable;
use search::tables::{Label, Progress, TableDef};
use search::Named;

use crate::classic::ClassicTables;
use crate::pair::{PairKind, SetTable, PAIR_ENTRIES};
use crate::pdb::{self, ColourTables, Metric};

/// The per-colour table of a metric (6.7 MB, seconds).
pub fn colour(metric: Metric) -> TableDef {
    let file = match metric {
        Metric::Clicks => "rings-colour-pdb",
        Metric::Turns => "rings-colour-pdb-turns",
    };
    TableDef::new(
        metric.key(),
        file,
        Some(pdb::ENTRIES as u64),
        Label::new("table-rings-colour").arg("metric", metric.name()),
        move |p: Progress| pdb::build_metric(metric, p).into_vec(),
        |bytes: Vec<u8>| ColourTables::new(ByteTable::from_vec(bytes)),
    )
}

/// The classic method's two tables (32 MB, seconds).
pub fn classic() -> TableDef {
    TableDef::new(
        ClassicTables::KEY,
        "rings-classic-aux",
        Some(ClassicTables::BYTES as u64),
        Label::new("table-rings-classic"),
        |_: Progress| ClassicTables::build().to_bytes(),
        ClassicTables::from_bytes,
    )
}

/// One kind of the two-colour tables (580 MB, minutes on all cores).
pub fn pair(kind: PairKind) -> TableDef {
    TableDef::new(
        kind.key(),
        format!("rings-pair-{}", kind.name()),
        Some(SetTable::bytes_for(PAIR_ENTRIES) as u64),
        Label::new("table-rings-pair").arg("kind", kind.name()),
        move |p: Progress| SetTable::build(kind.goal(), p).into_bytes(),
        move |bytes: Vec<u8>| SetTable::from_bytes(kind.goal(), bytes),
    )
}

/// Every table of the Five Rings: the small set, then the two-colour tables.
pub fn all() -> Vec<TableDef> {
    vec![
        colour(Metric::Clicks),
        colour(Metric::Turns),
        classic(),
        pair(PairKind::Adjacent),
        pair(PairKind::Apart),
    ]
}
