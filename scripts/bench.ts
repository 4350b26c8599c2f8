/**
 * `npm run bench`: how fast and how small the site is, in figures.
 *
 * 1. Builds the site (`docusaurus build`) and prints the wall time.
 * 2. Serves the build gzipped, as GitHub Pages does.
 * 3. For the home page, an index page, /setting-up and the 404 page: loads
 *    each once in Chromium and prints the bytes transferred on first load
 *    (HTML, JS, CSS, images, fonts, other), the request count, and any
 *    request to another host (there should be none).
 * 4. Runs Lighthouse on each in its default mobile emulation (simulated
 *    slow 4G, 4x CPU slowdown), three times, and prints the median run's
 *    four scores, LCP and CLS (one run varies by several points).
 *
 * Results also go to bench-results/latest.json. Lighthouse needs a
 * Chromium: $CHROME_PATH, /usr/bin/chromium, or Playwright's own.
 */
import {execSync} from 'node:child_process';
import fs from 'node:fs';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, chromiumExecutable} from './lib/chromium';
import {startStaticServer} from './lib/static-server';

const PAGES: [string, string][] = [
  ['home', '/'],
  ['index', '/git&github/git'],
  ['lesson', '/setting-up'],
  ['404', '/no-such-page'],
];
const LIGHTHOUSE_RUNS = 3;
/**
 * Lighthouse refuses to audit a page answered with status 404, so it audits
 * the same 404.html at /404, which the server answers with status 200.
 */
const lighthouseUrl = (path: string) => (path === '/no-such-page' ? '/404' : path);

type Kind = 'html' | 'js' | 'css' | 'img' | 'font' | 'other' | 'prefetch';

function kindOf(resourceType: string, url: string): Kind {
  if (resourceType === 'document') return 'html';
  // Docusaurus fetches, at lowest priority, the code of pages the visible links lead to.
  if (resourceType === 'other' && /\.js$/.test(url)) return 'prefetch';
  if (resourceType === 'script') return 'js';
  if (resourceType === 'stylesheet') return 'css';
  if (resourceType === 'image' || /\.(png|svg|jpe?g|webp|ico)$/.test(url)) return 'img';
  if (resourceType === 'font') return 'font';
  return 'other';
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const skipBuild = process.argv.includes('--no-build');
  let buildSeconds: number | undefined;
  if (!skipBuild) {
    const started = Date.now();
    execSync('npx docusaurus build', {stdio: 'ignore'});
    buildSeconds = (Date.now() - started) / 1000;
    console.log(`Build: ${buildSeconds.toFixed(1)} s wall time (docusaurus build, ${fs.readdirSync('static/pic').length} pictures, 127 routes)\n`);
  }

  const server = await startStaticServer({dir: 'build', gzip: true});
  const origin = server.origin;
  const results: Record<string, unknown> = {buildSeconds};

  // First-load transfer, measured in Chromium without throttling.
  const browser = await chromium.launch({executablePath: chromiumExecutable(), args: CHROMIUM_ARGS});
  console.log('First load (gzipped bytes on the wire, as GitHub Pages sends them)');
  console.log(['page', 'html', 'js', 'css', 'img', 'font', 'other', 'total', 'requests', '+prefetch', 'other hosts'].join('\t'));
  for (const [name, path] of PAGES) {
    const page = await browser.newPage({viewport: {width: 412, height: 823}});
    const requests: {url: string; kind: Kind}[] = [];
    page.on('request', (request) => requests.push({url: request.url(), kind: kindOf(request.resourceType(), request.url())}));
    await page.goto(`${origin}${path}`, {waitUntil: 'networkidle'});
    const bytes: Record<Kind, number> = {html: 0, js: 0, css: 0, img: 0, font: 0, other: 0, prefetch: 0};
    for (const request of requests) {
      const match = await page.evaluate(
        (url) => (performance.getEntriesByName(url)[0] as PerformanceResourceTiming | undefined)?.transferSize,
        request.url,
      );
      bytes[request.kind] += match ?? 0;
    }
    // The document itself is a navigation entry.
    bytes.html = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).transferSize);
    const foreign = requests.filter((request) => !request.url.startsWith(origin) && !request.url.startsWith('data:'));
    // What the page needs to show and work; prefetched code for other pages is listed apart.
    const total = bytes.html + bytes.js + bytes.css + bytes.img + bytes.font + bytes.other;
    const pageRequests = requests.filter((request) => request.kind !== 'prefetch').length;
    results[`${name}:transfer`] = {...bytes, total, requests: pageRequests, prefetchRequests: requests.length - pageRequests, foreign: foreign.map((r) => r.url)};
    console.log([name, kb(bytes.html), kb(bytes.js), kb(bytes.css), kb(bytes.img), kb(bytes.font), kb(bytes.other), kb(total), pageRequests, `${kb(bytes.prefetch)} (${requests.length - pageRequests})`, foreign.length].join('\t'));
    await page.close();
  }
  await browser.close();

  // Lighthouse, mobile emulation (its default).
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  console.log(`\nLighthouse 12, mobile emulation (simulated slow 4G, 4x CPU slowdown), median of ${LIGHTHOUSE_RUNS} runs`);
  console.log(['page', 'perf', 'a11y', 'best', 'seo', 'LCP', 'CLS', 'TBT', 'FCP'].join('\t'));
  for (const [name, path] of PAGES) {
    const runs = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
      const runnerResult = await lighthouse(`${origin}${lighthouseUrl(path)}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      runs.push(runnerResult!.lhr);
    }
    runs.sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0));
    const lhr = runs[Math.floor(runs.length / 2)];
    const spread = `${Math.round((runs[0].categories.performance.score ?? 0) * 100)}-${Math.round((runs[runs.length - 1].categories.performance.score ?? 0) * 100)}`;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const row = {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      tbtMs: Math.round(audit('total-blocking-time')),
      fcpMs: Math.round(audit('first-contentful-paint')),
    };
    results[`${name}:lighthouse`] = {...row, performanceRange: spread};
    console.log([name, `${row.performance} (${spread})`, row.accessibility, row.bestPractices, row.seo, `${row.lcpMs} ms`, row.cls, `${row.tbtMs} ms`, `${row.fcpMs} ms`].join('\t'));
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
      .map((a) => a.id);
    if (failing.length) console.log(`\t(audits below 90: ${failing.join(', ')})`);
  }
  chrome.kill();
  await server.close();

  fs.mkdirSync('bench-results', {recursive: true});
  fs.writeFileSync('bench-results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nSaved to bench-results/latest.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
