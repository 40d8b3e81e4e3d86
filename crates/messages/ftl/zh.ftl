# puzzlebox 的简体中文消息。与 en.ftl 的消息编号一一对应（有测试检查）。命令行、终端游戏
# 和网页都读取它（网页地址 /messages/zh.ftl）。

## 谜题与位置

puzzle-sliding = 数字华容道
puzzle-cube = 魔方
puzzle-rings = 智力五环
pos = 第 { $row } 行第 { $col } 列
tile-name = { $tile ->
    [0] 空格（0）
   *[other] 数字 { $tile }
}
parity = { $odd ->
    [yes] 奇
   *[no] 偶
}
dir-up = 上
dir-down = 下
dir-left = 左
dir-right = 右
empty = {""}
verbatim = { $text }

## 数字华容道的错误（sliding::Error），由其字段写成

sliding-empty = 棋盘为空：请按行给出数字，行与行之间用“/”分隔，例如“1 2 3/4 5 6/7 8 0”
sliding-empty-row = 第 { $row } 行是空的
sliding-not-a-number = { $at } 的“{ $token }”不是数字
sliding-ragged-rows = 各行长度不一：第 { $row } 行有 { $found } 个数，而第 1 行有 { $expected } 个
sliding-not-square = 一行中的 { $count } 个数排不成正方形棋盘；长方形棋盘请用“/”分行
sliding-wrong-count = { $width }×{ $height } 的棋盘有 { $expected } 格，这里给了 { $found } 个
sliding-bad-size = 不支持 { $width }×{ $height } 的棋盘：每边至少 2 格，全盘最多 256 格
sliding-tile-too-large = { $at } 的数字 { $tile } 在这个棋盘上不存在
sliding-tile-too-large-max = { $at } 的数字 { $tile } 在这个棋盘上不存在（数字为 0 到 { $max }）
sliding-duplicate = { $tile }出现了两次，在{ $first }和{ $second }；缺少{ $missing }
sliding-size-mismatch = 起始局面是 { $sw }×{ $sh }，目标却是 { $gw }×{ $gh }
sliding-unsolvable = 无解：数字相对目标是{ $permutation }排列，而空格离目标格有{ $blank }数步（{ $distance } 步），每一步都会同时改变这两个奇偶性；{ $fix }
sliding-fix-swapped = 数字 { $a } 和 { $b } 相对目标互换了位置：把它们换回来即可
sliding-fix-any = 任意交换两个数字（例如 1 和 2）就能变得有解
sliding-bad-move = 第 { $position } 个字符处的“{ $token }”不是一步走法：请用 U、D、L、R，可加步数（例如 U3）
sliding-impossible-move = 第 { $index } 步（{ $dir }）走不了：没有数字能向{ $way }滑进空格
sliding-bad-size-text = “{ $text }”不是棋盘尺寸：请写成 宽x高，例如 4x4
series-unknown = “{ $text }”不是连续模式：请写 marathon:4x4:10（尺寸，再写盘数）或 relay:3x3,4x4,5x5（按顺序写各尺寸）
series-marathon-count = 马拉松有 1 到 { $max } 盘，不能是“{ $text }”
series-relay-empty = 接力至少要有一个尺寸，例如 relay:3x3,4x4,5x5
series-relay-too-long = 接力最多 { $max } 个尺寸，不能是 { $count } 个
series-board-too-large = 连续模式的棋盘最大 { $max }×{ $max }：{ $width }×{ $height } 太大
series-board = 第 { $board } 盘：{ $error }
series-board-count = 这个连续模式有 { $expected } 盘，局面却有 { $found } 盘
series-marathon = 马拉松：{ $count } 盘 { $width }×{ $height }
series-relay = 接力：{ $sizes }
series-stage = 第 { $board } 盘：{ $size }
timer-splits = 分段：{ $splits }
menu-about-series = 数字华容道马拉松和接力：一个计时连续还原多盘，和 Slidysim 一样。
help-series-1 = 用一个计时连续还原所有棋盘：马拉松是同一尺寸的多盘，接力是依次每个尺寸一盘。一盘还原后下一盘立即出现；每盘的分段时间都会保存。
position-example-series = 1 2 3/4 5 6/7 0 8 ; 1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15   （剩下的各盘，用 ';' 分隔）
series-key = 连续模式
series-key-tip = marathon:4x4:10（尺寸，再写盘数，1 到 100）或 relay:3x3,4x4,5x5（按顺序的尺寸，每个最大 10×10）
series-new = 新的连续模式
series-by-size = 按棋盘尺寸
col-board-size = 棋盘
sliding-partition-board = { $partition } 模式数据库只用于 { $side }×{ $side } 棋盘，不能用于 { $width }×{ $height }；请改用 --heuristic md
sliding-bad-partition = 这些模式表没有把数字恰好分开：{ $fault }
sliding-partition-empty = 没有任何模式
sliding-partition-mismatched = 模式表属于不同的棋盘
sliding-partition-overlap = 目标格 { $cell } 的数字出现在两个模式里
sliding-partition-uncovered = 有数字不在任何模式里
sliding-tables-do-not-fit = 为 { $width }×{ $height }、空格目标在第 { $blank } 格而建的模式数据库不适合这道题
sliding-unreachable = 从这个局面到不了目标
sliding-too-large-to-enumerate = 广度优先搜索和 A* 会记下见过的每个局面，所以只用于最多 { $max } 格的棋盘，不能用于 { $width }×{ $height }
sliding-beyond-largest-distance = { $width }×{ $height } 的棋盘上没有离目标 { $distance } 步的局面（最远为 { $largest } 步）
sliding-no-position-at-distance = 在 { $width }×{ $height } 棋盘上没有找到离目标 { $distance } 步的局面（可能超过了最远距离）
sliding-no-exact-distances = 精确距离只用于最多 9 格的棋盘、4×4 和 5×5，不能用于 { $width }×{ $height }
sliding-distance-too-far = 在 { $width }×{ $height } 上无法很快证明 { $distance } 步的距离（最多 { $max } 步）
sliding-needs-pattern-tables = 4×4 和 5×5 的精确距离需要各自的模式数据库（仍在加载或尚未建立）
sliding-stopped = 搜索在完成前被停止了

## 按名称选择（search::UnknownName）

unknown-name = 没有名为“{ $name }”的{ $what ->
    [solver] 求解器
    [heuristic] 启发函数
    [metric] 计步方式
    [part] 部分
   *[other] 表组
}：可选的有 { $known }

## 网页

brand-label = puzzlebox：回到菜单
nav-label = 谜题
help-button = 规则与按键（?）
close = 关闭
level-easy = 简单
level-medium = 中等
level-hard = 困难
level-random = 随机
level-custom = 自定义
level-low = 低
level-mid = 中
level-high = 高
colour-white = 白
colour-red = 红
colour-green = 绿
colour-yellow = 黄
colour-orange = 橙
colour-blue = 蓝
colour-black = 黑
board-size = 棋盘大小
new-game = 新游戏
new-game-tip = 按这个难度（和种子）开一局新游戏
rescramble = 重新打乱
rescramble-tip = 同一难度，换一个开局
level-label = 下一局的难度
seed = 种子
seed-label = 下一局的种子（留空则随机）

menu-choose = 选择谜题
menu-saved = 保存的游戏
menu-stats = 统计与个人最佳
menu-colour-blind = 色盲友好配色
menu-loading-saved = 正在读取保存的游戏…
menu-level-of = { $puzzle }的难度
menu-about-sliding = 把数字滑回顺序，空格在最后。八数码、十五数码、二十四数码等。
menu-about-cube = 把每一面拧成同一种颜色。可用键盘、鼠标或公式转动。
menu-about-cube2 = 二阶魔方：让每个面只有一种颜色。用键盘、按钮或记号转动。
menu-about-rings = 五个七子的环由中间的圆盘相连：让每个环都回到自己的颜色。
menu-continue = 继续
menu-saved-show = 显示
menu-show-unfinished = 未完成的游戏
menu-show-solved = 已解开的游戏
menu-show-all = 全部游戏（包括重新开始的）
menu-no-unfinished = 没有未完成的游戏。
menu-no-solved = 还没有解开的游戏。
menu-no-all = 还没有保存的游戏。
col-status = 状态
status-playing = 未完成
status-solved = 已解开
status-abandoned = 已放弃（重新开始）
menu-no-games = 还没有玩过。
menu-resume = 继续
menu-resume-game = 继续{ $game }第 { $id } 局
replay-loading = 正在载入回放…
replay-title = { $puzzle }：回放
replay-untimed = 这局保存于记录每步时间之前：它的步骤按总用时平均展示。
replay-play = ▶ 播放
replay-pause = ⏸ 暂停
replay-step-back = ◀ 后退一步
replay-step-forward = 前进一步 ▶
replay-speed = 速度
replay-speed-half = ½×
replay-speed-normal = 1×
replay-speed-double = 2×
replay-seek = 游戏中的时间
replay-moves = 每个动作，当前的已标出
replay-undo = 撤销 { $move }
replay-redo = 重做 { $move }
replay-restart = 重新开始
replay-stages = 阶段
replay-col-stage = 阶段
replay-col-moves = 步数
replay-col-time = 用时
replay-col-pause = 停顿
replay-col-tps = TPS
replay-share = 复制这段回放的链接
replay-menu = 回到菜单
replay-watch = 观看回放
menu-replay = 回放
menu-replay-game = 回放{ $game }（第 { $id } 局）
menu-no-best = –（还没有不靠提示或演示的还原）
col-puzzle = 谜题
col-level = 难度
col-moves = 步数
col-time = 用时
col-played = 局数
col-solved = 还原
col-best-time = 最佳用时
col-fewest = 最少步数
col-solver = 求解器
col-nodes = 节点数

