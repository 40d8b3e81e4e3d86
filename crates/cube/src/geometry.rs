//! The cube in space: every sticker as a position and a normal, and every turn of standard
//! notation (faces, wide turns, slices, rotations) as a permutation of the 54 stickers.
//!
//! Facelets are numbered in Kociemba's order: faces U R F D L B, nine stickers each, read
//! row by row as the face is seen from outside (U with B at the top, D with F at the top,
//! the side faces with U at the top). Axes: x to the right (R), y up (U), z to the front (F).

/// A vector with coordinates in {-1, 0, 1}.
pub type V3 = [i8; 3];

/// Where facelet `f` sits: the position of its cubie and its outward normal.
pub fn sticker(f: usize) -> (V3, V3) {
    let (face, r, c) = (f / 9, (f % 9 / 3) as i8, (f % 3) as i8);
    match face {
        0 => ([c - 1, 1, r - 1], [0, 1, 0]),   // U
        1 => ([1, 1 - r, 1 - c], [1, 0, 0]),   // R
        2 => ([c - 1, 1 - r, 1], [0, 0, 1]),   // F
        3 => ([c - 1, -1, 1 - r], [0, -1, 0]), // D
        4 => ([-1, 1 - r, c - 1], [-1, 0, 0]), // L
        _ => ([1 - c, 1 - r, -1], [0, 0, -1]), // B
    }
}

fn find(p: V3, n: V3) -> usize {
    (0..54).find(|&f| sticker(f) == (p, n)).unwrap_or(0)
}

/// Turns `v` by `q` quarter turns counter-clockwise (right-hand rule) about `axis`.
pub fn rotate(v: V3, axis: usize, q: u8) -> V3 {
    let mut v = v;
    for _ in 0..q % 4 {
        let [x, y, z] = v;
        v = match axis {
            0 => [x, -z, y],
            1 => [z, y, -x],
            _ => [-y, x, z],
        };
    }
    v
}

/// A permutation of the 54 stickers: `to[f]` is where the sticker at `f` goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StickerPerm {
    /// Destination of each sticker.
    pub to: [u8; 54],
}

impl StickerPerm {
    /// Turns the layers whose coordinate along `axis` is in `layers` by `q` quarter turns
    /// counter-clockwise about the positive axis.
    pub fn turn(axis: usize, layers: &[i8], q: u8) -> StickerPerm {
        let mut to = [0u8; 54];
        for (f, t) in to.iter_mut().enumerate() {
            let (p, n) = sticker(f);
            *t = if layers.contains(&p[axis]) {
                find(rotate(p, axis, q), rotate(n, axis, q)) as u8
            } else {
                f as u8
            };
        }
        StickerPerm { to }
    }

    /// Applies the permutation to a sticker array.
    pub fn apply<T: Copy>(&self, stickers: &[T; 54]) -> [T; 54] {
        let mut out = *stickers;
        for f in 0..54 {
            out[self.to[f] as usize] = stickers[f];
        }
        out
    }
}

/// The faces in Kociemba's order.
pub const FACES: [char; 6] = ['U', 'R', 'F', 'D', 'L', 'B'];

/// The axis of face `i` (x for R/L, y for U/D, z for F/B) and the sign of its normal.
pub fn face_axis(face: usize) -> (usize, i8) {
    match face {
        0 => (1, 1),
        1 => (0, 1),
        2 => (2, 1),
        3 => (1, -1),
        4 => (0, -1),
        _ => (2, -1),
    }
}

/// The quarter turns about the positive axis that make `k` clockwise quarter turns of a
/// layer seen from the side whose normal has sign `sign`.
pub fn quarters(sign: i8, k: u8) -> u8 {
    if sign > 0 {
        (4 - k % 4) % 4
    } else {
        k % 4
    }
}

/// The 18 face turns as sticker permutations: index `3·face + (k - 1)` for `k` clockwise
/// quarter turns.
#[cfg(test)]
pub fn face_turns() -> &'static [StickerPerm; 18] {
    static T: std::sync::OnceLock<[StickerPerm; 18]> = std::sync::OnceLock::new();
    T.get_or_init(|| {
        std::array::from_fn(|m| {
            let (axis, sign) = face_axis(m / 3);
            StickerPerm::turn(axis, &[sign], quarters(sign, (m % 3 + 1) as u8))
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sticker_is_distinct() {
        for f in 0..54 {
            assert_eq!(find(sticker(f).0, sticker(f).1), f);
        }
    }

    #[test]
    fn face_turns_have_order_four() {
        let solved: [u8; 54] = std::array::from_fn(|i| i as u8);
        for m in (0..18).step_by(3) {
            let t = &face_turns()[m];
            let mut s = solved;
            for _ in 0..4 {
                s = t.apply(&s);
            }
            assert_eq!(s, solved);
            assert_ne!(t.apply(&solved), solved);
        }
    }
}
