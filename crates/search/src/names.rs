//! Choices read from their names (solvers, heuristics, metrics, table sets, parts): one
//! reader for every enum that is parsed from a name ([`Named`], [`by_name`]), and its error.

use messages::{localized, Localize, Message};

/// An enum whose values are chosen by name (on the command line, in the web API).
pub trait Named: Copy + 'static {
    /// Every value, in the order the choices are listed.
    const ALL: &'static [Self];
    /// What a value is, for the error: `solver`, `heuristic`, `metric`, `part`, `table set`
    /// (the catalog's selector of `unknown-name`).
    const WHAT: &'static str;
    /// The value's name.
    fn name(self) -> &'static str;
}

/// A name that is none of the choices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownName {
    /// What was named (`solver`, …).
    pub what: &'static str,
    /// The name given.
    pub name: String,
    /// The choices.
    pub known: Vec<&'static str>,
}

/// The value named `name` (any case, spaces around ignored).
pub fn by_name<T: Named>(name: &str) -> Result<T, UnknownName> {
    T::ALL
        .iter()
        .copied()
        .find(|v| v.name().eq_ignore_ascii_case(name.trim()))
        .ok_or_else(|| UnknownName {
            what: T::WHAT,
            name: name.to_string(),
            known: T::ALL.iter().map(|v| v.name()).collect(),
        })
}

impl Localize for UnknownName {
    fn message(&self) -> Message {
        Message::new("unknown-name")
            .arg("what", self.what)
            .arg("name", self.name.as_str())
            .arg("known", self.known.join(", "))
    }
}

localized!(UnknownName);

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy, Debug, PartialEq)]
    enum Colour {
        Red,
        Blue,
    }

    impl Named for Colour {
        const ALL: &'static [Colour] = &[Colour::Red, Colour::Blue];
        const WHAT: &'static str = "metric";
        fn name(self) -> &'static str {
            match self {
                Colour::Red => "red",
                Colour::Blue => "blue",
            }
        }
    }

    #[test]
    fn names_are_read_in_any_case_and_the_error_lists_the_choices() {
        assert_eq!(by_name::<Colour>(" BLUE "), Ok(Colour::Blue));
        let e = by_name::<Colour>("green").unwrap_err();
        assert_eq!(e.known, ["red", "blue"]);
        assert_eq!(
            e.to_string(),
            "unknown metric \"green\": the choices are red, blue"
        );
    }
}
