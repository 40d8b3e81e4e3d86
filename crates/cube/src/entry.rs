//! The two-phase solver's pruning entries: a distance and what each move does to it, in
//! 32 bits, so that a node knows from one read which children can stay within its bound.

/// A phase-1 pruning entry: the distance of a (class, y) pair to the goal in its projection
/// (bits 24..28), and what each face turn does to it, in the frame of the class
/// representative. A turn changes such a distance by at most one, so a search knows from
/// the entry alone which children can stay within its bound and never looks at the others.
///
/// The three turns of a face reach positions one turn apart, so their changes lie all in
/// {-1, 0} or all in {0, +1}: 15 combinations, one 4-bit [`FACE_CODES`] index per face
/// (bits `4f..4f+4`), which keeps an entry in 32 bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct P1Entry(pub u32);

/// The 15 possible effects of one face's three turns on a distance: (turns that lower it,
/// turns that keep it), bit `p` for power `p` (quarter, half, counter-quarter).
pub const FACE_CODES: [(u8, u8); 15] = {
    let mut out = [(0u8, 0u8); 15];
    let mut n = 0;
    let mut lower = 0u8;
    while lower < 8 {
        let mut keep = 0u8;
        while keep < 8 {
            let raise = 7 & !(lower | keep);
            // One face's changes may not contain both a lowering and a raising turn.
            if lower & keep == 0 && (lower == 0 || raise == 0) {
                out[n] = (lower, keep);
                n += 1;
            }
            keep += 1;
        }
        lower += 1;
    }
    out
};

/// Three face codes (12 bits) → turns that lower (bits 0..9) and keep (bits 9..18).
static DECODE3: [u32; 4096] = {
    let mut out = [0u32; 4096];
    let mut i = 0;
    while i < 4096 {
        let mut lower = 0u32;
        let mut keep = 0u32;
        let mut f = 0;
        while f < 3 {
            let code = (i >> (4 * f)) & 15;
            if code < 15 {
                lower |= (FACE_CODES[code].0 as u32) << (3 * f);
                keep |= (FACE_CODES[code].1 as u32) << (3 * f);
            }
            f += 1;
        }
        out[i] = lower | keep << 9;
        i += 1;
    }
    out
};

impl P1Entry {
    /// The entry of a distance with the turns that lower and keep it (18-bit masks);
    /// `None` if the masks are no possible effect of the turns.
    pub fn new(dist: u32, lower: u32, keep: u32) -> Option<P1Entry> {
        let mut code = 0u32;
        for f in 0..6 {
            let pair = ((lower >> (3 * f)) as u8 & 7, (keep >> (3 * f)) as u8 & 7);
            let c = FACE_CODES.iter().position(|&x| x == pair)?;
            code |= (c as u32) << (4 * f);
        }
        (dist < 16).then_some(P1Entry(code | dist << 24))
    }
    /// The distance.
    #[inline(always)]
    pub fn dist(self) -> u32 {
        self.0 >> 24
    }
    /// The turns that lower the distance and those that keep it, in the representative's
    /// frame.
    #[inline(always)]
    pub fn masks(self) -> (u32, u32) {
        let a = DECODE3[(self.0 & 0xfff) as usize];
        let b = DECODE3[(self.0 >> 12 & 0xfff) as usize];
        ((a & 0x1ff) | (b & 0x1ff) << 9, (a >> 9) | (b >> 9) << 9)
    }
}

/// A phase-2 pruning entry: the distance (bits 20..24) and, as for [`P1Entry`], the effect
/// of each of the ten phase-2 moves on it (bit `i` for
/// [`P2_MOVES`](crate::tables::P2_MOVES)`[i]`, in the
/// representative's frame): lowering moves in bits 0..10, keeping ones in bits 10..20.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct P2Entry(pub u32);

impl P2Entry {
    /// The entry of a distance with the moves that lower and keep it (10-bit masks).
    pub fn new(dist: u32, lower: u32, keep: u32) -> P2Entry {
        P2Entry(dist << 20 | keep << 10 | lower)
    }
    /// The distance.
    #[inline(always)]
    pub fn dist(self) -> u32 {
        self.0 >> 20
    }
    /// The moves that lower the distance, in the representative's frame.
    #[inline(always)]
    pub fn lower(self) -> u32 {
        self.0 & 0x3ff
    }
    /// The moves that keep the distance, in the representative's frame.
    #[inline(always)]
    pub fn keep(self) -> u32 {
        (self.0 >> 10) & 0x3ff
    }
}
