// The engine in a Web Worker (the static site's host): puzzlebox.wasm answering the page's
// requests as `puzzlebox serve` answers them. Messages in: {id, call: {method, path, body}}
// → {id, answer: {status, type, disposition, body}}; {follow: {key, lang}, on}. Out, besides
// answers: {ready, kept} once started, {views: [{key, game}]} as followed games change,
// {storage: 'refused'|'full'|'damaged'} when the browser's storage fails us, {crashed} when
// the engine stopped. What the store holds is kept in IndexedDB after every change (a
// snapshot; the change is answered, and a view of it posted, once kept, so a reload loses
// nothing), the tables as they are built (sealed; checked by the engine when read back).
// Tabs share the snapshot: each keeps it under a lock (Web Locks), and first takes in what
// another tab kept since its last look (its stamp changed), by the export's rules, so
// neither loses the other's games, sessions or solves.
//
// A worker named `solver` is the page's solver: a second engine that answers only solves
// (`POST /api/solve`), over the kept tables and an empty store it never keeps. It says when
// it begins one ({id, started: {limit_ms}}) so that the page can show the solve's progress,
// and the page ends it to cancel a solve (a worker running the engine reads no message
// until it answers); the next solve starts another.

const DB = 'puzzlebox';
// (Its role and clock come in its name: a worker's location is that of the response, which
// the service worker may answer from its cache without the query.)
const ROLE = (self.name || '').split(' ');
const SOLVER = ROLE.includes('solver');
// A worker named with `test-clock`: the games' clock moves only when a test moves it
// (`self.puzzleboxAdvance(ms)`, which then ticks the games), as `$PUZZLEBOX_TEST_CLOCK` and
// `POST /api/test/clock` hold the server's; the page asks for it when a test set the
// `puzzlebox-test-clock` setting.
const TEST_CLOCK = ROLE.includes('test-clock') ? { t: 0 } : null;
self.puzzleboxAdvance = (ms) => {
  if (!TEST_CLOCK || !wasm) return false;
  TEST_CLOCK.t += ms;
  tick();
  return true;
};
const TICK_MS = 40;
let wasm = null;
let keptChanges = 0;
let keeping = Promise.resolve();
let lastStamp;
let db = null;

