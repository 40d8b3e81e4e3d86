// The practice screen (`#/practice`): the sessions, each with every average (current and
// best) and its mean, its charts — times with the ao5 and ao12 lines, their distribution,
// the tiles' TPS —, its history (each best as it fell, the solves of each day), its solves
// fifty a page (penalties marked and taken back, comments, scrambles, replays), and the
// timer for a real puzzle.
//
// The timer's rule is the server's (game::timer): each press and release goes there with the
// time on the page's clock, and the phase it answers is drawn. The clock is
// `window.puzzleboxClock.now()` when a test sets one, else `performance.now()`.

import { api } from './api.js';
import { dataSection } from './data.js';
import { ask, clock, el, fmtDate, present, svg, toast } from './dom.js';
import { lang, t } from './i18n.js';
import { gameTitle, puzzles } from './puzzles.js';

const FIGURES = ['single', 'mo3', 'ao5', 'ao12', 'ao50', 'ao100', 'ao1000'];
/** Solves a page of the list holds. */
const PAGE = 50;

/** The page's clock, in milliseconds. */
export { clock };
export const now = () => (window.puzzleboxClock ? window.puzzleboxClock.now() : performance.now());

/** A solve's time as a list shows it: `13.45+`, `DNF(12.00)`. */
function solveTime(s) {
  if (s.penalty === 'DNF') return `DNF(${clock(s.ms)})`;
  if (s.penalty === '+2') return `${clock(s.ms + 2000)}+`;
  return clock(s.ms);
}

/** What a session is of, in the page's language: `Sliding tiles 4×4 · timer`. */
function what(s) {
  const puzzle = puzzles.kind(s.puzzle) ? gameTitle(s.puzzle, s.size) : (s.title ?? s.puzzle);
  return `${puzzle} · ${t(s.mode === 'timer' ? 'mode-timer' : 'mode-screen')}`;
}

export class Practice {
  constructor(app) {
    this.app = app;
    this.timer = null;
    this.queue = Promise.resolve();
    this.frame = 0;
    this.closed = false;
    this.sessionId = null;
    this.offset = 0;
  }

  async open() {
    document.title = `${t('practice-title')} · puzzlebox`;
    this.sessions = el('div', { class: 'row', id: 'session-bar' });
    this.timerBox = el('section', { class: 'timer-box', id: 'timer', hidden: true });
    this.figures = el('div', { id: 'averages' });
    this.byCase = el('div', { id: 'cases' });
    this.charts = el('div', { class: 'charts', id: 'charts' });
    this.history = el('div', { id: 'history' });
    this.solvesBox = el('div', { id: 'solves' });
    this.app.replaceChildren(
      el('h1', { text: t('practice-title') }),
      this.opener(),
      this.sessions, this.timerBox,
      dataSection(() => this.sessionId, () => this.refreshSessions()),
      el('h2', { text: t('practice-averages') }), this.figures, this.byCase,
      el('h2', { text: t('practice-charts') }), this.charts,
      el('h2', { text: t('history-title') }), this.history,
      el('h2', { text: t('practice-solves') }), this.solvesBox);
    await this.refreshSessions();
  }

  close() {
    this.closed = true;
    cancelAnimationFrame(this.frame);
    if (this.timer) api.closeTimer(this.timer.key).catch(() => {});
  }

  /** Opening a timer for a puzzle: its current timer session (made when none). */
  opener() {
    const puzzle = el('select', { id: 'timer-puzzle', 'aria-label': t('practice-puzzle') },
      puzzles.list.map((p) => el('option', { value: p.puzzle, text: puzzles.title(p.puzzle) })));
    const size = el('input', { type: 'text', id: 'timer-size', value: '3x3', size: 5, 'aria-label': t('practice-size') });
    const choiceBox = el('span', { class: 'row' });
    let choice = null;
    const sync = () => {
      size.hidden = !puzzles.sized(puzzle.value);
      choice = puzzles.timerChoice(puzzle.value);
      choiceBox.replaceChildren(...present([choice?.element]));
    };
    puzzle.addEventListener('change', sync);
    sync();
    const go = async () => {
      const req = { puzzle: puzzle.value, inspection: this.inspection() };
      if (puzzles.sized(puzzle.value)) req.size = size.value;
      else if (choice?.size()) req.size = choice.size();
      try { await this.startTimer(req); } catch (e) { toast(e.message); }
    };
    return el('div', { class: 'row' }, el('span', { text: t('practice-time-real') }), puzzle, size, choiceBox,
      el('button', { class: 'primary', id: 'timer-open', text: t('practice-timer-open'), onclick: go }));
  }

  inspection() {
    return document.getElementById('inspection')?.checked ?? localStorage.getItem('puzzlebox.pref.inspection') === '1';
  }

