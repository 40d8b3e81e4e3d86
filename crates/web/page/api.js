// The JSON API, as the page uses it — one client interface with two transports: HTTP to
// `puzzlebox serve`, or messages to the engine in a Web Worker (`engine.js`, the static
// site's), chosen by how the page was served. Both answer alike. Every call returns the parsed body, or throws an
// ApiError carrying the server's {kind, message} (the message in the page's language when
// the server wrote it so: `said`). Every call asks for its refusals in the body
// (`?refusals=body`): what a player typed wrong is an answer, not a failed request for the
// browser to log.

import { lang, t } from './i18n.js';
import { host, engineCall, engineFollow, engineSolve } from './engine.js';

export { host };

export class ApiError extends Error {
  constructor(status, kind, message) {
    super(message);
    this.status = status;
    this.kind = kind;
  }
}

/** A path of the API with the page's language asked for (`said` in the answers). */
export function withLang(path) {
  return lang === 'en' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
}

/** The status each kind of refusal has when it is not answered in the body. */
const STATUS = { not_found: 404, not_now: 409, bad_record: 422, time_limit: 422 };

/** A refusal answered in the body, as the error it is. */
function refusal(r) {
  return new ApiError(STATUS[r.kind] ?? 400, r.kind, r.said ?? r.message);
}

/** `path` asking for refusals in the body. */
function refusalsInBody(path) {
  return path.includes('refusals=body') ? path : `${path}${path.includes('?') ? '&' : '?'}refusals=body`;
}

/** A request by the page's transport: `{status, type, disposition, body}` (status 0: the
 * host could not be reached). */
async function send(method, path, body) {
  const text = body === undefined ? undefined : JSON.stringify(body);
  if (host === 'worker') return engineCall(method, path, text);
  const init = { method, headers: {} };
  if (text !== undefined) {
    init.headers['content-type'] = 'application/json';
    init.body = text;
  }
  let resp;
  try {
    resp = await fetch(path, init);
  } catch (e) {
    return { status: 0, type: '', body: '' };
  }
  return {
    status: resp.status,
    type: resp.headers.get('content-type') ?? '',
    disposition: resp.headers.get('content-disposition') ?? undefined,
    body: await resp.text(),
    statusText: resp.statusText,
  };
}

/** A request to any route of the API by the page's transport: the answer's body parsed,
 * or the error it carries thrown (what the named calls below do; the browser tests reach
 * either host this way). */
export async function request(method, path, body) {
  return call(method, path, body);
}

async function call(method, path, body) {
  return answered(await send(method, withLang(refusalsInBody(path)), body));
}

/** An answer's body parsed, or the error it carries thrown. */
function answered(resp) {
  if (resp.status === 0) throw new ApiError(0, 'network', t('net-unreachable'));
  if (resp.status === 204) return null;
  const text = resp.body;
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch { /* not JSON */ }
  if (resp.status >= 400) {
    const err = data && data.error ? data.error : { kind: 'http', message: text || resp.statusText };
    throw new ApiError(resp.status, err.kind, err.said ?? err.message);
  }
  // A refusal of a whole request (its answer is nothing else); a game's answer keeps the
  // game beside its refusal (`act`).
  if (data && data.refused && Object.keys(data).length === 1) throw refusal(data.refused);
  return data;
}

export const api = {
  puzzles: () => call('GET', '/api/puzzles'),
  create: (req) => call('POST', '/api/games', req),
  game: (key) => call('GET', `/api/games/${encodeURIComponent(key)}`),
  // A refused action answers 200 with `refused` (a game's answer, not a failed request):
  // it is thrown here as the error it is.
  act: async (key, action) => {
    const out = await call('POST', `/api/games/${encodeURIComponent(key)}/actions?refusals=body`, action);
    if (out?.refused) throw refusal(out.refused);
    return out;
  },
  close: (key) => call('DELETE', `/api/games/${encodeURIComponent(key)}`),
  saved: (show = 'unfinished') => call('GET', `/api/saved?show=${show}`),
  resume: (id) => call('POST', `/api/saved/${id}/resume`),
  solve: (req) => call('POST', '/api/solve', req),
  validate: (req) => call('POST', '/api/validate', req),
  stats: (puzzle) => call('GET', '/api/stats' + (puzzle ? `?puzzle=${puzzle}` : '')),
  deleteSaved: (id) => call('DELETE', `/api/saved/${id}`),
  replay: (id) => call('GET', `/api/saved/${encodeURIComponent(id)}/replay`),
  sharedReplay: (req) => call('POST', '/api/replays', req),
  sessions: () => call('GET', '/api/sessions'),
  createSession: (req) => call('POST', '/api/sessions', req),
  session: (id) => call('GET', `/api/sessions/${id}`),
  changeSession: (id, change) => call('PATCH', `/api/sessions/${id}`, change),
  deleteSession: (id) => call('DELETE', `/api/sessions/${id}`),
  merge: (id, into) => call('POST', `/api/sessions/${id}/merge`, { into }),
  split: (id, req) => call('POST', `/api/sessions/${id}/split`, req),
  page: (id, offset, limit) => call('GET', `/api/sessions/${id}/page?offset=${offset}&limit=${limit}`),
  solveScramble: (id) => call('GET', `/api/solves/${id}/scramble`),
  cases: (id) => call('GET', `/api/sessions/${id}/cases`),
  chart: (id, last) => call('GET', `/api/sessions/${id}/chart?last=${last}`),
  history: (id, utcOffsetMin) => call('GET', `/api/sessions/${id}/history?utc_offset_min=${utcOffsetMin}`),
  changeSolve: (id, change) => call('PATCH', `/api/solves/${id}`, change),
  deleteSolve: (id) => call('DELETE', `/api/solves/${id}`),
  openTimer: (req) => call('POST', '/api/timers', req),
  closeTimer: (key) => call('DELETE', `/api/timers/${encodeURIComponent(key)}`),
  timerEvent: (key, ev) => call('POST', `/api/timers/${encodeURIComponent(key)}/events`, ev),
  importFile: (body, skipBad) => call('POST', `/api/import${skipBad ? '?skip_bad=true' : ''}`, body),
  // Every game, session and solve in the binary's own format (what `puzzlebox import` reads).
  exportAll: () => download('/api/export'),
  exportPractice: (format, session) => download(`/api/export/practice?format=${format}${session == null ? '' : `&session=${session}`}`),
};