undo = 撤销
undo-tip = 退回一步（Backspace、Ctrl+Z）
redo = 重做
redo-tip = 重走撤销的一步（Ctrl+Y）
restart = 重来
restart-tip = 回到开局（Home）
hint = 提示
hint-tip = 一个好解法的下一步（,）
demonstrate = 演示
demonstrate-tip = 播放一个解法（.）
pause = 暂停
resume = 继续
step = 单步
step-tip = 演示走一步
stop = 停止
stop-tip = 停止演示（Esc）
speed = 速度
speed-label = 演示速度
speed-shown = 每步 { $ms } 毫秒
demo-show = 演示
demo-method = 演示方式
demo-best = 找到的最短解法
demo-beginners = 初级入门法，逐步讲解
demo-classic = 经典方法，逐步讲解
demo-step = { $method }：{ $step }（第 { $played } 步，共 { $total } 步）
demo-progress = 正在演示{ $optimal ->
    [yes] 最短的
   *[no] {""}
}{ $total } 步解法（第 { $played } / { $total } 步）
opening = 正在打开{ $puzzle }…
busy-tables = 正在加载求解表{ $tables ->
    [0] …
    [1] …
   *[other] （共 { $tables } 张）…
}
busy-new_game = 正在准备新游戏…
busy-hint = 思考中…
busy-demo = 正在规划演示…
hint-said = 提示：{ $move } —— 离还原 { $from } → { $to } 步（{ $optimal ->
    [yes] 最优
    [near] 接近最优，最多多出 { $over } 步
   *[no] 求解器给出的上界
}）
stat-moves = 步数
stat-moves-htm = 步数（HTM）
stat-time = 用时
stat-rate = 步/秒
stat-hints = 提示
title-level = 难度 { $level }
title-seed = 种子 { $seed }
title-goal = 目标 { $goal }
solved = 还原了！{ $moves } 步，用时 { $time }
record-both = ——新的最佳用时，也是新的最少步数纪录！
record-time = ——新的最佳用时！
record-moves = ——新的最少步数纪录！
records-rule = 用了提示或演示的还原会保留并标为“辅助”，但不算最佳成绩，也不计入平均。
assisted = 辅助
session-default = { $puzzle }{ $timer ->
    [yes] （计时器）
   *[no] {""}
}
moves-section = 走法
moves-input-label = 用记号输入走法
moves-made = 已走的步
moves-none = （还没有）
moves-example-sliding = 例如 U L D R（数字滑动的方向）
moves-example-cube = 例如 R U R' U' 或 [R, U] (F2 D)2
moves-example-cube2 = 例如 R U R' U' 或 (R U F)2 x
moves-example-rings = 例如 3+ 0- 2+3
play = 走
play-section = 游戏

position-section = 局面与求解
position = 局面
position-label = 要玩的局面（数字华容道可在 | 后加目标）
position-example-sliding = 8 6 7/2 5 4/3 0 1（行之间用 / 分隔，0 为空格；| 后可写自定目标）
position-example-cube = 54 个字母 URFDLB（或颜色 WRGYOB），按 Kociemba 的顺序
position-example-cube2 = 24 个字母 URFDLB（或颜色 WRGYOB），每面 4 个，面的顺序 U R F D L B
position-example-rings = 五个环，每环 7 个字母 K B G O R，用 / 分隔
position-play = 玩这个局面
position-copy = 复制局面
position-first = 请先输入或粘贴一个局面。
position-playing = 正在玩输入的局面。
position-copied = 已复制局面
position-in-box = 局面在下面的框里
valid = 有效：这个局面可以还原。
valid-solved = 有效，而且已经还原。
share = 分享链接
share-title = 分享这局游戏
share-holds = 链接里有谜题、开局和已走的步：
share-twizzle = 其中 setup-alg 和 alg 参数在 Twizzle 上同样可用。
share-not-ready = 链接还没准备好：求解表正在加载。
share-copied = 已复制链接

solve = 求解
solve-tip = 求解当前局面
solve-optimal = 最优（步数最少，有证明）
solve-two-phase = 两阶段（立即给出 20 步以内）
solving = 求解中…
solving-for = 求解中… 已用 { $secs } 秒，最多 { $limit } 秒
cancel = 取消
cancelled = 已取消。
already-solved = 已经还原。
solve-proven = 最优
solve-bound = 没有短于 { $bound } 步的解（时间用完）
solve-not-proven = 未证明最优
solve-nodes = ，{ $nodes } 个节点
solve-result = { $solution } —— { $moves } 步，{ $proof }；{ $secs } 秒{ $nodes }
solver-bfs = 广度优先搜索
solver-astar = A*
solver-optimal = 最优（IDA* 与模式表）
solver-fast = 快速

tiles-board = 数字方块
tile-label = 数字 { $tile }，第 { $row } 行第 { $col } 列{ $hinted ->
    [yes] （提示：滑动它）
   *[no] {""}
}
tiles-only-line = 只有和空格同行或同列的数字才能滑动。
tiles-new-board = 换棋盘
tiles-standard-goal = 标准目标
tiles-standard-goal-tip = 回到标准目标，并开一局新游戏
tiles-compare = 求解：比较求解器
tiles-hover = 悬停滑动
tiles-hover-tip = 用鼠标时，指针移到与空格同行或同列的方块上即可滑动（无需点击）；触屏操作不变

cube-scene = 三维魔方（拖动可转动视角）
cube-net = 魔方展开图
cube2-net = 展开的二阶魔方
cube-turn-layer = 转动一层
cube-turn = 转 { $layer }
cube-turn-prime = 逆转 { $layer }
cube-paint = 涂色
cube-paint-stop = 停止涂色
cube-paint-colour = 涂色颜色
cube-paint-with = 涂{ $colour }色
cube-hint-marked = 提示：{ $move }（标记的色块会转动，箭头表示方向）
cube-marker = 层标记：{ $layer }（1–9 选层，空格键转动）
cube-swipe = 在一面上划过可转动该层；在魔方旁拖动可转动视角。
cube-centres-stay = 中心块不动：它们决定每一面的颜色。

rings-picture = 智力五环，已还原：环 1 黑、2 蓝、3 绿、4 橙、5 红；中间是圆盘
rings-disk-area = 圆盘（0）：选中它；点右半边顺时针转，点左半边逆时针转
rings-ring-area = 环 { $ring }：选中它；点右半边顺时针转，点左半边逆时针转
rings-turn-cw = 顺时针转{ $ring ->
    [0] 圆盘
   *[other] 环 { $ring }
}（{ $move }）
rings-turn-ccw = 逆时针转{ $ring ->
    [0] 圆盘
   *[other] 环 { $ring }
}（{ $move }）
rings-piece = 环 { $ring } 第 { $slot } 格：{ $colour }

