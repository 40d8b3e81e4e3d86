//! The cube's tables, declared once (key, file, size, label, build, decode): what the
//! cache and `tables list` know of them.

use search::levels::cores;
use search::tables::{Label, Progress, TableDef};
use search::Named;

use crate::corners::{Corners, N_CPERM_CLASSES};
use crate::cross::Crosses;
use crate::optimal::{OptimalTables, Variant};
use crate::tables::Tables;

/// The two-phase solver's move, symmetry and pruning tables (11 MB, under a second).
pub fn two_phase() -> TableDef {
    TableDef::new(
        Tables::KEY,
        "cube-two-phase",
        None,
        Label::new("table-cube-two-phase"),
        |_: Progress| Tables::build().to_bytes(),
        |bytes: Vec<u8>| Tables::from_bytes(&bytes),
    )
}

/// The optimal solver's tables of one size (built on every core).
pub fn optimal(v: Variant) -> TableDef {
    let megabytes = match v {
        Variant::Tiny => 20,
        Variant::Small => 325,
        Variant::Large => 2600,
    };
    TableDef::new(
        v.key(),
        format!("cube-optimal-{}", v.name()),
        Some(OptimalTables::bytes(v)),
        Label::new("table-cube-optimal")
            .arg("size", v.name())
            .arg("megabytes", megabytes),
        move |p: Progress| OptimalTables::build(v, cores(), p).to_bytes(),
        move |bytes: Vec<u8>| OptimalTables::from_bytes(v, &bytes),
    )
}

/// The exact corner table (corners alone, 11.6 MB): `--only corners`.
pub fn corners() -> TableDef {
    TableDef::new(
        "cube/corners/v1",
        "cube-corners",
        Some((N_CPERM_CLASSES * crate::coord::N_TWIST) as u64),
        Label::new("table-cube-corners"),
        |_: Progress| Corners::build(&Tables::build()).to_bytes(),
        Corners::from_bytes,
    )
}

/// Each face's cross, exactly (2 MB, a fraction of a second): the cross trainer and the
/// shortest crosses after a solve.
pub fn crosses() -> TableDef {
    TableDef::new(
        "cube/cross/v1",
        "cube-cross",
        Some(Crosses::BYTES),
        Label::new("table-cube-cross"),
        |_: Progress| Crosses::build().to_bytes(),
        Crosses::from_bytes,
    )
}

/// Every table of the cube.
pub fn all() -> Vec<TableDef> {
    vec![
        two_phase(),
        corners(),
        crosses(),
        optimal(Variant::Tiny),
        optimal(Variant::Small),
        optimal(Variant::Large),
    ]
}