  async refreshSessions() {
    const list = await api.sessions();
    if (this.sessionId === null || !list.some((s) => s.id === this.sessionId)) {
      this.sessionId = list.find((s) => s.current && s.mode === 'timer')?.id ?? list.at(-1)?.id ?? null;
    }
    const pick = el('select', { id: 'session', 'aria-label': t('practice-session') },
      list.map((s) => el('option', { value: s.id, text: `${s.name} (${what(s)}, ${s.solves})`, selected: s.id === this.sessionId })));
    pick.addEventListener('change', () => this.choose(Number(pick.value)));
    const session = list.find((s) => s.id === this.sessionId);
    this.list = list;
    this.sessions.replaceChildren(...present(list.length === 0 ? [el('p', { class: 'muted', text: t('practice-no-sessions') })] : [
      pick,
      el('button', { id: 'session-new', text: t('practice-new-session'), onclick: () => this.newSession() }),
      el('button', { id: 'session-rename', text: t('practice-rename'), onclick: () => this.rename(session) }),
      el('button', { id: 'session-merge', text: t('practice-merge'), onclick: () => this.merge(session) }),
      el('button', { id: 'session-delete', text: t('practice-delete'), onclick: () => this.remove(session) }),
      session?.mode === 'timer' && this.timer?.view.session.id !== session.id
        ? el('button', { id: 'session-time', text: t('practice-time-this'), onclick: () => this.startTimer({ session: session.id, inspection: this.inspection() }) })
        : null,
    ]));
    await this.refreshSession();
  }

  async choose(id) {
    this.sessionId = id;
    this.offset = 0;
    await this.refreshSessions();
  }

  async refreshSession() {
    if (this.sessionId === null) {
      this.figures.replaceChildren(el('p', { class: 'muted', text: t('practice-no-solves') }));
      this.byCase.replaceChildren();
      this.charts.replaceChildren();
      this.history.replaceChildren();
      this.solvesBox.replaceChildren();
      return;
    }
    const id = this.sessionId;
    const utcOffset = -new Date().getTimezoneOffset();
    const [stats, chart, history, page, cases] = await Promise.all([api.session(id), api.chart(id, 1000),
      api.history(id, utcOffset), api.page(id, this.offset, PAGE), api.cases(id)]);
    if (this.closed || id !== this.sessionId) return;
    this.figures.replaceChildren(figuresTable(stats));
    this.byCase.replaceChildren(...present([casesTable(cases, this.list?.find((x) => x.id === id)?.puzzle)]));
    this.charts.replaceChildren(...present(drawCharts(chart, stats.solves)));
    this.history.replaceChildren(...present(drawHistory(history, stats.solves)));
    if (page.solves.length === 0 && this.offset > 0) {
      // The page emptied (solves deleted): the last page there is.
      this.offset = Math.max(0, Math.floor((page.total - 1) / PAGE) * PAGE);
      await this.refreshSession();
      return;
    }
    this.solvesBox.replaceChildren(...present([this.solvesTable(page), this.pager(page)]));
    this.solvesBox.dataset.session = String(id);
  }

  /** Newer and Older, and which solves the page shows. */
  pager(page) {
    if (page.total <= PAGE) return null;
    const go = (offset) => async () => { this.offset = offset; await this.refreshSession(); };
    const last = page.offset + page.solves.length;
    return el('p', { class: 'row pager' },
      el('button', { id: 'solves-newer', text: t('practice-newer'), disabled: page.offset === 0, onclick: go(Math.max(0, page.offset - PAGE)) }),
      el('span', { id: 'solves-range', text: t('practice-range', { from: page.total - last + 1, to: page.total - page.offset, total: page.total }) }),
      el('button', { id: 'solves-older', text: t('practice-older'), disabled: last >= page.total, onclick: go(page.offset + PAGE) }));
  }

  /** A page of solves, the newest first: each with its number, result, moves, date,
   * scramble (drawn on click), comment (saved when changed), penalties, Replay (an
   * on-screen solve), Split here and Delete. */
  solvesTable(page) {
    if (page.solves.length === 0) return el('p', { class: 'muted', text: t('practice-no-solves') });
    const rows = page.solves.map((s, i) => ({ s, n: page.total - page.offset - i }));
    return el('table', { class: 'solves' },
      el('thead', {}, el('tr', {}, [t('col-no'), t('col-time'), t('col-moves'), t('col-date'), t('col-scramble'), t('col-comment'), ''].map((h) => el('th', { text: h })))),
      el('tbody', {}, rows.map(({ s, n }) => this.solveRow(s, n))));
  }

