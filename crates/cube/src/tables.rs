//! Move, symmetry and pruning tables of the two-phase solver, built by pure functions.
//!
//! Phase 1 brings the cube into the subgroup G1 = ⟨U, D, R2, L2, F2, B2⟩ (orientations
//! solved, middle-layer edges in the middle layer); phase 2 solves it within G1.
//! Pruning tables are symmetry-reduced: the twist and flip coordinates by the 4 rotations
//! that keep the U–D axis and change no orientation (y2, z2), the permutation coordinates by
//! the 8 rotations that keep the U–D axis (y, z2). See the crate docs for the table of tables.

use crate::coord::*;
use crate::cubie::CubieCube;
use crate::entry::{P1Entry, P2Entry};

/// The phase-2 moves: U U2 U' D D2 D' R2 L2 F2 B2 as face-turn indices.
pub const P2_MOVES: [u8; N_P2_MOVES] = [0, 1, 2, 9, 10, 11, 4, 13, 7, 16];

/// [`CComb`] with the corner parity: `C(8,4) · 2 = 140`.
pub const N_CCOMBP: usize = 2 * N_CCOMB;

/// The U-corner positions of a cube, plus 70 when its corner permutation is odd.
fn ccombp(c: &CubieCube) -> u8 {
    CComb::of(c).0
        + if c.corner_parity_odd() {
            N_CCOMB as u8
        } else {
            0
        }
}

/// A cube whose [`ccombp`] is `i`.
fn ccombp_cube(i: usize) -> CubieCube {
    let mut c = CComb((i % N_CCOMB) as u8).cube();
    if (i >= N_CCOMB) != c.corner_parity_odd() {
        // Swap two corners of the same layer: same combination, other parity.
        let (a, b) = {
            let u: Vec<usize> = (0..8).filter(|&p| c.cp[p] < 4).collect();
            (u[0], u[1])
        };
        c.cp.swap(a, b);
    }
    c
}

/// A coordinate reduced by symmetry: class representatives and, for every raw value, its
/// class and the symmetry that takes it to the representative.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SymCoord {
    /// Raw value of each class's representative.
    pub reps: Vec<u16>,
    /// `class << 3 | sym` for every raw value: `conj(cube, sym)` has the representative's value.
    pub raw2sym: Vec<u16>,
    /// For each class, the symmetries that leave its representative's value unchanged.
    pub stab: Vec<u8>,
}

impl SymCoord {
    fn build(
        n: usize,
        syms: &[u8],
        cube: impl Fn(usize) -> CubieCube,
        raw: impl Fn(&CubieCube) -> usize,
    ) -> SymCoord {
        let all = &symmetries().syms;
        let mut raw2sym = vec![u16::MAX; n];
        let mut reps = Vec::new();
        let mut stab = Vec::new();
        for r in 0..n {
            if raw2sym[r] != u16::MAX {
                continue;
            }
            let class = reps.len() as u16;
            reps.push(r as u16);
            let c = cube(r);
            let mut st = 0u8;
            for &s in syms {
                let r2 = raw(&conj(&c, &all[s as usize]));
                if r2 == r {
                    st |= 1 << s;
                }
                // conj(c, s) has r2, so conj(cube r2, s⁻¹) has r: store s⁻¹ for r2.
                if raw2sym[r2] == u16::MAX {
                    raw2sym[r2] = class << 3 | symmetries().inv[s as usize] as u16;
                }
            }
            stab.push(st);
        }
        SymCoord {
            reps,
            raw2sym,
            stab,
        }
    }

    /// Number of classes.
    pub fn classes(&self) -> usize {
        self.reps.len()
    }
}

