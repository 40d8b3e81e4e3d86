//! The pattern databases against independent exact distances, the build's layouts, the
//! search's node counts and solutions, the near search.

use super::heuristic::*;
use super::near::*;
use super::pattern::*;
use super::search::*;

use search::Budget;

use crate::bits::{arrangements, rank_cells};
use crate::board::Board;
use crate::instance::Instance;
use crate::moves::Dir;
use crate::table::DistanceTable;

fn specs_3x3(groups: &[&[u8]]) -> Vec<PatternSpec> {
    groups
        .iter()
        .map(|g| PatternSpec::new(3, 3, 8, g.to_vec()))
        .collect()
}

fn heuristic(groups: &[&[u8]]) -> PdbHeuristic {
    PdbHeuristic::built(&specs_3x3(groups)).unwrap()
}

/// Every 8-puzzle position: the additive (and reflected) heuristic never overestimates
/// the exact distance, and IDA* over it finds exactly that distance on a sample.
#[test]
fn admissible_on_every_8_puzzle_position() {
    let heur = heuristic(&[&[0, 1, 3, 4], &[2, 5, 6, 7]]);
    let mut checked = 0;
    let mut tighter = 0u64;
    for (r, (inst, d)) in DistanceTable::get(3, 3, 8).positions().enumerate() {
        let h = heur.estimate(&inst);
        assert!(h <= d, "h {h} > distance {d} for {:?}", inst.cells);
        assert_eq!(h % 2, d % 2, "parity");
        tighter += (h >= inst.manhattan()) as u64;
        checked += 1;
        if r % 997 == 0 {
            let res = solve(&inst, &heur, &Budget::unlimited(), 1, None).unwrap();
            let path = res.solution.unwrap();
            assert_eq!(path.len() as u32, d);
            let mut s = inst.clone();
            for m in path {
                assert!(s.slide(m));
            }
            assert!(s.is_goal());
        }
    }
    assert_eq!(checked, 181_440);
    assert_eq!(tighter, 181_440, "never weaker than Manhattan distance");
}

/// The blank-tracking build is exact for a one-tile pattern: moving one tile home costs
/// its Manhattan distance in tile moves.
#[test]
fn one_tile_pattern_is_manhattan() {
    let spec = &specs_3x3(&[&[0]])[0];
    let t = spec.build(&|_, _| {});
    for c in 0..9u8 {
        let want = (c / 3).abs_diff(0) + (c % 3).abs_diff(0);
        assert_eq!(t.get(spec.rank(&[c])), want);
    }
}

#[test]
fn partitions_cover_the_15_puzzle() {
    for p in [Partition::P663, Partition::P78] {
        let specs = p.patterns(4, 4, 15).unwrap();
        let tiles: usize = specs.iter().map(|s| s.labels.len()).sum();
        assert_eq!(tiles, 15);
    }
    assert!(Partition::P78.patterns(5, 5, 24).is_err());
    let specs = Partition::P663.patterns(4, 4, 15).unwrap();
    assert_eq!(specs[2].labels, vec![12, 13, 14]);
    assert!(specs[0].key().contains("tiles0,1,4,5,8,9"));
}

#[test]
fn goal_has_value_zero() {
    let heur = heuristic(&[&[0, 1, 3, 4], &[2, 5, 6, 7]]);
    let goal = Board::solved(3, 3).unwrap();
    assert_eq!(heur.estimate(&Instance::new(&goal, &goal)), 0);
}

