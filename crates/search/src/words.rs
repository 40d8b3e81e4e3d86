//! Forbidden move strings read by one automaton (Aho–Corasick), for pruning a search's
//! paths: the puzzles find their strings (sequences that gain nothing, or that a better
//! sequence replaces) and a search keeps one state a node, refusing a move whose
//! transition is [`DEAD`].

use std::collections::VecDeque;

/// The transition of a move that completes a forbidden string.
pub const DEAD: u32 = u32::MAX;

/// The Aho–Corasick automaton of `words` over moves `0..K`: per state (0 at the start,
/// the empty path), the next state for each move, [`DEAD`] where a word (or a word inside
/// the path) would end. States are the words' proper prefixes that contain no word.
pub fn automaton<const K: usize>(words: &[Vec<u8>]) -> Vec<[u32; K]> {
    // The trie.
    let mut goto: Vec<[u32; K]> = vec![[DEAD; K]];
    let mut end = vec![false];
    for w in words {
        let mut s = 0usize;
        for &m in w {
            if goto[s][m as usize] == DEAD {
                goto.push([DEAD; K]);
                end.push(false);
                goto[s][m as usize] = (goto.len() - 1) as u32;
            }
            s = goto[s][m as usize] as usize;
        }
        end[s] = true;
    }
    // Failure links breadth first; a state is dead if it or its failure state ends a word.
    let n = goto.len();
    let mut fail = vec![0u32; n];
    let mut next = vec![[0u32; K]; n];
    let mut queue = VecDeque::new();
    for m in 0..K {
        match goto[0][m] {
            DEAD => next[0][m] = 0,
            t => {
                next[0][m] = t;
                fail[t as usize] = 0;
                queue.push_back(t as usize);
            }
        }
    }
    while let Some(s) = queue.pop_front() {
        end[s] = end[s] || end[fail[s] as usize];
        for m in 0..K {
            match goto[s][m] {
                DEAD => next[s][m] = next[fail[s] as usize][m],
                t => {
                    fail[t as usize] = next[fail[s] as usize][m];
                    next[s][m] = t;
                    queue.push_back(t as usize);
                }
            }
        }
    }
    // Mark transitions into matches; then keep only the live states, renumbered.
    let mut id = vec![DEAD; n];
    let mut live = 0u32;
    for s in 0..n {
        if !end[s] {
            id[s] = live;
            live += 1;
        }
    }
    (0..n)
        .filter(|&s| !end[s])
        .map(|s| next[s].map(|t| id[t as usize]))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Over two moves with the words `00` and `101`: exactly the strings containing one
    /// are refused, checked against a plain search for every string of up to 8 moves.
    #[test]
    fn refuses_exactly_the_strings_that_contain_a_word() {
        let words = vec![vec![0, 0], vec![1, 0, 1]];
        let a = automaton::<2>(&words);
        for len in 1..=8 {
            for code in 0..1u32 << len {
                let moves: Vec<u8> = (0..len).map(|i| (code >> i & 1) as u8).collect();
                let mut s = 0;
                for &m in &moves {
                    if s != DEAD {
                        s = a[s as usize][m as usize];
                    }
                }
                let contains = words
                    .iter()
                    .any(|w| moves.windows(w.len()).any(|x| x == w.as_slice()));
                assert_eq!(s == DEAD, contains, "{moves:?}");
            }
        }
    }
}
