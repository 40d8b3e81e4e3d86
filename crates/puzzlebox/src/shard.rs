//! A batch split over machines: `--shard K/N` keeps the input lines whose number is K
//! modulo N (lines counted from 1, blank lines and `#` comments not counted), so N jobs
//! with K = 1..N cover every line exactly once, whatever runs them (GNU parallel over
//! hosts, a Slurm job array). Each record names its line (`"line"`), so the shards' JSON
//! lines merge back into input order by it.

use std::fmt;
use std::str::FromStr;

use messages::{localized, Localize, Message};

/// One shard of N: the lines numbered K modulo N.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    /// Which, from 1 to `of`.
    pub k: usize,
    /// How many shards.
    pub of: usize,
}

/// A `--shard` that is not `K/N` with 1 ≤ K ≤ N.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadShard {
    /// As given.
    pub text: String,
}

impl Localize for BadShard {
    fn message(&self) -> Message {
        Message::new("cli-bad-shard").arg("text", self.text.as_str())
    }
}

localized!(BadShard);

impl FromStr for Shard {
    type Err = BadShard;

    fn from_str(s: &str) -> Result<Shard, BadShard> {
        let bad = || BadShard {
            text: s.to_string(),
        };
        let (k, n) = s.split_once('/').ok_or_else(bad)?;
        let k: usize = k.trim().parse().map_err(|_| bad())?;
        let of: usize = n.trim().parse().map_err(|_| bad())?;
        if k == 0 || of == 0 || k > of {
            return Err(bad());
        }
        Ok(Shard { k, of })
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.k, self.of)
    }
}

impl Shard {
    /// Whether this shard takes line `line` (1-based, as [`numbered`] counts).
    pub fn takes(&self, line: usize) -> bool {
        line % self.of == self.k % self.of
    }
}

/// The lines that hold input (not blank, not a `#` comment), trimmed, each with its number
/// among them (from 1), those of `shard` only when one is given.
pub fn numbered<S: AsRef<str>>(
    lines: impl IntoIterator<Item = S>,
    shard: Option<Shard>,
) -> Vec<(usize, String)> {
    lines
        .into_iter()
        .filter_map(|l| {
            let t = l.as_ref().trim();
            (!t.is_empty() && !t.starts_with('#')).then(|| t.to_string())
        })
        .enumerate()
        .map(|(i, t)| (i + 1, t))
        .filter(|(line, _)| shard.is_none_or(|s| s.takes(*line)))
        .collect()
}

/// Standard input's lines.
pub fn stdin_lines() -> anyhow::Result<Vec<String>> {
    use frontend::IoAction;
    use std::io::BufRead;
    std::io::stdin()
        .lock()
        .lines()
        .collect::<Result<_, _>>()
        .map_err(|e| IoAction::Read.on("-")(e).into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shards_of_a_batch_take_every_line_exactly_once() {
        let input: Vec<String> = (1..=23)
            .flat_map(|i| [format!("line {i}"), String::new(), "# note".into()])
            .collect();
        for of in 1..=7 {
            let mut seen: Vec<usize> = (1..=of)
                .flat_map(|k| numbered(&input, Some(Shard { k, of })))
                .map(|(line, text)| {
                    assert_eq!(text, format!("line {line}"));
                    line
                })
                .collect();
            seen.sort_unstable();
            assert_eq!(seen, (1..=23).collect::<Vec<_>>(), "{of} shards");
        }
        assert_eq!(numbered(&input, None).len(), 23);
    }

    #[test]
    fn a_shard_is_k_of_n() {
        assert_eq!("2/8".parse(), Ok(Shard { k: 2, of: 8 }));
        assert_eq!(
            "8/8".parse::<Shard>().map(|s| s.to_string()),
            Ok("8/8".into())
        );
        for bad in ["0/3", "4/3", "1/0", "3", "a/b", "-1/2", ""] {
            assert!(bad.parse::<Shard>().is_err(), "{bad}");
        }
        assert!(Shard { k: 3, of: 3 }.takes(6) && !Shard { k: 1, of: 3 }.takes(6));
    }
}