  solveRow(s, n) {
    const mark = (p) => () => this.changeSolve(s, { penalty: p });
    const penalty = (p, label, id) => el('button', { text: label, 'aria-label': t(id, { n }), 'aria-pressed': String(s.penalty === p), onclick: mark(p) });
    return el('tr', { 'data-solve': s.id },
      el('td', { class: 'no', text: String(n) }),
      el('td', { class: 'time', text: solveTime(s) + (s.assisted ? ` (${t('assisted')})` : '') },
        s.splits?.length ? el('small', { class: 'splits', text: s.splits.map((ms) => clock(ms)).join(' · ') }) : null),
      el('td', { class: 'moves', text: s.moves == null ? '–' : movesText(s) }),
      el('td', { class: 'date', text: fmtDate(s.at, lang) }),
      el('td', { class: 'scramble-cell' }, this.scrambleButton(s, n)),
      el('td', { class: 'comment' }, this.commentInput(s, n)),
      el('td', { class: 'row actions' },
        penalty('ok', 'OK', 'practice-penalty-ok'), penalty('+2', '+2', 'practice-penalty-plus2'), penalty('DNF', 'DNF', 'practice-penalty-dnf'),
        s.game ? el('a', { class: 'button', href: `#/replay/${encodeURIComponent(s.game)}`, text: t('menu-replay'), 'aria-label': t('practice-replay-solve', { n }) }) : null,
        el('button', { text: t('practice-split-here'), 'aria-label': t('practice-split-at', { n }), onclick: () => this.split(s) }),
        el('button', { class: 'delete', text: '×', 'aria-label': t('practice-delete-solve', { n }), onclick: () => this.removeSolve(s, n) })));
  }

