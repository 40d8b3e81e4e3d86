//! The real server on a real socket: a client that stops sending its request is
//! cut off, while others are served; Ctrl-C stops it with every game saved.
// Helpers of tests: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Command, Stdio};
use std::time::Duration;

/// A server on a free port: the process and its address.
fn start(data: &std::path::Path, cache: &std::path::Path) -> (std::process::Child, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_puzzlebox"))
        .args(["serve", "--port", "0"])
        .env("PUZZLEBOX_DATA", data)
        .env("PUZZLEBOX_CACHE", cache)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    out.read_line(&mut line).unwrap();
    let addr = line
        .split("http://")
        .nth(1)
        .and_then(|r| r.split('/').next())
        .expect("the address")
        .to_string();
    // Keep reading what it prints: a closed pipe would end it at its next line.
    std::thread::spawn(move || std::io::copy(&mut out, &mut std::io::sink()));
    (child, addr)
}

/// POSTs JSON; returns the status code and the body.
fn post(addr: &str, path: &str, body: &str) -> (u16, String) {
    let mut s = TcpStream::connect(addr).unwrap();
    write!(
        s,
        "POST {path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut answer = String::new();
    s.read_to_string(&mut answer).unwrap();
    let code = answer[9..12].parse().unwrap();
    let body = answer.split("\r\n\r\n").nth(1).unwrap_or("").to_string();
    (code, body)
}

/// Every kind of bad input the parsers know gets its specific message, the same in the
/// command line (exit code 3, JSON `error`) and the API (400, `error.message`).
#[test]
fn bad_input_gets_the_same_message_from_the_command_line_and_the_api() {
    let data = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    let (mut child, addr) = start(data.path(), cache.path());
    let solved = "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB";
    let swap = |i: usize, j: usize| {
        let mut c: Vec<char> = solved.chars().collect();
        c.swap(i, j);
        c.into_iter().collect::<String>()
    };
    let catalogue: Vec<(&str, String, &str)> = vec![
        (
            "sliding",
            "1 2 3/4 5 6/8 7 0".into(),
            "tiles 7 and 8 are swapped",
        ),
        ("sliding", "1 2 3/4 5 6/7 8".into(), "ragged rows"),
        (
            "sliding",
            "1 2 x/4 5 6/7 8 0".into(),
            "row 1, column 3 is not a tile",
        ),
        (
            "sliding",
            "1 1 3/4 5 6/7 8 0".into(),
            "tile 1 appears twice",
        ),
        ("sliding", "".into(), "empty board"),
        ("cube", "UUU".into(), "found 3"),
        ("cube", solved.replacen('U', "X", 1), "'X' at position 1"),
        ("cube", swap(5, 10), "an edge is flipped"),
        ("cube", swap(4, 13), "the U and R centres show R and U"),
        (
            "rings",
            "KKKKKKK/BBBBBBB/GGGGGGG/OOOOOOO/RRRRRRK".into(),
            "8 times",
        ),
        ("rings", "KKKKKKK/BBBBBBB".into(), "5 rings"),
    ];
    for (puzzle, input, want) in &catalogue {
        let o = Command::new(env!("CARGO_BIN_EXE_puzzlebox"))
            .args(["solve", puzzle, input, "--format", "json"])
            .env("PUZZLEBOX_CACHE", cache.path())
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(3), "{puzzle} {input:?}");
        let line: serde_json::Value =
            serde_json::from_slice(&o.stdout).unwrap_or_else(|e| panic!("{puzzle} {input:?}: {e}"));
        let cli = line["error"].as_str().unwrap().to_string();
        assert!(
            cli.to_lowercase().contains(&want.to_lowercase()),
            "{puzzle} {input:?}: {cli}"
        );
        let body = serde_json::json!({"puzzle": puzzle, "state": input}).to_string();
        let (code, answer) = post(&addr, "/api/validate", &body);
        assert_eq!(code, 400, "{puzzle} {input:?}: {answer}");
        let api: serde_json::Value = serde_json::from_str(&answer).unwrap();
        assert_eq!(
            api["error"]["message"].as_str(),
            Some(cli.as_str()),
            "{puzzle} {input:?}"
        );
    }
    interrupt(&child);
    child.wait().unwrap();
}

/// Ctrl-C to the server.
fn interrupt(child: &std::process::Child) {
    // SAFETY: a signal to our own child, by its id.
    unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
}

/// Waits for the server to end; gives up after a minute, as a hang.
fn wait_stopped(mut child: std::process::Child) {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || tx.send(child.wait().map(|s| s.code())));
    let ended = rx.recv_timeout(Duration::from_secs(60));
    assert!(
        matches!(ended, Ok(Ok(_))),
        "the server did not stop: {ended:?}"
    );
}

/// Everything the server answers on `s` until it closes the connection (a read that waits
/// on the server; a minute at most, as a hang).
fn answer_until_closed(s: &mut TcpStream) -> String {
    s.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
    let mut answer = Vec::new();
    let mut buf = [0u8; 512];
    loop {
        match s.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => answer.extend_from_slice(&buf[..n]),
            Err(e) if e.kind() == std::io::ErrorKind::ConnectionReset => break,
            Err(e) => panic!("the server neither answered nor closed: {e}"),
        }
    }
    String::from_utf8_lossy(&answer).into_owned()
}