help-title = { $puzzle }：规则与按键
help-keys = 所有谜题通用的按键
help-or = 或
help-also = 也可按 { $key }
help-demo-pause = 演示 / 暂停
help-speed = 演示放慢 / 加快
help-stop = 停止演示
help-this = 本帮助
help-sliding-1 = 把数字滑回顺序，空格在最后（或滑成你输入的目标）。
help-sliding-2 = 点一下与空格同行或同列的数字，它（和中间的数字）就会滑过去，也可以划动；方向键把该方向的数字滑进空格。
help-cube-1 = 把每一面拧成同一种颜色。在一面上划过可转动该层；在魔方旁拖动可转动视角。
help-cube2-1 = 让每个面只有一种颜色。按钮转动一个面（R U F L D B，加 ' 为反向）或整个魔方（x y z）。
help-cube-2 = 按键与 csTimer、cubing.js 相同：I=R，K=R'，J=U，F=U'，H=F，G=F'，D=L，E=L'，S=D，L=D'，W=B，O=B'；;=y，A=y'，T=x，N=x'，P=z，Q=z'。
help-cube-3 = 层标记：1–9 选一层（U E' D' L M R' F S B'），空格键转动（Shift+空格反向）。
help-cube-4 = 走法框接受全部记号：R U F D L B、'、2、Rw 或 r、M E S、x y z、(…)3、[A, B]、[A: B]、[f+]。
help-rings-1 = 五个各有七子的小环共用中间的圆盘，圆盘上带着每个环的两子。向任一方向转动环或圆盘，直到每个环只剩自己的颜色：1 黑、2 蓝、3 绿、4 橙、5 红。
help-rings-2 = 点环的右半边顺时针转，点左半边逆时针转（或点旁边的箭头）；也可以用 0–5（0 是圆盘）或 Tab 选环，再用方向键或 + 和 − 转动。

## 魔方的错误（cube::CubeError），由其字段写成

