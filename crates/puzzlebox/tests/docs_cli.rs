//! Shell completions and the manual page, as a user installs them: the bash script sourced
//! by a shell that completes `puzzlebox so` to `solve`, the page rendered by `man -l`.
// Helpers of tests: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

use std::process::Command;

fn puzzlebox(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_puzzlebox"))
        .args(args)
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .unwrap()
}

#[test]
fn bash_completes_puzzlebox_so_to_solve() {
    let o = puzzlebox(&["completions", "bash"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("puzzlebox.bash");
    std::fs::write(&script, &o.stdout).unwrap();
    let test = format!(
        "source '{}'; COMP_WORDS=(puzzlebox so); COMP_CWORD=1; COMP_LINE='puzzlebox so'; \
         COMP_POINT=12; _puzzlebox puzzlebox so puzzlebox; printf '%s\\n' \"${{COMPREPLY[@]}}\"",
        script.display()
    );
    let out = Command::new("bash").args(["-c", &test]).output().unwrap();
    let words = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        words.trim(),
        "solve",
        "{words} {}",
        String::from_utf8_lossy(&out.stderr)
    );
    // Every shell clap knows gets its script.
    for shell in ["zsh", "fish", "powershell"] {
        let o = puzzlebox(&["completions", shell]);
        assert!(o.status.success() && o.stdout.len() > 1000, "{shell}");
    }
}

#[test]
fn the_manual_page_renders_with_man_in_both_languages() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, says) in [
        ("en", "Classic mechanical puzzles"),
        ("zh", "经典机械益智玩具"),
    ] {
        let o = puzzlebox(&["--lang", lang, "man"]);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        let page = dir.path().join(format!("puzzlebox-{lang}.1"));
        std::fs::write(&page, &o.stdout).unwrap();
        let shown = Command::new("man")
            .arg("-l")
            .arg(&page)
            .env("MANPAGER", "cat")
            .env("MANWIDTH", "100")
            .env("LANG", "C.UTF-8")
            .output()
            .expect("man (Debian's man-db; scripts/test-all installs it)");
        let text = String::from_utf8_lossy(&shown.stdout);
        assert!(
            shown.status.success(),
            "{}",
            String::from_utf8_lossy(&shown.stderr)
        );
        assert!(
            text.contains(says) && text.contains("solve"),
            "{lang}: {text}"
        );
    }
}
