/**
 * The service worker for offline reading (src/plugins/offline-reading.ts),
 * written into a small stand-in build: what it precaches (the home and card
 * pages under their offline-copy address, the offline page, the code their
 * HTML loads, not the lessons), that each base URL gets caches of its own
 * and handles only its own pages, and that a missing file is a warning, not
 * a failed build. The browser's side is tested in tests/e2e/offline.spec.ts.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {filesOfPage, writeServiceWorker} from '../../src/plugins/offline-reading';
import {routes} from '../../src/lib/routes';
import {cacheIdOf} from '../../src/lib/offline-reading';

function page(baseUrl: string, body = ''): string {
  return `<!DOCTYPE html><html><head><link rel="icon" href="${baseUrl}img/favicon.svg"><link rel="stylesheet" href="${baseUrl}assets/css/styles.0123abcd.css"></head>
<body>${body}<script>!function(){var n=["${baseUrl}assets/js/runtime~main.0123abcd.js","${baseUrl}assets/js/main.0123abcd.js"]}()</script></body></html>`;
}

/** A build with every home and card page, the offline page, one lesson and the files they use. */
function build(baseUrl: string, {leaveOut = [] as string[]} = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-reading-'));
  const write = (file: string, text: string) => {
    if (leaveOut.includes(file)) return;
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  };
  for (const route of routes.filter((r) => r.kind === 'home' || r.kind === 'index')) {
    const body = route.kind === 'home' ? `<main><picture><source srcset="${baseUrl}pic/setting-up.webp" type="image/webp"><img src="${baseUrl}pic/setting-up.png"></picture></main>` : '';
    write(route.path === '/' ? 'index.html' : `${route.path.slice(1)}.html`, page(baseUrl, body));
  }
  write('offline.html', page(baseUrl));
  write('setting-up.html', page(baseUrl));
  for (const file of ['img/favicon.svg', 'assets/css/styles.0123abcd.css', 'assets/js/runtime~main.0123abcd.js', 'assets/js/main.0123abcd.js', 'pic/setting-up.webp', 'pic/setting-up.png']) {
    write(file, file);
  }
  return dir;
}

const pagePaths = (baseUrl: string) => routes.map((route) => `${baseUrl}${route.path.slice(1)}`);
const precached = (sw: string) => [...sw.matchAll(/\burl:"([^"]+)"/g)].map((match) => match[1]);

describe('offline reading: the service worker', () => {
  it('finds the code, stylesheet and favicon a page loads, inside the base URL only', () => {
    const dir = build('/easy/');
    const files = filesOfPage(page('/easy/') + '<script src="https://example.com/x.js"></script>', dir, '/easy/');
    assert.deepEqual(files.sort(), ['assets/css/styles.0123abcd.css', 'assets/js/main.0123abcd.js', 'assets/js/runtime~main.0123abcd.js', 'img/favicon.svg']);
  });

  for (const baseUrl of ['/', '/easy-programming/']) {
    it(`precaches the home and card pages, not the lessons, with caches named for ${baseUrl}`, async () => {
      const dir = build(baseUrl);
      const result = await writeServiceWorker({outDir: dir, baseUrl, pagePaths: pagePaths(baseUrl)});
      assert.deepEqual(result.warnings, []);
      const sw = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
      const urls = precached(sw);
      assert.ok(urls.includes('./?offline-copy'));
      assert.ok(urls.includes('git&github/git?offline-copy'));
      assert.ok(urls.includes('offline'));
      assert.ok(urls.includes('pic/setting-up.webp'));
      assert.ok(urls.includes('assets/js/main.0123abcd.js'));
      assert.ok(!urls.some((url) => url.startsWith('setting-up')), 'a lesson is not precached');
      assert.ok(!urls.some((url) => url.endsWith('.html')), 'no page is precached under the address a browser asks for');
      // Every cache is named with the base URL; the pages route knows this base's pages only.
      assert.ok(sw.includes(JSON.stringify(`${cacheIdOf(baseUrl)} pages`)));
      assert.ok(sw.includes(JSON.stringify(`${baseUrl}git&github/git/ignore`)));
      if (baseUrl === '/') assert.ok(!sw.includes('/easy-programming/'));
      assert.equal(result.count, urls.length);
    });
  }

  it('a file missing from the build is a warning, and the worker is written', async () => {
    const dir = build('/', {leaveOut: ['git&github/git.html', 'assets/js/main.0123abcd.js']});
    const result = await writeServiceWorker({outDir: dir, baseUrl: '/', pagePaths: pagePaths('/'), generatedFilesDir: path.join(dir, 'no-such-folder')});
    assert.ok(result.warnings.some((warning) => warning.includes('git&github/git.html')));
    assert.ok(result.warnings.some((warning) => warning.includes('client manifest')));
    assert.ok(fs.existsSync(path.join(dir, 'sw.js')));
    assert.ok(!precached(fs.readFileSync(path.join(dir, 'sw.js'), 'utf8')).includes('git&github/git?offline-copy'));
  });
});
