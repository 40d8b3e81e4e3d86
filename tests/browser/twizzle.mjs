// The cube beside Twizzle's (cubing.js), the same position at the same size, into
// docs/images/cube-beside-twizzle.png: the comparison of proportions and perspective.
// cubing.js comes from npm into target/twizzle (never committed). A benchmark-style script:
//   node twizzle.mjs
// It starts its own puzzlebox server and a static server for cubing.js.

import { execSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { launch, ROOT, startServer } from './harness.mjs';

const SETUP = "R U R' F2 D L'";
const dir = path.join(ROOT, 'target/twizzle');
if (!fs.existsSync(path.join(dir, 'node_modules/cubing'))) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), '{"private":true}');
  execSync('npm i -E cubing@0.63.4 --no-audit --no-fund --loglevel=error', { cwd: dir, stdio: 'inherit' });
}
const nm = '/node_modules/cubing/dist/lib/cubing';
const page = `<!doctype html><meta charset="utf-8"><script type="importmap">${JSON.stringify({ imports: {
  'three/': '/node_modules/three/',
  'cubing/alg': `${nm}/alg/index.js`, 'cubing/puzzles': `${nm}/puzzles/index.js`, 'cubing/twisty': `${nm}/twisty/index.js`,
  'cubing/kpuzzle': `${nm}/kpuzzle/index.js`, 'cubing/notation': `${nm}/notation/index.js`, 'cubing/search': `${nm}/search/index.js`,
  'random-uint-below': '/node_modules/random-uint-below/dist/esm/index.js' } })}</script>
<script type="module">import "cubing/twisty";</script><style>body{margin:0;background:#fff}twisty-player{width:340px;height:340px}</style>
<twisty-player id="tp" puzzle="3x3x3" experimental-setup-alg="${SETUP}" background="none" control-panel="none" hint-facelets="none"></twisty-player>`;
const statics = http.createServer((req, res) => {
  const url = new URL(req.url, 'http://x').pathname;
  if (url === '/') { res.writeHead(200, { 'content-type': 'text/html' }); res.end(page); return; }
  const p = path.join(dir, decodeURIComponent(url));
  if (!p.startsWith(dir) || !fs.existsSync(p) || fs.statSync(p).isDirectory()) { res.writeHead(404); res.end(); return; }
  res.writeHead(200, { 'content-type': p.endsWith('.js') ? 'text/javascript' : 'application/octet-stream' });
  fs.createReadStream(p).pipe(res);
}).listen(0);
const server = await startServer();
const browser = await launch();
try {
  const shots = {};
  const tw = await browser.newPage();
  await tw.setViewportSize({ width: 400, height: 400 });
  await tw.goto(`http://127.0.0.1:${statics.address().port}/`);
  await tw.waitForTimeout(4000);
  shots.twizzle = (await tw.locator('#tp').screenshot()).toString('base64');
  const ours = await browser.newPage();
  await ours.setViewportSize({ width: 1280, height: 800 });
  await ours.goto(`${server.url}?puzzle=cube&setup-alg=${encodeURIComponent(SETUP)}&alg=`);
  await ours.waitForFunction(() => window.puzzlebox?.game?.view && !window.puzzlebox.game.view.busy);
  await ours.waitForTimeout(500);
  shots.ours = (await ours.locator('#scene').screenshot()).toString('base64');
  const both = await browser.newPage();
  await both.setViewportSize({ width: 720, height: 420 });
  await both.setContent(`<body style="margin:0;font:14px system-ui;display:flex;gap:20px;padding:10px;background:#fff">
    <figure style="margin:0;text-align:center"><img src="data:image/png;base64,${shots.ours}" width="340"><figcaption>puzzlebox</figcaption></figure>
    <figure style="margin:0;text-align:center"><img src="data:image/png;base64,${shots.twizzle}" width="340"><figcaption>Twizzle (cubing.js 0.63.4)</figcaption></figure></body>`);
  const out = path.join(ROOT, 'docs/images/cube-beside-twizzle.png');
  await both.screenshot({ path: out });
  console.log(out);
} finally {
  await browser.close();
  await server.stop();
  statics.close();
}
