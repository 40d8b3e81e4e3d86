//! The server itself (the `server` feature): listening, the runtime's threads, the ticker,
//! a solve's thread at a lower priority, the shutdown.

use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use frontend::lang::{say, text};
use frontend::{Error, IoAction};
use game::controller::lock;
use messages::Message;

use super::{api, Server, TICK};

/// Whether the server may go without a token: only on the default address (127.0.0.1,
/// `::1`, `localhost`); any other address, other loopback ones included, needs it.
fn is_default_host(host: &str) -> bool {
    host == "localhost"
        || host.parse::<IpAddr>().is_ok_and(|a| {
            a == IpAddr::from([127, 0, 0, 1]) || a == IpAddr::from([0u16, 0, 0, 0, 0, 0, 0, 1])
        })
}

/// How the server runs (the command line's `serve` options).
#[derive(Clone, Debug)]
pub struct Options {
    /// The address to listen on.
    pub host: String,
    /// The port (0: any free one).
    pub port: u16,
    /// Open the page in the browser.
    pub open: bool,
    /// The longest a solve may run, in seconds.
    pub max_solve_secs: f64,
    /// Solves that may run at once (default: the cores).
    pub max_solves: Option<usize>,
    /// The access token (default: a random one off the default address).
    pub token: Option<String>,
}

/// Runs `work` on a thread of its own at a lower scheduling priority (nice 10 on Linux;
/// the threads a solver starts inherit it), and waits for it: a long solve takes what the
/// cores have to spare, never the time the server needs to answer moves.
pub fn in_background<T: Send + 'static, F: FnOnce() -> T + Send + 'static>(work: F) -> T {
    // The work waits in a slot the thread takes it from, so that it still runs here when no
    // thread can be started.
    let slot = Arc::new(Mutex::new(Some(work)));
    let theirs = slot.clone();
    let run = move || {
        lower_priority();
        lock(&theirs).take().map(|work| work())
    };
    let started = std::thread::Builder::new().name("solve".into()).spawn(run);
    let done = match started {
        Ok(thread) => thread
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
        Err(_) => None,
    };
    match done {
        Some(value) => value,
        None => {
            let work = lock(&slot).take();
            work.map(|work| work())
                .expect("the work runs once, here or on its thread")
        }
    }
}

/// The calling thread's scheduling priority lowered (Linux keeps a nice value per thread,
/// and a new thread starts with its creator's); elsewhere nothing changes.
fn lower_priority() {
    #[cfg(target_os = "linux")]
    // SAFETY: setpriority with who = 0 changes only the calling thread; a failure (not
    // allowed) leaves its priority as it was, which is harmless.
    unsafe {
        libc::setpriority(libc::PRIO_PROCESS, 0, 10);
    }
}

/// Runs the server until Ctrl-C.
pub fn run(args: Options) -> Result<(), Error> {
    let store = frontend::saved::open_store()?;
    let token = match (&args.token, is_default_host(&args.host)) {
        (Some(t), _) => Some(t.clone()),
        (None, true) => None,
        (None, false) => Some(format!("{:032x}", rand::random::<u128>())),
    };
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
    let server = Server::new(
        store,
        {
            frontend::cache::quiet();
            frontend::cache::source()?
        },
        args.max_solves.unwrap_or(cores),
        Duration::from_secs_f64(args.max_solve_secs.clamp(0.01, 3600.0)),
        token.clone(),
    );
    #[cfg(feature = "test-hooks")]
    let server = super::test_hooks::with_test_clock(server);
    let server = Arc::new(server);
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(IoAction::Start.on_the(Message::new("io-the-runtime")))?;
    rt.block_on(async move {
        let addr: SocketAddr = tokio::net::lookup_host((args.host.as_str(), args.port))
            .await
            .map_err(IoAction::Resolve.on(&args.host))?
            .next()
            .ok_or_else(|| Error::NoAddress {
                host: args.host.clone(),
            })?;
        let listener = tokio::net::TcpListener::bind(addr)
            .await
            .map_err(IoAction::Listen.on(addr))?;
        let local = listener.local_addr().map_err(IoAction::Listen.on(addr))?;
        let ip = if local.ip().is_unspecified() {
            IpAddr::from([127, 0, 0, 1]) // listening everywhere: this machine's own address
        } else {
            local.ip()
        };
        let host = if ip.is_ipv6() {
            format!("[{ip}]")
        } else {
            ip.to_string()
        };
        let url = match &token {
            Some(t) => format!("http://{host}:{}/?token={t}", local.port()),
            None => format!("http://{host}:{}/", local.port()),
        };
        println!("{}", say("cli-serving", &[("url", text(&url))]));
        if token.is_some() {
            println!("{}", say("cli-serving-token", &[]));
        }
        println!("{}", say("cli-serving-stop", &[]));
        if args.open {
            open_browser(&url);
        }
        let ticker = server.clone();
        every(TICK, move || ticker.tick_all());
        every(RELEASE_EVERY, release_free_memory);
        let app = api::router(server.clone());
        serve_connections(listener, app, server.clone()).await;
        server.save_all();
        Ok(())
    })
}

