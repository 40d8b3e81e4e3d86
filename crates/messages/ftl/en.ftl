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
empty = {""}
verbatim = { $text }

## The tiles' errors (sliding::Error), from their fields

sliding-empty = empty board: give rows separated by '/', e.g. "1 2 3/4 5 6/7 8 0"
sliding-empty-row = row { $row } is empty
sliding-not-a-number = "{ $token }" at { $at } is not a tile number
sliding-ragged-rows = ragged rows: row { $row } has { $found ->
        [one] { $found } tile
       *[other] { $found } tiles
    } but row 1 has { $expected }
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
series-unknown = "{ $text }" is not a series: write marathon:4x4:10 (a size, then how many boards) or relay:3x3,4x4,5x5 (the sizes in order)
series-marathon-count = a marathon has 1 to { $max } boards, not "{ $text }"
series-relay-empty = a relay needs at least one size, e.g. relay:3x3,4x4,5x5
series-relay-too-long = a relay has at most { $max } sizes, not { $count }
series-board-too-large = a series' boards are at most { $max }×{ $max }: { $width }×{ $height } is too large
series-board = board { $board }: { $error }
series-board-count = this series has { $expected } boards; the position has { $found }
series-marathon = Marathon: { $count } × { $width }×{ $height }
series-relay = Relay: { $sizes }
series-stage = board { $board }: { $size }
timer-splits = Splits: { $splits }
menu-about-series = Sliders' marathons and relays: many boards in a row on one clock, as Slidysim plays them.
help-series-1 = Solve every board of the series in a row on one clock: a marathon is many boards of one size, a relay one board of each size in turn. The next board comes on as soon as one is solved; each board's split is kept.
position-example-series = 1 2 3/4 5 6/7 0 8 ; 1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15   (the boards left, ';' between them)
series-key = Series
series-key-tip = marathon:4x4:10 (a size, then how many boards, 1 to 100) or relay:3x3,4x4,5x5 (the sizes in order, each at most 10×10)
series-new = New series
series-by-size = By board size
col-board-size = Board
sliding-partition-board = the { $partition } pattern databases are for the { $side }x{ $side } board, not { $width }x{ $height }; use --heuristic md
sliding-bad-partition = the pattern tables are not a partition of the tiles: { $fault }
sliding-partition-empty = no pattern
sliding-partition-mismatched = tables of different boards
sliding-partition-overlap = tile cell { $cell } is in two patterns
sliding-partition-uncovered = a tile is in no pattern
sliding-tables-do-not-fit = pattern databases for { $width }x{ $height } with the goal blank in cell { $blank } do not fit this problem
sliding-unreachable = the goal cannot be reached from this position
sliding-too-large-to-enumerate = breadth-first search and A* keep every state they see, so they are offered for boards of at most { $max } cells, not { $width }x{ $height }
sliding-beyond-largest-distance = no { $width }x{ $height } position is { $distance ->
        [one] { $distance } move
       *[other] { $distance } moves
    } from the goal (the largest distance is { $largest })
sliding-no-position-at-distance = no position at distance { $distance } found on the { $width }x{ $height } board (it may be beyond the largest distance)
sliding-no-exact-distances = exact distances are offered for boards of at most 9 cells, 4x4 and 5x5, not { $width }x{ $height }
sliding-distance-too-far = distance { $distance } is beyond what can be proven quickly on { $width }x{ $height } (at most { $max })
sliding-needs-pattern-tables = exact 4x4 and 5x5 distances need their pattern databases (still loading or not built)
sliding-stopped = the search was stopped before it finished

## Choices read by name (search::UnknownName)

unknown-name = unknown { $what ->
    [solver] solver
    [heuristic] heuristic
    [metric] metric
    [part] part
   *[other] table set
} "{ $name }": the choices are { $known }

## The page

brand-label = puzzlebox: back to the menu
nav-label = puzzles
help-button = Rules and keys (?)
close = Close
level-easy = easy
level-medium = medium
level-hard = hard
level-random = random
level-custom = custom
level-low = low
level-mid = mid
level-high = high
colour-white = white
colour-red = red
colour-green = green
colour-yellow = yellow
colour-orange = orange
colour-blue = blue
colour-black = black
board-size = Board size
new-game = New game
new-game-tip = A new game at this level (and seed)
rescramble = Rescramble
rescramble-tip = A new start at the same level
level-label = Level of the next game
seed = seed
seed-label = Seed of the next game (empty: random)

menu-choose = Choose a puzzle
menu-saved = Saved games
menu-stats = Statistics and personal bests
menu-colour-blind = Colour-blind friendly colours
menu-loading-saved = Loading saved games…
menu-level-of = { $puzzle } level
menu-about-sliding = Slide the tiles into order, the blank last. 8-, 15-, 24-puzzle and more.
menu-about-cube = Make every face one colour. Turn with the keyboard, the mouse or notation.
menu-about-cube2 = The 2×2×2: make every face one colour. Turn with the keyboard, the buttons or notation.
menu-about-rings = Five rings of seven, joined by a disk: bring every ring back to its colour.
menu-continue = Continue
menu-saved-show = Show
menu-show-unfinished = Unfinished games
menu-show-solved = Solved games
menu-show-all = Every game (those started over too)
menu-no-unfinished = No unfinished game.
menu-no-solved = No game solved yet.
menu-no-all = No game kept yet.
col-status = Status
status-playing = unfinished
status-solved = solved
status-abandoned = abandoned (started over)
menu-no-games = No games yet.
menu-resume = Resume
menu-resume-game = Resume the { $game } game { $id }
replay-loading = Loading the replay…
replay-title = { $puzzle }: replay
replay-untimed = This game was saved before each move's time was kept: its moves are shown evenly over its time.
replay-play = ▶ Play
replay-pause = ⏸ Pause
replay-step-back = ◀ Step back
replay-step-forward = Step forward ▶
replay-speed = Speed
replay-speed-half = ½×
replay-speed-normal = 1×
replay-speed-double = 2×
replay-seek = Time in the game
replay-moves = Every action, the current one marked
replay-undo = undo { $move }
replay-redo = redo { $move }
replay-restart = restart
replay-stages = Stages
replay-col-stage = Stage
replay-col-moves = Moves
replay-col-time = Time
replay-col-pause = Pause
replay-col-tps = TPS
replay-share = Copy a link to this replay
replay-menu = Back to the menu
replay-watch = Watch the replay
menu-replay = Replay
menu-replay-game = Replay { $game } (game { $id })
menu-no-best = – (no solve without a hint or a demonstration yet)
col-puzzle = Puzzle
col-level = Level
col-moves = Moves
col-time = Time
col-played = Played
col-solved = Solved
col-best-time = Best time
col-fewest = Fewest moves
col-solver = Solver
col-nodes = Nodes

undo = Undo
undo-tip = Take back a move (Backspace, Ctrl+Z)
redo = Redo
redo-tip = Replay an undone move (Ctrl+Y)
restart = Restart
restart-tip = Back to the start (Home)
hint = Hint
hint-tip = The next move of a good solution (,)
demonstrate = Demonstrate
demonstrate-tip = Play a solution (.)
pause = Pause
resume = Resume
step = Step
step-tip = One move of the demonstration
stop = Stop
stop-tip = Stop the demonstration (Esc)
speed = Speed
speed-label = Demonstration speed
speed-shown = { $ms } ms a move
demo-show = Show
demo-method = Demonstration method
demo-best = the shortest solution found
demo-beginners = the beginner's method, step by step
demo-classic = the classic method, step by step
demo-step = { $method }: { $step } ({ $played } of { $total ->
        [one] { $total } move
       *[other] { $total } moves
    })