/// The exact value of every placement of a pattern's tiles, found independently: a
/// 0-1 breadth-first search over (placement, blank cell) in which the blank moves for
/// free into a cell no pattern tile holds and a pattern tile's move costs one.
fn abstract_distances(spec: &PatternSpec) -> Vec<u8> {
    use std::collections::VecDeque;
    let (w, h, n, k) = (spec.w, spec.h, spec.w * spec.h, spec.labels.len());
    let index = |pos: &[u8], blank: usize| rank_cells(pos, n) * n + blank;
    let mut dist = vec![u8::MAX; arrangements(n, k) * n];
    let mut queue = VecDeque::new();
    dist[index(&spec.labels, spec.blank_label as usize)] = 0;
    queue.push_back((spec.labels.clone(), spec.blank_label as usize));
    while let Some((pos, blank)) = queue.pop_front() {
        let d = dist[index(&pos, blank)];
        for dir in Dir::ALL {
            let Some(to) = crate::board::step(w, h, blank, dir) else {
                continue;
            };
            let mut next = pos.clone();
            let cost = match pos.iter().position(|&c| c as usize == to) {
                Some(i) => {
                    next[i] = blank as u8;
                    1
                }
                None => 0,
            };
            let e = index(&next, to);
            if d + cost < dist[e] {
                dist[e] = d + cost;
                if cost == 0 {
                    queue.push_front((next, to));
                } else {
                    queue.push_back((next, to));
                }
            }
        }
    }
    dist.chunks(n).map(|c| *c.iter().min().unwrap()).collect()
}

/// `spec`'s table equals the exact distances of its abstract space.
fn assert_exact(spec: &PatternSpec) {
    let table = spec.build(&|_, _| {});
    let exact = abstract_distances(spec);
    assert_eq!(table.len(), exact.len());
    for (r, &d) in exact.iter().enumerate() {
        assert_eq!(table.get(r), d, "placement {r}");
    }
}

/// On a board of more than 16 cells, with more empty cells than the 15-puzzle's
/// builds ever have (17), and with 21 (the levels kept beside the masks), the table
/// equals the abstract space's exact distances.
#[test]
fn tables_beyond_sixteen_cells_agree_with_a_search_of_their_abstract_space() {
    assert_exact(&PatternSpec::new(5, 4, 19, vec![0, 7, 13]));
    assert_exact(&PatternSpec::new(6, 4, 23, vec![0, 9, 17]));
}

/// The exact distance between two boards by a breadth-first search from both ends.
fn meet_in_the_middle(start: &Instance) -> u32 {
    use std::collections::HashMap;
    let goal = {
        let mut g = start.clone();
        g.cells = (0..g.cells.len() as u8).collect();
        g.blank = g.blank_label as usize;
        g
    };
    let key = |i: &Instance| i.cells.clone();
    let mut seen = [HashMap::new(), HashMap::new()];
    let mut frontier = [vec![start.clone()], vec![goal.clone()]];
    seen[0].insert(key(start), 0u32);
    seen[1].insert(key(&goal), 0u32);
    if key(start) == key(&goal) {
        return 0;
    }
    for depth in 1.. {
        let side = usize::from(frontier[1].len() < frontier[0].len());
        let mut next = Vec::new();
        // The shortest meeting of this whole layer (a meeting found first need not be).
        let mut best = None;
        for s in std::mem::take(&mut frontier[side]) {
            for d in Dir::ALL {
                let mut t = s.clone();
                if !t.slide(d) || seen[side].contains_key(&key(&t)) {
                    continue;
                }
                let here = seen[side][&key(&s)] + 1;
                if let Some(other) = seen[1 - side].get(&key(&t)) {
                    best = Some(best.map_or(here + other, |b: u32| b.min(here + other)));
                }
                seen[side].insert(key(&t), here);
                next.push(t);
            }
        }
        if let Some(d) = best {
            return d;
        }
        frontier[side] = next;
        assert!(depth < 80);
    }
    unreachable!()
}

/// The tables of a 4×5 board's 19 tiles in four patterns of 5, 5, 5 and 4 (built in
/// seconds: 20!/15! entries each).
fn heuristic_4x5() -> PdbHeuristic {
    heuristic_4x5_encoded(false)
}

