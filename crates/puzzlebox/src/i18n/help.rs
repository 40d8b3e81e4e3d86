//! `--help` in the reader's language: clap has no message catalogue, so under a language
//! other than English the command tree is rewritten before parsing — every command's
//! `about`, every option's help and every value's, clap's own section headings and the
//! default and possible values — from a catalogue keyed by the English text (the doc
//! comments in `cli.rs`). A test checks that every English text has its translation, so a
//! new or changed doc comment cannot go untranslated.

use clap::Command;

use super::Lang;

/// The Chinese of each English help text of the command line.
const ZH: &[(&str, &str)] = &[
    ("Classic mechanical puzzles: play them and solve them from the command line", "经典机械益智玩具：在命令行里玩，也能求解"),
    ("The language of messages (default: from LC_ALL, LC_MESSAGES or LANG; JSON stays English)", "消息的语言（默认取自 LC_ALL、LC_MESSAGES 或 LANG；JSON 始终为英文）"),
    ("English", "英语"),
    ("Simplified Chinese (简体中文)", "简体中文"),
    ("Serve the web page to play in the browser (the main way to play)", "提供网页，在浏览器里玩（主要的玩法）"),
    ("The address to listen on. Any other than loopback requires the access token printed at start on every request", "监听的地址。若不是本机回环地址，每个请求都须带上启动时打印的访问令牌"),
    ("The port (0: any free port)", "端口（0：任一空闲端口）"),
    ("Open the page in the browser", "在浏览器中打开网页"),
    ("The longest a solve request may run, in seconds", "一次求解请求最多运行的秒数"),
    ("Solves that may run at once (others get 503 with Retry-After); default: the cores", "可同时运行的求解数（其余的得到 503 和 Retry-After）；默认：核心数"),
    ("The access token (default: a random one when the host is not loopback)", "访问令牌（默认：地址不是本机回环时随机生成）"),
    ("Play in the terminal (a menu of the puzzles when none is named)", "在终端里玩（未指定玩具时显示菜单）"),
    ("The puzzle (a menu when omitted)", "玩具（省略时显示菜单）"),
    ("The level of the first new game (easy, medium, hard, random; low, mid, high for the rings; or `moves N`, `distance N`)", "第一局的难度（easy、medium、hard、random；智力五环为 low、mid、high；或 `moves N`、`distance N`）"),
    ("The tiles' size, WxH (default 3x3)", "数字华容道的尺寸，宽x高（默认 3x3）"),
    ("Seed for the scrambles (random when omitted)", "打乱用的随机种子（省略时随机）"),
    ("Statistics and personal bests of the games played", "已玩游戏的统计和个人最佳"),
    ("Only this puzzle", "只看这个玩具"),
    ("Output format", "输出格式"),
    ("For people", "给人读"),
    ("One JSON object per line", "每行一个 JSON 对象"),
    ("Write every saved game as JSON (to stdout, or a file)", "把所有保存的游戏写成 JSON（写到标准输出或文件）"),
    ("The file to write (stdout when omitted)", "要写入的文件（省略时为标准输出）"),
    ("Add the games of an export (never duplicates, never loses a game)", "导入导出文件中的游戏（不会重复，也不会丢失）"),
    ("The export file (`-` for stdin)", "导出文件（`-` 表示标准输入）"),
    ("Solve a position (or one per line from stdin with `-`)", "求解一个局面（用 `-` 从标准输入逐行读取）"),
    ("Sliding-tile puzzles: 8-puzzle, 15-puzzle, any WxH", "数字华容道：8 数码、15 数码、任意宽x高"),
    ("The board, rows separated by '/', e.g. \"8 6 7/2 5 4/3 0 1\"; or '-' to read one instance per line from stdin (\"<board>\" or \"<board> | <goal>\")", "棋盘，各行以 '/' 分隔，如 \"8 6 7/2 5 4/3 0 1\"；或用 '-' 从标准输入逐行读取（\"<棋盘>\" 或 \"<棋盘> | <目标>\"）"),
    ("The goal (default: 1..N-1 in reading order, blank last)", "目标（默认：按阅读顺序 1..N-1，空格在最后）"),
    ("Which solver (default: optimal up to 4x4, fast above): optimal (shortest, proven), fast (short, any size), near (4x4 and 5x5: shorter and shorter until --timeout, 1 s unless given, with the bound it proves), human (named steps), bfs and astar (boards of at most 9 cells, with their nodes)", "求解器（默认：4x4 及以下为 optimal，更大为 fast）：optimal（最短，有证明）、fast（较短，任意尺寸）、near（4x4 和 5x5：在 --timeout 之前越解越短，默认 1 秒，并给出它证明的下界）、human（有名称的步骤）、bfs 和 astar（最多 9 格的棋盘，给出节点数）"),
    ("Heuristic of the optimal solver (default on 4x4: 78 when cached, else 663; on 5x5: 6666 when cached, else md): 663 and 78 (4x4 pattern databases), 6666 (the 24-puzzle's, 255 MB, built in minutes), md (Manhattan distance and linear conflicts, any size)", "最优求解器的启发函数（4x4 默认：已缓存时为 78，否则 663；5x5：已缓存时为 6666，否则 md）：663 和 78（4x4 模式数据库）、6666（24 数码的，255 MB，几分钟建成）、md（曼哈顿距离加线性冲突，任意尺寸）"),
    ("Stop the solve after this many seconds", "求解在这么多秒后停止"),
    ("When the optimal solver times out, answer with the fast solver's solution (marked not optimal)", "最优求解器超时时，改用快速求解器的解（标明非最优）"),
    ("With the 24-puzzle's dual lookups (its tables looked up for the inverse permutation too; 663 MB more tables): fewer nodes, but slower on this machine", "使用 24 数码的对偶查表（对逆排列也查表；多 663 MB 的表）：节点更少，但在本机上更慢"),
    ("With '-': only the input lines numbered K modulo N (from 1, blank lines and comments not counted), to split a batch over N jobs; each record names its `line`", "配合 '-'：只处理编号模 N 余 K 的输入行（从 1 起，不计空行和注释），把一批任务分给 N 个作业；每条记录注明它的 `line`"),
    ("Threads for batch solving (default: all cores)", "批量求解的线程数（默认：全部核心）"),
    ("The Rubik's cube", "魔方"),
    ("The cube as Kociemba's 54-letter string (faces U R F D L B) or in colours (W Y G B R O, white up, green front); or '-' to read one cube per line from stdin (a facelet string or \"scramble: <moves>\")", "魔方，用 Kociemba 的 54 字母串（面序 U R F D L B）或颜色（W Y G B R O，白顶绿前）表示；或用 '-' 从标准输入逐行读取（面块串或 \"scramble: <转动>\"）"),
    ("Solve the cube this move sequence makes instead", "改为求解这串转动打乱出的魔方"),
    ("Stop as soon as a solution has at most this many moves (HTM). Without it: 20, or, with `--timeout`, keep improving until the time runs out", "一旦解不超过这么多步（HTM）就停止。不给时：20；若给了 `--timeout`，则一直改进到时间用完"),
    ("Stop after this many seconds with the best solution found (with no `--target`: the shortest two-phase finds in that time)", "这么多秒后停止，给出找到的最好的解（没有 `--target` 时：两阶段法在这段时间里找到的最短解）"),
    ("How to count the solution's length (htm, qtm, stm; the optimal solver minimises HTM)", "解长度的计法（htm、qtm、stm；最优求解器最小化 HTM）"),
    ("Which solver: two-phase (20 moves or fewer in milliseconds), optimal (the fewest, proven), human (the beginner's method in seven named steps)", "求解器：two-phase（几毫秒内 20 步以内）、optimal（步数最少，有证明）、human（分七个有名称步骤的入门法）"),
    ("The optimal solver's tables: tiny (20 MB), small (325 MB), large (2.6 GB); default: the largest cached, else small", "最优求解器的表：tiny（20 MB）、small（325 MB）、large（2.6 GB）；默认：已缓存的最大者，否则 small"),
    ("The optimal solver: up to N distinct optimal solutions (opposite faces' turns in one order), or `all` of them within the time limit", "最优求解器：最多 N 个不同的最优解（对面转动按同一顺序计），或在时限内给出 `all` 全部"),
    ("Solve to this position instead of the solved cube (facelets or colours, read against its own centres): a pattern, or another colour scheme", "求解到这个局面而不是复原状态（面块或颜色，按它自己的中心块读取）：一个图案，或另一种配色"),
    ("Solve only a part, the other pieces left free: edges, corners (optimal), or the first two layers (white, U, first)", "只求解一部分，其余块不管：edges（棱块）、corners（角块，最优）或前两层（白色，U 面，先做）"),
    ("Threads: for batch solving, or the threads one optimal solve shares (default: all cores)", "线程数：用于批量求解，或一次最优求解共用的线程（默认：全部核心）"),
    ("The Five Rings puzzle", "智力五环"),
    ("The state: rings 1..5 separated by '/', 7 colour letters (K B G O R) each for slots 0..6; or '-' to read one state per line from stdin", "状态：环 1..5 以 '/' 分隔，每环 7 个颜色字母（K B G O R）对应槽位 0..6；或用 '-' 从标准输入逐行读取"),
    ("Which solver: optimal (fewest clicks, proven), fast (a short solution quickly), classic (the three-step method as named steps)", "求解器：optimal（点击最少，有证明）、fast（很快给出较短的解）、classic（分三个有名称步骤的经典方法）"),
    ("Stop the optimal search after this many seconds (it then reports its lower bound)", "最优搜索在这么多秒后停止（然后报告它的下界）"),
    ("When the optimal search times out, answer with the fast solver (marked not optimal)", "最优搜索超时时，改用快速求解器作答（标明非最优）"),
    ("The metric the optimal solver minimises: clicks (every unit step) or turns (a ring by any amount); both counts are always reported", "最优求解器最小化的计量：clicks（每一格算一步）或 turns（一个环转任意格算一步）；两种计数都会报告"),
    ("The tables of the optimal and fast solvers (large: the two-colour tables too, clicks only). Default: the optimal solver uses the two-colour tables when they are cached", "最优和快速求解器的表（large：另加双色表，仅点击计量）。默认：双色表已缓存时最优求解器使用它们"),
    ("Print random positions", "打印随机局面"),
    ("Sliding-tile puzzles", "数字华容道"),
    ("Board size", "棋盘尺寸"),
    ("Scramble by this many random moves (no immediate undo) instead of a random state", "用这么多步随机移动打乱（不立即撤回），而不是随机状态"),
    ("A position whose optimal distance is exactly D", "最优距离恰为 D 的局面"),
    ("Random seed (default: random)", "随机种子（默认：随机）"),
    ("How many positions", "局面个数"),
    ("Random moves instead of a random state", "用随机转动代替随机状态"),
    ("How many scrambles", "打乱的个数"),
    ("The classic levels: low, mid, high = 20, 40, 60 random clicks", "经典难度：low、mid、high = 20、40、60 次随机点击"),
    ("This many random clicks (default: a uniform random state)", "这么多次随机点击（默认：均匀随机状态）"),
    ("A position whose optimal distance is exactly D clicks (proven; practical up to 14)", "最优距离恰为 D 次点击的局面（有证明；实际可到 14）"),
    ("Measure the solvers", "测量求解器"),
    ("A benchmark file in Korf's format: id, optimal length, …, then the 16 or 25 tiles; its goal is the blank top-left (0 1 2 … 15)", "Korf 格式的基准文件：编号、最优长度、…，然后是 16 或 25 个数字；目标是空格在左上（0 1 2 … 15）"),
    ("Heuristic of the optimal solver (default as for solve)", "最优求解器的启发函数（默认同 solve）"),
    ("Instead of a file: random positions of this size", "不用文件：这个尺寸的随机局面"),
    ("How many random positions", "随机局面的个数"),
    ("Seed of the random positions", "随机局面的种子"),
    ("Solver (default: optimal for files, fast for random positions)", "求解器（默认：文件用 optimal，随机局面用 fast）"),
    ("Threads (default: 1 — benchmarks measure one core unless asked). 4x4 instances run side by side, one a thread; 5x5 instances one at a time, each on every thread", "线程数（默认：1——除非指定，基准只测一个核心）。4x4 实例并排运行，每个一个线程；5x5 实例逐个运行，每个用上全部线程"),
    ("Stop each instance's solve after this many seconds: its line gives the bound proven instead of a length", "每个实例的求解在这么多秒后停止：它那一行给出已证明的下界而不是长度"),
    ("With the 24-puzzle's dual lookups (see `solve sliding --help`)", "使用 24 数码的对偶查表（见 `solve sliding --help`）"),
    ("Print only the summary", "只打印汇总"),
    ("With --file: only the instances numbered K modulo N (from 1, blank lines and comments not counted), to split a run over N jobs", "配合 --file：只运行编号模 N 余 K 的实例（从 1 起，不计空行和注释），把一次运行分给 N 个作业"),
    ("Output format: text (a line per instance and a summary), or json (one JSON line per instance, with its `line`, then none)", "输出格式：text（每个实例一行，再加汇总）或 json（每个实例一行 JSON，带 `line`，无汇总）"),
    ("How many random-state cubes", "随机状态魔方的个数"),
    ("Seed of the cubes", "魔方的种子"),
    ("Target length (without `--timeout`)", "目标长度（不带 `--timeout` 时）"),
    ("Seconds per cube, each improved until its time runs out (the best in a fixed time; with `--solver optimal`, a cap per cube)", "每个魔方的秒数，各自改进到时间用完（固定时间内的最好结果；配合 `--solver optimal` 时为每个魔方的上限）"),
    ("Which solver", "求解器"),
    ("The optimal solver's tables (default: the largest cached, else small)", "最优求解器的表（默认：已缓存的最大者，否则 small）"),
    ("Cubes from a file instead of random ones: one per line, moves or facelets (`#` starts a comment)", "从文件读取魔方而不是随机生成：每行一个，转动或面块（`#` 开始注释）"),
    ("With `--file`: skip this many cubes first (a run in parts)", "配合 `--file`：先跳过这么多个魔方（分段运行）"),
    ("Threads (default: 1; the optimal solver shares them within each cube)", "线程数（默认：1；最优求解器在每个魔方内共用它们）"),
    ("Scrambles of a classic level (low, mid, high) instead of random states", "用经典难度（low、mid、high）的打乱代替随机状态"),
    ("Seed of the positions", "局面的种子"),
    ("Time limit per position for the optimal solver", "最优求解器每个局面的时限"),
    ("The metric the optimal solver minimises", "最优求解器最小化的计量"),
    ("The tables of the optimal and fast solvers (large: the two-colour tables too, clicks only)", "最优和快速求解器的表（large：另加双色表，仅点击计量）"),
    ("Threads (default: 1)", "线程数（默认：1）"),
    ("The games' hints: time to the next move at every level of every puzzle", "游戏提示：每个玩具每个难度下给出下一步所需的时间"),
    ("Games per puzzle and level", "每个玩具每个难度的局数"),
    ("Seed of the games", "游戏的种子"),
    ("Manage the cached tables", "管理缓存的表"),
    ("Build tables ahead of time (otherwise they are built on first need)", "预先建表（否则在第一次需要时建立）"),
    ("The sliding-tile pattern databases", "数字华容道的模式数据库"),
    ("Which partition's tables (663, 78 for 4x4; 6666 for 5x5; md needs none)", "哪个划分的表（4x4 为 663、78；5x5 为 6666；md 不需要表）"),
    ("Rebuild even when a valid table is cached", "即使已缓存有效的表也重建"),
    ("Also the dual lookups' tables (6666: four of 128 MB and 24 of 6.4 MB)", "另建对偶查表用的表（6666：四个 128 MB，二十四个 6.4 MB）"),
    ("The cube's two-phase tables (`--optimal` adds the optimal solver's)", "魔方两阶段法的表（`--optimal` 另加最优求解器的表）"),
    ("Also build the optimal solver's tables: tiny (20 MB, seconds), small (325 MB, about a minute on two cores) or large (2.6 GB, minutes; 7.7 GB while it builds)", "另建最优求解器的表：tiny（20 MB，几秒）、small（325 MB，双核约一分钟）或 large（2.6 GB，几分钟；建表时占 7.7 GB）"),
    ("The Five Rings tables (colour tables and the classic method's; `--large` adds the two-colour tables)", "智力五环的表（颜色表和经典方法的表；`--large` 另加双色表）"),
    ("Also build the two-colour tables (2 × 580 MB, several minutes on all cores)", "另建双色表（2 × 580 MB，全部核心上需几分钟）"),
    ("Show the cache directory and the tables in it", "显示缓存目录和其中的表"),
    // clap's own.
    ("Print help", "打印帮助"),
    ("Print help (see a summary with '-h')", "打印帮助（用 '-h' 看摘要）"),
    ("Print help (see more with '--help')", "打印帮助（用 '--help' 看更多）"),
    ("Print version", "打印版本"),
    ("Print this message or the help of the given subcommand(s)", "打印本帮助或指定子命令的帮助"),
];

