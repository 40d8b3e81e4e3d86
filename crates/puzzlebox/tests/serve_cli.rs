//! The real server on a real socket: a client that sends its request a byte at a time is
//! cut off, while others are served; Ctrl-C stops it with every game saved.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

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
    unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
    child.wait().unwrap();
}

#[test]
fn a_slow_client_is_cut_off_and_others_are_served() {
    let data = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    let (mut child, addr) = start(data.path(), cache.path());
    // The slow client: one byte of its request head every 500 ms.
    let mut slow = TcpStream::connect(&addr).unwrap();
    slow.set_read_timeout(Some(Duration::from_millis(10)))
        .unwrap();
    let head = b"POST /api/games HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n";
    let t0 = Instant::now();
    let mut cut = None;
    for &b in head.iter() {
        if slow.write_all(&[b]).is_err() {
            cut = Some(t0.elapsed());
            break;
        }
        let mut buf = [0u8; 64];
        match slow.read(&mut buf) {
            Ok(0) | Err(_) if t0.elapsed() > Duration::from_secs(30) => break,
            Ok(0) => {
                cut = Some(t0.elapsed());
                break;
            }
            _ => {}
        }
        // Meanwhile a normal client is served.
        if b == b'\n' {
            let mut fast = TcpStream::connect(&addr).unwrap();
            fast.write_all(
                b"GET /api/puzzles HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
            )
            .unwrap();
            let mut answer = String::new();
            fast.read_to_string(&mut answer).unwrap();
            assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
        }
        std::thread::sleep(Duration::from_millis(500));
    }
    let cut = cut.expect("the slow client is cut off");
    assert!(
        cut >= Duration::from_secs(9) && cut < Duration::from_secs(20),
        "{cut:?}"
    );
    // Ctrl-C: the server stops promptly.
    unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
    let t0 = Instant::now();
    while child.try_wait().unwrap().is_none() {
        assert!(
            t0.elapsed() < Duration::from_secs(10),
            "the server did not stop"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}
