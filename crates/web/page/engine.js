// The engine in a Web Worker, as the page's second transport (the static site's): requests
// go to `worker.js` as messages and come back as the server's answers. The page's one
// client interface (`api.js`) picks this transport or HTTP by how the page was served: a
// static build marks its page (`<meta name="puzzlebox-host" content="worker">`); `?host=`
// or the `puzzlebox-host` setting overrides.

import { t } from './i18n.js';
import { el, toast } from './dom.js';

/** Where the page's requests go: `worker` (the engine here) or `server` (HTTP). */
export const host = (() => {
  const asked = new URLSearchParams(location.search).get('host') ?? localStorage.getItem('puzzlebox-host');
  if (asked === 'worker' || asked === 'server') return asked;
  return document.querySelector('meta[name="puzzlebox-host"]')?.content === 'worker' ? 'worker' : 'server';
})();

let worker = null;
let nextId = 1;
const pending = new Map();
const followers = new Map();
// Views of a game told before the page follows it (its tables' progress, while the worker
// builds them right after answering the game): handed over when it does.
const unclaimed = new Map();
let down = null;

/** Says on the page that the engine stopped, with a button to reload (nothing kept is lost). */
function stopped(message) {
  down = message;
  for (const [, p] of pending) p.resolve({ status: 0, type: '', body: '' });
  pending.clear();
  if (document.getElementById('engine-down')) return;
  const bar = el('div', { id: 'engine-down', class: 'notice', role: 'alert' },
    el('span', {}, message), ' ',
    el('button', { type: 'button', onclick: () => location.reload() }, t('host-reload')));
  document.body.prepend(bar);
}

function startWorker() {
  if (typeof WebAssembly !== 'object' || typeof Worker !== 'function') {
    stopped(t('host-no-wasm'));
    return;
  }
  try {
    // A test holding the games' clock (see worker.js) sets `puzzlebox-test-clock`.
    worker = new Worker('/worker.js', { name: localStorage.getItem('puzzlebox-test-clock') === '1' ? 'engine test-clock' : 'engine' });
  } catch {
    stopped(t('host-crashed'));
    return;
  }
  worker.onmessage = (ev) => {
    const m = ev.data;
    if (m.id != null) {
      pending.get(m.id)?.resolve(m.answer);
      pending.delete(m.id);
    } else if (m.views) {
      for (const v of m.views) {
        const to = followers.get(v.key);
        if (to?.size) to.forEach((f) => f(v.game));
        else {
          unclaimed.delete(v.key);
          unclaimed.set(v.key, v.game);
          if (unclaimed.size > 16) unclaimed.delete(unclaimed.keys().next().value);
        }
      }
    } else if (m.storage) {
      const said = { refused: 'host-storage-refused', full: 'host-storage-full', damaged: 'host-storage-damaged' };
      toast(t(said[m.storage] ?? 'host-storage-refused'));
      document.documentElement.dataset.storage = m.storage;
    } else if (m.crashed || m.failed) {
      stopped(m.failed && /wasm|WebAssembly|compile/i.test(m.failed) ? t('host-no-wasm') : t('host-crashed'));
    }
  };
  worker.onerror = () => stopped(t('host-crashed'));
}

/** A request answered by the engine: `{status, type, disposition, body}` (status 0: the
 * engine is not running). */
export function engineCall(method, path, body) {
  if (!worker && !down) startWorker();
  if (down) return Promise.resolve({ status: 0, type: '', body: '' });
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, { resolve });
    worker.postMessage({ id, call: { method, path, body } });
  });
}

/** Follows a game's views as the engine advances it; returns the way to stop. */
export function engineFollow(key, lang, onView) {
  if (!worker && !down) startWorker();
  if (down) return () => {};
  if (!followers.has(key)) followers.set(key, new Set());
  followers.get(key).add(onView);
  if (unclaimed.has(key)) {
    const game = unclaimed.get(key);
    unclaimed.delete(key);
    queueMicrotask(() => onView(game));
  }
  worker.postMessage({ follow: { key, lang: lang === 'en' ? '' : lang }, on: true });
  return () => {
    followers.get(key)?.delete(onView);
    worker?.postMessage({ follow: { key, lang: lang === 'en' ? '' : lang }, on: false });
  };
}

// --- the solver: a second engine, ended to cancel a solve ---------------------------------

let solver = null;

/** A solve by the page's solver worker (started on first need): `onProgress({elapsed_ms,
 * limit_ms})` four times a second from when the worker begins it; the answer
 * `{status, type, disposition, body}`, or `{ended: true}` when the solver stopped, or
 * `{cancelled: true}` when `signal` aborted (which ends the worker, the solve with it). The
 * next solve after either starts another worker. */
export function engineSolve(path, body, onProgress, signal) {
  if (down) return Promise.resolve({ status: 0, type: '', body: '' });
  if (!solver) solver = new Worker('/worker.js', { name: 'solver' });
  const w = solver;
  return new Promise((resolve) => {
    let ticking = null;
    const end = (answer) => {
      clearInterval(ticking);
      signal?.removeEventListener('abort', abort);
      w.onmessage = null;
      resolve(answer);
    };
    const stop = (answer) => { if (solver === w) solver = null; w.terminate(); end(answer); };
    const dead = () => stop({ status: 0, type: '', body: '', ended: true });
    const abort = () => stop({ cancelled: true });
    if (signal?.aborted) { abort(); return; }
    signal?.addEventListener('abort', abort);
    w.onmessage = (ev) => {
      const m = ev.data;
      if (m.started) {
        const t0 = performance.now();
        const tick = () => onProgress({ elapsed_ms: Math.round(performance.now() - t0), limit_ms: m.started.limit_ms });
        tick();
        ticking = setInterval(tick, 250);
      } else if (m.id != null) {
        end(m.answer);
      } else if (m.crashed || m.failed) {
        dead();
      }
    };
    w.onerror = dead;
    w.postMessage({ id: 1, call: { method: 'POST', path, body } });
  });
}

// The static site keeps its files for offline use (its service worker, `sw.js`); a new
// version is fetched at the next visit and takes over the one after (the data stays).
if (host === 'worker' && 'serviceWorker' in navigator && document.querySelector('meta[name="puzzlebox-host"]')) {
  navigator.serviceWorker.register('/sw.js').catch(() => { /* the site works online without it */ });
}