/// [`heuristic_4x5`] with byte tables or 4-bit tables over the Manhattan distance.
fn heuristic_4x5_encoded(over_md: bool) -> PdbHeuristic {
    let groups: [&[u8]; 4] = [
        &[0, 1, 2, 5, 6],
        &[3, 4, 7, 8, 9],
        &[10, 11, 12, 15, 16],
        &[13, 14, 17, 18],
    ];
    let specs: Vec<PatternSpec> = groups
        .iter()
        .map(|g| PatternSpec {
            over_md,
            ..PatternSpec::new(5, 4, 19, g.to_vec())
        })
        .collect();
    PdbHeuristic::built(&specs).unwrap()
}

/// The 4-bit tables hold half the bytes and give the very same values: the same
/// estimates, and IDA* over them the same solutions with the same node counts.
#[test]
fn four_bit_tables_over_manhattan_give_the_byte_tables_values() {
    use rand::SeedableRng;
    let (bytes, nibbles) = (heuristic_4x5_encoded(false), heuristic_4x5_encoded(true));
    for (a, b) in bytes.tables.iter().zip(&nibbles.tables) {
        assert_eq!(b.len(), a.len().div_ceil(2));
    }
    let goal = Board::solved(5, 4).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(45);
    for moves in [8, 16, 24, 32, 40, 200] {
        let (b, _) = crate::scramble::random_moves(5, 4, moves, &mut rng).unwrap();
        let inst = Instance::new(&b, &goal);
        assert_eq!(bytes.estimate(&inst), nibbles.estimate(&inst), "{b}");
        if moves <= 40 {
            let budget = Budget::unlimited();
            let (x, y) = (
                solve(&inst, &bytes, &budget, 1, None),
                solve(&inst, &nibbles, &budget, 1, None),
            );
            assert_eq!(x.unwrap(), y.unwrap(), "{b}");
        }
    }
}

/// A 4×5 board (19 tiles in four patterns of 5, 5, 5 and 4): IDA* over the tables finds
/// the exact distance a meet-in-the-middle search finds, on positions up to 30 moves
/// out, on one thread and split over several, and its solutions replay.
#[test]
fn optimal_on_a_board_beyond_sixteen_cells() {
    use rand::SeedableRng;
    let heur = heuristic_4x5();
    let goal = Board::solved(5, 4).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(24);
    for moves in [6, 14, 22, 30, 30] {
        let (b, _) = crate::scramble::random_moves(5, 4, moves, &mut rng).unwrap();
        let inst = Instance::new(&b, &goal);
        let exact = meet_in_the_middle(&inst);
        assert!(heur.estimate(&inst) <= exact);
        // One thread, and each pass split over three.
        for threads in [1, 3] {
            let res = solve(&inst, &heur, &Budget::unlimited(), threads, None).unwrap();
            let path = res.solution.unwrap();
            assert_eq!(path.len() as u32, exact, "{b} on {threads} threads");
            assert_eq!(res.lower_bound, exact);
            let mut s = inst.clone();
            for m in path {
                assert!(s.slide(m));
            }
            assert!(s.is_goal());
        }
    }
}

/// Duplicate pruning keeps IDA* optimal and saves nodes: on the 4×5 board, with the
/// automaton of redundant strings of up to 14 moves (the cached table's), of up to 10
/// (the default) and of the moves straight back alone (the search before it), every
/// solution has the length a meet-in-the-middle search finds, and the longer the strings
/// the fewer the nodes over all the positions.
#[test]
fn duplicate_pruning_keeps_every_length_and_saves_nodes() {
    use rand::SeedableRng;
    use std::sync::Arc;
    let base = heuristic_4x5();
    let with = |len: usize| {
        let a = super::paths::Automaton::build(len, &|_, _| {});
        base.clone().with_paths(Arc::new(a))
    };
    let heurs = [with(2), base.clone(), with(super::paths::MAX_LEN)];
    let goal = Board::solved(5, 4).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(14);
    let mut nodes = [0u64; 3];
    for moves in [20, 26, 32, 32] {
        let (b, _) = crate::scramble::random_moves(5, 4, moves, &mut rng).unwrap();
        let inst = Instance::new(&b, &goal);
        let exact = meet_in_the_middle(&inst);
        for (heur, n) in heurs.iter().zip(&mut nodes) {
            let r = solve(&inst, heur, &Budget::unlimited(), 1, None).unwrap();
            let path = r.solution.unwrap();
            assert_eq!(path.len() as u32, exact, "{b}");
            let mut s = inst.clone();
            assert!(path.into_iter().all(|m| s.slide(m)) && s.is_goal(), "{b}");
            *n += r.nodes;
        }
    }
    assert!(nodes[2] < nodes[1] && nodes[1] < nodes[0], "{nodes:?}");
}

