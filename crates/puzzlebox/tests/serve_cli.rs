//! The real server on a real socket: a client that sends its request a byte at a time is
//! cut off, while others are served; Ctrl-C stops it with every game saved.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

#[test]
fn a_slow_client_is_cut_off_and_others_are_served() {
    let data = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_puzzlebox"))
        .args(["serve", "--port", "0"])
        .env("PUZZLEBOX_DATA", data.path())
        .env("PUZZLEBOX_CACHE", cache.path())
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