  /** The scramble's text; a click draws the position it makes below it (and hides it). */
  scrambleButton(s, n) {
    if (!s.scramble) return el('span', { class: 'muted', text: '–' });
    const drawn = el('div', { class: 'scramble-drawn', hidden: true });
    const button = el('button', { class: 'link scramble-text', 'aria-expanded': 'false', 'aria-label': t('practice-scramble-of', { n }), text: s.scramble });
    button.addEventListener('click', async () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      button.setAttribute('aria-expanded', String(open));
      drawn.hidden = !open;
      if (!open || drawn.childElementCount) return;
      try {
        const sc = await api.solveScramble(s.id);
        drawn.replaceChildren(sc.state ? drawScramble(this.puzzleOf(), sc.state) : el('p', { class: 'muted', text: t('practice-no-drawing') }));
      } catch (e) { drawn.hidden = true; button.setAttribute('aria-expanded', 'false'); toast(e.message); }
    });
    return el('div', {}, button, drawn);
  }

  /** The comment, saved when changed; one refused stays as typed, marked, with why. */
  commentInput(s, n) {
    const input = el('input', { type: 'text', class: 'comment', value: s.comment, 'aria-label': t('practice-comment-of', { n }), placeholder: t('practice-comment-add') });
    input.addEventListener('change', async () => {
      try {
        await api.changeSolve(s.id, { comment: input.value });
        input.removeAttribute('aria-invalid');
        s.comment = input.value;
        toast(t('practice-comment-saved', { n }));
      } catch (e) {
        input.setAttribute('aria-invalid', 'true');
        toast(e.message);
        if (e.kind === 'not_found') await this.refreshSessions();
      }
    });
    input.addEventListener('keydown', (e) => { if (e.key === 'Enter') input.blur(); });
    return input;
  }

  /** The puzzle the chosen session is of. */
  puzzleOf() {
    return this.list?.find((x) => x.id === this.sessionId)?.puzzle;
  }

  async changeSolve(s, change) {
    try { await api.changeSolve(s.id, change); } catch (e) { toast(e.message); }
    await this.refreshSessions();
  }

  async newSession() {
    const name = el('input', { type: 'text', id: 'new-session-name', 'aria-label': t('practice-name') });
    const puzzle = el('select', { id: 'new-session-puzzle', 'aria-label': t('practice-puzzle') },
      puzzles.list.map((p) => el('option', { value: p.puzzle, text: puzzles.title(p.puzzle) })));
    const size = el('input', { type: 'text', id: 'new-session-size', value: '3x3', 'aria-label': t('practice-size') });
    const mode = el('select', { id: 'new-session-mode', 'aria-label': t('practice-mode') },
      el('option', { value: 'timer', text: t('mode-timer') }), el('option', { value: 'screen', text: t('mode-screen') }));
    const ok = await ask(t('practice-new-session'), el('div', { class: 'form' },
      el('label', {}, t('practice-name'), name), el('label', {}, t('practice-puzzle'), puzzle),
      el('label', {}, t('practice-size'), size), el('label', {}, t('practice-mode'), mode)), t('practice-make'));
    if (!ok) return;
    const req = { name: name.value, puzzle: puzzle.value, mode: mode.value };
    if (puzzles.sized(puzzle.value)) req.size = size.value;
    try {
      const s = await api.createSession(req);
      this.sessionId = s.id;
      await this.refreshSessions();
    } catch (e) { toast(e.message); }
  }

  async rename(session) {
    const name = el('input', { type: 'text', id: 'rename-session', value: session.name, 'aria-label': t('practice-name') });
    if (!await ask(t('practice-rename'), el('label', {}, t('practice-name'), name), t('practice-rename'))) return;
    try { await api.changeSession(session.id, { name: name.value }); await this.refreshSessions(); } catch (e) { toast(e.message); }
  }

  async merge(session) {
    const others = this.list.filter((s) => s.id !== session.id && s.puzzle === session.puzzle && s.size === session.size && s.mode === session.mode);
    if (others.length === 0) { toast(t('practice-merge-none')); return; }
    const into = el('select', { id: 'merge-into', 'aria-label': t('practice-merge-into') },
      others.map((s) => el('option', { value: s.id, text: s.name })));
    if (!await ask(t('practice-merge'), el('label', {}, t('practice-merge-into', { name: session.name }), into), t('practice-merge'))) return;
    try {
      const s = await api.merge(session.id, Number(into.value));
      this.sessionId = s.id;
      await this.refreshSessions();
    } catch (e) { toast(e.message); }
  }

  async split(solve) {
    const name = el('input', { type: 'text', id: 'split-name', 'aria-label': t('practice-name') });
    if (!await ask(t('practice-split-here'), el('label', {}, t('practice-split-name'), name), t('practice-split-here'))) return;
    try {
      const s = await api.split(this.sessionId, { at: solve.id, name: name.value });
      this.sessionId = s.id;
      await this.refreshSessions();
    } catch (e) { toast(e.message); }
  }

  async remove(session) {
    if (!await ask(t('practice-delete'), el('p', { text: t('practice-delete-confirm', { name: session.name, solves: session.solves }) }), t('practice-delete'))) return;
    try { await api.deleteSession(session.id); this.sessionId = null; await this.refreshSessions(); } catch (e) { toast(e.message); }
  }

  async removeSolve(solve, n) {
    if (!await ask(t('practice-delete-solve', { n }), el('p', { text: `${n}. ${solveTime(solve)}` }), t('practice-delete'))) return;
    try { await api.deleteSolve(solve.id); await this.refreshSessions(); } catch (e) { toast(e.message); }
  }

  // The timer.

  async startTimer(req) {
    if (this.timer) await api.closeTimer(this.timer.key).catch(() => {});
    const v = await api.openTimer(req);
    this.timer = { key: v.key, view: v };
    this.sessionId = v.session.id;
    this.drawTimer();
    await this.refreshSessions();
  }

  drawTimer() {
    const v = this.timer.view;
    const insp = el('input', { type: 'checkbox', id: 'inspection', checked: v.inspection,
      onchange: (e) => { localStorage.setItem('puzzlebox.pref.inspection', e.target.checked ? '1' : '0'); this.send('inspection', { on: e.target.checked }); } });
    this.display = el('div', { id: 'timer-display', class: 'timer-display', role: 'timer', 'aria-live': 'off', tabindex: '0', text: '0.00' });
    this.alert = el('p', { id: 'timer-alert', class: 'timer-alert', 'aria-live': 'assertive' });
    this.scrambleText = el('p', { id: 'scramble', class: 'scramble' });
    this.scrambleDrawing = el('div', { id: 'scramble-drawing', class: 'scramble-drawing' });
    this.caseText = el('p', { id: 'timer-case', class: 'timer-case', 'aria-live': 'polite' });
    this.splitsText = el('p', { id: 'timer-splits', class: 'timer-splits', 'aria-live': 'polite' });
    this.holdText = el('p', { id: 'timer-hold', class: 'muted' });
    this.review = el('div', { id: 'timer-review' });
    // Touch: a hold on the display, as on a phone's timer.
    this.display.addEventListener('pointerdown', (e) => { e.preventDefault(); this.down(); });
    this.display.addEventListener('pointerup', (e) => { e.preventDefault(); this.up(); });
    this.timerBox.hidden = false;
    this.timerBox.replaceChildren(
      el('h2', { text: `${t('practice-timer')}: ${v.session.name}` }),
      el('div', { class: 'row' }, this.scrambleText,
        el('button', { id: 'scramble-next', text: t('practice-new-scramble'), onclick: () => this.send('skip') })),
      this.holdText, this.scrambleDrawing, this.display, this.splitsText, this.caseText, this.review, this.alert,
      el('p', { class: 'row muted' }, el('label', {}, insp, ` ${t('practice-inspection')}`), el('span', { text: t('practice-how') })));
    this.show(v);
  }

  /** Sends a timer event in order; the answer is drawn. */
  send(event, extra = {}) {
    const key = this.timer?.key;
    if (!key) return this.queue;
    const at = Math.round(now());
    this.queue = this.queue.then(() => api.timerEvent(key, { event, at, ...extra }))
      .then((v) => { if (!this.closed && this.timer?.key === key) this.show(v); })
      .catch((e) => toast(e.message));
    return this.queue;
  }

  down() {
    if (!this.timer) return;
    const p = this.timer.view.phase;
    if (p === 'running' && !splitting(this.timer.view)) {
      // The stop: the time shown now is the one sent.
      this.display.textContent = clock(Math.max(0, Math.round(now()) - this.timer.view.since));
      this.timer.view = { ...this.timer.view, phase: 'stopped' };
    } else if (p === 'running') {
      // A split (a series' board done): the server marks it; the clock runs on.
    } else if (p === 'idle' || p === 'inspecting' || p === 'stopped') {
      const insp = p === 'inspecting' ? this.timer.view.since : null;
      this.timer.view = { ...this.timer.view, phase: 'holding', inspection_since: insp, since: Math.round(now()) };
      this.tick();
    }
    this.send('press');
  }

  up() {
    if (this.timer) this.send('release');
  }

  /** Whether `key` is the timer's on this screen, whatever control has the focus: Space
   * (hold, start, stop) and Escape (cancel). */
  ownsKey(key) {
    return !!this.timer && (key === ' ' || key === 'Escape');
  }

  keydown(e) {
    if (!this.timer || e.ctrlKey || e.metaKey || e.altKey) return false;
    if (e.key === 'Escape') { this.send('cancel'); return true; }
    if (e.repeat) return e.key === ' ';
    const p = this.timer.view.phase;
    if (e.key === ' ' || p === 'running') {
      // The key that stops a solve is released like Space, so that whatever stopped it
      // leaves the timer ready for the next start.
      this.stopKey = p === 'running' ? e.code : null;
      this.down();
      return true;
    }
    return false;
  }

  keyup(e) {
    if (!this.timer || (e.key !== ' ' && e.code !== this.stopKey)) return false;
    this.stopKey = null;
    this.up();
    return true;
  }

  show(v) {
    const stopped = this.timer.view.phase === 'stopped' || v.phase === 'stopped';
    const wasSolve = this.timer.view.last?.id;
    this.timer.view = v;
    this.display.dataset.phase = v.phase;
    this.scrambleText.textContent = v.scramble.text || t('practice-no-scramble');
    this.holdText.textContent = puzzles.holdNote(v.session.puzzle, v.hold);
    this.scrambleDrawing.replaceChildren(drawScramble(v.session.puzzle, v.scramble.state));
    if (v.phase === 'idle' || v.phase === 'stopped') {
      this.alert.textContent = '';
      if (v.last) this.display.textContent = solveTime(v.last);
    }
    // A trainer's case, told once its solve is done; never while the next is under way.
    const told = v.last_case && (v.phase === 'idle' || v.phase === 'stopped');
    this.caseText.textContent = told ? t('trainer-case-was', { case: v.last_case }) : '';
    const done = v.phase === 'idle' || v.phase === 'stopped';
    this.splitsText.textContent = splitsLine(v, done);
    this.review.replaceChildren(...present([done ? puzzles.review(v.session.puzzle, v.last_review) : null]));
    this.tick();
    if (stopped && v.last && v.last.id !== wasSolve) this.refreshSessions();
  }

  /** Draws the running clock, the hold and the inspection, frame by frame. */
  tick() {
    cancelAnimationFrame(this.frame);
    const v = this.timer?.view;
    if (!v || this.closed) return;
    const at = now();
    if (v.phase === 'running') {
      this.display.textContent = clock(Math.max(0, at - v.since));
    } else if (v.phase === 'holding') {
      this.display.dataset.ready = String(at - v.since >= v.hold_ms);
      if (v.inspection_since != null) this.inspect(at, v.inspection_since);
      else if (!v.inspection) this.display.textContent = clock(0);
    } else if (v.phase === 'inspecting') {
      this.inspect(at, v.since);
    }
    if (v.phase !== 'holding') delete this.display.dataset.ready;
    if (v.phase === 'running' || v.phase === 'holding' || v.phase === 'inspecting') {
      this.frame = requestAnimationFrame(() => this.tick());
    }
  }

  inspect(at, since) {
    const v = this.timer.view;
    const e = at - since;
    const left = Math.ceil((v.inspection_ms - e) / 1000);
    let said = '';
    if (e > v.dnf_after_ms) said = 'DNF';
    else if (e > v.inspection_ms) said = '+2';
    this.display.textContent = said || String(left);
    const alert = [...v.alerts_ms].reverse().find((a) => e >= a);
    const text = alert ? t('practice-alert', { secs: alert / 1000 }) : '';
    if (text !== this.alert.textContent) {
      this.alert.textContent = text;
      if (text) beep();
    }
  }
}

