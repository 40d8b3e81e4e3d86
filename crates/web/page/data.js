// Import and export on the practice screen, as csTimer's users keep their history: a
// csTimer or puzzlebox file picked and imported (the command line's checks and messages: a
// file too large refused before it is read, one that is not JSON named, a csTimer file's
// bad entries each named and nothing added unless the player asks for the good ones), and a
// session or every session downloaded in csTimer's JSON or as a CSV.
//
// The server decides what a file holds and what is new; this module reads the file, sends
// it, and says what came back. One import at a time: a file picked while one is under way
// is refused, said, and not read.

import { api } from './api.js';
import { el, toast } from './dom.js';
import { t } from './i18n.js';

/** The most an import takes: the server's limit (`practice::cstimer::MAX_BYTES`, 32 MiB). */
export const MAX_IMPORT = 32 * 1024 * 1024;

/** A size as the command line says it (`size-mb`, `size-kb`, `size-bytes`: decimal units). */
function size(bytes) {
  if (bytes >= 1e6) return t('size-mb', { n: (bytes / 1e6).toFixed(0) });
  if (bytes >= 1e3) return t('size-kb', { n: (bytes / 1e3).toFixed(1) });
  return t('size-bytes', { n: String(bytes) });
}

/** What an import did, as the command line says it. */
function imported(r, name) {
  const lines = [];
  if (r.games > 0) lines.push(t('cli-imported', { games: r.games, added: r.added, updated: r.updated, unchanged: r.unchanged }));
  lines.push(t('cli-imported-sessions', { sessions: r.sessions_added, added: r.solves_added, unchanged: r.solves_unchanged }));
  if (r.added + r.updated + r.sessions_added + r.solves_added === 0) lines.push(t('cli-import-nothing-new', { path: name }));
  for (const entry of r.skipped ?? []) lines.push(t('cli-skipped', { entry }));
  return lines;
}

/** The section: `sessionId()` the chosen session, `refresh()` redraws the screen after an
 * import. */
export function dataSection(sessionId, refresh) {
  const result = el('div', { id: 'import-result', role: 'status', 'aria-live': 'polite' });
  const say = (lines, bad = false) => result.replaceChildren(...lines.map((l) => el('p', { class: bad ? 'error' : '', text: l })));
  const skip = el('input', { type: 'checkbox', id: 'import-skip' });
  const file = el('input', { type: 'file', id: 'import-file', accept: '.json,.txt,application/json,text/plain' });
  let busy = false;
  file.addEventListener('change', async () => {
    const f = file.files?.[0];
    if (!f) return;
    if (busy) { toast(t('import-busy')); say([t('import-busy')], true); return; }
    busy = true;
    file.setAttribute('aria-busy', 'true');
    try {
      say([t('import-working', { name: f.name })]);
      const lines = await importFile(f, skip.checked);
      say(lines);
      await refresh();
    } catch (e) {
      say([e.message], true);
    } finally {
      busy = false;
      file.removeAttribute('aria-busy');
      file.value = '';
    }
  });
  return el('details', { id: 'data' },
    el('summary', { text: t('practice-data') }),
    el('div', { class: 'form' },
      el('label', {}, t('import-file'), file),
      el('label', { class: 'check' }, skip, t('import-skip')),
      result),
    exportForm(sessionId));
}

/** A file read and imported: what it added, or an error saying why nothing was. */
async function importFile(f, skipBad) {
  if (f.size > MAX_IMPORT) throw new Error(t('cli-too-large', { path: f.name, size: size(f.size), max: size(MAX_IMPORT) }));
  const text = await f.text();
  let body;
  try { body = JSON.parse(text); } catch (e) { throw new Error(t('cli-not-an-export', { path: f.name, detail: e.message })); }
  const r = await api.importFile(body, skipBad);
  return imported(r, f.name);
}

/** What to export (this session or every one), how (csTimer's JSON or a CSV), Download. */
function exportForm(sessionId) {
  const what = el('select', { id: 'export-what', 'aria-label': t('export-what') },
    el('option', { value: 'this', text: t('export-this') }), el('option', { value: 'all', text: t('export-all') }));
  const format = el('select', { id: 'export-format', 'aria-label': t('export-format') },
    el('option', { value: 'cstimer', text: t('export-cstimer') }), el('option', { value: 'csv', text: t('export-csv') }),
    el('option', { value: 'puzzlebox', text: t('export-puzzlebox') }));
  const go = async () => {
    const id = what.value === 'this' && format.value !== 'puzzlebox' ? sessionId() : null;
    if (what.value === 'this' && id === null && format.value !== 'puzzlebox') { toast(t('practice-no-sessions')); return; }
    if (format.value === 'csv' && id === null) { toast(t('export-csv-one')); return; }
    try {
      const { blob, name } = format.value === 'puzzlebox' ? await api.exportAll() : await api.exportPractice(format.value, id);
      const a = el('a', { href: URL.createObjectURL(blob), download: name, hidden: true });
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(a.href), 60_000);
    } catch (e) { toast(e.message); }
  };
  return el('div', { class: 'row' }, el('span', { text: t('export-what') }), what, format,
    el('button', { id: 'export', text: t('export-download'), onclick: go }));
}
