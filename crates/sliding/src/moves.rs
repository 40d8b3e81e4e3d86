//! Moves: the direction a tile slides into the blank, written `U D L R`.

pub use crate::dir::Dir;
use crate::error::Error;

/// Parses moves such as `URDL`, `U3 R D2` (letters with optional repeat counts, spaces
/// anywhere). The empty string is the empty sequence.
pub fn parse_moves(text: &str) -> Result<Vec<Dir>, Error> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() || c == ',' {
            i += 1;
            continue;
        }
        let Some(d) = Dir::from_letter(c) else {
            let end = (i + 1..chars.len())
                .find(|&j| chars[j].is_whitespace())
                .unwrap_or(chars.len());
            return Err(Error::BadMove {
                token: chars[i..end].iter().collect(),
                position: i + 1,
            });
        };
        let start = i;
        i += 1;
        let digits_start = i;
        while i < chars.len() && chars[i].is_ascii_digit() {
            i += 1;
        }
        let count = if i == digits_start {
            1
        } else {
            let digits: String = chars[digits_start..i].iter().collect();
            match digits.parse::<usize>() {
                Ok(n) if (1..=10_000).contains(&n) => n,
                _ => {
                    return Err(Error::BadMove {
                        token: chars[start..i].iter().collect(),
                        position: start + 1,
                    })
                }
            }
        };
        out.extend(std::iter::repeat_n(d, count));
    }
    Ok(out)
}

/// Formats moves as plain letters without spaces, e.g. `URDL`.
pub fn format_moves(moves: &[Dir]) -> String {
    moves.iter().map(|d| d.letter()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn counts_and_spaces() {
        let m = parse_moves("U3 r D2").unwrap();
        assert_eq!(format_moves(&m), "UUURDD");
        assert_eq!(parse_moves("").unwrap(), vec![]);
    }

    #[test]
    fn bad_tokens_are_named_with_their_position() {
        assert_eq!(
            parse_moves("UR X2 D"),
            Err(Error::BadMove {
                token: "X2".into(),
                position: 4
            })
        );
        assert!(matches!(
            parse_moves("U0"),
            Err(Error::BadMove { position: 1, .. })
        ));
        assert!(matches!(
            parse_moves("U99999999999999999999"),
            Err(Error::BadMove { .. })
        ));
    }

    proptest! {
        #[test]
        fn parse_format_round_trip(idx in proptest::collection::vec(0u8..4, 0..60)) {
            let moves: Vec<Dir> = idx.iter().map(|&i| Dir::from_index(i)).collect();
            prop_assert_eq!(parse_moves(&format_moves(&moves)).unwrap(), moves);
        }
    }
}
