//! Tile boards (`/` rows or one line), optionally `start|goal`: never a panic; a board reads
//! back from its own text; an accepted problem is solved by a solution that replays.
#![no_main]
use libfuzzer_sys::fuzz_target;
use sliding::Board;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut parts = text.splitn(2, '|');
    let Ok(start) = Board::parse(parts.next().unwrap_or("")) else {
        return;
    };
    assert_eq!(Board::parse(&start.to_string()).ok(), Some(start.clone()));
    let goal = match parts.next() {
        Some(g) => match Board::parse(g) {
            Ok(g) => Some(g),
            Err(_) => return,
        },
        None => None,
    };
    if start.width() * start.height() > 25 {
        return;
    }
    if let Ok(p) = sliding::validate(start, goal) {
        let req = sliding::Request {
            solver: Some(sliding::Solver::Fast),
            ..sliding::Request::default()
        };
        let none = search::tables::InMemory::new();
        let plan = sliding::prepare(p.goal(), &req, &none, &search::tables::silent)
            .expect("the fast solver needs no tables");
        let s = sliding::solve(&plan, &p, &req).expect("an accepted problem is solvable");
        let moves = s.moves.expect("the fast solver always answers");
        assert!(p.check(&moves), "the solution replays");
    }
});