/// The translation of an English help text in `lang` (`None`: none is needed or known).
pub fn translate(lang: Lang, en: &str) -> Option<&'static str> {
    match lang {
        Lang::En => None,
        Lang::Zh => ZH.iter().find(|(e, _)| *e == en).map(|(_, z)| *z),
    }
}

/// The words clap writes around the help texts, in `lang`: usage, arguments, options,
/// commands, default, possible values, the list separator.
struct Frame {
    usage: &'static str,
    arguments: &'static str,
    options: &'static str,
    commands: &'static str,
    default: &'static str,
    possible: &'static str,
    sep: &'static str,
}

const ZH_FRAME: Frame = Frame {
    usage: "用法：",
    arguments: "参数",
    options: "选项",
    commands: "命令",
    default: "默认",
    possible: "可选值",
    sep: "、",
};

/// `cmd` (and every subcommand) with its help in `lang`; English leaves it as it is.
pub fn localize(cmd: Command, lang: Lang) -> Command {
    match lang {
        Lang::En => cmd,
        Lang::Zh => rewrite(cmd, lang, &ZH_FRAME),
    }
}

fn text(lang: Lang, s: Option<&clap::builder::StyledStr>) -> Option<String> {
    let en = s?.to_string();
    Some(translate(lang, en.trim()).map_or(en, str::to_string))
}