/// The near-optimal search: its bound never exceeds the exact distance, its solution
/// is never shorter, and given the time it ends optimal (its last weight is 1).
#[test]
fn near_optimal_solutions_bound_the_exact_distance_from_both_sides() {
    use rand::SeedableRng;
    let heur = heuristic_4x5();
    let goal = Board::solved(5, 4).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    for moves in [12, 26, 30] {
        let (b, _) = crate::scramble::random_moves(5, 4, moves, &mut rng).unwrap();
        let inst = Instance::new(&b, &goal);
        let exact = meet_in_the_middle(&inst);
        let r = near(&inst, &heur, &Budget::unlimited(), 2).unwrap();
        let path = r.solution.unwrap();
        assert!(
            r.optimal && path.len() as u32 == exact && r.lower_bound == exact,
            "{b}"
        );
        // With a node limit: still a bound from below, a solution from above.
        let small = Budget::unlimited().with_node_limit(2_000);
        let r = near(&inst, &heur, &small, 1).unwrap();
        assert!(
            r.lower_bound <= exact,
            "{b}: bound {} > {exact}",
            r.lower_bound
        );
        if let Some(p) = r.solution {
            assert!(p.len() as u32 >= exact);
            let mut s = inst.clone();
            for m in p {
                assert!(s.slide(m));
            }
            assert!(s.is_goal());
        }
    }
}

/// A weighted search looks only for solutions shorter than its cap: below the exact
/// distance it ends with none (not stopped: that proves the distance), just above it finds
/// a shortest one whatever the weight.
#[test]
fn a_capped_search_finds_only_shorter_solutions() {
    use rand::SeedableRng;
    let heur = heuristic_4x5();
    let goal = Board::solved(5, 4).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
    for moves in [20, 28] {
        let (b, _) = crate::scramble::random_moves(5, 4, moves, &mut rng).unwrap();
        let inst = Instance::new(&b, &goal);
        let exact = meet_in_the_middle(&inst);
        let all = Budget::unlimited();
        for threads in [1, 2] {
            let none = weighted(&inst, &heur, &all, threads, (3, 2), exact, None).unwrap();
            assert!(none.solution.is_none() && !none.stopped, "{b}");
            let r = weighted(&inst, &heur, &all, threads, (3, 2), exact + 2, None).unwrap();
            assert_eq!(r.solution.map(|p| p.len() as u32), Some(exact), "{b}");
        }
    }
}

/// Splitting a pass over threads, its tasks searched most promising first, changes no
/// pass that finds nothing: with the exact distance in hand (every pass below it finds
/// nothing), IDA* counts the same nodes on one thread as split over two and three (on
/// 8-puzzles under four 2-tile patterns, weak enough for passes deeper than the tasks).
#[test]
fn ordered_split_passes_count_the_nodes_of_plain_ones() {
    use rand::SeedableRng;
    let heur = heuristic(&[&[0, 1], &[2, 3], &[4, 5], &[6, 7]]);
    let goal = Board::solved(3, 3).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(12);
    let all = Budget::unlimited();
    let mut compared = 0;
    for _ in 0..16 {
        let (b, _) = crate::scramble::random_moves(3, 3, 101, &mut rng).unwrap();
        let inst = Instance::new(&b, &goal);
        let exact = meet_in_the_middle(&inst);
        let count = |threads| {
            let r = solve(&inst, &heur, &all, threads, Some(exact)).unwrap();
            assert!(r.upper_proven && r.lower_bound == exact, "{b}");
            r.nodes
        };
        let plain = count(1);
        // Passes too shallow to reach the tasks' depth say nothing.
        if exact >= 20 {
            assert_eq!((count(2), count(3)), (plain, plain), "{b}");
            compared += 1;
        }
    }
    assert!(
        compared >= 3,
        "only {compared} positions searched deep enough"
    );
}