/// Runs `work` on a blocking thread every `period`, a run at a time (a late one is skipped).
fn every(period: Duration, work: impl Fn() + Send + Sync + 'static) {
    let work = Arc::new(work);
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(period);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
        loop {
            ticks.tick().await;
            let w = work.clone();
            let _ = tokio::task::spawn_blocking(move || w()).await;
        }
    });
}

/// How often the server hands the memory its allocator holds free back to the system.
pub const RELEASE_EVERY: Duration = Duration::from_secs(10);

/// Hands free memory back to the system. glibc keeps what a large answer freed (an export
/// of every saved game: about three times its size, on whichever worker built it) in each
/// thread's arena, so without this the resident size grows with the largest answer each
/// worker has made (50 exports of an 18,000-game database: 14 → 108 MB, all of it free).
/// Elsewhere the allocator's own policy stands.
pub fn release_free_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only returns free pages of the allocator's own arenas.
    unsafe {
        libc::malloc_trim(0);
    }
}

/// Time a client has to send a request's head: a client sending a byte a second is cut off.
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);

/// Time a client has to send a request's body once its head is in.
pub const BODY_TIMEOUT: Duration = Duration::from_secs(10);

/// Accepts connections until Ctrl-C, each served by hyper with [`HEADER_TIMEOUT`]; then
/// ends the event streams and waits (at most 5 s) for the requests under way.
async fn serve_connections(
    listener: tokio::net::TcpListener,
    app: axum::Router,
    server: Arc<Server>,
) {
    use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
    use hyper_util::server::conn::auto::Builder;
    let mut builder = Builder::new(TokioExecutor::new());
    builder
        .http1()
        .timer(TokioTimer::new())
        .header_read_timeout(HEADER_TIMEOUT);
    let graceful = hyper_util::server::graceful::GracefulShutdown::new();
    let ctrl_c = tokio::signal::ctrl_c();
    tokio::pin!(ctrl_c);
    loop {
        let stream = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok((stream, _)) => stream,
                // Out of descriptors, say: wait a little rather than spin.
                Err(_) => {
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            _ = &mut ctrl_c => break,
        };
        let service = hyper_util::service::TowerToHyperService::new(app.clone());
        let conn = builder.serve_connection_with_upgrades(TokioIo::new(stream), service);
        let conn = graceful.watch(conn.into_owned());
        tokio::spawn(async move {
            let _ = conn.await;
        });
    }
    server.close_streams();
    let _ = tokio::time::timeout(Duration::from_secs(5), graceful.shutdown()).await;
}

/// Opens `url` in the desktop's browser, if there is one.
fn open_browser(url: &str) {
    for cmd in ["xdg-open", "open"] {
        if std::process::Command::new(cmd)
            .arg(url)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .is_ok()
        {
            return;
        }
    }
    let said = say("cli-no-browser", &[("url", text(url))]);
    eprintln!("puzzlebox: {said}");
}