fn rewrite(mut cmd: Command, lang: Lang, f: &Frame) -> Command {
    // Build first so that clap's own help and version flags and help subcommand exist.
    cmd.build();
    let about = text(lang, cmd.get_about());
    let long_about = text(lang, cmd.get_long_about());
    if let Some(a) = about {
        cmd = cmd.about(a);
    }
    if let Some(a) = long_about {
        cmd = cmd.long_about(a);
    }
    cmd = cmd
        .help_template(format!(
            "{{before-help}}{{about-with-newline}}\n{}{{usage}}\n\n{{all-args}}{{after-help}}",
            f.usage
        ))
        .subcommand_help_heading(f.commands)
        .subcommand_value_name(f.commands);
    let ids: Vec<String> = cmd
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect();
    for id in ids {
        cmd = cmd.mut_arg(id, |a| rewrite_arg(a, lang, f));
    }
    let subs: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in subs {
        cmd = cmd.mut_subcommand(name, |s| rewrite(s, lang, f));
    }
    cmd
}

fn rewrite_arg(a: clap::Arg, lang: Lang, f: &Frame) -> clap::Arg {
    let heading = if a.is_positional() {
        f.arguments
    } else {
        f.options
    };
    let mut extra = Vec::new();
    let defaults: Vec<String> = a
        .get_default_values()
        .iter()
        .map(|v| v.to_string_lossy().into_owned())
        .collect();
    let takes_value = a.get_action().takes_values();
    if takes_value && !defaults.is_empty() && !a.is_hide_default_value_set() {
        extra.push(format!("［{}：{}］", f.default, defaults.join(f.sep)));
    }
    let shown: Vec<clap::builder::PossibleValue> = a
        .get_possible_values()
        .into_iter()
        .filter(|v| !v.is_hide_set())
        .collect();
    let hide_values = a.is_hide_possible_values_set();
    let list = |with_help: bool| -> String {
        if !takes_value || shown.is_empty() || hide_values {
            return String::new();
        }
        let items: Vec<String> = shown
            .iter()
            .map(|v| match text(lang, v.get_help()).filter(|_| with_help) {
                Some(h) => format!("{}（{h}）", v.get_name()),
                None => v.get_name().to_string(),
            })
            .collect();
        format!("［{}：{}］", f.possible, items.join(f.sep))
    };
    let help = text(lang, a.get_help());
    let long = text(lang, a.get_long_help());
    let suffix = extra.concat();
    let (short_list, long_list) = (list(false), list(true));
    let mut a = a
        .help_heading(heading)
        .hide_default_value(true)
        .hide_possible_values(true);
    if let Some(h) = help {
        a = a.help(format!("{h}{suffix}{short_list}"));
    }
    if let Some(h) = long {
        a = a.long_help(format!("{h}{suffix}{long_list}"));
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    fn every_text(c: &Command, out: &mut Vec<String>) {
        out.extend(c.get_about().map(|s| s.to_string()));
        out.extend(c.get_long_about().map(|s| s.to_string()));
        for a in c.get_arguments() {
            out.extend(a.get_help().map(|s| s.to_string()));
            out.extend(a.get_long_help().map(|s| s.to_string()));
            for v in a.get_possible_values() {
                out.extend(v.get_help().map(|s| s.to_string()));
            }
        }
        for s in c.get_subcommands() {
            every_text(s, out);
        }
    }

    /// Every help text of the command line, clap's own included, has its Chinese.
    #[test]
    fn every_help_text_has_its_chinese() {
        let mut cmd = crate::cli::Cli::command();
        cmd.build();
        let mut texts = Vec::new();
        every_text(&cmd, &mut texts);
        let missing: Vec<&String> = texts
            .iter()
            .filter(|t| translate(Lang::Zh, t.trim()).is_none())
            .collect();
        assert!(missing.is_empty(), "no Chinese for {missing:#?}");
        assert!(texts.len() > 100);
    }

    /// The Chinese help of a command: its headings and texts in Chinese, the option names
    /// and values as they are, and the command line still parses the same.
    #[test]
    fn the_help_of_a_command_reads_in_chinese() {
        let mut cmd = localize(crate::cli::Cli::command(), Lang::Zh);
        let help = cmd
            .find_subcommand_mut("solve")
            .and_then(|c| c.find_subcommand_mut("sliding"))
            .map(|c| c.render_help().to_string())
            .unwrap();
        for want in [
            "用法：",
            "参数",
            "选项",
            "求解器",
            "--timeout",
            "［可选值：text、json］",
        ] {
            assert!(help.contains(want), "{want:?} not in\n{help}");
        }
        for english in [
            "Usage",
            "Options",
            "Arguments",
            "Stop the solve",
            "[default",
            "[possible",
        ] {
            assert!(!help.contains(english), "{english:?} in\n{help}");
        }
        let m = cmd
            .try_get_matches_from([
                "puzzlebox",
                "solve",
                "sliding",
                "1 2 3/4 5 6/7 0 8",
                "--format",
                "json",
            ])
            .unwrap();
        let (_, solve) = m.subcommand().unwrap();
        let (_, sliding) = solve.subcommand().unwrap();
        assert_eq!(
            sliding.get_one::<String>("board").unwrap(),
            "1 2 3/4 5 6/7 0 8"
        );
    }
}