demo-progress = Demonstrating a { $optimal ->
    [yes] shortest {""}
   *[no] {""}
}{ $total }-move solution ({ $played } of { $total } moves)
opening = Opening the { $puzzle } game…
busy-tables = Loading the solver tables{ $tables ->
    [0] …
    [1] …
   *[other] {" "}({ $tables } tables)…
}
busy-new_game = Preparing the new game…
busy-hint = Thinking…
busy-demo = Planning a demonstration…
hint-said = Hint: { $move } — { $from } → { $to } { $to ->
    [one] move
   *[other] moves
} from solved ({ $optimal ->
    [yes] optimal
    [near] near-optimal, at most { $over } over
   *[no] the solver's bound
})
stat-moves = moves
stat-moves-htm = moves (HTM)
stat-time = time
stat-rate = moves/s
stat-hints = hints
title-level = level { $level }
title-seed = seed { $seed }
title-goal = goal { $goal }
solved = Solved! { $moves } { $moves ->
    [one] move
   *[other] moves
} in { $time }
record-both = {" "}— a new best time and a new fewest-moves record!
record-time = {" "}— a new best time!
record-moves = {" "}— a new fewest-moves record!
records-rule = A solve with a hint or a demonstration is kept and marked as assisted; it is never a best and never counts in an average.
assisted = assisted
session-default = { $puzzle }{ $timer ->
    [yes] {" "}(timer)
   *[no] {""}
}
moves-section = Moves
moves-input-label = Moves in notation
moves-made = Moves made
moves-none = (none yet)
moves-example-sliding = e.g. U L D R (the way a tile slides)
moves-example-cube = e.g. R U R' U' or [R, U] (F2 D)2
moves-example-cube2 = e.g. R U R' U' or (R U F)2 x
moves-example-rings = e.g. 3+ 0- 2+3
play = Play
play-section = The game

position-section = Position and solver
position = Position
position-label = A position to play (and, for tiles, a goal after |)
position-example-sliding = 8 6 7/2 5 4/3 0 1   (rows split by /, 0 the blank; add | goal for a custom goal)
position-example-cube = 54 letters URFDLB (or colours WRGYOB) in Kociemba's order
position-example-cube2 = 24 letters URFDLB (or colours WRGYOB), four a face, faces U R F D L B
position-example-rings = five rings of 7 letters K B G O R, split by /
position-play = Play this position
position-copy = Copy position
position-first = Type or paste a position first.
position-playing = Playing the entered position.
position-copied = Position copied
position-in-box = Position in the box below
valid = Valid: this position can be solved.
valid-solved = Valid, and already solved.
share = Share link
share-title = Share this game
share-holds = The link holds the puzzle, its start and the moves made:
share-twizzle = The same setup-alg and alg parameters work on Twizzle.
share-not-ready = The link is not ready yet: the solver tables are loading.
share-copied = Link copied

solve = Solve
solve-tip = Solve the position shown
solve-optimal = optimal (fewest moves, proven)
solve-two-phase = two-phase (20 moves or fewer, at once)
solving = Solving…
solving-for = Solving… { $secs } s of at most { $limit } s
cancel = Cancel
cancelled = Cancelled.
already-solved = Already solved.
solve-proven = optimal
solve-bound = none shorter than { $bound } (time ran out)
solve-not-proven = not proven
solve-nodes = , { $nodes ->
        [one] { $nodes } node
       *[other] { $nodes } nodes
    }
solve-result = { $solution } — { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }, { $proof }; { $secs } s{ $nodes }
solver-bfs = Breadth-first
solver-astar = A*
solver-optimal = Optimal (IDA*/table)
solver-fast = Fast

tiles-board = The tiles
tile-label = tile { $tile }, row { $row }, column { $col }{ $hinted ->
    [yes] {" "}(hint: slide it)
   *[no] {""}
}
tiles-only-line = Only a tile in the blank's row or column can slide.
tiles-new-board = New board
tiles-standard-goal = Standard goal
tiles-standard-goal-tip = Back to the standard goal, with a new game
tiles-compare = Solve: compare solvers
tiles-hover = Slide on hover
tiles-hover-tip = With a mouse, a tile in the blank's row or column slides as the pointer passes onto it (no click); touch is unchanged

cube-scene = The cube in 3D (drag to turn it)
cube-net = The unfolded cube
cube2-net = The unfolded 2×2×2
cube-turn-layer = Turn a layer
cube-turn = turn { $layer }
cube-turn-prime = turn { $layer } prime
cube-paint = Paint stickers
cube-paint-stop = Stop painting
cube-paint-colour = Paint colour
cube-paint-with = paint { $colour }
cube-hint-marked = Hint: { $move } (the marked stickers turn, the arrow shows which way)
cube-marker = Layer marker: { $layer } (1–9 pick a layer, Space turns it)
cube-swipe = Swipe across a face to turn its layer; drag beside the cube to look around it.
cube-centres-stay = The centres stay: they define the colour of each face.

rings-picture = The Five Rings puzzle, solved: ring 1 black, 2 blue, 3 green, 4 orange, 5 red; the disk in the middle
rings-disk-area = the disk (0): select it; tap its right half to turn it clockwise, its left half anticlockwise
rings-ring-area = ring { $ring }: select it; tap its right half to turn it clockwise, its left half anticlockwise
rings-turn-cw = turn { $ring ->
    [0] the disk
   *[other] ring { $ring }
} clockwise ({ $move })
rings-turn-ccw = turn { $ring ->
    [0] the disk
   *[other] ring { $ring }
} counter-clockwise ({ $move })
rings-piece = ring { $ring } slot { $slot }: { $colour }

