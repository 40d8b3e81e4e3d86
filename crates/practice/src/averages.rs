//! Averages as speedsolvers count them (WCA Regulations 9f): single, mean of 3, and the
//! trimmed averages of 5, 12, 50, 100 and 1000 — current (the last N) and best (of every N in
//! a row) — over times, move counts or turns per second.
//!
//! An average of N drops its best and its worst 5 % (rounded up: one of 5 or 12, three of 50,
//! five of 100, fifty of 1000) and is the mean of the rest, rounded to the unit (the
//! millisecond; hundredths are for display). A DNF counts as the worst result: it is dropped
//! among the worst, and an average with more DNFs than it drops is itself a DNF. A mean of 3
//! drops nothing, and any DNF makes it a DNF.
//!
//! Values are integers where lower is better (milliseconds, moves); a quantity where higher
//! is better (turns per second) is counted negated by the caller. The best of every window
//! comes from one pass over the results: the small averages (up to 12) window by window, the
//! large ones with two Fenwick trees over the values' ranks (the sum of the k smallest of a
//! window in O(log n)); 100,000 results take a few milliseconds per average.

use serde::{Serialize, Serializer};

/// One result: a value (a time in ms, moves) or a DNF.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Attempt {
    /// A result.
    Value(i64),
    /// Did not finish: worse than any value.
    Dnf,
}

impl Attempt {
    /// The value, if not a DNF.
    pub fn value(self) -> Option<i64> {
        match self {
            Attempt::Value(v) => Some(v),
            Attempt::Dnf => None,
        }
    }
}

impl Serialize for Attempt {
    /// A number, or the string `"DNF"`.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Attempt::Value(v) => s.serialize_i64(*v),
            Attempt::Dnf => s.serialize_str("DNF"),
        }
    }
}

/// A time as cubers read it, to the hundredth: `9.87`, `1:02.50`, `1:00:03.00`. A single is
/// cut to the hundredth (as a timer shows it, and csTimer), an average `rounded` (WCA
/// Regulation 9f2).
pub fn clock(ms: u64, rounded: bool) -> String {
    let cs = if rounded { (ms + 5) / 10 } else { ms / 10 };
    let (h, m, s, c) = (cs / 360_000, cs / 6000 % 60, cs / 100 % 60, cs % 100);
    match (h, m) {
        (0, 0) => format!("{s}.{c:02}"),
        (0, m) => format!("{m}:{s:02}.{c:02}"),
        (h, m) => format!("{h}:{m:02}:{s:02}.{c:02}"),
    }
}

/// The kinds of average, in the order they are shown.
pub const KINDS: [Kind; 7] = [
    Kind::Single,
    Kind::Mean(3),
    Kind::Average(5),
    Kind::Average(12),
    Kind::Average(50),
    Kind::Average(100),
    Kind::Average(1000),
];

/// A kind of figure.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// One result.
    Single,
    /// The mean of N results, nothing dropped (mo3).
    Mean(usize),
    /// The trimmed average of N results (ao5, ao12, …).
    Average(usize),
}

impl Kind {
    /// Its name: `single`, `mo3`, `ao5`, … (the JSON field).
    pub fn name(self) -> String {
        match self {
            Kind::Single => "single".into(),
            Kind::Mean(n) => format!("mo{n}"),
            Kind::Average(n) => format!("ao{n}"),
        }
    }

    /// How many results it takes.
    pub fn size(self) -> usize {
        match self {
            Kind::Single => 1,
            Kind::Mean(n) | Kind::Average(n) => n,
        }
    }

    /// How many results it drops at each end: 5 % of N, rounded up (none for a single or a
    /// mean).
    pub fn trim(self) -> usize {
        match self {
            Kind::Average(n) => n.div_ceil(20),
            _ => 0,
        }
    }
}