/** Whether a press now ends a phase of the solve, not the solve (a series' board). */
function splitting(v) {
  return (v.phases?.length ?? 0) > 1 && (v.marks?.length ?? 0) + 1 < v.phases.length;
}

/** A series' splits: each board's time so far while it runs, else the last solve's. */
function splitsLine(v, done) {
  if (!v.phases?.length) return '';
  let splits = [];
  if (done) splits = v.last?.splits ?? [];
  else if (v.phase === 'running') splits = (v.marks ?? []).map((m, i, all) => m - (i ? all[i - 1] : 0));
  if (!splits.length) return '';
  const shown = splits.map((ms, i) => `${(v.phases[i] ?? '').replace('x', '×')} ${clock(ms)}`).join(' · ');
  return t('timer-splits', { splits: shown });
}

/** A short tone for the inspection's alerts, where the browser allows sound. */
function beep() {
  try {
    const ctx = (beep.ctx ??= new AudioContext());
    const o = ctx.createOscillator();
    o.frequency.value = 880;
    o.connect(ctx.destination);
    o.start();
    o.stop(ctx.currentTime + 0.12);
  } catch { /* no sound here */ }
}

function movesText(s) {
  if (s.optimum == null) return String(s.moves);
  const over = s.moves - s.optimum;
  return `${s.moves} (${t(s.optimum_exact ? 'practice-over-optimum' : 'practice-over-bound', { over })})`;
}

