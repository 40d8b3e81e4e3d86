//! Where things go on the screen, for every puzzle: the title above the board, the status,
//! message and keys below it. Each puzzle's own geometry is its face's
//! ([`crate::faces`]), shared by its drawing and its mouse hits.

use ratatui::layout::Rect;

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