help-title = { $puzzle }: rules and keys
help-keys = Keys for every puzzle
help-or = or
help-also = also { $key }
help-demo-pause = demonstrate / pause
help-speed = slower / faster demonstration
help-stop = stop it
help-this = this help
help-sliding-1 = Slide the tiles into order, the blank last (or into the goal you entered).
help-sliding-2 = Click or tap a tile in the blank's row or column to slide it (and those between), or swipe; arrow keys slide a tile into the blank in that direction.
help-cube-1 = Make every face one colour. Swipe across a face to turn its layer; drag beside the cube to look around it.
help-cube2-1 = Make every face one colour. The buttons turn a face (R U F L D B, ' the other way) or the whole cube (x y z).
help-cube-2 = Keys as on csTimer and cubing.js: I=R, K=R', J=U, F=U', H=F, G=F', D=L, E=L', S=D, L=D', W=B, O=B'; ;=y, A=y', T=x, N=x', P=z, Q=z'.
help-cube-3 = Layer marker: 1–9 pick a layer (U E' D' L M R' F S B'), Space turns it (Shift+Space the other way).
help-cube-4 = The move box takes all of the notation: R U F D L B, ', 2, Rw or r, M E S, x y z, (…)3, [A, B], [A: B], [f+].
help-rings-1 = Five small rings of seven pieces share a central disk that carries two pieces of every ring. Turn a ring or the disk either way until every ring holds only its own colour: 1 black, 2 blue, 3 green, 4 orange, 5 red.
help-rings-2 = Tap a ring's right half to turn it clockwise, its left half anticlockwise (or click the arrows beside it); or pick a ring with 0–5 (0 is the disk) or Tab, then turn it with the arrow keys or + and −.

## The cube's errors (cube::CubeError), from their fields

cube-wrong-length = a cube has 54 stickers (9 per face, faces U R F D L B), found { $found }
cube-unknown-letter = '{ $letter }' at position { $position } is not a face letter (U R F D L B) or a colour (W Y G B R O)
cube-colour-count = colour { $letter } appears { $count ->
        [one] { $count } time
       *[other] { $count } times
    }, but every colour must appear exactly 9 times
cube-centres-not-distinct = the centres are not six different colours: { $letter } is the centre of both { $first } and { $second }
cube-centres-impossible = the centres are in no real cube's arrangement: the { $faces } centres show { $found }, where a real cube with the other centres as they are has { $expected }
list-and = { $init } and { $last }
list-sep = {", "}
cube-piece-corner = corner
cube-piece-edge = edge
cube-not-a-piece = stickers { $stickers } show { $colours }, which is not a real { $kind } of the cube
cube-duplicate-piece = the { $piece } piece appears twice (at { $first } and at { $second }); the { $missing } piece is missing
cube-twisted-corner = a corner is twisted: the corner orientations sum to { $sum } (mod 3) instead of 0; twisting one corner { $sum ->
    [1] counter-clockwise
   *[other] clockwise
} fixes it
cube-flipped-edge = an edge is flipped: the edge orientations sum to 1 (mod 2) instead of 0; flipping one edge fixes it
cube-parity = permutation parity error: two pieces are swapped (the corner permutation is { $corners } but the edge permutation is { $edges }); swapping two edges or two corners fixes it
cube-bad-token = "{ $token }" at position { $position } is not a move{ $hint }
cube-hint-repeat = : repeat counts are 1 to 99
cube-hint-move = : moves are U R F D L B (with ', 2), Rw or r, M E S, x y z, groups ( ), [A, B], [A: B]
cube-too-many-moves = the group at position { $position } expands the moves to more than { $limit ->
        [one] { $limit } turn
       *[other] { $limit } turns
    }
cube-unbalanced = { $what } at position { $position }
cube-bracket-no-opening = '{ $bracket }' has no matching opening bracket
cube-bracket-paren = '(' is never closed
cube-bracket-square = '[' is never closed
cube-bracket-separator = '[' needs ',' (commutator) or ':' (conjugate) before ']'
cube-in-goal = goal: { $error }
cube-optimal-counts-htm = the optimal solver counts in HTM only (its tables are built for face turns of any amount); use --metric htm
cube-goal-and-part = --goal and --only do not go together: solve to a position or solve a part
cube-no-goal-for-solver = { $part ->
    [yes] --only works with the two-phase solver (--only corners is optimal), not { $solver }
   *[no] --goal works with the two-phase solver and the optimal one, not { $solver }
}
cube-optimal-tables-not-built = the optimal solver's tables are not built yet: run `puzzlebox tables build cube --optimal`
cube-no-solution-in-time = no solution found within the time limit
cube-unknown-subset = '{ $text }' is not a trainer; the trainers are { $known } (pll and oll take cases after a colon; N is from 1 to 8)
cube-no-cases = no { $set } case is chosen: name at least one
cube-unknown-case = '{ $name }' is not a { $set } case; the cases are { $known }
cube-cross-length = a cross of { $moves } { $moves ->
    [one] move
   *[other] moves
}: a cross needs from 1 to 8 face turns
cube2-wrong-length = a 2×2×2 has 24 stickers (4 per face, faces U R F D L B), found { $found }
cube2-colour-count = colour { $letter } appears { $count ->
    [one] once
   *[other] { $count } times
} on the 2×2×2 instead of 4 times
cube2-slice = "{ $token }" (move { $position }) turns a middle layer, which a 2×2×2 does not have
cube-trainer-title = { $puzzle } · trainer { $subset }
cube-method-stuck = the { $step } step found no algorithm that makes progress
cube-step-0 = white cross
cube-step-1 = first-layer corners
cube-step-2 = second-layer edges
cube-step-3 = last-layer cross
cube-step-4 = last-layer corners oriented
cube-step-5 = last-layer corners permuted
cube-step-6 = last-layer edges permuted
cube-stage-cross = { $colour } cross
cube-stage-pair = pair { $pair }
cube-stage-oll = OLL
cube-stage-pll = PLL

## The Five Rings' errors (rings::RingsError), from their fields

rings-wrong-group-count = a state has 5 rings separated by '/', found { $found }
rings-wrong-length = ring { $ring } has { $found } pieces, but every ring has 7 (slots 0 to 6)
rings-unknown-letter = '{ $letter }' in ring { $ring }, slot { $slot } is not a colour: use K B G O R
rings-colour-count = colour { $letter } appears { $count ->
        [one] { $count } time
       *[other] { $count } times
    }, but every colour appears exactly 7 times
rings-bad-move = move { $index } "{ $token }" (at position { $position }) is not a move: write <ring 0-5><+|->[count], e.g. 3+ 0- 2+3
rings-unknown-level = "{ $name }" is not a level: use low, mid or high
rings-large-tables-need-clicks = the large tables serve the optimal and fast solvers in the click metric
rings-mismatched-tables = the two-colour tables do not match their kinds
rings-distance-too-far = distance { $distance } is beyond what can be proven quickly (at most { $max ->
        [one] { $max } click
       *[other] { $max } clicks
    })
rings-distance-not-proven = no position at distance { $distance } could be proven in time
rings-no-solution = the fast solver found nothing
rings-cancelled = cancelled

## The games' status line (game::Note) and errors (GameError, ControlError, StoreError)

kind-sliding = sliding
kind-cube = cube
kind-rings = rings
the-sliding = the tiles
the-cube = the cube
the-rings = the rings
level-moves = moves { $n }
level-distance = distance { $n }
note-resumed = resumed the saved game
note-restarted = back at the start (redo replays the moves)
note-undone = undone ({ $redo } to redo)
note-redone = redone ({ $redo } to redo)
note-solved = Solved!
note-solved-unsaved = Solved! (not saved: { $why })
note-not-saved = not saved ({ $why }); play on: the game is saved again once the store can write
note-preparing = preparing a new game (level { $level })…
note-new-game = new game, level { $level }
note-no-new-game = no new game: { $error }
note-already-solved = that position is already solved
note-custom = custom position set
note-thinking = thinking…
note-paused = paused
note-playing = playing
note-planning = planning a demonstration…
note-tables-unavailable = tables unavailable: { $error }
note-hint = hint: { $move } — { $length } → { $left } { $left ->
    [one] move
   *[other] moves
  } from solved ({ $optimal ->
    [yes] optimal
    [near] near-optimal, at most { $over } over
   *[no] the solver's bound
  })
note-hint-place = { $hint }; { $place }
method-place = beginner's method: step { $step } of { $of }, { $name }
note-no-hint = no hint: { $error }
note-demo-solution = demonstrating a { $moves }-move solution
note-demo-shortest = demonstrating a shortest { $moves }-move solution
note-demo-method = demonstrating the method: { $moves } { $moves ->
    [one] move
   *[other] moves
  } in { $steps } { $steps ->
    [one] step
   *[other] steps
  }
note-no-demo = no demonstration: { $error }
note-speed = { $ms } ms per move
note-demo-stopped = demonstration stopped
note-new-game-cancelled = new game cancelled
note-hint-cancelled = hint cancelled
not-now-preparing = a new game is being prepared (cancel to keep this one)
not-now-finished = solved: start a new game or rescramble (undo still works)
not-now-already-solved = already solved
not-now-no-demo = no demonstration is playing
not-now-saved-games-off = saved games are off
not-now-only-tiles-goals = only the tiles can have a custom goal
game-goal = goal: { $error }
game-unknown-puzzle = unknown puzzle "{ $name }": the puzzles are sliding (or tiles), cube and rings
game-nothing-to-undo = nothing to undo
game-nothing-to-redo = nothing to redo
game-wrong-puzzle = this record is a { $found } game, not { $expected }
game-too-long = a game holds at most { $max ->
        [one] { $max } move
       *[other] { $max } moves
    }: restart it or start a new one
game-bad-cursor = the record's position { $cursor } is past its { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
game-timeline-item = the timeline's item { $at } (“{ $item }”) is not a time and an action, or its time goes back
game-timeline-mismatch = the timeline's actions do not make the game's moves
game-timeline-too-long = a game's timeline holds at most { $max } actions: start a new game
game-no-distance-levels = { $the } has no levels by distance in games
game-one-goal = only the tiles take a custom goal; { $the } has one goal
game-one-size = { $the } has no size or goal to choose
game-no-method = { $the } has no method to demonstrate
game-tables-not-ready = the { $puzzle } tables are not loaded yet
game-cancelled = cancelled
level-unknown = unknown level "{ $name }": the levels are { $levels }, or `moves N`, `distance N`
level-not-a-number = "{ $word }" is not a number of moves
level-too-many-moves = "{ $text }": a scramble has at most { $max ->
        [one] { $max } move
       *[other] { $max } moves
    }
level-malformed = "{ $text }" is not a level (a name, `moves N`, `distance N` or `random`)
store-corrupt = { $path } is not a readable database ({ $detail }); it was left untouched: move it away to start afresh
store-newer = { $path } has schema version { $found }, newer than this puzzlebox reads ({ $supported }); it was left untouched
store-older = { $path } has schema version { $found }, older than this puzzlebox reads ({ $supported }), and cannot be brought up to date because it cannot be written
store-export-format = not a puzzlebox export this version reads: the format is "{ $found }", not "{ $expected }"
store-export-version = not a puzzlebox export this version reads: version { $found } is newer than this puzzlebox reads ({ $supported })
store-export-game = game { $number } of the export ({ $puzzle } { $uid }) cannot be played back: { $error }; nothing was imported
store-no-such-game = no game with id { $id }
store-no-such-game-uid = no game with uid { $uid }
store-no-solved-game = no game is solved yet
store-no-such-session = no session "{ $session }" (give its name or its number: `puzzlebox sessions` lists them)
store-no-such-solve = no solve with number { $id }
store-empty-name = a session needs a name
store-name-taken = there is a session named "{ $name }" already: session names are unique
store-merge-itself = session "{ $name }" cannot be merged into itself
store-kinds-differ = "{ $from }" and "{ $into }" are sessions of different puzzles or ways of solving: they cannot be merged
store-bad-split = session "{ $name }" cannot be split at solve { $solve }: give one of its solves after its first
store-comment-too-long = a comment holds at most { $max } characters; this one has { $chars }: nothing was changed
store-comment-control = a comment cannot hold a control character (a line break, a tab, …); character { $at } is one: nothing was changed
store-sqlite = database error: { $detail }
table-undecodable = the table { $table } does not read back after its build
table-wrong-type = the table { $table } is not of the type asked for
table-unavailable = tables are unavailable: { $reason }
table-desktop-only = { $table } is for the desktop binary: too large to build in a browser
cache-truncated = truncated table file: expected { $expected ->
        [one] { $expected } byte
       *[other] { $expected } bytes
    }, found { $found }
cache-bad-magic = not a puzzlebox table file (bad magic)
cache-version = table format version { $found }, expected { $expected }
cache-key-mismatch = table key "{ $found }", expected "{ $expected }"
cache-length = table payload of { $found ->
        [one] { $found } byte
       *[other] { $found } bytes
    }, expected { $expected }
cache-checksum = table checksum mismatch (file corrupt)
cache-undecodable = its contents are not this table's layout
cache-no-dir = no cache directory for this user; set PUZZLEBOX_CACHE

## What the tables and the methods' steps are called (search::tables::Label)

table-sliding-paths = tile move strings a shortest path never needs (up to { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    })
table-sliding-pattern = { $board } pattern database (tiles { $set }{ $blank ->
    [any] , blank ending anywhere
   *[other] {""}
  }, { $size })
table-cube-two-phase = cube two-phase tables
table-cube-optimal = cube optimal tables, { $size } ({ $megabytes } MB)
table-cube-corners = cube corner table (12 MB)
puzzle-cube2 = 2×2×2 cube
kind-cube2 = 2×2×2 cube
the-cube2 = the 2×2×2 cube
puzzle-series = Tile series (marathon, relay)
kind-series = series of tiles
the-series = the series of tiles
table-cube-pocket = 2×2×2 distance table (3.5 MB)
table-cube-cross = cube cross tables (2 MB)
table-cube-p1-twist-slice = phase 1: twist class × slice
table-cube-p1-flip-slice = phase 1: flip class × slice
table-cube-p1-twist-flip = phase 1: twist class × flip
table-cube-p2-cperm-mperm = phase 2: corner-perm class × middle perm
table-cube-p2-eperm-ccomb = phase 2: edge-perm class × U-corner positions
table-rings-colour = Five Rings colour table{ $metric ->
    [turns] , turn metric
   *[other] {""}
  } (6.7 MB)
table-rings-classic = Five Rings classic-method tables (32 MB)
table-rings-pair = Five Rings two-colour table ({ $kind }, 580 MB)
size-mb = { $n } MB
size-kb = { $n } KB
size-bytes = { $n ->
        [one] { $n } byte
       *[other] { $n } bytes
    }
rings-step-fill = Step 1: fill every ring's outer slots 1-5 with its colour
rings-step-pair = Step 2: pair up the disk, using ring { $ring } as the auxiliary ring
rings-step-offset = Step 3a: turn the disk to the offset that solves the most rings
rings-step-home = Step 3b: bring the missing pairs home with ring { $ring } and the disk
rings-stage-ring = ring { $ring }
method-the-beginners = the beginner's method
method-the-classic = the classic method

## The terminal game

tui-title = { $puzzle } { $width }×{ $height }
tui-saved-game = Saved game
tui-resume-ask = Resume the saved game? (y/n)
tui-too-small = The terminal is too small: { $width }x{ $height }, and the game needs at least { $need_width }x{ $need_height }. Make it larger.
tui-choose = Choose a puzzle (arrows and Enter, or its number; t times a real one; q quits):
tui-saved-moves = (saved game: { $moves } { $moves ->
    [one] move
   *[other] moves
  })
tui-saved-a = a saved { $game } game ({ $moves } { $moves ->
    [one] move
   *[other] moves
  })
tui-saved-unavailable = saved games unavailable: { $error }
tui-cannot-restore = the saved game cannot be restored: { $error }
tui-not-saved = not saved: { $error }
tui-only-next-to-blank = only a tile next to the blank can slide
tui-heading-level = · level { $level }
tui-heading-seed = {" "}· seed { $seed }
tui-heading-goal = {" "}· goal { $goal }
tui-status = moves { $moves }  time { $time }  level { $level }  { $hints } { $hints ->
    [one] hint
   *[other] hints
  }
tui-status-redo = ({ $redo } to redo)
tui-status-demo = demo { $played }/{ $total }{ $paused ->
    [yes] {" "}paused
   *[no] {""}
  } { $ms } ms/move
tui-building = building { $label }: { $percent }%
tui-building-table = building { $label }: { $percent }% (table { $count })
tui-loading-tables = loading the solver tables…
tui-the-method = the method
tui-keys-sliding-1 = arrows/click slide · h hint · p demo · z undo · y redo · n new · e edit · ? help · q quit
tui-keys-sliding-2 = arrows slide · h hint · p demo · z/y undo/redo · n new · ? help · q quit
tui-keys-sliding-3 = h hint · p demo · z undo · ? help · q quit
tui-keys-cube-1 = urfdlb turn (shift ') · arrows rotate · Tab/space marker · : moves · h hint · p demo · P method · z undo · y redo · ? help · q quit
tui-keys-cube-2 = urfdlb turn (shift ') · arrows rotate · Tab/space layer · h hint · z undo · ? help · q quit
tui-keys-cube-3 = urfdlb turn · h hint · z undo · ? help · q quit
tui-keys-cube2-1 = urfdlb turn (shift ') · arrows rotate · : moves · h hint · space demo · z undo · y redo · ? help · q quit
tui-keys-cube2-2 = urfdlb turn (shift ') · arrows rotate · h hint · space demo · z undo · ? help · q quit
tui-keys-rings-1 = 0-5/Tab ring · arrows or +/- turn · h hint · space demo · z undo · y redo · n new · ? help · q quit
tui-keys-rings-2 = 0-5/Tab ring · arrows turn · h hint · space demo · z undo · ? help · q quit
tui-keys-rings-3 = 0-5 ring · arrows turn · ? help · q quit
tui-solved = ★ Solved! { $moves } { $moves ->
    [one] move
   *[other] moves
  } in { $time }
tui-solved-helped = {" "}with { $hints } { $hints ->
    [one] hint
   *[other] hints
  } and { $demos } { $demos ->
    [one] demonstration
   *[other] demonstrations
  }
tui-best-time = {" "}· best time!
tui-fewest-moves = {" "}· fewest moves!
tui-solved-assisted = {" "}· assisted: it sets no record
tui-solved-next = {" "}· n new, s rescramble, q quit
tui-new-game = New game
tui-from-custom-goal = (from the custom goal; g: back to the standard goal)
tui-levels-keys = Enter starts · m menu · Esc back
tui-enter = Enter
tui-prompt-moves-cube = Moves (any notation: R U R' U', M2, x, (R U)3, [R, U]):
tui-prompt-moves-cube2 = Moves (face turns and rotations: R U F', x, (R U)3):
tui-prompt-moves-rings = Moves (ring and direction, e.g. 3+ 0- 2+3):
tui-prompt-moves-sliding = Moves (U D L R, the direction a tile slides):
tui-prompt-position-cube = Position (54 letters URFDLB or colours, Kociemba's order):
tui-prompt-position-cube2 = Position (24 letters URFDLB or colours, four a face, faces U R F D L B):
tui-prompt-position-rings = Position (five rings of 7 letters K B G O R, separated by /):
tui-prompt-position-sliding = Position (rows separated by /, 0 the blank; `start | goal` sets a goal):
tui-prompt-keys = Enter accepts · Esc cancels
tui-help-title = Rules and keys
tui-help-sliding-goal = Slide the tiles into the goal shown in the title (0 the blank). Arrow keys slide a tile into the blank in that direction; a click on a tile next to the blank slides it. n then g: back to the standard goal.
tui-help-sliding = Slide the tiles into order, the blank last. Arrow keys slide a tile into the blank in that direction; a click on a tile next to the blank slides it.
series-board-of = Board { $leg } of { $legs }
series-next = next: { $next }
tui-prompt-position-series = Position (the boards to play, ';' between them, each as rows separated by /, 0 the blank):
tui-help-series = Solve every board of the series in a row on one clock: a marathon is many boards of one size, a relay one board of each size in turn. The next board comes on as soon as one is solved. Arrow keys slide a tile into the blank in that direction; a click on a tile next to the blank slides it.
tui-help-cube = Make every face one colour. u r f d l b turn a face clockwise, shifted counter-clockwise; arrows turn the whole cube (up: x, right: y'); Tab moves the layer marker, space turns the marked layer; : takes any notation.
tui-help-cube2 = Make every face of the 2×2×2 one colour. u r f d l b turn a face clockwise, shifted counter-clockwise; arrows turn the whole cube (up: x, right: y'); : takes moves in notation.
tui-help-rings = Bring every ring back to its own colour: 1 black, 2 blue, 3 green, 4 orange, 5 red. The disk (0) carries two pieces of each ring. Choose a ring with 0-5 or Tab, turn it with the arrow keys or + and -.
tui-help-keys-1 = n new game / level · s rescramble · z or Backspace undo · y redo
tui-help-keys-2 = Home restart · h hint · p demonstrate (+/- speed, . step, Esc stop)
tui-help-keys-3 = P demonstrate the method (cube: beginner's, rings: classic), step by step
tui-help-keys-4 = e enter a position · : enter moves · q quit (the game is saved)
tui-help-close = any key closes this
tui-hint = hint: { $move }
tui-marker = marker: { $layer }
tui-marker-keys = Tab moves · space turns

## The command line

cli-building = building { $label }
cli-rebuilding = rebuilding { $label } ({ $file }: { $why })
net-unreachable = the server cannot be reached: is `puzzlebox serve` still running?
net-solve-ended = the solve ended without an answer
net-solve-failed = the solve failed
api-no-route = no such route
api-bad-size = size "{ $text }": { $error }
api-start-and-setup = give a start or a setup, not both
api-setup = setup: { $error }
api-no-game = no game "{ $key }" (it may have ended with a server restart: resume it from the saved games)
api-not-a-saved-game = "{ $id }" is not a saved game's number
api-no-saved-game = no saved game { $id }
api-not-a-number = "{ $id }" is not { $what }
api-what-session = a session's number
api-what-solve = a solve's number
api-what-saved-game = a saved game's number
api-not-a-timer-session = the session "{ $name }" is not of the timer (its solves are made on the screen)
api-bad-entries = the csTimer file has { $count } bad { $count ->
    [one] entry
   *[other] entries
}, so nothing was added (adding the others leaves them out): { $entries }
api-not-an-export = not an export: { $detail }
api-csv-needs-session = a CSV holds one session: name it with ?session=
api-bad-utc-offset = utc_offset_min { $minutes } is beyond any clock: give minutes ahead of UTC, at most 840 either way
api-no-timer = no timer "{ $key }" (it may have ended with a server restart: open another)
api-storage = the saved games are unavailable: { $error }
api-busy = every solver is busy; try again in a moment
api-slow-body = the request's body did not arrive within { $secs } s
api-cross-origin = state changes are accepted only from the page's own origin
api-unauthorized = this server needs its access token: open the address it printed at start
api-internal = { $detail }
api-json-data = { $detail }
api-json-syntax = { $detail }
api-not-json = { $detail }
api-too-large = { $detail }
api-body-unread = { $detail }
api-bad-path = { $detail }
api-bad-query = { $detail }
cli-in-file = { $path }:{ $line }: { $fault }
cli-file = { $path } { $fault }
cli-not-an-export = { $path } is not a puzzlebox export: { $detail }
cli-time-limit = time limit reached; no solution shorter than { $bound } { $unit } exists
cli-batch = { $failed } of { $total ->
        [one] { $total } line
       *[other] { $total } lines
    } failed
cli-check-unsolved = cube { $item }: the solution does not solve it
cli-check-no-hint = no hint for { $state }
cli-check-hint-unsolved = a hint's plan did not solve the game
cli-bad-shard = "{ $text }" is not a shard: write K/N with 1 ≤ K ≤ N, e.g. 2/8
cli-bad-count = expected a positive number or `all`
cli-size-for-one-puzzle = --size is for the tiles; { $the } has one size
cli-size = --size "{ $text }": { $error }
cli-level-needs-puzzle = --level needs a puzzle: play sliding|cube|rings --level …
cli-level = unknown level "{ $level }" for { $the }: the levels are { $levels }, or `moves N`, `distance N`
cli-fault-columns = expected an id, the optimal length and then 16 or 25 tiles (other columns before them)
cli-fault-length = "{ $text }" is not a length
cli-fault-empty = holds no instances
clap-valid = ; the values are { $values }
clap-suggested = ; did you mean { $value }?
clap-invalid-value = "{ $value }" is not a value of { $arg }{ $valid }
clap-unknown-argument = unknown argument "{ $arg }"{ $suggested }
clap-invalid-subcommand = unknown command "{ $value }"{ $suggested }
clap-missing-required = missing: { $args }
clap-missing-subcommand = a command is missing
clap-conflict = { $arg } cannot be used with { $other }
clap-value-count = { $arg } takes another number of values
clap-value-validation = "{ $value }" is not a value of { $arg }: { $detail }
clap-other = the command line is not right ({ $detail })
clap-more = `puzzlebox --help` tells how to use it.

## The command line's records, reports and summaries (text form; JSON stays English)

cli-list-sep = {", "}
cli-rec-error = { $state }: error: { $error }
cli-rec-already-solved = (already solved)
cli-rec-no-solution = no solution found within the time limit
cli-rec-clicks-turns = { $clicks ->
        [one] { $clicks } click
       *[other] { $clicks } clicks
    }, { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }
cli-rec-moves = { $n } { $n ->
    [one] move
   *[other] moves
  }
cli-rec-moves-in = { $n } { $n ->
    [one] move
   *[other] moves
  } ({ $metric })
cli-rec-optimal = optimal
cli-rec-all-found = { $n ->
        [one] the only optimal solution
       *[other] all { $n } optimal solutions there are
    }
cli-rec-more-exist = { $n ->
        [one] { $n } optimal solution, more exist
       *[other] { $n } optimal solutions, more exist
    }
cli-rec-stopped-at = { $n ->
        [one] { $n } optimal solution found before the search stopped
       *[other] { $n } optimal solutions found before the search stopped
    }
cli-rec-timed-out = timed out
cli-rec-not-proven = not proven optimal
cli-rec-lower-bound = lower bound { $n }
cli-rec-nodes = { $n ->
        [one] { $n } node
       *[other] { $n } nodes
    }
cli-rec-ms = { $ms } ms
cli-time-summary = median { $median } ms, mean { $mean } ms, p95 { $p95 } ms, max { $max } ms
cli-warning = warning: { $detail }
cli-built = built { $label } in { $secs } s
cli-interrupted = interrupted
cli-interrupted-build = interrupted while building a table: it was not kept (the next run builds it again)
web-no-such-file = no such file
io-the-terminal = the terminal
io-standard-output = the standard output
io-the-runtime = the server's runtime
cli-io-read = cannot read { $what }: { $why }
cli-io-write = cannot write { $what }: { $why }
cli-io-create = cannot create { $what }: { $why }
cli-io-create-cache = cannot create the cache directory { $what }: { $why }
cli-io-listen = cannot listen on { $what }: { $why }
cli-io-resolve = cannot resolve { $what }: { $why }
cli-io-start = cannot start { $what }: { $why }
# What the system said of a failed read or write: in English its own words.
cli-io-not-found = { $os }
cli-io-permission = { $os }
cli-io-exists = { $os }
cli-io-addr-in-use = { $os }
cli-io-addr-not-available = { $os }
cli-io-invalid-data = { $os }
cli-io-other = { $os }
cli-no-data-dir = no data directory for this user; set PUZZLEBOX_DATA
cli-needs-terminal = this command needs a terminal
cli-no-address = no address for { $host }
cli-serving = puzzlebox is serving at { $url }
cli-serving-token = (every request needs the token: open the address above as it is)
cli-serving-stop = Ctrl-C stops the server; every game is saved.
cli-no-browser = no browser to open; visit { $url }
cli-store-read-only = { $path } can only be read here (a read-only folder or disk): games are played but not saved
cli-stats-none = no games yet (puzzlebox play starts one)
cli-replay-solved = solved in { $time } s, { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
cli-replay-solved-untimed = solved in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } (saved before times were kept)
cli-replay-unsolved = not solved ({ $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } made): no stages
cli-replay-stage = stage
cli-replay-moves = moves
cli-replay-time = time
cli-replay-pause = pause
cli-replay-tps = TPS
cli-stats-puzzle = puzzle
cli-stats-level = level
cli-stats-played = played
cli-stats-solved = solved
cli-stats-abandoned = abandoned
cli-stats-best-time = best time
cli-stats-fewest = fewest
cli-stats-mean-time = mean time
cli-imported = imported { $games ->
        [one] { $games } game
       *[other] { $games } games
    }: { $added } added, { $updated } updated, { $unchanged } already here
cli-tables-md = the md heuristic needs no tables
cli-table-built = { $label }: built in { $secs } s
cli-table-loaded = { $label }: already cached, loaded in { $secs } s
cli-table-built-now = { $label } built
cli-tables-ready = { $name } tables ready in { $dir } ({ $secs } s)
cli-tables-stale = stale
cli-tables-not-built = not built
cli-tables-other-version = (no table of this version)
cli-tables-two-phase-built = cube two-phase tables built in { $secs } s ({ $mb } MB)
cli-tables-entries = { $name }: { $entries ->
        [one] { $entries } entry
       *[other] { $entries } entries
    }, mean depth { $mean }, max { $max }
cli-tables-loaded-back = loaded back from { $dir } in { $ms } ms
cli-tables-optimal-built = cube optimal tables ({ $name }) built in { $secs } s on { $threads } threads ({ $mb } MB)
cli-tables-optimal-values = { $cosets } cosets, base { $base }: mean value read { $mean }; entries by value read { $counts }
cli-tables-rings-classic = Five Rings classic-method tables ready in { $secs } s
cli-tables-rings-pair = Five Rings two-colour tables ready in { $secs } s
cli-bench-tables-built = tables: { $name } built in { $secs } s
cli-bench-tables-loaded = tables: { $name } loaded in { $secs } s
cli-bench-tables-built-dual = tables: { $name } with dual lookups built in { $secs } s
cli-bench-tables-loaded-dual = tables: { $name } with dual lookups loaded in { $secs } s
cli-bench-built-in = tables: built in { $secs } s
cli-bench-loaded-in = tables: loaded in { $secs } s
cli-bench-line-length = #{ $id }  length { $n } (expected { $expected }{ $ok ->
    [no] , MISMATCH
   *[yes] {""}
  })  nodes { $nodes }  { $ms } ms
cli-bench-line-bound = #{ $id }  bound  { $n } (expected { $expected }{ $ok ->
    [no] , MISMATCH
   *[yes] {""}
  })  nodes { $nodes }  { $ms } ms
cli-bench-file-summary = { $count ->
        [one] { $count } instance
       *[other] { $count } instances
    }, heuristic { $heuristic }, { $threads } thread(s): { $mismatches ->
    [0] all lengths match
   *[other] LENGTH MISMATCH
  } ({ $mismatches ->
        [one] { $mismatches } mismatch
       *[other] { $mismatches } mismatches
    }); { $solved } solved ({ $proven } proven optimal), mean length { $mean }
cli-bench-stopped = { $stopped } stopped by the timeout, mean bound proven { $bound }
cli-bench-file-total = total { $wall } s wall, { $summed } s summed over instances, { $nodes ->
        [one] { $nodes } node
       *[other] { $nodes } nodes
    } ({ $rate } M nodes per second of solve)
cli-bench-random-tiles = { $size }, { $count } random positions (seed { $seed }), solver { $solver }: { $solved } solved and verified
cli-bench-lengths = length mean { $mean }, min { $min }, max { $max }
cli-bench-mean-max = length: mean { $mean }, max { $max }
cli-bench-bounds = proven lower bound mean { $bound }; length over bound: mean { $mean }, max { $max }; { $proven } proven optimal
cli-bench-time-per-position = time per position: { $times }; wall { $wall } s
cli-bench-time-per-cube = time per cube: { $times }
cli-bench-cube2 = { $count } random-state 2×2×2 cubes (seed { $seed }), each scrambled and solved optimally
cli-bench-cube2-scramble = time per scramble: { $times }
cli-bench-cube2-solve = time per optimal solve: { $times }
cli-bench-cube2-lengths = mean optimal length (moves): { $mean }
cli-bench-time-per-drill = time per scramble: { $times }
cli-bench-drills = { $count } scrambles of { $subset } (seed { $seed })
cli-bench-drill-lengths = scramble lengths: { $histogram }
cli-drill-last-layer = The case is on the yellow (D) layer: hold the cube yellow up, green in front ({ $hold })
cli-drill-cross = The white cross is on top (U) as scrambled; turn the cube over (z2) to solve it on the bottom
cli-bench-time-and-wall = time per cube: { $times }; wall { $wall } s
cli-bench-cube-tables = tables: { $name } optimal tables ready in { $secs } s
cli-bench-cube-optimal = cube { $cube }: { $n ->
        [one] { $n } move
       *[other] { $n } moves
    } (optimal) in { $secs } s, { $nodes ->
        [one] { $nodes } node
       *[other] { $nodes } nodes
    }
cli-bench-cube-bound = cube { $cube }: { $n ->
        [one] { $n } move
       *[other] { $n } moves
    } (at least { $bound }) in { $secs } s, { $nodes ->
        [one] { $nodes } node
       *[other] { $nodes } nodes
    }
cli-bench-cubes-from = cubes from { $file }
cli-bench-cubes-random = random-state cubes (seed { $seed })
cli-bench-cube-summary = { $count } { $source }, optimal solver, { $threads } thread(s): { $proven } proven optimal
cli-bench-cube-lengths = length: mean { $mean }; { $histogram }; mean nodes { $nodes }
cli-bench-human-summary = { $count } { $source }, beginner's method, { $threads } thread(s): { $solved } solved
cli-bench-step-mean = { $name }: mean { $mean }
cli-bench-aim-time = the shortest found in { $secs } s each
cli-bench-aim-target = target { $n ->
        [one] { $n } move
       *[other] { $n } moves
    }
cli-bench-two-phase-summary = { $count } { $source }, { $aim }, { $threads } thread(s): { $reached } solved within it
cli-bench-two-phase-effort = search per cube: mean { $nodes1 } phase-1 nodes, { $leaves } phase-1 solutions, { $nodes2 } phase-2 nodes
cli-bench-random-states = random states
cli-bench-rings-summary = { $count ->
        [one] { $count } position
       *[other] { $count } positions
    } ({ $level }), solver { $solver }: { $verified } solved and verified, { $proven } proven optimal
cli-bench-rings-lengths = clicks: mean { $clicks }, median { $median }, max { $max }; turns: mean { $turns }
cli-bench-rings-time = time: { $times }; nodes { $nodes }; wall { $wall } s
cli-bench-hints-tables = { $label }: tables ready in { $ms } ms; hint budget { $budget } ms
cli-bench-hints-level = { $level } hint { $times }; { $optimal }/{ $count } optimal, plan mean { $mean ->
        [one] { $mean } move
       *[other] { $mean } moves
    }; new game max { $prep } ms

## The tiles' method steps (sliding::reduce::Step's label)

sliding-step-tile = { $line ->
    [row] Row
   *[column] Column
  } { $index }: tile { $tiles }
sliding-step-pair = { $line ->
    [row] Row
   *[column] Column
  } { $index }: tiles { $first } and { $second } (the last two together)
sliding-step-tiles = { $line ->
    [row] Row
   *[column] Column
  } { $index }: tiles { $tiles }
sliding-step-last = Last { $width }x{ $height } block: finish it
sliding-stage-line = { $line ->
    [row] row
   *[column] column
  } { $index }
sliding-stage-last = last { $width }×{ $height } block
sliding-step-loops-removed = Reduce the board and finish, loops removed
sliding-step-optimal = Optimal solution
sliding-step-near = Near-optimal solution
sliding-step-bfs = Breadth-first search
sliding-step-astar = A* search

## Practice: sessions, averages, csTimer's files

mode-screen = on screen
mode-timer = timer
cli-sessions-none = no sessions yet: the first solve makes one (or `puzzlebox sessions new`)
cli-sessions-col-id = No.
cli-sessions-col-name = Session
cli-sessions-col-what = Puzzle · way
cli-sessions-col-solves = Solves
cli-sessions-current = (* the current session of its kind: new solves go to it)
cli-session-made = made session "{ $name }" ({ $what }); new solves of its kind go to it
cli-session-renamed = renamed to "{ $name }"
cli-session-current = "{ $name }" is now the current session of its kind
cli-session-merged = merged into "{ $name }", which now holds { $solves } { $solves ->
    [one] solve
   *[other] solves
}
cli-session-split = made "{ $name }" with { $solves } { $solves ->
    [one] solve
   *[other] solves
}
cli-session-deleted = deleted session "{ $name }" and its { $solves } { $solves ->
    [one] solve
   *[other] solves
}
cli-solves-col-id = No.
cli-solves-col-game = Game
cli-solves-col-time = Time
cli-solves-col-moves = Moves
cli-solves-col-date = Date (UTC)
cli-solves-col-comment = Comment
cli-bad-penalty = "{ $text }" is not a penalty: write ok, +2 or DNF
cli-penalty-set = solve { $id }: { $time }
cli-comment-set = solve { $id }: "{ $comment }"
cli-session-stats = { $name } ({ $what }): { $solves } { $solves ->
    [one] solve
   *[other] solves
}, { $assisted } assisted, { $dnfs } DNF
cli-avg-times = Times
cli-avg-moves = Moves
cli-avg-tps = Turns per second
cli-avg-current = current
cli-avg-best = best
cli-csv-needs-session = a CSV holds one session: name it with --session (`puzzlebox sessions` lists them)
cli-solve-off-screen = solve { $solve } was timed on a real puzzle: it has no game to replay
cli-bad-entries = { $path }: { $count } bad { $count ->
    [one] entry
   *[other] entries
}; nothing was added (--skip-bad adds the others): { $entries }
cli-too-large = { $path } is { $size }, more than an import takes ({ $max }); nothing was added
cli-skipped = skipped: { $entry }
cli-imported-sessions = sessions: { $sessions } new; solves: { $added } added, { $unchanged } already here
cli-import-nothing-new = nothing new: everything in { $path } is here already
cli-bench-sessions = { $solves ->
        [one] { $solves } solve
       *[other] { $solves } solves
    } stored in { $stored } ms; the session's figures in { $whole } ms (the averages alone { $figures } ms); one more solve stored with its figures in { $one } ms; the database { $bytes ->
        [one] { $bytes } byte
       *[other] { $bytes } bytes
    } ({ $per } a solve)
cli-bench-sessions-pages = a page of 50 solves: { $first } ms (the newest), { $middle } ms (the middle), { $last } ms (the oldest); the history of bests and days { $history } ms
cli-bench-sessions-bests = best ao5 { $ao5 }, best ao100 { $ao100 }, best ao1000 { $ao1000 }
cstimer-not-a-list = not a list of solves
cstimer-not-a-solve = not one of csTimer's solves ([[penalty, time], scramble, comment, date])
cstimer-missing = its { $field } is missing
cstimer-not-a-number = its { $field } is not a number
cstimer-negative-time = its time is negative ({ $ms })
cstimer-unknown-penalty = its penalty code { $code } is not csTimer's (0, 2000 or -1)
cstimer-entry-session = session "{ $session }": { $fault }
cstimer-entry-solve = session "{ $session }", solve { $solve }: { $fault }

# The practice screen and the saved games' list (the page).
nav-practice = Practice
menu-practice = Practice: sessions, averages, charts and a timer for a real puzzle
menu-delete = Delete
menu-delete-game = Delete the { $game } game { $id }
menu-delete-confirm = Delete this { $game } game of { $moves } { $moves ->
    [one] move
   *[other] moves
}? It cannot be resumed afterwards.
ask-cancel = Cancel
col-date = Date
col-no = No.
col-figure = Figure
col-current = Current
col-best = Best
col-moves-mean = Moves (current / best)
col-tps = TPS (current / best)
trainer = Trainer
trainer-none = Whole cube
trainer-pll = PLL trainer
trainer-oll = OLL trainer
trainer-cross = Cross trainer
trainer-cases = Cases (by name, separated by commas)
trainer-cases-all = every case
trainer-cross-moves = Cross length (face turns)
trainer-case-was = That was { $case }
trainer-cross-of = The { $colour } cross: { $moves } ({ $n } { $n ->
    [one] move
   *[other] moves
})
trainer-by-case = By case
col-case = Case
col-count = Solves
col-mean = Mean
practice-title = Practice
practice-averages = Averages
practice-charts = Charts
practice-solves = Solves
practice-puzzle = Puzzle
practice-size = Size
practice-name = Name
practice-mode = Way of solving
practice-session = Session
practice-time-real = Time a real puzzle:
practice-timer-open = Open the timer
practice-time-this = Time this session
practice-timer = Timer
practice-new-session = New session
practice-make = Make it
practice-rename = Rename
practice-merge = Merge
practice-merge-into = Move every solve of "{ $name }" into:
practice-merge-none = No other session of the same puzzle and way of solving to merge into.
practice-delete = Delete
practice-delete-confirm = Delete the session "{ $name }" and its { $solves } { $solves ->
    [one] solve
   *[other] solves
}?
practice-split-here = Split here
practice-split-at = Split the session at solve { $n }
practice-split-name = The new session's name (this solve and every later one go to it)
practice-delete-solve = Delete solve { $n }
practice-penalty-ok = Solve { $n }: no penalty
practice-penalty-plus2 = Solve { $n }: +2
practice-penalty-dnf = Solve { $n }: DNF
practice-no-sessions = No session yet: open the timer, or finish a game.
practice-no-solves = No solve yet.
col-scramble = Scramble
col-comment = Comment
practice-newer = ◀ Newer
practice-older = Older ▶
practice-range = Solves { $from }–{ $to } of { $total }
practice-replay-solve = Replay solve { $n }
practice-scramble-of = Solve { $n }'s scramble: draw it
practice-no-drawing = (puzzlebox does not draw this event)
practice-comment-of = Comment on solve { $n }
practice-comment-add = Add a comment
practice-comment-saved = Solve { $n }: comment saved
practice-no-counted = No counted solve yet: a solve with a hint or a demonstration is listed, but never charted nor averaged.
practice-data = Import and export
import-file = Import a csTimer or puzzlebox file
import-skip = Add the good entries of a file with bad ones (the bad ones are left out, each named)
import-busy = An import is under way: pick the next file when it has finished.
import-working = Importing { $name }…
export-what = Export
export-this = this session
export-all = every session
export-format = Format
export-cstimer = csTimer (JSON)
export-csv = CSV (one session)
export-puzzlebox = puzzlebox (JSON: every game, session and solve)
export-download = Download
export-csv-one = A CSV holds one session: choose this session, or csTimer's JSON for every one.
history-title = History
history-bests = Bests as they fell
history-days = Solves per day
history-none = No best yet: the history starts with the first counted solve.
history-best-at = { $figure } { $time } at solve { $n }, { $date }
history-day-of = { $day }: { $solves } { $solves ->
    [one] solve
   *[other] solves
}, { $dnfs } DNF
col-solve = Solve
col-day = Day
col-solves = Solves
col-dnfs = DNFs
cli-history-of = History of { $name } ({ $what })
cli-history-clock = Days and dates on the clock { $clock } (--utc-offset sets it).
practice-mean = Session mean: { $mean } ({ $counted } { $counted ->
    [one] solve
   *[other] solves
}, DNFs left out)
practice-new-scramble = New scramble
practice-no-scramble = (no scramble: an event puzzlebox does not model)
practice-scramble-drawn = The scrambled puzzle
practice-inspection = WCA inspection (15 s)
practice-how = Hold Space (or touch the time) until it turns green, let go to start; any key or a touch stops it. Escape cancels.
practice-alert = { $secs ->
        [one] { $secs } second
       *[other] { $secs } seconds
    }!
practice-summary = { $solves } { $solves ->
    [one] solve
   *[other] solves
}, { $dnfs } DNF, { $assisted } assisted
practice-over-optimum = { $over ->
    [0] optimal
   *[other] +{ $over } over the optimum
}
practice-over-bound = at most { $over } over the optimum
practice-chart-times = Times, with ao5 and ao12
practice-series-time = time
practice-chart-tps = Turns per second
practice-chart-distribution = Distribution of the times ({ $dnfs } DNF)
tui-timer-title = Timer · { $name }
tui-replay-title = Replay · { $puzzle }
tui-replay-playing = ▶ { $time } / { $total } · { $speed } · action { $action } of { $actions }
tui-replay-paused = ⏸ { $time } / { $total } · { $speed } · action { $action } of { $actions }
tui-replay-stages =   stage                        moves    time   pause    TPS
tui-replay-keys = space play/pause · ← → step · + - speed · Home End · q back
tui-timer-scramble = Scramble: { $scramble }
tui-timer-figures = { $solves } { $solves ->
    [one] solve
   *[other] solves
}, { $dnfs } DNF          current       best
tui-timer-keys = Space starts and stops · i inspection ({ $on ->
    [yes] on
   *[no] off
}) · n new scramble · Esc cancels · q menu
tui-timer-more = l the solves · h the history
tui-solves-title = Solves · { $name }
tui-solves-keys = ↑ ↓ newer and older · Home the newest · Esc the timer
tui-history-title = History · { $name }
tui-history-keys = Esc the timer
tui-history-clock = Days and dates in UTC.
tui-timer-sparkline = the last { $n ->
        [one] { $n } time
       *[other] { $n } times
    }
figure-single = single

## csTimer's events puzzlebox keeps without playing them (their times, scrambles, averages).
event-444 = 4×4×4 cube
event-555 = 5×5×5 cube
event-666 = 6×6×6 cube
event-777 = 7×7×7 cube
event-333oh = 3×3×3 one-handed
event-333bf = 3×3×3 blindfolded
event-333fm = 3×3×3 fewest moves
event-444bf = 4×4×4 blindfolded
event-555bf = 5×5×5 blindfolded
event-333mbf = 3×3×3 multi-blind
event-clock = Clock
event-megaminx = Megaminx
event-pyraminx = Pyraminx
event-skewb = Skewb
event-sq1 = Square-1

## The page's host in the browser (the static site: the engine in a Web Worker)
host-reload = Reload
host-crashed = The engine stopped. Reload the page to go on: everything kept is safe.
host-no-wasm = This browser cannot run puzzlebox's engine (WebAssembly in a worker). Use a current browser, or run `puzzlebox serve`.
host-storage-refused = This browser refuses storage here (private browsing?): play goes on, but nothing is kept after this tab closes.
host-storage-full = The browser's storage is full: play goes on, but the latest changes are not kept. Free some space, or export your data.
host-storage-damaged = The data kept in this browser could not be read. It is set aside, not deleted; play goes on with a fresh start.