/** Every figure, current and best: times, and moves and TPS for on-screen solves. */
function figuresTable(st) {
  const heads = [t('col-figure'), t('col-current'), t('col-best')];
  const amount = (a) => (a == null ? '–' : a === 'DNF' ? 'DNF' : a.toFixed(2));
  if (st.moves) heads.push(t('col-moves-mean'), t('col-tps'));
  const rows = FIGURES.map((f) => {
    const cells = [f === 'single' ? t('figure-single') : f, clock(st.times[f].current, f !== 'single'), clock(st.times[f].best, f !== 'single')];
    if (st.moves) cells.push(`${amount(st.moves[f].current)} / ${amount(st.moves[f].best)}`, `${amount(st.tps[f].current)} / ${amount(st.tps[f].best)}`);
    return el('tr', { 'data-figure': f }, cells.map((c, i) => el(i ? 'td' : 'th', { text: c, scope: i ? undefined : 'row' })));
  });
  return el('div', {},
    el('p', { class: 'muted', text: t('practice-summary', { solves: st.solves, dnfs: st.dnfs, assisted: st.assisted }) }),
    st.mean == null ? null : el('p', { id: 'session-mean', text: t('practice-mean', { mean: clock(st.mean, true), counted: st.solves - st.assisted - st.dnfs }) }),
    el('table', { class: 'figures' }, el('thead', {}, el('tr', {}, heads.map((h) => el('th', { text: h })))), el('tbody', {}, rows)),
    el('p', { class: 'muted', text: t('records-rule') }));
}

/** A trainer's session by case, a series' by board size: each one's count, mean, best
 * single, ao5 and ao12; null for any other session. */
function casesTable(cases, puzzle) {
  if (!cases || cases.length === 0) return null;
  // A series' parts are its boards, by size.
  const boards = puzzle === 'series';
  const heads = [t(boards ? 'col-board-size' : 'col-case'), t('col-count'), t('col-mean'), t('col-best'), 'ao5', 'ao12'];
  const rows = cases.map((c) => el('tr', { 'data-case': c.case },
    el('th', { scope: 'row', text: boards ? c.case.replace('x', '×') : c.case }),
    ...[String(c.count), clock(c.mean, true), clock(c.best), clock(c.ao5, true), clock(c.ao12, true)].map((x) => el('td', { text: x }))));
  return el('div', {},
    el('h3', { text: t(boards ? 'series-by-size' : 'trainer-by-case') }),
    el('table', { class: 'figures cases' }, el('thead', {}, el('tr', {}, heads.map((h) => el('th', { text: h })))), el('tbody', {}, rows)));
}

/** The charts of a session's counted solves: times with ao5 and ao12, their distribution,
 * and TPS when there are moves (`solves` in all: assisted ones are listed,
 * never charted). */
function drawCharts(c, solves) {
  if (c.times.length === 0) return [el('p', { class: 'muted', text: t(solves > 0 ? 'practice-no-counted' : 'practice-no-solves') })];
  const out = [lineChart('chart-times', t('practice-chart-times'), [
    { values: c.times, class: 'series-time', label: t('practice-series-time') },
    { values: c.ao5, class: 'series-ao5', label: 'ao5' },
    { values: c.ao12, class: 'series-ao12', label: 'ao12' },
  ], (v) => clock(v, true), c.from)];
  out.push(histogram(c.times));
  if (c.tps.some((x) => x != null)) {
    out.push(lineChart('chart-tps', t('practice-chart-tps'), [{ values: c.tps, class: 'series-tps', label: 'TPS' }], (v) => v.toFixed(2), c.from));
  }
  return out;
}

