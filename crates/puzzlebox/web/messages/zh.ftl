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
sliding-partition-board = { $partition } 模式数据库只用于 4×4 棋盘，不能用于 { $width }×{ $height }；请改用 --heuristic md
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
sliding-no-exact-distances = 精确距离只用于最多 9 格的棋盘和 4×4，不能用于 { $width }×{ $height }
sliding-distance-too-far = 在 { $width }×{ $height } 上无法很快证明 { $distance } 步的距离（最多 { $max } 步）
sliding-needs-pattern-tables = 4×4 的精确距离需要 4×4 模式数据库（仍在加载或尚未建立）
sliding-stopped = 搜索在完成前被停止了
sliding-unknown-solver = 没有名为“{ $name }”的求解器：可用的有 { $known }
sliding-unknown-heuristic = 没有名为“{ $name }”的启发函数：可用的有 { $known }
sliding-tables = 无法取得所需的表：{ $detail }
