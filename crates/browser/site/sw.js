// The static site's service worker: every file of this version kept in a cache of its own
// name at install, answered from there (so the site works offline after one visit); a new
// version (another VERSION) is fetched whole at its install and the older caches dropped
// when it takes over. The player's data is in IndexedDB and never touched here.
// `scripts/build-static` writes VERSION and FILES.
const VERSION = '@VERSION@';
const FILES = @FILES@;
const CACHE = `puzzlebox-${VERSION}`;

self.addEventListener('install', (ev) => {
  ev.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (ev) => {
  ev.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith('puzzlebox-') && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener('fetch', (ev) => {
  const url = new URL(ev.request.url);
  if (ev.request.method !== 'GET' || url.origin !== self.location.origin) return;
  const path = url.pathname.endsWith('/') ? `${url.pathname}index.html` : url.pathname;
  ev.respondWith(caches.open(CACHE)
    .then((c) => c.match(path))
    .then((hit) => hit ?? fetch(ev.request)));
});
