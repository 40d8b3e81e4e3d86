//! Where things go on the screen: shared by drawing and by mouse hits, so a click lands on
//! the tile that was drawn there.

use ratatui::layout::Rect;

/// The layers the cube's marker visits, as moves that turn them clockwise.
pub const MARKER_LAYERS: [&str; 9] = ["U", "E'", "D'", "L", "M", "R'", "F", "S", "B'"];

/// Rows above the puzzle (title) and below it (status, message, keys).
pub const TOP: u16 = 1;
/// Rows below the puzzle: status, two for the message (long ones wrap), keys.
pub const BOTTOM: u16 = 4;

/// The area the puzzle is drawn in.
pub fn board_area(screen: Rect) -> Rect {
    Rect::new(
        screen.x,
        screen.y + TOP,
        screen.width,
        screen.height.saturating_sub(TOP + BOTTOM),
    )
}

/// The tile grid's geometry: top-left corner, tile width and height (with a one-cell gap).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grid {
    /// Left column.
    pub x: u16,
    /// Top row.
    pub y: u16,
    /// Tile width.
    pub tw: u16,
    /// Tile height.
    pub th: u16,
}

/// The tile grid for a board inside `area`, the largest tiles that fit (None if even the
/// smallest do not).
pub fn grid(area: Rect, w: usize, h: usize) -> Option<Grid> {
    let digits = (w * h - 1).to_string().len() as u16;
    for (tw, th) in [(digits + 5, 3), (digits + 3, 1), (digits + 1, 1)] {
        let (gw, gh) = (
            w as u16 * (tw + 1),
            h as u16 * (th + if th > 1 { 1 } else { 0 }),
        );
        if gw <= area.width && gh <= area.height {
            return Some(Grid {
                x: area.x + (area.width - gw) / 2,
                y: area.y + (area.height - gh) / 2,
                tw,
                th,
            });
        }
    }
    None
}

impl Grid {
    /// The rectangle of the tile at (column, row).
    pub fn cell(&self, col: usize, row: usize) -> Rect {
        let gap_y = if self.th > 1 { 1 } else { 0 };
        Rect::new(
            self.x + col as u16 * (self.tw + 1),
            self.y + row as u16 * (self.th + gap_y),
            self.tw,
            self.th,
        )
    }
}

/// The tiles as the view gives them: width, height, the tile in each cell (0 the blank).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tiles {
    /// Columns.
    pub width: usize,
    /// Rows.
    pub height: usize,
    /// The tile in each cell, in reading order.
    pub cells: Vec<u32>,
}

/// The board cell under a screen position.
pub fn tile_at(screen: Rect, board: &Tiles, x: u16, y: u16) -> Option<usize> {
    let (w, h) = (board.width, board.height);
    let g = grid(board_area(screen), w, h)?;
    (0..w * h).find(|&i| {
        let r = g.cell(i % w, i / w);
        x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height
    })
}

/// The move that slides the tile in `cell` into the blank, if it is next to it.
pub fn slide_for(board: &Tiles, cell: usize) -> Option<&'static str> {
    let w = board.width;
    let blank = board.cells.iter().position(|&t| t == 0)?;
    let (bc, br, c, r) = (blank % w, blank / w, cell % w, cell / w);
    match (c as i64 - bc as i64, r as i64 - br as i64) {
        (0, 1) => Some("U"),
        (0, -1) => Some("D"),
        (1, 0) => Some("L"),
        (-1, 0) => Some("R"),
        _ => None,
    }
}

/// Sticker positions of the unfolded net (U above, L F R B in a row, D below), in sticker
/// units: (column, row) of each of the 54 stickers in Kociemba's order.
pub fn net_cell(i: usize) -> (u16, u16) {
    let (face, k) = (i / 9, i % 9);
    let (r, c) = ((k / 3) as u16, (k % 3) as u16);
    // Face order U R F D L B; their blocks in the 12x9 net.
    let (bx, by) = match face {
        0 => (3, 0),
        1 => (6, 3),
        2 => (3, 3),
        3 => (3, 6),
        4 => (0, 3),
        _ => (9, 3),
    };
    (bx + c, by + r)
}

