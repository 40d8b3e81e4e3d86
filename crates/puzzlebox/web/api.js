// The JSON API, as the page uses it. Every call returns the parsed body, or throws an
// ApiError carrying the server's {kind, message}.

export class ApiError extends Error {
  constructor(status, kind, message) {
    super(message);
    this.status = status;
    this.kind = kind;
  }
}

async function call(method, path, body) {
  const init = { method, headers: {} };
  if (body !== undefined) {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let resp;
  try {
    resp = await fetch(path, init);
  } catch (e) {
    throw new ApiError(0, 'network', 'the server cannot be reached: is `puzzlebox serve` still running?');
  }
  if (resp.status === 204) return null;
  const text = await resp.text();
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch { /* not JSON */ }
  if (!resp.ok) {
    const err = data && data.error ? data.error : { kind: 'http', message: text || resp.statusText };
    throw new ApiError(resp.status, err.kind, err.message);
  }
  return data;
}

export const api = {
  puzzles: () => call('GET', '/api/puzzles'),
  create: (req) => call('POST', '/api/games', req),
  game: (key) => call('GET', `/api/games/${encodeURIComponent(key)}`),
  act: (key, action) => call('POST', `/api/games/${encodeURIComponent(key)}/actions`, action),
  close: (key) => call('DELETE', `/api/games/${encodeURIComponent(key)}`),
  saved: () => call('GET', '/api/saved'),
  resume: (id) => call('POST', `/api/saved/${id}/resume`),
  solve: (req) => call('POST', '/api/solve', req),
  validate: (req) => call('POST', '/api/validate', req),
  stats: (puzzle) => call('GET', '/api/stats' + (puzzle ? `?puzzle=${puzzle}` : '')),
};

/** Follows a game's views as the server pushes them (server-sent events). */
export function follow(key, onView) {
  const es = new EventSource(`/api/games/${encodeURIComponent(key)}/events`);
  es.addEventListener('view', (e) => {
    try { onView(JSON.parse(e.data)); } catch { /* ignore a broken event */ }
  });
  return () => es.close();
}