/** A download: its body and the name the server gives it (`Content-Disposition`). A
 * refusal is thrown as the error it is. */
async function download(path) {
  const resp = await send('GET', withLang(refusalsInBody(path)));
  if (resp.status === 0) throw new ApiError(0, 'network', t('net-unreachable'));
  const type = resp.type ?? '';
  const named = (fallback) => /filename="([^"]+)"/.exec(resp.disposition ?? '')?.[1] ?? fallback;
  if (resp.status >= 400 || type.startsWith('application/json')) {
    let data = null;
    try { data = JSON.parse(resp.body); } catch { /* not JSON */ }
    if (resp.status >= 400) throw new ApiError(resp.status, data?.error?.kind ?? 'http', data?.error?.said ?? data?.error?.message ?? resp.statusText);
    if (data && data.refused && Object.keys(data).length === 1) throw refusal(data.refused);
    return { blob: new Blob([resp.body], { type }), name: named('puzzlebox.json') };
  }
  return { blob: new Blob([resp.body], { type }), name: named('puzzlebox.csv') };
}

/**
 * A solve with progress: the server's events (`progress` {elapsed_ms, limit_ms}, then
 * `result` or `error`) read from a streamed POST. `onProgress(p)` sees each progress event;
 * the promise gives the record. Aborting `signal` closes the stream, which cancels the
 * solve on the server.
 */
export async function solveStream(req, onProgress, signal) {
  // The engine's own solver worker: progress from when it begins, ended to cancel.
  if (host === 'worker') return workerSolve(req, onProgress, signal);
  let resp;
  try {
    resp = await fetch(withLang('/api/solve'), { method: 'POST', signal,
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' }, body: JSON.stringify(req) });
  } catch (e) {
    if (e.name === 'AbortError') throw new ApiError(0, 'cancelled', 'cancelled');
    throw new ApiError(0, 'network', t('net-unreachable'));
  }
  if (!resp.ok) {
    const text = await resp.text();
    let data = null;
    try { data = JSON.parse(text); } catch { /* not JSON */ }
    throw new ApiError(resp.status, data?.error?.kind ?? 'http', data?.error?.said ?? data?.error?.message ?? resp.statusText);
  }
  const reader = resp.body.getReader();
  const decoder = new TextDecoder();
  let buf = '';
  for (;;) {
    let chunk;
    try { chunk = await reader.read(); } catch { throw new ApiError(0, 'cancelled', 'cancelled'); }
    if (chunk.done) throw new ApiError(0, 'network', t('net-solve-ended'));
    buf += decoder.decode(chunk.value, { stream: true });
    let cut;
    while ((cut = buf.indexOf('\n\n')) >= 0) {
      const block = buf.slice(0, cut);
      buf = buf.slice(cut + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null');
      if (event === 'progress') onProgress(data);
      else if (event === 'result') return data;
      else if (event === 'error') throw new ApiError(400, data?.error?.kind ?? 'error', data?.error?.said ?? data?.error?.message ?? t('net-solve-failed'));
    }
  }
}

/** A solve by the engine's solver worker, answered as the server's record or error. */
async function workerSolve(req, onProgress, signal) {
  const resp = await engineSolve(withLang(refusalsInBody('/api/solve')), JSON.stringify(req), onProgress, signal);
  if (resp.cancelled) throw new ApiError(0, 'cancelled', 'cancelled');
  if (resp.ended) throw new ApiError(0, 'network', t('net-solve-ended'));
  return answered(resp);
}

/** Follows a game's views as the server pushes them (server-sent events). */
export function follow(key, onView) {
  if (host === 'worker') return engineFollow(key, lang, onView);
  const es = new EventSource(withLang(`/api/games/${encodeURIComponent(key)}/events`));
  es.addEventListener('view', (e) => {
    try { onView(JSON.parse(e.data)); } catch { /* ignore a broken event */ }
  });
  return () => es.close();
}
