//! The optimal solver's tables: their sizes ([`Variant`]) and [`OptimalTables`], built by
//! `build.rs` over the coordinate of `coset.rs`.

use ::search::lined::Banded;
use ::search::tables::Progress;
use ::search::Named;

use super::coset::{Coset, EoPart};
use super::{build, search};
use crate::cubie::CubieCube;

/// The sizes of tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// The middle edges' flips: 20 MB, built in seconds (tests, and a quick start).
    Tiny,
    /// The outer edges' flips: 325 MB.
    Small,
    /// Every edge's flip: 2.6 GB.
    Large,
}

impl Named for Variant {
    /// Every size, smallest first.
    const ALL: &'static [Variant] = &[Variant::Tiny, Variant::Small, Variant::Large];
    const WHAT: &'static str = "table set";

    /// The name on the command line.
    fn name(self) -> &'static str {
        match self {
            Variant::Tiny => "tiny",
            Variant::Small => "small",
            Variant::Large => "large",
        }
    }
}

impl Variant {
    /// Which flips the coordinate keeps.
    pub const fn eo(self) -> EoPart {
        match self {
            Variant::Tiny => EoPart::Middle,
            Variant::Small => EoPart::Outer,
            Variant::Large => EoPart::All,
        }
    }

    /// The cache key (it names the layout).
    pub fn key(self) -> String {
        format!(
            "cube-nx-{}-corners9930-e495-eo{}-banded",
            self.name(),
            self.eo().size()
        )
    }
}

/// The optimal solver's tables.
pub struct OptimalTables {
    /// Which size.
    pub variant: Variant,
    /// The coordinate.
    pub coset: Coset,
    /// The distances, 2 bits each.
    pub table: Banded,
}

impl std::fmt::Debug for OptimalTables {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OptimalTables")
            .field("variant", &self.variant)
            .field("entries", &self.coset.entries())
            .field("base", &self.table.base())
            .finish_non_exhaustive()
    }
}

impl OptimalTables {
    /// Builds the tables on `threads` threads, with progress.
    pub fn build(v: Variant, threads: usize, progress: Progress) -> OptimalTables {
        let coset = Coset::new(v.eo());
        let dist = build::distances(&coset, threads, progress);
        let base = build::best_base(&dist, &build::histogram(&dist), threads);
        let table = build::encode(&dist, base, threads);
        OptimalTables {
            variant: v,
            coset,
            table,
        }
    }

    /// The size of [`OptimalTables::to_bytes`] for a size of tables (known before the build:
    /// every corner class's row of entries, 2 bits each in bands).
    pub const fn bytes(v: Variant) -> u64 {
        Banded::bytes_for(super::coset::N_CORNER_CLASSES * super::coset::N_E4 * v.eo().size())
            as u64
    }

    /// The serialised table (the coordinate's tables are remade on load).
    pub fn to_bytes(&self) -> Vec<u8> {
        self.table.to_bytes()
    }

    /// The tables from [`OptimalTables::to_bytes`]; `None` if the size is wrong.
    pub fn from_bytes(v: Variant, bytes: &[u8]) -> Option<OptimalTables> {
        let coset = Coset::new(v.eo());
        let table = Banded::from_bytes(coset.entries(), bytes)?;
        Some(OptimalTables {
            variant: v,
            coset,
            table,
        })
    }

    /// The largest of the six reads of `cube`: a lower bound of its distance.
    pub fn bound(&self, cube: &CubieCube) -> u32 {
        let ctx = search::Ctx::new(self);
        ctx.bound_of(cube)
    }

    /// How many of the table's entries read each value.
    pub fn histogram(&self) -> [u64; 19] {
        self.table.histogram()
    }
}
