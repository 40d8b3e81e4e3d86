//! The position as a front end draws it: [`BoardView`], each puzzle's own view type (the
//! tiles' cells, the cube's stickers, the rings' colours) behind one type that serialises as
//! that view does and that a front end's drawing reads back as the type it knows.

use std::any::Any;
use std::fmt;
use std::sync::Arc;

use serde::{Serialize, Serializer};

/// What a puzzle's view type is: plain data a front end draws, serialisable (with a `kind`
/// field naming its shape), comparable.
pub trait Drawing: erased_serde::Serialize + fmt::Debug + Send + Sync + 'static {
    /// Itself, to be read back as its type.
    fn as_any(&self) -> &dyn Any;
    /// Whether `other` is the same drawing.
    fn same(&self, other: &dyn Drawing) -> bool;
}

impl<T> Drawing for T
where
    T: Serialize + fmt::Debug + PartialEq + Send + Sync + 'static,
{
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn same(&self, other: &dyn Drawing) -> bool {
        other.as_any().downcast_ref::<T>() == Some(self)
    }
}

/// A position decoded for drawing (no front end parses positions): the puzzle's own view.
#[derive(Clone)]
pub struct BoardView(Arc<dyn Drawing>);

impl BoardView {
    /// A puzzle's view.
    pub fn new<T: Drawing>(view: T) -> BoardView {
        BoardView(Arc::new(view))
    }

    /// The view as its own type, for the drawing that knows it.
    pub fn get<T: Drawing>(&self) -> Option<&T> {
        self.0.as_any().downcast_ref::<T>()
    }
}

impl Serialize for BoardView {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        erased_serde::serialize(self.0.as_ref(), s)
    }
}

impl fmt::Debug for BoardView {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl PartialEq for BoardView {
    fn eq(&self, other: &BoardView) -> bool {
        self.0.same(other.0.as_ref())
    }
}

impl Eq for BoardView {}

/// What a puzzle's board view holds, said for those who read it off the wire (the web
/// API's description): its `kind` tag, what it is, and each field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ViewShape {
    /// The `kind` it is tagged with (`tiles`, `cube`, `rings`).
    pub kind: &'static str,
    /// What it is.
    pub about: &'static str,
    /// Its fields, in order.
    pub fields: &'static [ViewField],
}

/// One field of a board view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ViewField {
    /// Its name.
    pub name: &'static str,
    /// What it holds.
    pub shape: FieldShape,
    /// What it is.
    pub about: &'static str,
}

/// What a field of a board view holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldShape {
    /// A count (a whole number, at least 0).
    Count,
    /// Text.
    Text,
    /// Small whole numbers (at least 0), in order.
    Numbers,
    /// Yes or no for each of something, in order.
    Flags,
    /// Texts, in order.
    Texts,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, PartialEq, Serialize)]
    #[serde(tag = "kind", rename = "dots")]
    struct Dots {
        count: u32,
        lit: Vec<bool>,
    }

    #[test]
    fn a_view_serialises_as_its_own_type_and_reads_back() {
        let v = BoardView::new(Dots {
            count: 2,
            lit: vec![true, false],
        });
        assert_eq!(
            serde_json::to_string(&v).unwrap(),
            r#"{"kind":"dots","count":2,"lit":[true,false]}"#
        );
        assert_eq!(v.get::<Dots>().map(|d| d.count), Some(2));
        assert!(v.get::<String>().is_none());
        assert_eq!(v.clone(), v);
        assert_ne!(
            v,
            BoardView::new(Dots {
                count: 2,
                lit: vec![true, true],
            })
        );
    }
}