function openDb() {
  return new Promise((resolve, reject) => {
    let req;
    try { req = indexedDB.open(DB, 1); } catch (e) { reject(e); return; }
    req.onupgradeneeded = () => {
      req.result.createObjectStore('kept');
      req.result.createObjectStore('tables');
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function tx(store, mode, work) {
  return new Promise((resolve, reject) => {
    const t = db.transaction(store, mode);
    const out = work(t.objectStore(store));
    t.oncomplete = () => resolve(out?.result);
    t.onerror = () => reject(t.error);
    t.onabort = () => reject(t.error);
  });
}

async function readKept() {
  if (!db) return { snapshot: null, tables: [] };
  const snapshot = SOLVER ? null : await tx('kept', 'readonly', (s) => s.get('snapshot'));
  lastStamp = await tx('kept', 'readonly', (s) => s.get('stamp'));
  const tables = [];
  await new Promise((resolve, reject) => {
    const cur = db.transaction('tables').objectStore('tables').openCursor();
    cur.onsuccess = () => {
      const c = cur.result;
      if (!c) { resolve(); return; }
      tables.push([c.key, c.value]);
      c.continue();
    };
    cur.onerror = () => reject(cur.error);
  });
  return { snapshot, tables };
}

// --- the module's memory -------------------------------------------------------------------

const enc = new TextEncoder();
const dec = new TextDecoder();

function put(bytes) {
  const p = wasm.pb_alloc(bytes.length);
  new Uint8Array(wasm.memory.buffer, p, bytes.length).set(bytes);
  return p;
}

function takeAnswer(p) {
  const len = new DataView(wasm.memory.buffer).getUint32(p, true);
  const bytes = new Uint8Array(wasm.memory.buffer, p + 4, len).slice();
  wasm.pb_free(p, len + 4);
  return bytes;
}

function callJson(fn, value, ...rest) {
  const bytes = enc.encode(JSON.stringify(value));
  return fn(put(bytes), bytes.length, ...rest);
}

// --- keeping -------------------------------------------------------------------------------

function storageFailed(e) {
  const full = e && (e.name === 'QuotaExceededError' || /quota/i.test(String(e.message)));
  postMessage({ storage: full ? 'full' : 'refused' });
}

function underLock(work) {
  return navigator.locks?.request ? navigator.locks.request('puzzlebox-store', work) : work();
}

/** The store's snapshot kept, another tab's taken in first when it kept one since. */
function keepSnapshot() {
  return underLock(async () => {
    const stamp = await tx('kept', 'readonly', (s) => s.get('stamp'));
    if (stamp !== undefined && stamp !== lastStamp) {
      const theirs = await tx('kept', 'readonly', (s) => s.get('snapshot'));
      if (theirs) {
        const bytes = new Uint8Array(theirs);
        wasm.pb_absorb(put(bytes), bytes.length);
      }
    }
    const changes = wasm.pb_changes();
    const snapshot = takeAnswer(wasm.pb_snapshot());
    const next = crypto.randomUUID();
    await tx('kept', 'readwrite', (s) => { s.put(snapshot, 'snapshot'); s.put(next, 'stamp'); });
    lastStamp = next;
    keptChanges = changes;
  });
}

async function keep() {
  if (!db || !wasm) return;
  if (!SOLVER && wasm.pb_changes() !== keptChanges) {
    try { await keepSnapshot(); } catch (e) { storageFailed(e); }
  }
  const built = takeAnswer(wasm.pb_built());
  const view = new DataView(built.buffer);
  for (let at = 0; at < built.length;) {
    const n = view.getUint32(at, true); at += 4;
    const name = dec.decode(built.subarray(at, at + n)); at += n;
    const m = view.getUint32(at, true); at += 4;
    const image = built.slice(at, at + m); at += m;
    try { await tx('tables', 'readwrite', (s) => s.put(image, name)); } catch (e) { storageFailed(e); }
  }
  for (const name of JSON.parse(dec.decode(takeAnswer(wasm.pb_refused())) || '[]')) {
    try { await tx('tables', 'readwrite', (s) => s.delete(name)); } catch { /* dropped next time */ }
  }
}

/** Keeps what changed, after the keeps before it; resolves once kept. */
function keepSoon() {
  keeping = keeping.then(keep).catch(() => { /* said by `storageFailed` */ });
  return keeping;
}

// --- starting ------------------------------------------------------------------------------

async function start() {
  try { db = await openDb(); } catch (e) { db = null; storageFailed(e); }
  let kept = { snapshot: null, tables: [] };
  try { kept = await readKept(); } catch (e) { storageFailed(e); }
  const imports = {
    env: {
      pb_now_ms: () => Date.now(),
      pb_mono_ms: () => performance.now(),
      pb_game_ms: () => (TEST_CLOCK ? TEST_CLOCK.t : performance.now()),
      // Views told while work runs (a table's build shows its progress meanwhile).
      pb_views: (p, len) => {
        try { postMessage({ views: JSON.parse(dec.decode(new Uint8Array(wasm.memory.buffer, p, len))) }); } catch { /* the next tick tells */ }
      },
      pb_random: (p, len) => {
        for (let at = 0; at < len; at += 65536) {
          crypto.getRandomValues(new Uint8Array(wasm.memory.buffer, p + at, Math.min(65536, len - at)));
        }
      },
    },
  };
  const url = new URL('puzzlebox.wasm', self.location.href);
  let module;
  try {
    module = await WebAssembly.instantiateStreaming(fetch(url), imports);
  } catch {
    const bytes = await (await fetch(url)).arrayBuffer();
    module = await WebAssembly.instantiate(bytes, imports);
  }
  wasm = module.instance.exports;
  const snap = kept.snapshot && !SOLVER ? new Uint8Array(kept.snapshot) : new Uint8Array(0);
  const code = wasm.pb_start(put(snap), snap.length);
  if (code !== 0) {
    // Unreadable: kept aside, never overwritten, and said.
    try { await tx('kept', 'readwrite', (s) => s.put(kept.snapshot, `damaged-${Date.now()}`)); } catch { /* said below */ }
    postMessage({ storage: 'damaged' });
  }
  keptChanges = wasm.pb_changes();
  for (const [name, image] of kept.tables) {
    const nameBytes = enc.encode(name);
    const img = new Uint8Array(image);
    wasm.pb_offer_table(put(nameBytes), nameBytes.length, put(img), img.length);
  }
  setInterval(tick, TICK_MS);
  postMessage({ ready: true, kept: !!kept.snapshot });
}

let tickSoon = null;

/** Runs the work a request started (a game's tables, a hint) as soon as it is answered. */
function tickNow() {
  if (!tickSoon) tickSoon = setTimeout(() => { tickSoon = null; tick(); }, 0);
}

/** Runs the work the games started and advances them; posts the followed games' changes. */
function tick() {
  if (!wasm) return;
  try {
    const views = JSON.parse(dec.decode(takeAnswer(wasm.pb_tick())));
    // What a view shows is kept before it is shown (a page reloaded at once loses none
    // of it), as an answer is; the page orders views by their version.
    const kept = keepSoon();
    if (views.length) kept.then(() => postMessage({ views }));
  } catch (e) { crashed(e); }
}

function crashed(e) {
  wasm = null;
  postMessage({ crashed: String(e && e.message || e) });
}

const started = start().catch((e) => postMessage({ failed: String(e && e.message || e) }));

onmessage = async (ev) => {
  await started;
  const m = ev.data;
  if (!wasm) { if (m.id != null) postMessage({ id: m.id, answer: { status: 0, type: '', body: '' } }); return; }
  try {
    if (m.follow) {
      callJson(wasm.pb_follow, m.follow, m.on ? 1 : 0);
      tickNow();
      return;
    }
    if (SOLVER) postMessage({ id: m.id, started: { limit_ms: wasm.pb_max_solve_ms() } });
    const answer = JSON.parse(dec.decode(takeAnswer(callJson(wasm.pb_call, m.call))));
    // A change is answered once kept: what the page was told is done survives a reload.
    const changed = wasm.pb_changes() !== keptChanges;
    const kept = keepSoon();
    if (changed) await kept;
    postMessage({ id: m.id, answer });
    tickNow();
  } catch (e) {
    if (m.id != null) postMessage({ id: m.id, answer: { status: 0, type: '', body: '' } });
    crashed(e);
  }
};
