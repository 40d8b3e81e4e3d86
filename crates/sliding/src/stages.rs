//! A solve of the tiles split into the rows and columns the reduction places, in its
//! order, then the last block: each stage ends at the first moment its line's tiles and
//! every line's before it are home (after the stage before it ended); the last ends with
//! the solve.

use search::tables::Label;

use crate::board::Board;

/// The stages of a solve: `boards[i]` is the board after `i` moves (`[0]` the start, the
/// last at `goal`); each stage's name and the number of moves made when it ends. An
/// empty list has none.
pub fn split(goal: &Board, boards: &[Board]) -> Vec<(Label, usize)> {
    let Some(last) = boards.len().checked_sub(1) else {
        return Vec::new();
    };
    let (w, h) = (goal.width(), goal.height());
    let (lines, (bw, bh)) = crate::reduce::line_order(w, h, goal.blank() as u8);
    let home = |b: &Board, cells: &[usize]| cells.iter().all(|&c| b.cells()[c] == goal.cells()[c]);
    let mut out = Vec::new();
    let (mut at, mut done): (usize, Vec<usize>) = (0, Vec::new());
    for (kind, index, cells) in lines {
        done.extend(cells);
        at = (at..=last)
            .find(|&i| home(&boards[i], &done))
            .unwrap_or(last);
        let label = Label::new("sliding-stage-line")
            .arg("line", kind)
            .arg("index", index);
        out.push((label, at));
    }
    let label = Label::new("sliding-stage-last")
        .arg("width", bw)
        .arg("height", bh);
    out.push((label, last));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::moves::Dir;

    #[test]
    fn a_reduction_solve_is_split_at_its_lines() {
        let goal = Board::solved(4, 4).unwrap();
        // Row 1 and column 1 are already in place: one move ends the last 3×3 block.
        let start = Board::parse("1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15").unwrap();
        let mut b = start.clone();
        b.slide(Dir::Left);
        let boards = vec![start, b];
        assert_eq!(boards.last(), Some(&goal));
        let st = split(&goal, &boards);
        let names: Vec<String> = st.iter().map(|(l, _)| l.english()).collect();
        assert_eq!(names, ["row 1", "column 1", "last 3×3 block"]);
        assert_eq!(st.iter().map(|s| s.1).collect::<Vec<_>>(), [0, 0, 1]);
    }
}