/// An upper bound ends IDA* where its pass would begin: the exact distance as the bound is
/// proven without a solution (every shorter length ruled out), a larger one leaves IDA*
/// to find a shortest solution itself; near-then-prove ends optimal either way, with the
/// exact distance, on one thread and two.
#[test]
fn an_upper_bound_in_hand_is_proven_without_the_last_pass() {
    use rand::SeedableRng;
    let heur = heuristic_4x5();
    let goal = Board::solved(5, 4).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
    let all = Budget::unlimited();
    for moves in [24, 30] {
        let (b, _) = crate::scramble::random_moves(5, 4, moves, &mut rng).unwrap();
        let inst = Instance::new(&b, &goal);
        let exact = meet_in_the_middle(&inst);
        for threads in [1, 2] {
            let plain = solve(&inst, &heur, &all, threads, None).unwrap();
            let proven = solve(&inst, &heur, &all, threads, Some(exact)).unwrap();
            assert!(proven.upper_proven && proven.solution.is_none(), "{b}");
            assert_eq!(proven.lower_bound, exact);
            assert!(proven.nodes < plain.nodes, "{b}: the last pass was skipped");
            let above = solve(&inst, &heur, &all, threads, Some(exact + 2)).unwrap();
            assert!(!above.upper_proven);
            assert_eq!(above.solution.map(|p| p.len() as u32), Some(exact));
            // IDA* alone within its quota: the plain search, no near search after it.
            let quick = near_then_prove_after(&inst, &heur, &all, threads, u64::MAX).unwrap();
            if threads == 1 {
                assert_eq!(quick, plain);
            }
            let len = |r: &PdbSearch| r.solution.as_ref().map(|p| p.len() as u32);
            assert_eq!((len(&quick), quick.lower_bound), (Some(exact), exact));
            // Past a quota too small for it: the near search, then IDA* bounded by it.
            for quota in [0, plain.nodes / 2] {
                let r = near_then_prove_after(&inst, &heur, &all, threads, quota).unwrap();
                assert!(r.nodes >= quota);
                let path = r.solution.unwrap();
                assert_eq!((path.len() as u32, r.lower_bound), (exact, exact), "{b}");
                let mut s = inst.clone();
                for m in path {
                    assert!(s.slide(m));
                }
                assert!(s.is_goal());
            }
        }
    }
}

#[test]
fn the_24_puzzle_partition_covers_its_tiles_and_is_korf_and_felners() {
    let specs = Partition::P6666.patterns(5, 5, 24).unwrap();
    let mut tiles: Vec<u8> = specs.iter().flat_map(|s| s.labels.clone()).collect();
    tiles.sort_unstable();
    assert_eq!(tiles, (0..24).collect::<Vec<u8>>());
    assert!(specs.iter().all(|s| s.labels.len() == 6
        && s.len() == 127_512_000
        && s.over_md
        && s.bytes() == 63_756_000
        && s.key().starts_with("sliding/kf-pdb4/5x5/blank24/")));
    // Their group of tiles 1 2 5 6 7 12 (blank top-left) is ours 12 17 18 19 22 23.
    let theirs: Vec<u8> = [1u8, 2, 5, 6, 7, 12].iter().map(|c| 24 - c).collect();
    let mut ours = specs[0].labels.clone();
    ours.sort_unstable();
    let mut theirs = theirs;
    theirs.sort_unstable();
    assert_eq!(ours, theirs);
    assert!(Partition::P6666.patterns(4, 4, 15).is_err());
}