function lineChart(id, title, series, fmt, from) {
  const W = 600; const H = 220; const L = 56; const B = 22; const T = 10; const R = 10;
  const nums = series.flatMap((s) => s.values.filter((v) => typeof v === 'number'));
  const n = series[0].values.length;
  const lo = nums.length ? Math.min(...nums) : 0;
  const hi = nums.length ? Math.max(...nums) : 1;
  const span = hi - lo || 1;
  const x = (i) => L + (n <= 1 ? (W - L - R) / 2 : (i * (W - L - R)) / (n - 1));
  const y = (v) => T + (H - T - B) * (1 - (v - lo) / span);
  const paths = series.map((s) => {
    let d = '';
    let pen = false;
    s.values.forEach((v, i) => {
      if (typeof v !== 'number') { pen = false; return; }
      d += `${pen ? 'L' : 'M'}${x(i).toFixed(1)},${y(v).toFixed(1)}`;
      pen = true;
    });
    const dots = n <= 60 ? s.values.map((v, i) => (typeof v === 'number' ? svg('circle', { cx: x(i), cy: y(v), r: 2.5, class: s.class }) : null)) : [];
    return svg('g', { class: s.class, 'data-points': s.values.filter((v) => typeof v === 'number').length },
      svg('title', {}, s.label), svg('path', { d, fill: 'none', class: s.class }), dots);
  });
  const dnfs = series[0].values.map((v, i) => (v === 'DNF' ? svg('text', { x: x(i), y: T + 8, class: 'dnf', 'text-anchor': 'middle' }, 'DNF') : null));
  const labels = [
    svg('text', { x: L - 4, y: y(hi) + 4, 'text-anchor': 'end' }, fmt(hi)),
    svg('text', { x: L - 4, y: y(lo), 'text-anchor': 'end' }, fmt(lo)),
    svg('text', { x: L, y: H - 4 }, String(from + 1)),
    svg('text', { x: W - R, y: H - 4, 'text-anchor': 'end' }, String(from + n)),
  ];
  const legend = el('p', { class: 'legend' }, series.map((s) => el('span', { class: s.class, text: s.label })));
  return el('figure', { class: 'chart' },
    svg('svg', { id, viewBox: `0 0 ${W} ${H}`, role: 'img', 'aria-label': title },
      svg('line', { x1: L, y1: H - B, x2: W - R, y2: H - B, class: 'axis' }),
      svg('line', { x1: L, y1: T, x2: L, y2: H - B, class: 'axis' }), paths, dnfs, labels),
    el('figcaption', {}, title, legend));
}

/** The distribution of the times: ten bars between the fastest and the slowest (DNFs
 * counted apart). */
function histogram(times) {
  const W = 600; const H = 160; const B = 22; const T = 8;
  const nums = times.filter((v) => typeof v === 'number');
  const lo = Math.min(...nums); const hi = Math.max(...nums);
  const k = nums.length > 1 && hi > lo ? 10 : 1;
  const width = (hi - lo) / k || 1;
  const counts = new Array(k).fill(0);
  for (const v of nums) counts[Math.min(k - 1, Math.floor((v - lo) / width))] += 1;
  const top = Math.max(1, ...counts);
  const bw = (W - 20) / k;
  const bars = counts.map((c, i) => svg('g', {},
    svg('rect', { x: 10 + i * bw + 1, y: T + (H - T - B) * (1 - c / top), width: bw - 2, height: (H - T - B) * (c / top), class: 'bar', 'data-count': c },
      svg('title', {}, `${clock(lo + i * width, true)}–${clock(lo + (i + 1) * width, true)}: ${c}`)),
    c ? svg('text', { x: 10 + (i + 0.5) * bw, y: T + (H - T - B) * (1 - c / top) + 12, 'text-anchor': 'middle', class: 'count' }, String(c)) : null));
  const dnf = times.length - nums.length;
  const title = t('practice-chart-distribution', { dnfs: dnf });
  return el('figure', { class: 'chart' },
    svg('svg', { id: 'chart-distribution', viewBox: `0 0 ${W} ${H}`, role: 'img', 'aria-label': title }, bars,
      svg('text', { x: 10, y: H - 4 }, clock(lo, true)), svg('text', { x: W - 10, y: H - 4, 'text-anchor': 'end' }, clock(hi, true))),
    el('figcaption', { text: title }));
}

/** The figures whose bests are followed, each with its series' class and how it reads. */
const FOLLOWED = [['single', 'series-single'], ['ao5', 'series-ao5'], ['ao12', 'series-ao12'], ['ao100', 'series-ao100']];
const figureName = (f) => (f === 'single' ? t('figure-single') : f);

/** A session's history: each figure's bests as they fell (a step chart over the solves,
 * and a table), and its solves each day (bars, DNFs darker). `total`: the session's
 * solves, the chart's width. */
function drawHistory(h, total) {
  const steps = h.bests.flatMap((b) => b.steps.map((s) => ({ figure: b.figure, ...s })));
  if (steps.length === 0) return [el('p', { class: 'muted', text: t(total > 0 ? 'history-none' : 'practice-no-solves') })];
  const charts = el('div', { class: 'charts' }, bestsChart(h.bests, total), daysChart(h.days));
  const rows = steps.map((s) => el('tr', { 'data-figure': s.figure },
    el('th', { scope: 'row', text: figureName(s.figure) }),
    el('td', { class: 'time', text: clock(s.ms, s.figure !== 'single') }),
    el('td', { text: String(s.solve) }),
    el('td', { text: fmtDate(s.at, lang) })));
  const table = el('table', { class: 'figures', id: 'bests' },
    el('caption', { text: t('history-bests') }),
    el('thead', {}, el('tr', {}, [t('col-figure'), t('col-time'), t('col-solve'), t('col-date')].map((c) => el('th', { text: c })))),
    el('tbody', {}, rows));
  return [charts, table];
}

