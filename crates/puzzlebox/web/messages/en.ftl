# puzzlebox's messages in English. The same ids in zh.ftl (a test checks). Read by the
# command line, the terminal game and the page (served as /messages/en.ftl).

## Puzzles and places

puzzle-sliding = Sliding tiles
puzzle-cube = Rubik's cube
puzzle-rings = Five Rings
pos = row { $row }, column { $col }
tile-name = { $tile ->
    [0] the blank (0)
   *[other] tile { $tile }
}
parity = { $odd ->
    [yes] odd
   *[no] even
}
dir-up = up
dir-down = down
dir-left = left
dir-right = right

## The tiles' errors (sliding::Error), from their fields

sliding-empty = empty board: give rows separated by '/', e.g. "1 2 3/4 5 6/7 8 0"
sliding-empty-row = row { $row } is empty
sliding-not-a-number = "{ $token }" at { $at } is not a tile number
sliding-ragged-rows = ragged rows: row { $row } has { $found } tiles but row 1 has { $expected }
sliding-not-square = { $count } numbers on one line do not make a square board; separate rows with '/' for a rectangle
sliding-wrong-count = a { $width }x{ $height } board has { $expected } cells, found { $found }
sliding-bad-size = a { $width }x{ $height } board is not supported: each side needs at least 2 cells and the board at most 256
sliding-tile-too-large = tile { $tile } at { $at } does not exist on this board
sliding-tile-too-large-max = tile { $tile } at { $at } does not exist on this board (tiles are 0 to { $max })
sliding-duplicate = { $tile } appears twice, at { $first } and at { $second }; { $missing } is missing
sliding-size-mismatch = the start is { $sw }x{ $sh } but the goal is { $gw }x{ $gh }
sliding-unsolvable = unsolvable: the tiles are an { $permutation } permutation of the goal but the blank is an { $blank } number of moves ({ $distance }) from its goal cell, and every move changes both parities; { $fix }
sliding-fix-swapped = tiles { $a } and { $b } are swapped relative to the goal: swap them back
sliding-fix-any = swap any two tiles, e.g. 1 and 2, to make it solvable
sliding-bad-move = "{ $token }" at position { $position } is not a move: use U, D, L, R with an optional count (e.g. U3)
sliding-impossible-move = move { $index } ({ $dir }) is impossible: no tile can slide { $way } into the blank
sliding-bad-size-text = "{ $text }" is not a board size: use WxH, e.g. 4x4
sliding-partition-board = the { $partition } pattern databases are for the 4x4 board, not { $width }x{ $height }; use --heuristic md
sliding-bad-partition = the pattern tables are not a partition of the tiles: { $fault }
sliding-partition-empty = no pattern
sliding-partition-mismatched = tables of different boards
sliding-partition-overlap = tile cell { $cell } is in two patterns
sliding-partition-uncovered = a tile is in no pattern
sliding-tables-do-not-fit = pattern databases for { $width }x{ $height } with the goal blank in cell { $blank } do not fit this problem
sliding-unreachable = the goal cannot be reached from this position
sliding-too-large-to-enumerate = breadth-first search and A* keep every state they see, so they are offered for boards of at most { $max } cells, not { $width }x{ $height }
sliding-beyond-largest-distance = no { $width }x{ $height } position is { $distance } moves from the goal (the largest distance is { $largest })
sliding-no-position-at-distance = no position at distance { $distance } found on the { $width }x{ $height } board (it may be beyond the largest distance)
sliding-no-exact-distances = exact distances are offered for boards of at most 9 cells and for 4x4, not { $width }x{ $height }
sliding-distance-too-far = distance { $distance } is beyond what can be proven quickly on { $width }x{ $height } (at most { $max })
sliding-needs-pattern-tables = exact 4x4 distances need the 4x4 pattern databases (still loading or not built)
sliding-stopped = the search was stopped before it finished
sliding-unknown-solver = unknown solver "{ $name }": the solvers are { $known }
sliding-unknown-heuristic = unknown heuristic "{ $name }": the heuristics are { $known }
sliding-tables = { $detail }