/// The figure of one window of results, in the order they came: `None` when there are too
/// few.
pub fn of_window(kind: Kind, window: &[Attempt]) -> Option<Attempt> {
    let n = kind.size();
    if window.len() < n {
        return None;
    }
    let w = &window[window.len() - n..];
    let k = kind.trim();
    let dnfs = w.iter().filter(|a| **a == Attempt::Dnf).count();
    if dnfs > k {
        return Some(Attempt::Dnf);
    }
    let mut values: Vec<i64> = w.iter().filter_map(|a| a.value()).collect();
    values.sort_unstable();
    // The k best are dropped, and k worst of which the DNFs are the first.
    let kept = &values[k..values.len() - (k - dnfs)];
    Some(Attempt::Value(rounded_mean(kept.iter().sum(), kept.len())))
}

/// `sum / count` rounded to the nearest integer (halves away from zero).
fn rounded_mean(sum: i64, count: usize) -> i64 {
    let c = count as i64;
    if sum >= 0 {
        (2 * sum + c) / (2 * c)
    } else {
        -((-2 * sum + c) / (2 * c))
    }
}

/// The current and the best of one kind.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Figure {
    /// Of the last N results (`null` with fewer than N).
    pub current: Option<Attempt>,
    /// The best of every N in a row (`null` with fewer than N).
    pub best: Option<Attempt>,
}

/// Every figure of a run of results, oldest first.
pub fn figures(results: &[Attempt]) -> Vec<(Kind, Figure)> {
    // The ranks of the values, found once for every large window.
    let ranks = Ranks::of(results);
    KINDS
        .iter()
        .map(|&k| {
            let best = match k.size() {
                n if results.len() < n => None,
                n if n > SMALL => Some(sliding_best(&ranks, n, k.trim())),
                _ => best_of(k, results),
            };
            let figure = Figure {
                current: of_window(k, results),
                best,
            };
            (k, figure)
        })
        .collect()
}

/// The best figure of `kind` over every window of the results.
pub fn best_of(kind: Kind, results: &[Attempt]) -> Option<Attempt> {
    let n = kind.size();
    if results.len() < n {
        return None;
    }
    if n <= SMALL {
        return results
            .windows(n)
            .map(|w| small_window(w, kind.trim()))
            .min();
    }
    Some(sliding_best(&Ranks::of(results), n, kind.trim()))
}

/// The largest window figured by sorting it (on the stack) rather than by the trees.
const SMALL: usize = 12;

/// The figure of one window of at most [`SMALL`] results, dropping `k` at each end: what
/// [`of_window`] gives, without allocating.
fn small_window(w: &[Attempt], k: usize) -> Attempt {
    let mut buf = [0i64; SMALL];
    let (mut m, mut dnfs) = (0, 0);
    for a in w {
        match a {
            Attempt::Value(v) => {
                buf[m] = *v;
                m += 1;
            }
            Attempt::Dnf => dnfs += 1,
        }
    }
    if dnfs > k {
        return Attempt::Dnf;
    }
    let values = &mut buf[..m];
    values.sort_unstable();
    let kept = &values[k..m - (k - dnfs)];
    Attempt::Value(rounded_mean(kept.iter().sum(), kept.len()))
}

/// The distinct values of some results, ascending, and each result's rank among them (a
/// DNF has none).
struct Ranks {
    values: Vec<i64>,
    ranked: Vec<Option<usize>>,
}

impl Ranks {
    fn of(results: &[Attempt]) -> Ranks {
        let mut values: Vec<i64> = results.iter().filter_map(|a| a.value()).collect();
        values.sort_unstable();
        values.dedup();
        let ranked = results
            .iter()
            .map(|a| a.value().map(|v| values.binary_search(&v).unwrap_or(0)))
            .collect();
        Ranks { values, ranked }
    }
}

/// The best trimmed average of every `n` results in a row, dropping `k` at each end.
fn sliding_best(r: &Ranks, n: usize, k: usize) -> Attempt {
    let mut best = Attempt::Dnf;
    sliding_each(r, n, k, |_, avg| best = best.min(avg));
    best
}