/** Each followed figure's best over the session's solves: a line that steps down where a
 * best fell, a dot at each fall (its title says what, when). */
function bestsChart(bests, total) {
  const W = 600; const H = 220; const L = 56; const B = 22; const T = 10; const R = 10;
  const all = bests.flatMap((b) => b.steps.map((s) => s.ms));
  const lo = Math.min(...all); const hi = Math.max(...all); const span = hi - lo || 1;
  const n = Math.max(total, 2);
  const x = (solve) => L + ((solve - 1) * (W - L - R)) / (n - 1);
  const y = (v) => T + (H - T - B) * (1 - (v - lo) / span);
  const shown = bests.filter((b) => b.steps.length > 0);
  const lines = shown.map((b) => {
    const cls = FOLLOWED.find(([f]) => f === b.figure)?.[1] ?? 'series-single';
    let d = '';
    b.steps.forEach((s, i) => { d += `${i ? 'H' : 'M'}${x(s.solve).toFixed(1)}${i ? '' : `,${y(s.ms).toFixed(1)}`}V${y(s.ms).toFixed(1)}`; });
    d += `H${x(n).toFixed(1)}`;
    const dots = b.steps.map((s) => svg('circle', { cx: x(s.solve), cy: y(s.ms), r: 3, class: cls },
      svg('title', {}, t('history-best-at', { figure: figureName(b.figure), time: clock(s.ms, b.figure !== 'single'), n: s.solve, date: fmtDate(s.at, lang) }))));
    return svg('g', { class: cls, 'data-figure': b.figure, 'data-steps': b.steps.length },
      svg('path', { d, fill: 'none', class: cls }), dots);
  });
  const labels = [
    svg('text', { x: L - 4, y: y(hi) + 4, 'text-anchor': 'end' }, clock(hi, true)),
    svg('text', { x: L - 4, y: y(lo), 'text-anchor': 'end' }, clock(lo, true)),
    svg('text', { x: L, y: H - 4 }, '1'),
    svg('text', { x: W - R, y: H - 4, 'text-anchor': 'end' }, String(total)),
  ];
  const title = t('history-bests');
  const legend = el('p', { class: 'legend' }, shown.map((b) => el('span', { class: FOLLOWED.find(([f]) => f === b.figure)?.[1], text: figureName(b.figure) })));
  return el('figure', { class: 'chart' },
    svg('svg', { id: 'chart-bests', viewBox: `0 0 ${W} ${H}`, role: 'img', 'aria-label': title },
      svg('line', { x1: L, y1: H - B, x2: W - R, y2: H - B, class: 'axis' }),
      svg('line', { x1: L, y1: T, x2: L, y2: H - B, class: 'axis' }), lines, labels),
    el('figcaption', {}, title, legend));
}

/** The solves of each day with any (the last 60 days with solves), a bar each. */
function daysChart(days) {
  const W = 600; const H = 160; const B = 22; const T = 8;
  const shown = days.slice(-60);
  const top = Math.max(1, ...shown.map((d) => d.solves));
  const bw = (W - 20) / Math.max(shown.length, 1);
  const h = (c) => (H - T - B) * (c / top);
  const bars = shown.map((d, i) => svg('g', { class: 'day', 'data-day': d.day, 'data-solves': d.solves },
    svg('title', {}, t('history-day-of', { day: d.day, solves: d.solves, dnfs: d.dnfs })),
    svg('rect', { x: 10 + i * bw + 1, y: H - B - h(d.solves), width: Math.max(bw - 2, 1), height: h(d.solves), class: 'bar' }),
    d.dnfs ? svg('rect', { x: 10 + i * bw + 1, y: H - B - h(d.dnfs), width: Math.max(bw - 2, 1), height: h(d.dnfs), class: 'bar dnf' }) : null));
  const title = t('history-days');
  return el('figure', { class: 'chart' },
    svg('svg', { id: 'chart-days', viewBox: `0 0 ${W} ${H}`, role: 'img', 'aria-label': title }, bars,
      svg('text', { x: 10, y: H - 4 }, shown[0]?.day ?? ''),
      svg('text', { x: W - 10, y: H - 4, 'text-anchor': 'end' }, shown.at(-1)?.day ?? '')),
    el('figcaption', { text: title }));
}

/** The scramble's position, drawn by its puzzle's module (as text where it draws none). */
function drawScramble(puzzle, state) {
  if (!state) return el('span');
  return puzzles.kind(puzzle)?.drawScramble?.(state) ?? el('code', { text: state });
}