cube-wrong-length = 魔方有 54 个色块（每面 9 个，面的顺序为 U R F D L B），这里给了 { $found } 个
cube-unknown-letter = 第 { $position } 个字符“{ $letter }”既不是面字母（U R F D L B）也不是颜色（W Y G B R O）
cube-colour-count = 颜色 { $letter } 出现了 { $count } 次，但每种颜色必须正好出现 9 次
cube-centres-not-distinct = 六个中心块不是六种不同的颜色：{ $letter } 同时是 { $first } 面和 { $second } 面的中心
cube-centres-impossible = 中心块的排列在真实魔方上不存在：{ $faces } 面的中心是 { $found }，而其余中心不变时，真实魔方在那里应是 { $expected }
list-and = { $init } 和 { $last }
list-sep = 、
cube-piece-corner = 角块
cube-piece-edge = 棱块
cube-not-a-piece = 色块 { $stickers } 的颜色是 { $colours }，魔方上没有这样的{ $kind }
cube-duplicate-piece = { $piece } 块出现了两次（在 { $first } 和 { $second }）；缺少 { $missing } 块
cube-twisted-corner = 有角块被拧转了：角块朝向之和为 { $sum }（模 3）而不是 0；把一个角块{ $sum ->
    [1] 逆时针
   *[other] 顺时针
}拧一下即可
cube-flipped-edge = 有棱块被翻转了：棱块朝向之和为 1（模 2）而不是 0；翻转一个棱块即可
cube-parity = 排列奇偶性错误：有两个块被互换了（角块排列为{ $corners }排列，棱块排列却是{ $edges }排列）；交换两个棱块或两个角块即可
cube-bad-token = 第 { $position } 个字符处的“{ $token }”不是一步转动{ $hint }
cube-hint-repeat = ：重复次数为 1 到 99
cube-hint-move = ：转动为 U R F D L B（可加 '、2）、Rw 或 r、M E S、x y z，分组 ( )、[A, B]、[A: B]
cube-too-many-moves = 第 { $position } 个字符处的分组展开后超过 { $limit } 步
cube-unbalanced = 第 { $position } 个字符处：{ $what }
cube-bracket-no-opening = “{ $bracket }”没有对应的左括号
cube-bracket-paren = “(”没有闭合
cube-bracket-square = “[”没有闭合
cube-bracket-separator = “[”在“]”之前需要“,”（交换子）或“:”（共轭）
cube-in-goal = 目标：{ $error }
cube-optimal-counts-htm = 最优求解器只按 HTM 计步（它的表是为任意角度的面转动而建的）；请用 --metric htm
cube-goal-and-part = --goal 和 --only 不能同时使用：要么解到一个局面，要么只解一部分
cube-no-goal-for-solver = { $part ->
    [yes] --only 只用于两阶段求解器（--only corners 为最优），不能用于 { $solver }
   *[no] --goal 只用于两阶段求解器和最优求解器，不能用于 { $solver }
}
cube-optimal-tables-not-built = 最优求解器的表还没有建立：请运行 `puzzlebox tables build cube --optimal`
cube-no-solution-in-time = 在时间限制内没有找到解
cube-unknown-subset = “{ $text }”不是一种训练；训练有 { $known }（pll 和 oll 可在冒号后给出情形；N 为 1 到 8）
cube-no-cases = 没有选择任何 { $set } 情形：请至少给出一种
cube-unknown-case = “{ $name }”不是 { $set } 的情形；情形有 { $known }
cube-cross-length = { $moves } 步的十字：十字需要 1 到 8 次面转动
cube2-wrong-length = 二阶魔方有 24 个贴纸（每面 4 个，面 U R F D L B），找到 { $found } 个
cube2-colour-count = 颜色 { $letter } 在二阶魔方上出现了 { $count } 次，应为 4 次
cube2-slice = “{ $token }”（第 { $position } 步）转动的是中间层，二阶魔方没有中间层
cube-trainer-title = { $puzzle } · 训练 { $subset }
cube-method-stuck = “{ $step }”这一步找不到能推进的公式
cube-step-0 = 白色十字
cube-step-1 = 第一层角块
cube-step-2 = 第二层棱块
cube-step-3 = 顶层十字
cube-step-4 = 顶层角块朝向
cube-step-5 = 顶层角块归位
cube-step-6 = 顶层棱块归位
cube-stage-cross = { $colour }十字
cube-stage-pair = 第 { $pair } 组 F2L
cube-stage-oll = OLL
cube-stage-pll = PLL

## 智力五环的错误（rings::RingsError），由其字段写成

rings-wrong-group-count = 局面应有 5 个环，用“/”分隔，这里有 { $found } 个
rings-wrong-length = 环 { $ring } 有 { $found } 子，但每个环都是 7 子（第 0 到 6 格）
rings-unknown-letter = 环 { $ring } 第 { $slot } 格的“{ $letter }”不是颜色：请用 K B G O R
rings-colour-count = 颜色 { $letter } 出现了 { $count } 次，但每种颜色正好出现 7 次
rings-bad-move = 第 { $index } 步“{ $token }”（第 { $position } 个字符）不是走法：写作 <环 0-5><+|->[次数]，例如 3+ 0- 2+3
rings-unknown-level = “{ $name }”不是难度：请用 low、mid 或 high
rings-large-tables-need-clicks = 大表只用于按“点”计步的最优和快速求解器
rings-mismatched-tables = 双色表与它们的种类不符
rings-distance-too-far = 无法很快证明 { $distance } 步的距离（最多 { $max } 点）
rings-distance-not-proven = 没能及时证明一个距离为 { $distance } 的局面
rings-no-solution = 快速求解器什么也没找到
rings-cancelled = 已取消

## 游戏的状态栏与错误

kind-sliding = 数字华容道
kind-cube = 魔方
kind-rings = 智力五环
the-sliding = 数字华容道
the-cube = 魔方
the-rings = 智力五环
level-moves = { $n } 步打乱
level-distance = 距离 { $n } 步
note-resumed = 已继续保存的游戏
note-restarted = 回到开局（重做可重放这些步）
note-undone = 已撤销（还可重做 { $redo } 步）
note-redone = 已重做（还可重做 { $redo } 步）
note-solved = 还原成功！
note-solved-unsaved = 还原成功！（未保存：{ $why }）
note-not-saved = 未保存（{ $why }）；请继续：存储可写后游戏会再次保存
note-preparing = 正在准备新游戏（难度 { $level }）…
note-new-game = 新游戏，难度 { $level }
note-no-new-game = 无法开始新游戏：{ $error }
note-already-solved = 这个局面已经还原
note-custom = 已设置自定义局面
note-thinking = 思考中…
note-paused = 已暂停
note-playing = 播放中
note-planning = 正在规划演示…
note-tables-unavailable = 求解表不可用：{ $error }
note-hint = 提示：{ $move } — { $length } → 离还原 { $left } 步（{ $optimal ->
    [yes] 最优
    [near] 接近最优，最多多出 { $over } 步
   *[no] 求解器给出的上界
  }）
note-hint-place = { $hint }；{ $place }
method-place = 初级入门法：第 { $step } 步（共 { $of } 步），{ $name }
note-no-hint = 没有提示：{ $error }
note-demo-solution = 正在演示一个 { $moves } 步的解法
note-demo-shortest = 正在演示一个 { $moves } 步的最短解法
note-demo-method = 正在演示方法：共 { $moves } 步，分 { $steps } 个阶段
note-no-demo = 无法演示：{ $error }
note-speed = 每步 { $ms } 毫秒
note-demo-stopped = 演示已停止
note-new-game-cancelled = 已取消新游戏
note-hint-cancelled = 已取消提示
not-now-preparing = 正在准备新游戏（取消可保留当前这局）
not-now-finished = 已还原：请开始新游戏或重新打乱（仍可撤销）
not-now-already-solved = 已经还原
not-now-no-demo = 没有正在播放的演示
not-now-saved-games-off = 存档功能已关闭
not-now-only-tiles-goals = 只有数字华容道可以自定义目标
game-goal = 目标：{ $error }
game-unknown-puzzle = 未知的谜题“{ $name }”：可选 sliding（或 tiles）、cube 和 rings
game-nothing-to-undo = 没有可撤销的步
game-nothing-to-redo = 没有可重做的步
game-wrong-puzzle = 这条记录是{ $found }的游戏，不是{ $expected }的
game-too-long = 一局最多 { $max } 步：请重新开始或开新局
game-bad-cursor = 记录中的位置 { $cursor } 超出了它的 { $moves } 步
game-timeline-item = 时间线的第 { $at } 项（“{ $item }”）不是“时间:动作”，或时间倒退了
game-timeline-mismatch = 时间线中的动作与这局的步骤不符
game-timeline-too-long = 一局的时间线最多 { $max } 个动作：请开新局
game-no-distance-levels = { $the }的游戏没有按距离划分的难度
game-one-goal = 只有数字华容道可以自定义目标；{ $the }只有一个目标
game-one-size = { $the }没有可选的尺寸或目标
game-no-method = { $the }没有可演示的方法
game-tables-not-ready = { $puzzle }的求解表尚未载入
game-cancelled = 已取消
level-unknown = 未知的难度“{ $name }”：可选 { $levels }，或 `moves N`、`distance N`
level-not-a-number = “{ $word }”不是步数
level-too-many-moves = “{ $text }”：打乱最多 { $max } 步
level-malformed = “{ $text }”不是难度（应为难度名、`moves N`、`distance N` 或 `random`）
store-corrupt = { $path } 不是可读的数据库（{ $detail }）；文件未被改动：把它移走即可重新开始
store-newer = { $path } 的结构版本是 { $found }，比本程序能读的（{ $supported }）新；文件未被改动
store-older = { $path } 的结构版本是 { $found }，比本程序能读的（{ $supported }）旧，且因无法写入而不能升级
store-export-format = 不是本版本能读的导出文件：格式是“{ $found }”，不是“{ $expected }”
store-export-version = 不是本版本能读的导出文件：版本 { $found } 比本程序能读的（{ $supported }）新
store-export-game = 导出文件的第 { $number } 局（{ $puzzle } { $uid }）无法重放：{ $error }；没有导入任何内容
store-no-such-game = 没有编号为 { $id } 的游戏
store-no-such-game-uid = 没有 uid 为 { $uid } 的游戏
store-no-solved-game = 还没有解开的游戏
store-no-such-session = 没有“{ $session }”这个练习组（请写它的名字或编号：`puzzlebox sessions` 会列出它们）
store-no-such-solve = 没有编号为 { $id } 的成绩
store-empty-name = 练习组需要一个名字
store-name-taken = 已有名为“{ $name }”的练习组：练习组的名字不能重复
store-merge-itself = 练习组“{ $name }”不能合并到它自己
store-kinds-differ = “{ $from }”和“{ $into }”是不同谜题或不同练习方式的练习组，不能合并
store-bad-split = 练习组“{ $name }”不能在成绩 { $solve } 处拆分：请给出它第一个之后的某个成绩
store-comment-too-long = 备注最多 { $max } 个字符，这条有 { $chars } 个：没有任何改动
store-comment-control = 备注不能含控制字符（换行、制表符等）；第 { $at } 个字符就是：没有任何改动
store-sqlite = 数据库错误：{ $detail }
table-undecodable = 表 { $table } 生成后无法读回
table-wrong-type = 表 { $table } 不是所要求的类型
table-unavailable = 求解表不可用：{ $reason }
table-desktop-only = { $table } 只在桌面版程序中提供：太大，无法在浏览器中构建
cache-truncated = 表文件不完整：应有 { $expected } 字节，实有 { $found } 字节
cache-bad-magic = 不是 puzzlebox 的表文件（文件头标记不符）
cache-version = 表格式版本为 { $found }，应为 { $expected }
cache-key-mismatch = 表的键为“{ $found }”，应为“{ $expected }”
cache-length = 表数据有 { $found } 字节，应为 { $expected } 字节
cache-checksum = 表的校验和不符（文件已损坏）
cache-undecodable = 其内容不是这个表的格式
cache-no-dir = 这个用户没有缓存目录；请设置 PUZZLEBOX_CACHE

## 表与方法步骤的名称

table-sliding-paths = 最短解用不到的滑块走法串（最长 { $moves } 步）
table-sliding-pattern = { $board } 模式数据库（数字 { $set }{ $blank ->
    [any] ，空格可停在任意格
   *[other] {""}
  }，{ $size }）
table-cube-two-phase = 魔方二阶段表
table-cube-optimal = 魔方最优解表，{ $size }（{ $megabytes } MB）
table-cube-corners = 魔方角块表（12 MB）
puzzle-cube2 = 二阶魔方
kind-cube2 = 二阶魔方
the-cube2 = 二阶魔方
puzzle-series = 数字华容道连续模式（马拉松、接力）
kind-series = 连续模式
the-series = 连续模式
table-cube-pocket = 二阶魔方距离表（3.5 MB）
table-cube-cross = 魔方十字表（2 MB）
table-cube-p1-twist-slice = 第一阶段：角块朝向类 × 中层棱位置
table-cube-p1-flip-slice = 第一阶段：棱块朝向类 × 中层棱位置
table-cube-p1-twist-flip = 第一阶段：角块朝向类 × 棱块朝向
table-cube-p2-cperm-mperm = 第二阶段：角块排列类 × 中层棱排列
table-cube-p2-eperm-ccomb = 第二阶段：棱块排列类 × U 层角块位置
table-rings-colour = 智力五环颜色表{ $metric ->
    [turns] ，转数计量
   *[other] {""}
  }（6.7 MB）
table-rings-classic = 智力五环经典方法表（32 MB）
table-rings-pair = 智力五环双色表（{ $kind }，580 MB）
size-mb = { $n } MB
size-kb = { $n } KB
size-bytes = { $n } 字节
rings-step-fill = 第 1 步：把每个环外侧的 1–5 号位填满它自己的颜色
rings-step-pair = 第 2 步：以第 { $ring } 环为辅助环，把转盘上的块两两配对
rings-step-offset = 第 3a 步：把转盘转到能还原最多环的位置
rings-step-home = 第 3b 步：用第 { $ring } 环和转盘把缺的对送回各自的环
rings-stage-ring = 第 { $ring } 环
method-the-beginners = 初级入门法
method-the-classic = 经典方法

## 终端游戏

tui-title = { $puzzle } { $width }×{ $height }
tui-saved-game = 存档
tui-resume-ask = 继续上次保存的游戏吗？(y/n)
tui-too-small = 终端太小：{ $width }x{ $height }，游戏至少需要 { $need_width }x{ $need_height }。请把窗口调大。
tui-choose = 选择一个谜题（方向键和回车，或按序号；t 给实物计时；q 退出）：
tui-saved-moves = （存档：{ $moves } 步）
tui-saved-a = 一局保存的{ $game }游戏（{ $moves } 步）
tui-saved-unavailable = 存档不可用：{ $error }
tui-cannot-restore = 无法恢复存档：{ $error }
tui-not-saved = 未保存：{ $error }
tui-only-next-to-blank = 只有空格旁边的数字可以滑动
tui-heading-level = · 难度 { $level }
tui-heading-seed = {" "}· 种子 { $seed }
tui-heading-goal = {" "}· 目标 { $goal }
tui-status = 步数 { $moves }  用时 { $time }  难度 { $level }  提示 { $hints } 次
tui-status-redo = （可重做 { $redo } 步）
tui-status-demo = 演示 { $played }/{ $total }{ $paused ->
    [yes] {" "}已暂停
   *[no] {""}
  } 每步 { $ms } 毫秒
tui-building = 正在生成{ $label }：{ $percent }%
tui-building-table = 正在生成{ $label }：{ $percent }%（第 { $count } 张表）
tui-loading-tables = 正在载入求解表…
tui-the-method = 方法
tui-keys-sliding-1 = 方向键/点击 滑动 · h 提示 · p 演示 · z 撤销 · y 重做 · n 新局 · e 输入 · ? 帮助 · q 退出
tui-keys-sliding-2 = 方向键 滑动 · h 提示 · p 演示 · z/y 撤销/重做 · n 新局 · ? 帮助 · q 退出
tui-keys-sliding-3 = h 提示 · p 演示 · z 撤销 · ? 帮助 · q 退出
tui-keys-cube-1 = urfdlb 转动（shift 逆时针）· 方向键 整体转 · Tab/空格 层标记 · : 输入 · h 提示 · p 演示 · P 方法 · z 撤销 · y 重做 · ? 帮助 · q 退出
tui-keys-cube-2 = urfdlb 转动（shift 逆时针）· 方向键 整体转 · Tab/空格 层 · h 提示 · z 撤销 · ? 帮助 · q 退出
tui-keys-cube-3 = urfdlb 转动 · h 提示 · z 撤销 · ? 帮助 · q 退出
tui-keys-cube2-1 = urfdlb 转动（shift 逆时针）· 方向键 整体转 · : 输入 · h 提示 · 空格 演示 · z 撤销 · y 重做 · ? 帮助 · q 退出
tui-keys-cube2-2 = urfdlb 转动（shift 逆时针）· 方向键 整体转 · h 提示 · 空格 演示 · z 撤销 · ? 帮助 · q 退出
tui-keys-rings-1 = 0-5/Tab 选环 · 方向键或 +/- 转动 · h 提示 · 空格 演示 · z 撤销 · y 重做 · n 新局 · ? 帮助 · q 退出
tui-keys-rings-2 = 0-5/Tab 选环 · 方向键 转动 · h 提示 · 空格 演示 · z 撤销 · ? 帮助 · q 退出
tui-keys-rings-3 = 0-5 选环 · 方向键 转动 · ? 帮助 · q 退出
tui-solved = ★ 还原成功！{ $moves } 步，用时 { $time }
tui-solved-helped = ，用了 { $hints } 次提示和 { $demos } 次演示
tui-best-time = {" "}· 最快纪录！
tui-fewest-moves = {" "}· 最少步数纪录！
tui-solved-assisted = {" "}· 有辅助：不计纪录
tui-solved-next = {" "}· n 新局，s 重新打乱，q 退出
tui-new-game = 新游戏
tui-from-custom-goal = （按自定义目标；g：回到标准目标）
tui-levels-keys = 回车 开始 · m 菜单 · Esc 返回
tui-enter = 输入
tui-prompt-moves-cube = 转动（任意记号：R U R' U'、M2、x、(R U)3、[R, U]）：
tui-prompt-moves-cube2 = 转动（面转动和整体转动：R U F'、x、(R U)3）：
tui-prompt-moves-rings = 转动（环号和方向，例如 3+ 0- 2+3）：
tui-prompt-moves-sliding = 移动（U D L R，数字滑动的方向）：
tui-prompt-position-cube = 局面（54 个字母 URFDLB 或颜色，Kociemba 顺序）：
tui-prompt-position-cube2 = 局面（24 个字母 URFDLB 或颜色，每面 4 个，面的顺序 U R F D L B）：
tui-prompt-position-rings = 局面（五个环，每环 7 个字母 K B G O R，用 / 分隔）：
tui-prompt-position-sliding = 局面（各行用 / 分隔，0 为空格；`开局 | 目标` 可设目标）：
tui-prompt-keys = 回车 确定 · Esc 取消
tui-help-title = 规则与按键
tui-help-sliding-goal = 把数字滑到标题中所示的目标（0 为空格）。方向键把一个数字朝该方向滑进空格；点击空格旁的数字也能滑动它。先按 n 再按 g：回到标准目标。
tui-help-sliding = 把数字按顺序排好，空格在最后。方向键把一个数字朝该方向滑进空格；点击空格旁的数字也能滑动它。
series-board-of = 第 { $leg } 盘，共 { $legs } 盘
series-next = 下一盘：{ $next }
tui-prompt-position-series = 局面（要下的各盘，用 ';' 分隔，每盘按行写、行间用 /、0 为空格）：
tui-help-series = 用一个计时连续还原所有棋盘：马拉松是同一尺寸的多盘，接力是依次每个尺寸一盘。一盘还原后下一盘立即出现。方向键把数字块朝该方向滑入空格；点击空格旁的数字块即可滑动。
tui-help-cube = 让每个面只有一种颜色。u r f d l b 顺时针转动一个面，按住 shift 逆时针；方向键整体转动魔方（上：x，右：y'）；Tab 移动层标记，空格转动标记的层；: 可输入任意记号。
tui-help-cube2 = 让二阶魔方的每个面只有一种颜色。u r f d l b 顺时针转动一个面，按住 shift 逆时针；方向键整体转动魔方（上：x，右：y'）；: 可输入转动记号。
tui-help-rings = 让每个环回到自己的颜色：1 黑、2 蓝、3 绿、4 橙、5 红。中间的转盘（0）上有每个环的两块。用 0-5 或 Tab 选环，用方向键或 + 和 - 转动。
tui-help-keys-1 = n 新游戏/难度 · s 重新打乱 · z 或退格 撤销 · y 重做
tui-help-keys-2 = Home 回到开局 · h 提示 · p 演示（+/- 速度，. 单步，Esc 停止）
tui-help-keys-3 = P 逐步演示方法（魔方：初级入门法，五环：经典方法）
tui-help-keys-4 = e 输入局面 · : 输入转动 · q 退出（游戏会保存）
tui-help-close = 按任意键关闭
tui-hint = 提示：{ $move }
tui-marker = 层标记：{ $layer }
tui-marker-keys = Tab 移动 · 空格 转动

## 命令行

cli-building = 正在生成{ $label }
cli-rebuilding = 正在重新生成{ $label }（{ $file }：{ $why }）
net-unreachable = 无法连接服务器：`puzzlebox serve` 还在运行吗？
net-solve-ended = 求解结束了，但没有给出答案
net-solve-failed = 求解失败
api-no-route = 没有这个路径
api-bad-size = 尺寸“{ $text }”：{ $error }
api-start-and-setup = 请给出起始局面或打乱步骤，不要两者都给
api-setup = 打乱步骤：{ $error }
api-no-game = 没有游戏“{ $key }”（服务器重启后它可能已结束：请从存档中继续）
api-not-a-saved-game = “{ $id }”不是存档的编号
api-no-saved-game = 没有编号为 { $id } 的存档
api-not-a-number = “{ $id }”不是{ $what }
api-what-session = 练习组编号
api-what-solve = 成绩编号
api-what-saved-game = 保存的游戏编号
api-not-a-timer-session = 练习组“{ $name }”不是计时器练习组（它的成绩在屏幕上完成）
api-bad-entries = 这个 csTimer 文件有 { $count } 条错误记录，所以没有导入任何内容（导入其余的会跳过它们）：{ $entries }
api-not-an-export = 不是导出文件：{ $detail }
api-csv-needs-session = 一个 CSV 只装一个练习组：用 ?session= 指定
api-bad-utc-offset = utc_offset_min { $minutes } 超出了任何时区：请给出比 UTC 快的分钟数，正负不超过 840
api-no-timer = 没有计时器“{ $key }”（服务器可能已重启：请重新打开一个）
api-storage = 存档不可用：{ $error }
api-busy = 所有求解器都在忙；请稍后再试
api-slow-body = 请求体没有在 { $secs } 秒内到达
api-cross-origin = 只接受来自本页面同源的修改请求
api-unauthorized = 这个服务器需要访问令牌：请打开它启动时打印的地址
api-internal = 服务器内部错误：{ $detail }
api-json-data = 请求体的 JSON 不符合这个接口{ $fault ->
      [missing] ：缺少字段“{ $field }”
      [unknown] ：没有字段“{ $field }”
      [variant] ：没有“{ $field }”这个取值
     *[other] {""}
  }（第 { $line } 行第 { $column } 列）
api-json-syntax = 请求体不是有效的 JSON{ $fault ->
      [eof] ：在结束前中断了
     *[other] {""}
  }（第 { $line } 行第 { $column } 列）
api-not-json = 请求体没有标明是 JSON（Content-Type: application/json）
api-too-large = 请求体太大
api-body-unread = 无法读取请求体
api-bad-path = 路径中的参数无效
api-bad-query = 查询参数无效
cli-in-file = { $path }:{ $line }：{ $fault }
cli-file = { $path } { $fault }
cli-not-an-export = { $path } 不是 puzzlebox 的导出文件：{ $detail }
cli-time-limit = 已到时间限制；已证明不存在短于 { $bound } { $unit ->
    [clicks] 下
   *[moves] 步
  }的解
cli-batch = { $total } 行中有 { $failed } 行失败
cli-check-unsolved = 魔方 { $item }：解法没有还原它
cli-check-no-hint = { $state } 没有提示
cli-check-hint-unsolved = 提示的方案没有解开这局游戏
cli-bad-shard = “{ $text }”不是分片：请写成 K/N，其中 1 ≤ K ≤ N，例如 2/8
cli-bad-count = 应为正整数或 `all`
cli-size-for-one-puzzle = --size 只用于数字华容道；{ $the }只有一种尺寸
cli-size = --size “{ $text }”：{ $error }
cli-level-needs-puzzle = --level 需要指明谜题：play sliding|cube|rings --level …
cli-level = { $the }没有难度“{ $level }”：可选 { $levels }，或 `moves N`、`distance N`
cli-fault-columns = 应有编号、最优步数，然后是 16 或 25 个数字（其他列在它们之前）
cli-fault-length = “{ $text }”不是步数
cli-fault-empty = 没有任何题目
clap-valid = ；可选：{ $values }
clap-suggested = ；你是想用 { $value } 吗？
clap-invalid-value = “{ $value }”不是 { $arg } 的有效值{ $valid }
clap-unknown-argument = 未知的参数“{ $arg }”{ $suggested }
clap-invalid-subcommand = 未知的命令“{ $value }”{ $suggested }
clap-missing-required = 缺少必需的参数：{ $args }
clap-missing-subcommand = 缺少命令
clap-conflict = { $arg } 不能与 { $other } 同时使用
clap-value-count = { $arg } 的值的个数不对
clap-value-validation = “{ $value }”不是 { $arg } 的有效值：{ $detail }
clap-other = 命令行有误（{ $detail }）
clap-more = 用法请看 `puzzlebox --help`。

## 命令行的记录、报告和汇总（文本格式；JSON 始终为英文）

cli-list-sep = ，
cli-rec-error = { $state }：错误：{ $error }
cli-rec-already-solved = （已经复原）
cli-rec-no-solution = 在时限内没有找到解
cli-rec-clicks-turns = { $clicks } 次点击，{ $turns } 次转动
cli-rec-moves = { $n } 步
cli-rec-moves-in = { $n } 步（{ $metric }）
cli-rec-optimal = 最优
cli-rec-all-found = { $n ->
        [1] 唯一的最优解
       *[other] 共 { $n } 个最优解，已全部找到
    }
cli-rec-more-exist = 已给出 { $n } 个最优解，还有更多
cli-rec-stopped-at = 搜索停止前找到 { $n } 个最优解
cli-rec-timed-out = 超时
cli-rec-not-proven = 未证明最优
cli-rec-lower-bound = 下界 { $n }
cli-rec-nodes = { $n } 个节点
cli-rec-ms = { $ms } 毫秒
cli-time-summary = 中位数 { $median } 毫秒，平均 { $mean } 毫秒，p95 { $p95 } 毫秒，最长 { $max } 毫秒
cli-warning = 警告：{ $detail }
cli-built = 已生成{ $label }，用时 { $secs } 秒
cli-interrupted = 已中断
cli-interrupted-build = 在生成表时中断：表未保存（下次运行会重新生成）
web-no-such-file = 没有这个文件
io-the-terminal = 终端
io-standard-output = 标准输出
io-the-runtime = 服务器的运行时
cli-io-read = 无法读取 { $what }：{ $why }
cli-io-write = 无法写入 { $what }：{ $why }
cli-io-create = 无法创建 { $what }：{ $why }
cli-io-create-cache = 无法创建缓存目录 { $what }：{ $why }
cli-io-listen = 无法监听 { $what }：{ $why }
cli-io-resolve = 无法解析 { $what }：{ $why }
cli-io-start = 无法启动 { $what }：{ $why }
cli-io-not-found = 没有这个文件或目录
cli-io-permission = 没有权限
cli-io-exists = 它已经存在
cli-io-addr-in-use = 地址已被占用
cli-io-addr-not-available = 本机没有这个地址
cli-io-invalid-data = 数据无效
cli-io-other = { $os }
cli-no-data-dir = 这个用户没有数据目录；请设置 PUZZLEBOX_DATA
cli-needs-terminal = 这个命令需要在终端里运行
cli-no-address = { $host } 没有对应的地址
cli-serving = puzzlebox 正在 { $url } 提供服务
cli-serving-token = （每个请求都需要令牌：请原样打开上面的地址）
cli-serving-stop = 按 Ctrl-C 停止服务器；每局游戏都会保存。
cli-no-browser = 没有可以打开的浏览器；请访问 { $url }
cli-store-read-only = { $path } 在这里只能读取（只读的文件夹或磁盘）：可以玩，但不会保存
cli-stats-none = 还没有玩过（用 puzzlebox play 开一局）
cli-replay-solved = 用时 { $time } 秒解开，{ $moves } 步
cli-replay-solved-untimed = { $moves } 步解开（保存于记录时间之前）
cli-replay-unsolved = 未解开（已走 { $moves } 步）：没有阶段
cli-replay-stage = 阶段
cli-replay-moves = 步数
cli-replay-time = 用时
cli-replay-pause = 停顿
cli-replay-tps = TPS
cli-stats-puzzle = 谜题
cli-stats-level = 难度
cli-stats-played = 局数
cli-stats-solved = 完成
cli-stats-abandoned = 放弃
cli-stats-best-time = 最快
cli-stats-fewest = 最少步
cli-stats-mean-time = 平均用时
cli-imported = 导入了 { $games } 局：新增 { $added } 局，更新 { $updated } 局，已有 { $unchanged } 局
cli-tables-md = md 启发函数不需要表
cli-table-built = { $label }：已生成，用时 { $secs } 秒
cli-table-loaded = { $label }：已在缓存中，载入用时 { $secs } 秒
cli-table-built-now = 已生成{ $label }
cli-tables-ready = { $name } 的表已就绪，位于 { $dir }（{ $secs } 秒）
cli-tables-stale = 已过期
cli-tables-not-built = 未生成
cli-tables-other-version = （不是这个版本的表）
cli-tables-two-phase-built = 魔方两阶段表已生成，用时 { $secs } 秒（{ $mb } MB）
cli-tables-entries = { $name }：{ $entries } 项，平均深度 { $mean }，最大 { $max }
cli-tables-loaded-back = 从 { $dir } 重新载入，用时 { $ms } 毫秒
cli-tables-optimal-built = 魔方最优表（{ $name }）已生成，用时 { $secs } 秒，{ $threads } 个线程（{ $mb } MB）
cli-tables-optimal-values = { $cosets } 个陪集，基值 { $base }：读出的平均值 { $mean }；按读出值的项数 { $counts }
cli-tables-rings-classic = 智力五环经典方法的表已就绪，用时 { $secs } 秒
cli-tables-rings-pair = 智力五环双色表已就绪，用时 { $secs } 秒
cli-bench-tables-built = 表：{ $name } 已生成，用时 { $secs } 秒
cli-bench-tables-loaded = 表：{ $name } 已载入，用时 { $secs } 秒
cli-bench-tables-built-dual = 表：{ $name }（含对偶查表）已生成，用时 { $secs } 秒
cli-bench-tables-loaded-dual = 表：{ $name }（含对偶查表）已载入，用时 { $secs } 秒
cli-bench-built-in = 表：已生成，用时 { $secs } 秒
cli-bench-loaded-in = 表：已载入，用时 { $secs } 秒
cli-bench-line-length = #{ $id }  长度 { $n }（应为 { $expected }{ $ok ->
    [no] ，不符
   *[yes] {""}
  }）  节点 { $nodes }  { $ms } 毫秒
cli-bench-line-bound = #{ $id }  下界 { $n }（应为 { $expected }{ $ok ->
    [no] ，不符
   *[yes] {""}
  }）  节点 { $nodes }  { $ms } 毫秒
