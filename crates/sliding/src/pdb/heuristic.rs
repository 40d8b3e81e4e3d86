//! The heuristic a search looks up: the tables of a partition's patterns (their values
//! added), their reflection about the main diagonal, and the dual lookups.

use std::sync::Arc;

use search::pdb::ByteTable;

use crate::bits::rank_cells;
use crate::dual::DualTables;
use crate::error::{Error, PartitionFault};
use crate::instance::Instance;

use super::paths::{self, Automaton};
use super::pattern::{decode, pattern_manhattan, PatternSpec};

/// The heuristic of a partition: its tables, and how to look a position up in them.
#[derive(Clone)]
pub struct PdbHeuristic {
    pub(super) w: usize,
    pub(super) h: usize,
    pub(super) blank_label: u8,
    pub(super) groups: Vec<Vec<u8>>,
    pub(super) tables: Vec<Arc<ByteTable>>,
    /// Whether to also look up the position reflected about the main diagonal.
    pub(super) reflect: bool,
    /// The dual lookups' tables, when the partition has them.
    pub(super) dual: Option<DualTables>,
    /// Whether the tables hold 4-bit entries over the patterns' Manhattan distance
    /// ([`PatternSpec::over_md`]).
    pub(super) over_md: bool,
    /// The automaton of redundant move strings the search cuts ([`super::paths`]).
    pub(super) paths: Arc<Automaton>,
}

impl PdbHeuristic {
    /// Puts together the tables of a partition (`tables[i]` built for `specs[i]`). The
    /// patterns must be disjoint and cover every tile.
    pub fn new(specs: &[PatternSpec], tables: Vec<Arc<ByteTable>>) -> Result<Self, Error> {
        let first = specs
            .first()
            .ok_or(Error::BadPartition(PartitionFault::Empty))?;
        let (w, h, blank_label) = (first.w, first.h, first.blank_label);
        let n = w * h;
        let mut covered = vec![false; n];
        covered[blank_label as usize] = true;
        for (s, t) in specs.iter().zip(&tables) {
            let encoding = s.over_md != first.over_md;
            if (s.w, s.h, s.blank_label) != (w, h, blank_label) || t.len() != s.bytes() || encoding
            {
                return Err(Error::BadPartition(PartitionFault::Mismatched));
            }
            for &l in &s.labels {
                if std::mem::replace(&mut covered[l as usize], true) {
                    return Err(Error::BadPartition(PartitionFault::Overlap { cell: l }));
                }
            }
        }
        if covered.iter().any(|c| !c) || specs.len() != tables.len() || specs.len() > 4 {
            return Err(Error::BadPartition(PartitionFault::Uncovered));
        }
        let transpose = |c: u8| ((c as usize % w) * w + c as usize / w) as u8;
        let reflect = w == h && transpose(blank_label) == blank_label;
        Ok(PdbHeuristic {
            w,
            h,
            blank_label,
            groups: specs.iter().map(|s| s.labels.clone()).collect(),
            tables,
            reflect,
            over_md: first.over_md,
            dual: None,
            paths: paths::short(),
        })
    }

    /// The same heuristic with the search cutting the redundant strings of `paths` (by
    /// default those of at most [`paths::SHORT_LEN`] moves).
    pub fn with_paths(mut self, paths: Arc<Automaton>) -> Self {
        self.paths = paths;
        self
    }

    #[cfg(test)]
    /// The heuristic of `specs` with every table built here, in memory (small boards).
    pub fn built(specs: &[PatternSpec]) -> Result<Self, Error> {
        let tables = specs
            .iter()
            .map(|s| Arc::new(s.build(&|_, _| {})))
            .collect();
        PdbHeuristic::new(specs, tables)
    }

    /// Adds the dual lookups (`tables` as [`crate::dual::dual_specs`] lists them for
    /// `specs`, the patterns this heuristic was made of).
    pub fn with_dual(
        mut self,
        specs: &[PatternSpec],
        tables: Vec<Vec<Arc<ByteTable>>>,
    ) -> Result<Self, Error> {
        if specs.iter().map(|s| &s.labels).ne(self.groups.iter()) {
            return Err(Error::BadPartition(PartitionFault::Mismatched));
        }
        self.dual = Some(DualTables::new(specs, tables)?);
        Ok(self)
    }

    #[cfg(test)]
    /// The same heuristic without its dual lookups (to measure what they save).
    pub fn without_dual(&self) -> Self {
        PdbHeuristic {
            dual: None,
            ..self.clone()
        }
    }

    /// Board shape and goal blank this heuristic is for.
    pub fn shape(&self) -> (usize, usize, u8) {
        (self.w, self.h, self.blank_label)
    }

    /// Pattern `g`'s value at `rank`, whose own Manhattan distance is `md`.
    fn entry(&self, g: usize, rank: usize, md: u32) -> u32 {
        decode(self.tables[g].as_bytes(), self.over_md, rank, md)
    }

    /// The heuristic value of `inst` (for tests and hints; the search keeps it incrementally).
    pub fn estimate(&self, inst: &Instance) -> u32 {
        let mut pos = vec![0u8; inst.len()];
        for (c, &l) in inst.cells.iter().enumerate() {
            pos[l as usize] = c as u8;
        }
        let n = self.w * self.h;
        let mut sum = 0u32;
        let mut rsum = 0u32;
        let t = |c: u8| ((c as usize % self.w) * self.w + c as usize / self.w) as u8;
        let mut buf = [0u8; 16];
        for (g, labels) in self.groups.iter().enumerate() {
            let k = labels.len();
            for (i, &l) in labels.iter().enumerate() {
                buf[i] = pos[l as usize];
            }
            let md = pattern_manhattan(self.w, labels, &buf[..k]);
            sum += self.entry(g, rank_cells(&buf[..k], n), md);
            if self.reflect {
                for (i, &l) in labels.iter().enumerate() {
                    buf[i] = t(pos[t(l) as usize]);
                }
                let md = pattern_manhattan(self.w, labels, &buf[..k]);
                rsum += self.entry(g, rank_cells(&buf[..k], n), md);
            }
        }
        let dsum = self.dual.as_ref().map_or(0, |d| {
            crate::dual::estimate(&self.groups, d, &inst.cells, inst.blank_label, self.w)
        });
        sum.max(rsum).max(dsum)
    }
}