/// The trimmed average of every `n` results in a row, dropping `k` at each end, handed to
/// `each` with the index of its last result: two Fenwick trees (counts and sums) over the
/// ranks of the values, O(log n) a window.
fn sliding_each(r: &Ranks, n: usize, k: usize, mut each: impl FnMut(usize, Attempt)) {
    let ranked = &r.ranked;
    let mut tree = Fenwick::new(r.values.clone());
    let mut dnfs = 0usize;
    for i in 0..ranked.len() {
        match ranked[i] {
            Some(r) => tree.add(r, 1),
            None => dnfs += 1,
        }
        if i >= n {
            match ranked[i - n] {
                Some(r) => tree.add(r, -1),
                None => dnfs -= 1,
            }
        }
        if i + 1 < n {
            continue;
        }
        if dnfs > k {
            each(i, Attempt::Dnf);
            continue;
        }
        let finite = n - dnfs;
        // Drop the k smallest, and the k − dnfs largest finite values.
        let kept = tree.smallest(finite - (k - dnfs)) - tree.smallest(k);
        each(i, Attempt::Value(rounded_mean(kept, n - 2 * k)));
    }
}

/// The figure of `kind` of every window of the results (oldest first), handed to `each`
/// with the index of the window's last result; none before the first full window.
pub fn each_window(kind: Kind, results: &[Attempt], mut each: impl FnMut(usize, Attempt)) {
    let n = kind.size();
    if results.len() < n {
        return;
    }
    if n <= SMALL {
        for (i, w) in results.windows(n).enumerate() {
            each(i + n - 1, small_window(w, kind.trim()));
        }
        return;
    }
    sliding_each(&Ranks::of(results), n, kind.trim(), each);
}

/// Counts and sums of values by rank, with the sum of the smallest k in O(log n).
struct Fenwick {
    count: Vec<i64>,
    sum: Vec<i64>,
    /// The distinct values, ascending: a rank's value.
    values: Vec<i64>,
    /// The highest power of two not above the size.
    top: usize,
}

impl Fenwick {
    fn new(values: Vec<i64>) -> Fenwick {
        let n = values.len();
        let top = if n == 0 {
            0
        } else {
            1 << (usize::BITS - 1 - n.leading_zeros())
        };
        Fenwick {
            count: vec![0; n + 1],
            sum: vec![0; n + 1],
            values,
            top,
        }
    }

    /// Adds (`count` 1) or removes (−1) one value of rank `rank`.
    fn add(&mut self, rank: usize, count: i64) {
        let value = self.values[rank] * count;
        let mut i = rank + 1;
        while i < self.count.len() {
            self.count[i] += count;
            self.sum[i] += value;
            i += i & i.wrapping_neg();
        }
    }

    /// The sum of the `k` smallest values held (there are at least `k`).
    fn smallest(&self, k: usize) -> i64 {
        let k = k as i64;
        // The longest prefix of ranks holding at most k values, then the rest of k at the
        // next rank (all of its values are equal).
        let (mut pos, mut taken, mut total) = (0usize, 0i64, 0i64);
        let mut step = self.top;
        while step > 0 {
            let next = pos + step;
            if next < self.count.len() && taken + self.count[next] <= k {
                pos = next;
                taken += self.count[next];
                total += self.sum[next];
            }
            step >>= 1;
        }
        if taken < k {
            // Rank `pos` (0-based) holds the next values.
            total += self.values[pos] * (k - taken);
        }
        total
    }
}

/// Figures kept up to date as results come (a session's): the bests of every kind, and the
/// last 1000 results for the current ones. A new result updates them in O(N log N) for the
/// largest N, without looking at the older results again.
#[derive(Clone, Debug, Default)]
pub struct Running {
    tail: std::collections::VecDeque<Attempt>,
    bests: Vec<Option<Attempt>>,
    count: usize,
}

impl Running {
    /// The figures of `results` (oldest first), ready for more.
    pub fn new(results: &[Attempt]) -> Running {
        let keep = KINDS.iter().map(|k| k.size()).max().unwrap_or(1);
        Running {
            tail: results[results.len().saturating_sub(keep)..]
                .iter()
                .copied()
                .collect(),
            bests: KINDS.iter().map(|&k| best_of(k, results)).collect(),
            count: results.len(),
        }
    }