cli-bench-file-summary = { $count } 题，启发函数 { $heuristic }，{ $threads } 个线程：{ $mismatches ->
    [0] 长度全部相符
   *[other] 长度不符
  }（{ $mismatches } 处不符）；解出 { $solved } 题（{ $proven } 题证明最优），平均长度 { $mean }
cli-bench-stopped = { $stopped } 题因超时停止，证明的下界平均 { $bound }
cli-bench-file-total = 共 { $wall } 秒（墙钟），各题合计 { $summed } 秒，{ $nodes } 个节点（求解时每秒 { $rate } M 个节点）
cli-bench-random-tiles = { $size }，{ $count } 个随机局面（种子 { $seed }），求解器 { $solver }：解出并验证 { $solved } 个
cli-bench-lengths = 长度平均 { $mean }，最短 { $min }，最长 { $max }
cli-bench-mean-max = 长度：平均 { $mean }，最长 { $max }
cli-bench-bounds = 证明的下界平均 { $bound }；长度与下界之比：平均 { $mean }，最大 { $max }；{ $proven } 个证明最优
cli-bench-time-per-position = 每个局面的用时：{ $times }；墙钟 { $wall } 秒
cli-bench-time-per-cube = 每个魔方的用时：{ $times }
cli-bench-cube2 = { $count } 个随机状态的二阶魔方（种子 { $seed }），各自打乱并最优求解
cli-bench-cube2-scramble = 每个打乱的用时：{ $times }
cli-bench-cube2-solve = 每次最优求解的用时：{ $times }
cli-bench-cube2-lengths = 最优解平均长度：{ $mean } 步
cli-bench-time-per-drill = 每个打乱的用时：{ $times }
cli-bench-drills = { $subset } 的 { $count } 个打乱（种子 { $seed }）
cli-bench-drill-lengths = 打乱长度：{ $histogram }
cli-drill-last-layer = 该情形在黄色（D）层上：黄色朝上、绿色朝前拿魔方（{ $hold }）
cli-drill-cross = 打乱后白色十字在顶面（U）；把魔方翻过来（z2）即可在底面做十字
cli-bench-time-and-wall = 每个魔方的用时：{ $times }；墙钟 { $wall } 秒
cli-bench-cube-tables = 表：{ $name } 最优表已就绪，用时 { $secs } 秒
cli-bench-cube-optimal = 魔方 { $cube }：{ $n } 步（最优），用时 { $secs } 秒，{ $nodes } 个节点
cli-bench-cube-bound = 魔方 { $cube }：{ $n } 步（至少 { $bound } 步），用时 { $secs } 秒，{ $nodes } 个节点
cli-bench-cubes-from = 个魔方，取自 { $file }
cli-bench-cubes-random = 个随机状态的魔方（种子 { $seed }）
cli-bench-cube-summary = { $count } { $source }，最优求解器，{ $threads } 个线程：{ $proven } 个证明最优
cli-bench-cube-lengths = 长度：平均 { $mean }；{ $histogram }；平均节点数 { $nodes }
cli-bench-human-summary = { $count } { $source }，入门法，{ $threads } 个线程：解出 { $solved } 个
cli-bench-step-mean = { $name }：平均 { $mean }
cli-bench-aim-time = 每个用 { $secs } 秒找最短的
cli-bench-aim-target = 目标 { $n } 步
cli-bench-two-phase-summary = { $count } { $source }，{ $aim }，{ $threads } 个线程：{ $reached } 个达到
cli-bench-two-phase-effort = 每个魔方的搜索：平均第一阶段 { $nodes1 } 个节点，第一阶段 { $leaves } 个解，第二阶段 { $nodes2 } 个节点
cli-bench-random-states = 随机状态
cli-bench-rings-summary = { $count } 个局面（{ $level }），求解器 { $solver }：解出并验证 { $verified } 个，{ $proven } 个证明最优
cli-bench-rings-lengths = 点击：平均 { $clicks }，中位数 { $median }，最多 { $max }；转动：平均 { $turns }
cli-bench-rings-time = 用时：{ $times }；节点 { $nodes }；墙钟 { $wall } 秒
cli-bench-hints-tables = { $label }：表已就绪，用时 { $ms } 毫秒；提示限时 { $budget } 毫秒
cli-bench-hints-level = { $level } 提示 { $times }；{ $optimal }/{ $count } 最优，计划平均 { $mean } 步；新开一局最长 { $prep } 毫秒

