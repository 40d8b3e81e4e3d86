// Lighthouse on each puzzle's screen with a game in play, reached by a share link (a deep
// link, so that navigation mode measures the game itself): accessibility, best practices
// and performance, with phone emulation (its default) and the desktop preset. A benchmark,
// run by scripts/bench-web (Lighthouse 12.2.3 from npm, installed under target/lighthouse).
//   node lighthouse.mjs http://127.0.0.1:8080/ LIGHTHOUSE_BIN

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const url = process.argv[2] || 'http://127.0.0.1:8080/';
const bin = process.argv[3] || 'lighthouse';
const LINKS = {
  sliding: '?puzzle=sliding&start=8%206%207%2F2%205%204%2F3%200%201&moves=',
  cube: "?puzzle=cube&setup-alg=R%20U%20R'%20F2%20D%20L'&alg=",
  rings: '?puzzle=rings&start=KKKKKKB%2FBBBBBBK%2FGGGGGGG%2FOOOOOOO%2FRRRRRRR&moves=',
};
const flags = '--headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync';
for (const form of ['phone', 'desktop']) {
  for (const [puzzle, q] of Object.entries(LINKS)) {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pb-lh-')), 'report.json');
    const args = [new URL(q, url).toString(), '--quiet', `--chrome-flags=${flags}`,
      '--only-categories=accessibility,best-practices,performance', '--output=json', `--output-path=${out}`];
    if (form === 'desktop') args.push('--preset=desktop');
    execFileSync(bin, args, { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM || '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] });
    const r = JSON.parse(fs.readFileSync(out, 'utf8'));
    const score = (k) => Math.round(r.categories[k].score * 100);
    const below = Object.values(r.audits)
      .filter((a) => typeof a.score === 'number' && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    console.log(`lighthouse ${form} ${puzzle}: performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}` +
      `; LCP ${r.audits['largest-contentful-paint'].displayValue}, CLS ${r.audits['cumulative-layout-shift'].displayValue}, TBT ${r.audits['total-blocking-time'].displayValue}` +
      (below.length ? `; below 90: ${below.join(', ')}` : ''));
  }
}