#[test]
fn a_slow_client_is_cut_off_and_others_are_served() {
    let data = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    let (child, addr) = start(data.path(), cache.path());
    // The slow client: part of its request head, then nothing more.
    let mut slow = TcpStream::connect(&addr).unwrap();
    slow.write_all(b"POST /api/games HTTP/1.1\r\nHost: local")
        .unwrap();
    // Meanwhile a normal client is served.
    let mut fast = TcpStream::connect(&addr).unwrap();
    fast.write_all(b"GET /api/puzzles HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
        .unwrap();
    let answer = answer_until_closed(&mut fast);
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    // The slow one is cut off (after the server's 10 s for a head): its connection closes.
    let cut = answer_until_closed(&mut slow);
    assert!(cut.is_empty() || cut.starts_with("HTTP/1.1 408"), "{cut}");
    // Ctrl-C: the server stops.
    interrupt(&child);
    wait_stopped(child);
}

/// A small filesystem of our own (needs root to mount; CI runs as root).
struct Mounted(tempfile::TempDir);

impl Mounted {
    fn new(size: &str) -> Option<Mounted> {
        let dir = tempfile::tempdir().unwrap();
        let ok = Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs"])
            .arg(dir.path())
            .status()
            .is_ok_and(|s| s.success());
        ok.then_some(Mounted(dir))
    }

    fn remount(&self, how: &str) {
        let s = Command::new("mount")
            .args(["-o", &format!("remount,{how}")])
            .arg(self.0.path())
            .status()
            .unwrap();
        assert!(s.success());
    }
}

impl Drop for Mounted {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg(self.0.path()).status();
    }
}

fn view_of(answer: &str) -> serde_json::Value {
    serde_json::from_str(answer).unwrap_or_else(|e| panic!("{e}: {answer}"))
}

#[test]
fn a_full_disk_or_a_read_only_one_never_loses_what_was_saved() {
    let Some(disk) = Mounted::new("1m") else {
        eprintln!("skipped: mounting a small filesystem needs root");
        return;
    };
    let cache = tempfile::tempdir().unwrap();
    let (mut child, addr) = start(disk.0.path(), cache.path());
    let (code, answer) = post(
        &addr,
        "/api/games",
        r#"{"puzzle":"sliding","start":"1 2 3/4 5 6/0 7 8"}"#,
    );
    assert_eq!(code, 201, "{answer}");
    let key = view_of(&answer)["key"].as_str().unwrap().to_string();
    let act = |m: &str| {
        let body = format!(r#"{{"action":"move","moves":"{m}"}}"#);
        let (code, answer) = post(&addr, &format!("/api/games/{key}/actions"), &body);
        assert_eq!(code, 200, "{answer}");
        view_of(&answer)
    };
    assert_eq!(act("L")["saved"], true);
    // The disk fills up: moves still play, the view says they are not saved and why.
    let fill = disk.0.path().join("fill");
    let _ = Command::new("dd")
        .args(["if=/dev/zero", "bs=4k"])
        .arg(format!("of={}", fill.display()))
        .stderr(Stdio::null())
        .status();
    let v = act("R");
    assert_eq!(v["saved"], false);
    assert!(v["message"].as_str().unwrap().contains("full"), "{v}");
    // Room again: the next move saves everything.
    std::fs::remove_file(&fill).unwrap();
    let v = act("L");
    assert_eq!(v["saved"], true);
    assert_eq!(v["moves"], serde_json::json!(["L", "R", "L"]));
    interrupt(&child);
    child.wait().unwrap();
    // Read-only: the games are read (stats, export) and play goes on without saving.
    disk.remount("ro");
    let o = Command::new(env!("CARGO_BIN_EXE_puzzlebox"))
        .arg("export")
        .env("PUZZLEBOX_DATA", disk.0.path())
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let export: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(
        export["games"][0]["moves"],
        serde_json::json!(["L", "R", "L"])
    );
    assert!(String::from_utf8_lossy(&o.stderr).contains("can only be read"));
    let (mut child, addr) = start(disk.0.path(), cache.path());
    let (code, answer) = post(&addr, "/api/games", r#"{"puzzle":"cube","level":"easy"}"#);
    assert_eq!(code, 201, "{answer}");
    // A game with no move is not saved; its first move is, and cannot be.
    let key = view_of(&answer)["key"].as_str().unwrap().to_string();
    let (code, answer) = post(
        &addr,
        &format!("/api/games/{key}/actions"),
        r#"{"action":"move","moves":"R"}"#,
    );
    assert_eq!(code, 200, "{answer}");
    let v = view_of(&answer);
    assert_eq!(v["saved"], false);
    assert!(v["message"].as_str().unwrap().contains("readonly"), "{v}");
    interrupt(&child);
    child.wait().unwrap();
    disk.remount("rw");
}

#[test]
fn a_body_that_stops_coming_is_cut_off_with_408() {
    let data = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    let (child, addr) = start(data.path(), cache.path());
    let body = br#"{"puzzle":"sliding","level":"easy"}"#;
    let mut s = TcpStream::connect(&addr).unwrap();
    write!(
        s,
        "POST /api/games HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
        body.len()
    )
    .unwrap();
    // The body's first byte, then nothing more: the server's 10 s for a body run out.
    s.write_all(&body[..1]).unwrap();
    let answer = answer_until_closed(&mut s);
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(answer.contains("did not arrive within 10 s"), "{answer}");
    interrupt(&child);
    wait_stopped(child);
}