## 数字华容道方法的步骤（sliding::reduce::Step 的标签）

sliding-step-tile = 第 { $index } { $line ->
    [row] 行
   *[column] 列
  }：数字 { $tiles }
sliding-step-pair = 第 { $index } { $line ->
    [row] 行
   *[column] 列
  }：数字 { $first } 和 { $second }（最后两个一起）
sliding-step-tiles = 第 { $index } { $line ->
    [row] 行
   *[column] 列
  }：数字 { $tiles }
sliding-step-last = 最后的 { $width }x{ $height } 块：完成它
sliding-stage-line = 第 { $index } { $line ->
    [row] 行
   *[column] 列
  }
sliding-stage-last = 最后的 { $width }×{ $height } 块
sliding-step-loops-removed = 缩小棋盘并完成，去掉了绕圈
sliding-step-optimal = 最优解
sliding-step-near = 近似最优解
sliding-step-bfs = 广度优先搜索
sliding-step-astar = A* 搜索

## 练习：练习组、平均成绩、csTimer 文件

mode-screen = 屏幕上
mode-timer = 计时器
cli-sessions-none = 还没有练习组：第一次还原时会自动建立（也可以用 `puzzlebox sessions new`）
cli-sessions-col-id = 编号
cli-sessions-col-name = 练习组
cli-sessions-col-what = 谜题 · 方式
cli-sessions-col-solves = 成绩数
cli-sessions-current = （* 表示同类的当前练习组：新成绩会记入其中）
cli-session-made = 已建立练习组“{ $name }”（{ $what }）；同类的新成绩会记入其中
cli-session-renamed = 已改名为“{ $name }”
cli-session-current = “{ $name }”现在是同类的当前练习组
cli-session-merged = 已合并到“{ $name }”，它现在有 { $solves } 个成绩
cli-session-split = 已建立“{ $name }”，含 { $solves } 个成绩
cli-session-deleted = 已删除练习组“{ $name }”及其 { $solves } 个成绩
cli-solves-col-id = 编号
cli-solves-col-game = 对局
cli-solves-col-time = 时间
cli-solves-col-moves = 步数
cli-solves-col-date = 日期（UTC）
cli-solves-col-comment = 备注
cli-bad-penalty = “{ $text }”不是罚时：请写 ok、+2 或 DNF
cli-penalty-set = 成绩 { $id }：{ $time }
cli-comment-set = 成绩 { $id }：“{ $comment }”
cli-session-stats = { $name }（{ $what }）：{ $solves } 个成绩，其中 { $assisted } 个辅助，{ $dnfs } 个 DNF
cli-avg-times = 时间
cli-avg-moves = 步数
cli-avg-tps = 每秒步数
cli-avg-current = 当前
cli-avg-best = 最佳
cli-csv-needs-session = CSV 只含一个练习组：请用 --session 指明（`puzzlebox sessions` 会列出它们）
cli-solve-off-screen = 第 { $solve } 次还原是在实物上计时的：没有可以回放的对局
cli-bad-entries = { $path }：有 { $count } 条错误记录；没有导入任何内容（--skip-bad 会导入其余的）：{ $entries }
cli-too-large = { $path } 有 { $size }，超过了导入的上限（{ $max }）；没有导入任何内容
cli-skipped = 已跳过：{ $entry }
cli-imported-sessions = 练习组：新增 { $sessions } 个；成绩：新增 { $added } 个，已有 { $unchanged } 个
cli-import-nothing-new = 没有新内容：{ $path } 中的一切都已存在
cli-bench-sessions = 存入 { $solves } 个成绩用时 { $stored } 毫秒；练习组的全部统计 { $whole } 毫秒（仅平均 { $figures } 毫秒）；再存一个成绩并更新统计 { $one } 毫秒；数据库 { $bytes } 字节（每个成绩 { $per }）
cli-bench-sessions-pages = 一页 50 个成绩：{ $first } 毫秒（最新一页），{ $middle } 毫秒（中间一页），{ $last } 毫秒（最早一页）；最佳成绩和每天成绩的历史 { $history } 毫秒
cli-bench-sessions-bests = 最佳 ao5 { $ao5 }，最佳 ao100 { $ao100 }，最佳 ao1000 { $ao1000 }
cstimer-not-a-list = 不是成绩的列表
cstimer-not-a-solve = 不是 csTimer 的成绩（[[罚时, 时间], 打乱, 备注, 日期]）
cstimer-missing = 缺少{ $field ->
    [penalty] 罚时
    [time] 时间
    [scramble] 打乱
    [comment] 备注
   *[date] 日期
}
cstimer-not-a-number = { $field ->
    [penalty] 罚时
    [time] 时间
    [scramble] 打乱
    [comment] 备注
   *[date] 日期
}不是数字
cstimer-negative-time = 时间是负数（{ $ms }）
cstimer-unknown-penalty = 罚时代码 { $code } 不是 csTimer 的（0、2000 或 -1）
cstimer-entry-session = 练习组“{ $session }”：{ $fault }
cstimer-entry-solve = 练习组“{ $session }”第 { $solve } 个成绩：{ $fault }