/// The perspective view of U, F and R: for each sticker shown, the sticker index and its
/// cell (x, y, width, height) in a 18x9 character box. F is seen face on; U recedes up and
/// to the right; R recedes to the right and up.
pub fn perspective_cells() -> Vec<(usize, u16, u16, u16, u16)> {
    let mut out = Vec::new();
    // F: stickers 18..27, each 4 wide and 2 tall, below the top face.
    for k in 0..9u16 {
        let (r, c) = (k / 3, k % 3);
        out.push((18 + k as usize, c * 4, 3 + r * 2, 4, 2));
    }
    // U: row r (0 = back) sits at height r and shifts right by 2 per step back.
    for k in 0..9u16 {
        let (r, c) = (k / 3, k % 3);
        out.push((k as usize, 2 + (2 - r) * 2 + c * 4, r, 4, 1));
    }
    // R: column c (0 = next to F) shifts right by 2 and up by 1 per step back.
    for k in 0..9u16 {
        let (r, c) = (k / 3, k % 3);
        out.push((9 + k as usize, 12 + c * 2, 3 + r * 2 - c, 2, 2));
    }
    out
}

/// Screen cells of the rings' pieces (per ring, per slot) and of each ring's centre.
pub type RingCells = ([[(u16, u16); 7]; 5], [(u16, u16); 5]);

/// Where the rings' pieces go: (ring 1–5, slot 0–6) → (column, row) in a box of
/// [`RINGS_SIZE`], and the centre of each ring. Ring 1 is at the top, the rings go
/// clockwise; each ring's slots go clockwise with slots 0 and 6 inside the central disk.
pub fn ring_cells() -> RingCells {
    let (cx, cy) = (RINGS_SIZE.0 as f64 / 2.0 - 1.0, RINGS_SIZE.1 as f64 / 2.0);
    let (big, small) = (6.0f64, 3.2f64);
    let mut cells = [[(0, 0); 7]; 5];
    let mut centres = [(0, 0); 5];
    for (i, ring) in cells.iter_mut().enumerate() {
        let a = (-90.0 + 72.0 * i as f64).to_radians();
        let (rx, ry) = (cx + 2.0 * big * a.cos(), cy + big * a.sin());
        centres[i] = (rx.round() as u16, ry.round() as u16);
        let inward = a + std::f64::consts::PI;
        for (j, cell) in ring.iter_mut().enumerate() {
            let b = inward
                + std::f64::consts::PI
                + (j as f64 - 3.0) * (2.0 * std::f64::consts::PI / 7.0);
            let (x, y) = (rx + 2.0 * small * b.cos(), ry + small * b.sin());
            *cell = (x.round() as u16, y.round() as u16);
        }
    }
    (cells, centres)
}

/// The rings and the disk as ellipses in the drawing's cells (centre x, centre y, radius
/// across, radius down): the pieces of [`ring_cells`] lie on them (a cell is twice as tall
/// as wide, so a round ring is twice as wide in cells as it is tall).
pub fn ring_ellipses() -> Vec<(f64, f64, f64, f64)> {
    let (cx, cy) = (RINGS_SIZE.0 as f64 / 2.0 - 1.0, RINGS_SIZE.1 as f64 / 2.0);
    let (big, small) = (6.0f64, 3.2f64);
    let mut out: Vec<(f64, f64, f64, f64)> = (0..5)
        .map(|i| {
            let a = (-90.0 + 72.0 * i as f64).to_radians();
            (
                cx + 2.0 * big * a.cos(),
                cy + big * a.sin(),
                2.0 * small,
                small,
            )
        })
        .collect();
    // The disk: through the pieces it carries, a little outside them.
    let (rx, ry) = (cx, cy - big);
    let inner =
        (-90.0f64).to_radians() + std::f64::consts::PI * 2.0 - 3.0 * std::f64::consts::TAU / 7.0;
    let (px, py) = (rx + 2.0 * small * inner.cos(), ry + small * inner.sin());
    let d = (((px - cx) / 2.0).powi(2) + (py - cy).powi(2)).sqrt() + 0.9;
    out.push((cx, cy, 2.0 * d, d));
    out
}

/// The rings drawing's size in characters.
pub const RINGS_SIZE: (u16, u16) = (42, 19);
