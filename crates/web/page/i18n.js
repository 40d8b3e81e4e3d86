// The page's language: English or Simplified Chinese, from the switch in the header
// (remembered) or else the browser's. Messages come from the same Fluent files the command
// line and the terminal read (/messages/en.ftl, /messages/zh.ftl); this reads the part of
// Fluent they use: `id = text`, continued lines, `{ $arg }` and a select on a number or a
// word (`{ $n -> [one] … *[other] … }`). A leaf module: it imports nothing.

export const LANGS = { en: 'English', zh: '中文' };

function choose() {
  try {
    const saved = localStorage.getItem('puzzlebox.pref.lang');
    if (saved && LANGS[saved]) return saved;
  } catch { /* private mode */ }
  const browser = typeof navigator === 'undefined' ? 'en' : navigator.language || 'en';
  return browser.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

/** The page's language. */
export const lang = choose();
const messages = new Map();
const fallback = new Map();

/** Parses the messages of a Fluent file (the subset above) into `into`. */
export function parseFtl(text, into = new Map()) {
  let id = null;
  let lines = [];
  const flush = () => { if (id) into.set(id, lines.join('\n').trim()); id = null; lines = []; };
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z][\w-]*)\s*=\s?(.*)$/.exec(line);
    if (m) { flush(); id = m[1]; lines = [m[2]]; continue; }
    if ((/^\s+\S/.test(line) || /^\}/.test(line)) && id) { lines.push(line.trim()); continue; }
    if (/^#/.test(line) || !line.trim()) flush();
  }
  flush();
  return into;
}

/** Takes the messages of a Fluent file as the page's (`fallback`: for ids it lacks). */
export function addMessages(text, isFallback = false) {
  parseFtl(text, isFallback ? fallback : messages);
}

/** Loads the messages of the page's language (and English, for any id it lacks). */
export async function loadMessages() {
  const get = async (l, isFallback) => {
    try {
      const r = await fetch(`/messages/${l}.ftl`);
      if (r.ok) addMessages(await r.text(), isFallback);
    } catch { /* the ids then show */ }
  };
  await Promise.all([get(lang, false), lang === 'en' ? null : get('en', true)]);
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
}

/** Picks a select's variant for `value`: an exact key, the plural category, else `*`. */
function select(body, value) {
  const variants = [];
  const re = /(\*?)\[([^\]]+)\]\s*([^[*]*?)(?=\s*\*?\[|$)/gs;
  let m;
  while ((m = re.exec(body))) variants.push({ def: m[1] === '*', key: m[2].trim(), text: m[3].trim() });
  // A count as it reads (`1,234`) chooses by its number.
  const n = Number(typeof value === 'string' ? value.replace(/,/g, '') : value);
  const category = Number.isFinite(n) ? new Intl.PluralRules(lang === 'zh' ? 'zh-CN' : 'en').select(n) : null;
  const hit = variants.find((v) => v.key === String(value)) || variants.find((v) => v.key === category) || variants.find((v) => v.def);
  return hit ? hit.text : '';
}

/** Fills the placeables of a pattern with `args`. */
function fill(pattern, args) {
  let out = '';
  let i = 0;
  while (i < pattern.length) {
    const open = pattern.indexOf('{', i);
    if (open < 0) { out += pattern.slice(i); break; }
    out += pattern.slice(i, open);
    // The matching brace (selects nest one level of braces in their variants).
    let depth = 0;
    let j = open;
    for (; j < pattern.length; j++) {
      if (pattern[j] === '{') depth++;
      else if (pattern[j] === '}' && --depth === 0) break;
    }
    const inner = pattern.slice(open + 1, j).trim();
    const sel = /^\$(\w+)\s*->\s*([\s\S]*)$/.exec(inner);
    if (sel) out += fill(select(sel[2], args[sel[1]]), args);
    else if (inner.startsWith('$')) out += String(args[inner.slice(1)] ?? '');
    else if (/^".*"$/.test(inner)) out += inner.slice(1, -1);
    else out += t(inner, args);
    i = j + 1;
  }
  return out;
}

/** The message `id` in the page's language, with `args`. */
export function t(id, args = {}) {
  const pattern = messages.get(id) ?? fallback.get(id);
  return pattern === undefined ? id : fill(pattern, args);
}

/** Switches the language (remembered) and draws the page again in it. */
export function setLang(l) {
  try { localStorage.setItem('puzzlebox.pref.lang', l); } catch { /* private mode */ }
  location.reload();
}