# The practice screen and the saved games' list (the page).
nav-practice = 练习
menu-practice = 练习：练习组、平均成绩、图表和实物魔方计时器
menu-delete = 删除
menu-delete-game = 删除{ $game }游戏 { $id }
menu-delete-confirm = 删除这局{ $moves }步的{ $game }游戏？删除后无法继续。
ask-cancel = 取消
col-date = 日期
col-no = 序号
col-figure = 指标
col-current = 当前
col-best = 最佳
col-moves-mean = 步数（当前 / 最佳）
col-tps = 每秒步数（当前 / 最佳）
trainer = 训练
trainer-none = 整个魔方
trainer-pll = PLL 训练
trainer-oll = OLL 训练
trainer-cross = 十字训练
trainer-cases = 情形（按名称，用逗号分隔）
trainer-cases-all = 全部情形
trainer-cross-moves = 十字步数（面转动）
trainer-case-was = 刚才是 { $case }
trainer-cross-of = { $colour }十字：{ $moves }（{ $n } 步）
trainer-by-case = 按情形
col-case = 情形
col-count = 次数
col-mean = 平均
practice-title = 练习
practice-averages = 平均成绩
practice-charts = 图表
practice-solves = 成绩
practice-puzzle = 谜题
practice-size = 尺寸
practice-name = 名字
practice-mode = 还原方式
practice-session = 练习组
practice-time-real = 给实物谜题计时：
practice-timer-open = 打开计时器
practice-time-this = 用这个练习组计时
practice-timer = 计时器
practice-new-session = 新练习组
practice-make = 新建
practice-rename = 改名
practice-merge = 合并
practice-merge-into = 把“{ $name }”的所有成绩移入：
practice-merge-none = 没有同一谜题、同一还原方式的其他练习组可以合并。
practice-delete = 删除
practice-delete-confirm = 删除练习组“{ $name }”及其 { $solves } 个成绩？
practice-split-here = 从这里拆分
practice-split-at = 在第 { $n } 个成绩处拆分练习组
practice-split-name = 新练习组的名字（这个成绩及之后的成绩都移过去）
practice-delete-solve = 删除第 { $n } 个成绩
practice-penalty-ok = 第 { $n } 个成绩：无判罚
practice-penalty-plus2 = 第 { $n } 个成绩：+2
practice-penalty-dnf = 第 { $n } 个成绩：DNF
practice-no-sessions = 还没有练习组：打开计时器，或完成一局游戏。
practice-no-solves = 还没有成绩。
col-scramble = 打乱
col-comment = 备注
practice-newer = ◀ 较新
practice-older = 较早 ▶
practice-range = 第 { $from }–{ $to } 次，共 { $total } 次
practice-replay-solve = 回放第 { $n } 次还原
practice-scramble-of = 第 { $n } 次还原的打乱：画出来
practice-no-drawing = （puzzlebox 不画这个项目）
practice-comment-of = 第 { $n } 次还原的备注
practice-comment-add = 添加备注
practice-comment-saved = 第 { $n } 次还原：备注已保存
practice-no-counted = 还没有计入的成绩：用过提示或演示的成绩会列出，但不画进图表，也不计入平均。
practice-data = 导入和导出
import-file = 导入 csTimer 或 puzzlebox 文件
import-skip = 文件有坏条目时仍添加好的条目（坏条目略过，并逐条列出）
import-busy = 正在导入：完成后再选下一个文件。
import-working = 正在导入 { $name }…
export-what = 导出
export-this = 这个练习组
export-all = 所有练习组
export-format = 格式
export-cstimer = csTimer（JSON）
export-csv = CSV（一个练习组）
export-puzzlebox = puzzlebox（JSON：全部对局、练习组与成绩）
export-download = 下载
export-csv-one = 一个 CSV 只装一个练习组：选“这个练习组”，或用 csTimer 的 JSON 导出全部。
history-title = 历史
history-bests = 最佳成绩的刷新
history-days = 每天的成绩数
history-none = 还没有最佳成绩：历史从第一个计入的成绩开始。
history-best-at = { $figure } { $time }，第 { $n } 次，{ $date }
history-day-of = { $day }：{ $solves } 次，{ $dnfs } 次 DNF
col-solve = 第几次
col-day = 日期
col-solves = 成绩数
col-dnfs = DNF 数
cli-history-of = { $name }（{ $what }）的历史
cli-history-clock = 日期按 { $clock } 的时钟（用 --utc-offset 设定）。
practice-mean = 练习组平均：{ $mean }（{ $counted } 次，不计 DNF）
practice-new-scramble = 换一个打乱
practice-no-scramble = （没有打乱：puzzlebox 不支持这个项目）
practice-scramble-drawn = 打乱后的谜题
practice-inspection = WCA 观察（15 秒）
practice-how = 按住空格（或按住时间）直到变绿，松开开始；按任意键或触摸停止。Esc 取消。
practice-alert = { $secs } 秒！
practice-summary = { $solves } 个成绩，{ $dnfs } 个 DNF，{ $assisted } 个辅助
practice-over-optimum = { $over ->
    [0] 最优
   *[other] 比最优多 { $over } 步
}
practice-over-bound = 最多比最优多 { $over } 步
practice-chart-times = 成绩，含 ao5 和 ao12
practice-series-time = 成绩
practice-chart-tps = 每秒步数
practice-chart-distribution = 成绩分布（{ $dnfs } 个 DNF）
tui-timer-title = 计时器 · { $name }
tui-replay-title = 回放 · { $puzzle }
tui-replay-playing = ▶ { $time } / { $total } · { $speed } · 第 { $action } / { $actions } 个动作
tui-replay-paused = ⏸ { $time } / { $total } · { $speed } · 第 { $action } / { $actions } 个动作
tui-replay-stages =   阶段                          步数    用时    停顿    TPS
tui-replay-keys = 空格 播放/暂停 · ← → 单步 · + - 速度 · Home End · q 返回
tui-timer-scramble = 打乱：{ $scramble }
tui-timer-figures = { $solves } 个成绩，{ $dnfs } 个 DNF          当前       最佳
tui-timer-keys = 空格开始和停止 · i 观察（{ $on ->
    [yes] 开
   *[no] 关
}） · n 换打乱 · Esc 取消 · q 菜单
tui-timer-more = l 成绩列表 · h 历史
tui-solves-title = 成绩 · { $name }
tui-solves-keys = ↑ ↓ 较新和较早 · Home 最新 · Esc 回到计时器
tui-history-title = 历史 · { $name }
tui-history-keys = Esc 回到计时器
tui-history-clock = 日期按 UTC。
tui-timer-sparkline = 最近 { $n } 个成绩
figure-single = 单次