/// Declares the tables once: the struct, and its serialised form in the order the fields
/// are listed (each field's length given by an expression of the fields before it, which
/// reading checks), so that writing and reading can never drift apart.
macro_rules! tables {
    ($(#[doc = $doc:literal])* pub struct $name:ident {
        $($(#[doc = $fdoc:literal])* $field:ident: $ty:ty = $len:expr,)*
    }) => {
        $(#[doc = $doc])*
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub struct $name {
            $($(#[doc = $fdoc])* pub $field: $ty,)*
        }

        impl $name {
            /// The serialised tables: each in the order declared, with its length.
            pub fn to_bytes(&self) -> Vec<u8> {
                let mut w = Vec::new();
                $(Serial::write(&self.$field, &mut w);)*
                w
            }

            /// The tables from their serialised form; `None` when the bytes are not a
            /// table set of this layout (every length is checked; the cache header's
            /// checksum covers the contents).
            #[allow(clippy::redundant_field_names)]
            pub fn from_bytes(bytes: &[u8]) -> Option<$name> {
                let mut r = Reader(bytes);
                $(let $field = <$ty as Serial>::read(&mut r, $len)?;)*
                if !r.0.is_empty() {
                    return None;
                }
                Some($name { $($field: $field,)* })
            }
        }
    };
}

tables! {
    /// Every table the solver uses.
    pub struct Tables {
        /// `twist_move[t * 18 + m]`.
        twist_move: Vec<u16> = N_TWIST * N_MOVES,
        /// `flip_move[f * 18 + m]`.
        flip_move: Vec<u16> = N_FLIP * N_MOVES,
        /// `slice_move[s * 18 + m]`.
        slice_move: Vec<u16> = N_SLICE * N_MOVES,
        /// `mperm_move[p * 10 + i]`.
        mperm_move: Vec<u8> = N_MPERM * N_P2_MOVES,
        /// The [`CComb`] of every corner permutation, plus 70 when the permutation is odd.
        cperm_ccomb: Vec<u8> = N_PERM,
        /// `slice_conj[s * 8 + sym]`: the slice of the conjugated cube.
        slice_conj: Vec<u16> = N_SLICE * N_SYMS,
        /// `flip_conj[f * 8 + sym]`.
        flip_conj: Vec<u16> = N_FLIP * N_SYMS,
        /// `mperm_conj[m * 8 + sym]`.
        mperm_conj: Vec<u8> = N_MPERM * N_SYMS,
        /// `ccomb_conj[c * 8 + sym]`.
        ccomb_conj: Vec<u8> = N_CCOMBP * N_SYMS,
        /// Twist classes under the 4 orientation-keeping symmetries.
        twist_sym: SymCoord = N_TWIST,
        /// Flip classes under the same.
        flip_sym: SymCoord = N_FLIP,
        /// Corner-permutation classes under the 8 U–D symmetries.
        cperm_sym: SymCoord = N_PERM,
        /// U/D-edge-permutation classes under the 8 U–D symmetries.
        eperm_sym: SymCoord = N_PERM,
        /// `cperm_class_move[c * 10 + i]`: `class << 3 | sym` of corner-permutation class
        /// `c`'s representative after phase-2 move `P2_MOVES[i]`.
        cperm_class_move: Vec<u16> = cperm_sym.classes() * N_P2_MOVES,
        /// The same for the U/D-edge permutation.
        eperm_class_move: Vec<u16> = eperm_sym.classes() * N_P2_MOVES,
        /// The CComb-with-parity of each corner-permutation class's representative.
        cclass_ccomb: Vec<u8> = cperm_sym.classes(),
        /// `p2_sym_move[s * 10 + i]`: the phase-2 move index of
        /// `syms[s]⁻¹ · P2_MOVES[i] · syms[s]`.
        p2_sym_move: Vec<u8> = N_SYMS * N_P2_MOVES,
        /// Phase 1: twist class × slice, as [`P1Entry`] values.
        p1_twist_slice: Vec<u32> = twist_sym.classes() * N_SLICE,
        /// Phase 1: flip class × slice, as [`P1Entry`] values.
        p1_flip_slice: Vec<u32> = flip_sym.classes() * N_SLICE,
        /// Phase 1: twist class × flip, as [`P1Entry`] values.
        p1_twist_flip: Vec<u32> = twist_sym.classes() * N_FLIP,
        /// Phase 2: corner-permutation class × middle-layer permutation, as [`P2Entry`]
        /// values.
        p2_cperm_mperm: Vec<u32> = cperm_sym.classes() * N_MPERM,
        /// Phase 2: U/D-edge-permutation class × U-corner positions, as [`P2Entry`] values.
        p2_eperm_ccomb: Vec<u32> = eperm_sym.classes() * N_CCOMBP,
    }
}

fn move_table<T: Copy>(n: usize, moves: &[u8], f: impl Fn(usize, &CubieCube) -> T) -> Vec<T> {
    let mc = move_cubes();
    let mut out = Vec::with_capacity(n * moves.len());
    for r in 0..n {
        for &m in moves {
            out.push(f(r, &mc[m as usize]));
        }
    }
    out
}

fn conj_table<T: Copy>(n: usize, f: impl Fn(usize, &CubieCube) -> T) -> Vec<T> {
    let syms = &symmetries().syms;
    let mut out = Vec::with_capacity(n * 8);
    for r in 0..n {
        for s in syms {
            out.push(f(r, s));
        }
    }
    out
}

/// The coordinates' move and conjugation tables and symmetry classes: what the pruning
/// tables are searched over, and most of what the solver keeps.
struct Coords {
    twist_move: Vec<u16>,
    flip_move: Vec<u16>,
    slice_move: Vec<u16>,
    cperm_move: Vec<u16>,
    eperm_move: Vec<u16>,
    mperm_move: Vec<u8>,
    cperm_ccomb: Vec<u8>,
    slice_conj: Vec<u16>,
    flip_conj: Vec<u16>,
    mperm_conj: Vec<u8>,
    ccomb_cubes: Vec<CubieCube>,
    ccomb_conj: Vec<u8>,
    twist_sym: SymCoord,
    flip_sym: SymCoord,
    cperm_sym: SymCoord,
    eperm_sym: SymCoord,
}

impl Coords {
    fn build() -> Coords {
        let s = symmetries();
        let all_moves: Vec<u8> = (0..18).collect();
        let twist_move = move_table(N_TWIST, &all_moves, |r, m| {
            Twist::of(&Twist(r as u16).cube().then_corners(m)).0
        });
        let flip_move = move_table(N_FLIP, &all_moves, |r, m| {
            Flip::of(&Flip(r as u16).cube().then_edges(m)).0
        });
        let slice_move = move_table(N_SLICE, &all_moves, |r, m| {
            Slice::of(&Slice(r as u16).cube().then_edges(m)).0
        });
        let cperm_move = move_table(N_PERM, &P2_MOVES, |r, m| {
            CPerm::of(&CPerm(r as u16).cube().then_corners(m)).0
        });
        let eperm_move = move_table(N_PERM, &P2_MOVES, |r, m| {
            EPerm::of(&EPerm(r as u16).cube().then_edges(m)).0
        });
        let mperm_move = move_table(N_MPERM, &P2_MOVES, |r, m| {
            MPerm::of(&MPerm(r as u8).cube().then_edges(m)).0
        });
        let cperm_ccomb: Vec<u8> = (0..N_PERM)
            .map(|p| ccombp(&CPerm(p as u16).cube()))
            .collect();
        let slice_conj = conj_table(N_SLICE, |r, sy| {
            Slice::of(&conj(&Slice(r as u16).cube(), sy)).0
        });
        let flip_conj = conj_table(N_FLIP, |r, sy| {
            Flip::of(&conj(&Flip(r as u16).cube(), sy)).0
        });
        let mperm_conj = conj_table(N_MPERM, |r, sy| {
            MPerm::of(&conj(&MPerm(r as u8).cube(), sy)).0
        });
        let ccomb_cubes: Vec<CubieCube> = (0..N_CCOMBP).map(ccombp_cube).collect();
        let ccomb_conj = conj_table(N_CCOMBP, |r, sy| ccombp(&conj(&ccomb_cubes[r], sy)));
        let all_syms: Vec<u8> = (0..8).collect();
        let twist_sym = SymCoord::build(
            N_TWIST,
            &s.no_flip,
            |r| Twist(r as u16).cube(),
            |c| Twist::of(c).0 as usize,
        );
        let flip_sym = SymCoord::build(
            N_FLIP,
            &s.no_flip,
            |r| Flip(r as u16).cube(),
            |c| Flip::of(c).0 as usize,
        );
        let cperm_sym = SymCoord::build(
            N_PERM,
            &all_syms,
            |r| CPerm(r as u16).cube(),
            |c| CPerm::of(c).0 as usize,
        );
        let eperm_sym = SymCoord::build(
            N_PERM,
            &all_syms,
            |r| EPerm(r as u16).cube(),
            |c| EPerm::of(c).0 as usize,
        );
        Coords {
            twist_move,
            flip_move,
            slice_move,
            cperm_move,
            eperm_move,
            mperm_move,
            cperm_ccomb,
            slice_conj,
            flip_conj,
            mperm_conj,
            ccomb_cubes,
            ccomb_conj,
            twist_sym,
            flip_sym,
            cperm_sym,
            eperm_sym,
        }
    }

    /// Phase 1's pruning tables: twist class × slice, flip class × slice, twist class × flip.
    fn phase1_pruning(&self) -> [Vec<u32>; 3] {
        let Coords {
            twist_move,
            flip_move,
            slice_move,
            slice_conj,
            flip_conj,
            twist_sym,
            flip_sym,
            ..
        } = self;
        let solved = CubieCube::SOLVED;
        let slice0 = Slice::of(&solved).0 as usize;
        let p1_twist_slice = entry_table(
            twist_sym,
            N_SLICE,
            N_MOVES,
            |r, m| twist_move[r * N_MOVES + m] as usize,
            |y, m| slice_move[y * N_MOVES + m] as usize,
            |y, sy| slice_conj[y * 8 + sy] as usize,
            (0, slice0),
            phase1,
        );
        let p1_flip_slice = entry_table(
            flip_sym,
            N_SLICE,
            N_MOVES,
            |r, m| flip_move[r * N_MOVES + m] as usize,
            |y, m| slice_move[y * N_MOVES + m] as usize,
            |y, sy| slice_conj[y * 8 + sy] as usize,
            (0, slice0),
            phase1,
        );
        let p1_twist_flip = entry_table(
            twist_sym,
            N_FLIP,
            N_MOVES,
            |r, m| twist_move[r * N_MOVES + m] as usize,
            |y, m| flip_move[y * N_MOVES + m] as usize,
            |y, sy| flip_conj[y * 8 + sy] as usize,
            (0, 0),
            phase1,
        );
        [p1_twist_slice, p1_flip_slice, p1_twist_flip]
    }

    /// Phase 2's pruning tables: corner-permutation class × middle permutation, edge
    /// permutation class × the U corners' positions.
    fn phase2_pruning(&self) -> [Vec<u32>; 2] {
        let Coords {
            cperm_move,
            eperm_move,
            mperm_move,
            mperm_conj,
            ccomb_cubes,
            ccomb_conj,
            cperm_sym,
            eperm_sym,
            ..
        } = self;
        let solved = CubieCube::SOLVED;
        let p2_cperm_mperm = entry_table(
            cperm_sym,
            N_MPERM,
            N_P2_MOVES,
            |r, m| cperm_move[r * N_P2_MOVES + m] as usize,
            |y, m| mperm_move[y * N_P2_MOVES + m] as usize,
            |y, sy| mperm_conj[y * 8 + sy] as usize,
            (0, 0),
            phase2,
        );
        // The U-corner positions move with the corners: track them through the raw corner
        // permutation of a representative, one move at a time.
        let ccomb_move: Vec<u8> = {
            let mc = move_cubes();
            let mut out = Vec::with_capacity(N_CCOMBP * N_P2_MOVES);
            for cube in ccomb_cubes.iter() {
                for &m in &P2_MOVES {
                    out.push(ccombp(&cube.then_corners(&mc[m as usize])));
                }
            }
            out
        };
        let p2_eperm_ccomb = entry_table(
            eperm_sym,
            N_CCOMBP,
            N_P2_MOVES,
            |r, m| eperm_move[r * N_P2_MOVES + m] as usize,
            |y, m| ccomb_move[y * N_P2_MOVES + m] as usize,
            |y, sy| ccomb_conj[y * 8 + sy] as usize,
            (0, ccombp(&solved) as usize),
            phase2,
        );
        [p2_cperm_mperm, p2_eperm_ccomb]
    }

    /// Phase 2's class move tables, the corner classes' U-corner positions and the moves
    /// under each symmetry.
    fn phase2_classes(&self) -> (Vec<u16>, Vec<u16>, Vec<u8>, Vec<u8>) {
        let s = symmetries();
        let Coords {
            cperm_move,
            eperm_move,
            cperm_ccomb,
            cperm_sym,
            eperm_sym,
            ..
        } = self;
        let class_move = |sym: &SymCoord, raw: &[u16]| -> Vec<u16> {
            let mut out = Vec::with_capacity(sym.classes() * N_P2_MOVES);
            for &r in &sym.reps {
                for i in 0..10 {
                    out.push(sym.raw2sym[raw[r as usize * N_P2_MOVES + i] as usize]);
                }
            }
            out
        };
        let cperm_class_move = class_move(cperm_sym, cperm_move);
        let eperm_class_move = class_move(eperm_sym, eperm_move);
        let cclass_ccomb = cperm_sym
            .reps
            .iter()
            .map(|&r| cperm_ccomb[r as usize])
            .collect();
        let mut p2_sym_move = Vec::with_capacity(80);
        for sy in 0..8 {
            for &m in &P2_MOVES {
                let conj = s.mv[sy][m as usize];
                p2_sym_move.push(P2_MOVES.iter().position(|&x| x == conj).unwrap_or(0) as u8);
            }
        }
        (
            cperm_class_move,
            eperm_class_move,
            cclass_ccomb,
            p2_sym_move,
        )
    }
}

/// Breadth-first search over a symmetry-reduced pair (class, y) by levels
/// (`search::pdb::bfs_table`): a pair reached is set with its images under the class's
/// stabilizer, which the same distance holds.
#[allow(clippy::too_many_arguments)]
fn prune(
    sym: &SymCoord,
    n_y: usize,
    n_moves: usize,
    raw_move: impl Fn(usize, usize) -> usize,
    y_move: impl Fn(usize, usize) -> usize,
    y_conj: impl Fn(usize, usize) -> usize,
    goal: (usize, usize),
) -> Vec<u8> {
    let images = |c: usize, y: usize, emit: &mut dyn FnMut(usize)| {
        let st = sym.stab[c];
        for s in 0..8 {
            if s == 0 || st & (1 << s) != 0 {
                emit(c * n_y + if s == 0 { y } else { y_conj(y, s) });
            }
        }
    };
    let (gc, gs) = (
        (sym.raw2sym[goal.0] >> 3) as usize,
        (sym.raw2sym[goal.0] & 7) as usize,
    );
    let mut goals = Vec::new();
    images(gc, y_conj(goal.1, gs), &mut |i| goals.push(i));
    let successors = |i: usize, emit: &mut dyn FnMut(usize)| {
        let (c, y) = (i / n_y, i % n_y);
        let r = sym.reps[c] as usize;
        for m in 0..n_moves {
            let cs = sym.raw2sym[raw_move(r, m)];
            let (c2, s2) = ((cs >> 3) as usize, (cs & 7) as usize);
            images(c2, y_conj(y_move(y, m), s2), emit);
        }
    };
    search::pdb::bfs_table(sym.classes() * n_y, goals, successors, &|_, _| {}).into_vec()
}

/// A move's effects on one position of a pruning table: its distance, the moves (bit `m`
/// for move `m`) that lower it and those that keep it, in the representative's frame.
type Effects = (u32, u32, u32);

/// The distances of a pruning table by [`prune`], each with the effect of the `n_moves`
/// moves on it, packed by `entry` ([`P1Entry::new`], [`P2Entry::new`]) into a table on huge
/// pages. Two threads share the work.
#[allow(clippy::too_many_arguments)]
fn entry_table<E: Copy + Default + Send>(
    sym: &SymCoord,
    n_y: usize,
    n_moves: usize,
    raw_move: impl Fn(usize, usize) -> usize + Sync,
    y_move: impl Fn(usize, usize) -> usize + Sync,
    y_conj: impl Fn(usize, usize) -> usize + Sync,
    goal: (usize, usize),
    pack: impl Fn(Effects) -> E + Sync,
) -> Vec<E> {
    let dist = prune(sym, n_y, n_moves, &raw_move, &y_move, &y_conj, goal);
    let entry = |i: usize| -> E {
        let (c, y) = (i / n_y, i % n_y);
        let r = sym.reps[c] as usize;
        let d = dist[i];
        let (mut lower, mut keep) = (0u32, 0u32);
        for m in 0..n_moves {
            let cs = sym.raw2sym[raw_move(r, m)];
            let (c2, s2) = ((cs >> 3) as usize, (cs & 7) as usize);
            let d2 = dist[c2 * n_y + y_conj(y_move(y, m), s2)];
            if d2 < d {
                lower |= 1 << m;
            } else if d2 == d {
                keep |= 1 << m;
            }
        }
        pack((d as u32, lower, keep))
    };
    let mut out = search::pdb::alloc_table(dist.len());
    let half = out.len() / 2;
    let (a, b) = out.split_at_mut(half);
    search::par::join(
        || a.iter_mut().enumerate().for_each(|(i, e)| *e = entry(i)),
        || {
            b.iter_mut()
                .enumerate()
                .for_each(|(i, e)| *e = entry(half + i))
        },
    );
    out
}

/// Packs phase-1 effects.
fn phase1((dist, lower, keep): Effects) -> u32 {
    P1Entry::new(dist, lower, keep)
        .expect("a face's turns change a distance all down or all up")
        .0
}

/// Packs phase-2 effects.
fn phase2((dist, lower, keep): Effects) -> u32 {
    P2Entry::new(dist, lower, keep).0
}

impl Tables {
    /// Builds every table (about a second on one core).
    pub fn build() -> Tables {
        let c = Coords::build();
        let [p1_twist_slice, p1_flip_slice, p1_twist_flip] = c.phase1_pruning();
        let [p2_cperm_mperm, p2_eperm_ccomb] = c.phase2_pruning();
        let (cperm_class_move, eperm_class_move, cclass_ccomb, p2_sym_move) = c.phase2_classes();
        Tables {
            twist_move: c.twist_move,
            flip_move: c.flip_move,
            slice_move: c.slice_move,
            cperm_class_move,
            eperm_class_move,
            cclass_ccomb,
            p2_sym_move,
            mperm_move: c.mperm_move,
            cperm_ccomb: c.cperm_ccomb,
            slice_conj: c.slice_conj,
            flip_conj: c.flip_conj,
            mperm_conj: c.mperm_conj,
            ccomb_conj: c.ccomb_conj,
            twist_sym: c.twist_sym,
            flip_sym: c.flip_sym,
            cperm_sym: c.cperm_sym,
            eperm_sym: c.eperm_sym,
            p1_twist_slice,
            p1_flip_slice,
            p1_twist_flip,
            p2_cperm_mperm,
            p2_eperm_ccomb,
        }
    }

    /// The cache key of this table set (bump the version when any table changes meaning).
    pub const KEY: &'static str = "cube/two-phase/v8";

    /// Name, entries, bytes and mean value of every pruning table (for documentation and
    /// benchmarks).
    pub fn summary(&self) -> Vec<(messages::Message, usize, f64, u8)> {
        let stat = |t: &[u8]| {
            let max = t
                .iter()
                .copied()
                .filter(|&v| v != u8::MAX)
                .max()
                .unwrap_or(0);
            let mean = t.iter().map(|&v| v as f64).sum::<f64>() / t.len().max(1) as f64;
            (t.len(), mean, max)
        };
        [
            (
                "table-cube-p1-twist-slice",
                dists(&self.p1_twist_slice, |e| P1Entry(e).dist()),
            ),
            (
                "table-cube-p1-flip-slice",
                dists(&self.p1_flip_slice, |e| P1Entry(e).dist()),
            ),
            (
                "table-cube-p1-twist-flip",
                dists(&self.p1_twist_flip, |e| P1Entry(e).dist()),
            ),
            (
                "table-cube-p2-cperm-mperm",
                dists(&self.p2_cperm_mperm, |e| P2Entry(e).dist()),
            ),
            (
                "table-cube-p2-eperm-ccomb",
                dists(&self.p2_eperm_ccomb, |e| P2Entry(e).dist()),
            ),
        ]
        .into_iter()
        .map(|(n, t)| {
            let (len, mean, max) = stat(&t);
            (messages::Message::new(n), len, mean, max)
        })
        .collect()
    }
}

/// The distances of a table of entries.
fn dists(t: &[u32], dist: fn(u32) -> u32) -> Vec<u8> {
    t.iter().map(|&e| dist(e) as u8).collect()
}

/// A table's serialised form: its length (u32), then its values little-endian.
trait Serial: Sized {
    fn write(&self, w: &mut Vec<u8>);
    /// Reads a table of `len` values (for a symmetry coordinate, `len` raw values).
    fn read(r: &mut Reader, len: usize) -> Option<Self>;
}

macro_rules! serial_ints {
    ($($t:ty),*) => {$(
        impl Serial for Vec<$t> {
            fn write(&self, w: &mut Vec<u8>) {
                w.extend_from_slice(&(self.len() as u32).to_le_bytes());
                for x in self {
                    w.extend_from_slice(&x.to_le_bytes());
                }
            }
            fn read(r: &mut Reader, len: usize) -> Option<Self> {
                let v = r.values::<$t>()?;
                (v.len() == len).then_some(v)
            }
        }
    )*};
}

serial_ints!(u8, u16, u32);

impl Serial for SymCoord {
    fn write(&self, w: &mut Vec<u8>) {
        self.reps.write(w);
        self.raw2sym.write(w);
        self.stab.write(w);
    }
    fn read(r: &mut Reader, len: usize) -> Option<Self> {
        let reps = r.values::<u16>()?;
        let raw2sym = Vec::<u16>::read(r, len)?;
        let stab = Vec::<u8>::read(r, reps.len())?;
        Some(SymCoord {
            reps,
            raw2sym,
            stab,
        })
    }
}

/// An integer a table holds.
trait Value: Copy + Default {
    const BYTES: usize;
    fn from_le(b: &[u8]) -> Self;
}

macro_rules! values {
    ($($t:ty),*) => {$(
        impl Value for $t {
            const BYTES: usize = std::mem::size_of::<$t>();
            fn from_le(b: &[u8]) -> Self {
                <$t>::from_le_bytes(b.try_into().unwrap_or_default())
            }
        }
    )*};
}

values!(u8, u16, u32);

struct Reader<'a>(&'a [u8]);

impl Reader<'_> {
    /// A length and that many values (large tables in huge-page memory).
    fn values<T: Value>(&mut self) -> Option<Vec<T>> {
        let (head, rest) = self.0.split_at_checked(4)?;
        let n = u32::from_le_bytes(head.try_into().ok()?) as usize;
        let (body, rest) = rest.split_at_checked(n.checked_mul(T::BYTES)?)?;
        self.0 = rest;
        let mut v: Vec<T> = search::pdb::alloc_table(n);
        for (x, c) in v.iter_mut().zip(body.chunks_exact(T::BYTES)) {
            *x = T::from_le(c);
        }
        Some(v)
    }
}