    /// Adds a result.
    pub fn push(&mut self, a: Attempt) {
        let keep = KINDS.iter().map(|k| k.size()).max().unwrap_or(1);
        self.tail.push_back(a);
        if self.tail.len() > keep {
            self.tail.pop_front();
        }
        self.count += 1;
        let tail: Vec<Attempt> = self.tail.iter().copied().collect();
        for (i, &k) in KINDS.iter().enumerate() {
            if let Some(now) = of_window(k, &tail) {
                self.bests[i] = Some(self.bests[i].map_or(now, |b| b.min(now)));
            }
        }
    }

    /// How many results there are.
    pub fn len(&self) -> usize {
        self.count
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// Every figure: current and best.
    pub fn figures(&self) -> Vec<(Kind, Figure)> {
        let tail: Vec<Attempt> = self.tail.iter().copied().collect();
        KINDS
            .iter()
            .zip(&self.bests)
            .map(|(&k, &best)| {
                let current = of_window(k, &tail);
                (k, Figure { current, best })
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use Attempt::{Dnf, Value as V};

    fn ms(v: &[i64]) -> Vec<Attempt> {
        v.iter().map(|&x| if x < 0 { Dnf } else { V(x) }).collect()
    }

    #[test]
    fn times_read_to_the_hundredth() {
        assert_eq!(clock(9_876, false), "9.87");
        assert_eq!(clock(9_876, true), "9.88");
        assert_eq!(clock(62_500, false), "1:02.50");
        assert_eq!(clock(3_603_000, false), "1:00:03.00");
        assert_eq!(clock(0, false), "0.00");
    }

    #[test]
    fn the_trims_are_five_percent_rounded_up() {
        let trims: Vec<usize> = KINDS.iter().map(|k| k.trim()).collect();
        assert_eq!(trims, [0, 0, 1, 1, 3, 5, 50]);
        let names: Vec<String> = KINDS.iter().map(|k| k.name()).collect();
        assert_eq!(
            names,
            ["single", "mo3", "ao5", "ao12", "ao50", "ao100", "ao1000"]
        );
    }

    #[test]
    fn averages_of_five_as_a_hand_computes_them() {
        // 10.00 12.34 9.87 11.11 15.00: drop 9.87 and 15.00, mean of the rest 11.15.
        let r = ms(&[10_000, 12_340, 9_870, 11_110, 15_000]);
        assert_eq!(of_window(Kind::Average(5), &r), Some(V(11_150)));
        // One DNF is the worst, dropped: 10.00 12.34 11.11 → 11.15 again, with 9.87 dropped.
        let r = ms(&[10_000, 12_340, 9_870, 11_110, -1]);
        assert_eq!(of_window(Kind::Average(5), &r), Some(V(11_150)));
        // Two DNFs: more than it drops.
        let r = ms(&[10_000, -1, 9_870, 11_110, -1]);
        assert_eq!(of_window(Kind::Average(5), &r), Some(Dnf));
        // Rounded to the millisecond, halves up: (1 + 2 + 2) / 3 = 1.667 → 2.
        assert_eq!(
            of_window(Kind::Average(5), &ms(&[0, 1, 2, 2, 9])),
            Some(V(2))
        );
        // Too few.
        assert_eq!(of_window(Kind::Average(5), &ms(&[1, 2, 3, 4])), None);
    }

    #[test]
    fn a_mean_of_three_drops_nothing_and_any_dnf_is_a_dnf() {
        assert_eq!(
            of_window(Kind::Mean(3), &ms(&[9_000, 10_000, 11_500])),
            Some(V(10_167))
        );
        assert_eq!(
            of_window(Kind::Mean(3), &ms(&[9_000, -1, 11_500])),
            Some(Dnf)
        );
    }

    #[test]
    fn current_is_the_last_n_and_best_the_least_of_every_n() {
        let r = ms(&[5_000, 6_000, 7_000, -1, 4_000, 8_000, 9_000]);
        let f: std::collections::HashMap<String, Figure> = figures(&r)
            .into_iter()
            .map(|(k, f)| (k.name(), f))
            .collect();
        assert_eq!(
            f["single"],
            Figure {
                current: Some(V(9_000)),
                best: Some(V(4_000))
            }
        );
        // mo3: (5,6,7)=6000 is the best; the last three (4,8,9)=7000.
        assert_eq!(
            f["mo3"],
            Figure {
                current: Some(V(7_000)),
                best: Some(V(6_000))
            }
        );
        // ao5 windows: (5 6 7 D 4) → 6000; (6 7 D 4 8) → 7000; (7 D 4 8 9) → 8000.
        assert_eq!(
            f["ao5"],
            Figure {
                current: Some(V(8_000)),
                best: Some(V(6_000))
            }
        );
        assert_eq!(
            f["ao12"],
            Figure {
                current: None,
                best: None
            }
        );
    }

    #[test]
    fn an_average_of_twelve_with_dnfs() {
        // 12 results, one DNF: drop the best (1000) and the DNF; mean of the other ten.
        let mut v: Vec<i64> = (1..=11).map(|i| i * 1000).collect();
        v.push(-1);
        let r = ms(&v);
        assert_eq!(of_window(Kind::Average(12), &r), Some(V(6_500)));
        v[0] = -1;
        assert_eq!(of_window(Kind::Average(12), &ms(&v)), Some(Dnf));
    }

    /// The best of every window, window by window (the oracle of the Fenwick pass).
    fn naive_best(kind: Kind, r: &[Attempt]) -> Option<Attempt> {
        r.windows(kind.size())
            .filter_map(|w| of_window(kind, w))
            .min()
    }

    proptest! {
        #[test]
        fn the_sliding_best_is_the_best_window(
            values in proptest::collection::vec(prop_oneof![9 => 0i64..5_000, 1 => Just(-1i64)], 50..400),
            n in prop_oneof![Just(50usize), Just(100), Just(60)],
        ) {
            let r = ms(&values);
            let kind = Kind::Average(n);
            prop_assert_eq!(best_of(kind, &r), naive_best(kind, &r));
        }

        #[test]
        fn every_window_is_figured_as_it_stands_alone(
            values in proptest::collection::vec(prop_oneof![9 => 0i64..5_000, 1 => Just(-1i64)], 0..300),
            kind in prop_oneof![Just(Kind::Single), Just(Kind::Mean(3)), Just(Kind::Average(5)),
                Just(Kind::Average(12)), Just(Kind::Average(50)), Just(Kind::Average(100))],
        ) {
            let r = ms(&values);
            let mut got = Vec::new();
            each_window(kind, &r, |i, a| got.push((i, a)));
            let want: Vec<(usize, Attempt)> = (kind.size().max(1) - 1..r.len())
                .map(|i| (i, of_window(kind, &r[..=i]).unwrap()))
                .collect();
            prop_assert_eq!(got, want);
        }

        #[test]
        fn running_figures_are_the_figures_of_everything(
            values in proptest::collection::vec(prop_oneof![9 => 0i64..5_000, 1 => Just(-1i64)], 0..150),
            split in 0usize..150,
        ) {
            let r = ms(&values);
            let split = split.min(r.len());
            let mut run = Running::new(&r[..split]);
            for &a in &r[split..] {
                run.push(a);
            }
            prop_assert_eq!(run.figures(), figures(&r));
            prop_assert_eq!(run.len(), r.len());
        }
    }

    #[test]
    fn negated_values_give_the_best_of_a_higher_is_better_figure() {
        // Turns per second ×1000, negated: the best is the highest.
        let tps = ms(&[2_500, 3_000, 2_000]).into_iter().map(|a| match a {
            V(v) => V(-v),
            d => d,
        });
        let r: Vec<Attempt> = tps.collect();
        assert_eq!(best_of(Kind::Single, &r), Some(V(-3_000)));
        assert_eq!(of_window(Kind::Mean(3), &r), Some(V(-2_500)));
    }
}