## puzzlebox 保留但不能玩的 csTimer 项目（成绩、打乱、平均）。
event-444 = 四阶魔方
event-555 = 五阶魔方
event-666 = 六阶魔方
event-777 = 七阶魔方
event-333oh = 三阶单手
event-333bf = 三阶盲拧
event-333fm = 三阶最少步
event-444bf = 四阶盲拧
event-555bf = 五阶盲拧
event-333mbf = 三阶多盲
event-clock = 魔表
event-megaminx = 五魔方
event-pyraminx = 金字塔
event-skewb = 斜转魔方
event-sq1 = SQ1

## 浏览器中的宿主（静态站点：引擎在 Web Worker 中运行）
host-reload = 重新加载
host-crashed = 引擎已停止。请重新加载页面继续：已保存的内容都安全。
host-no-wasm = 此浏览器无法运行 puzzlebox 的引擎（Worker 中的 WebAssembly）。请使用较新的浏览器，或运行 `puzzlebox serve`。
host-storage-refused = 此浏览器在这里拒绝存储（隐私浏览？）：可以继续玩，但关闭此标签页后不会保留任何内容。
host-storage-full = 浏览器存储已满：可以继续玩，但最近的更改未能保存。请释放空间，或导出数据。
host-storage-damaged = 此浏览器中保存的数据无法读取。它已被保留在一旁，没有删除；游戏将从头开始。
