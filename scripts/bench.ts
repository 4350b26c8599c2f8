/**
 * `npm run bench`: how fast and how small the site is, in figures, beside
 * the stock Docusaurus template measured in the same run.
 *
 * 1. Builds the site (`docusaurus build`) and prints the wall time
 *    (`--no-build` measures the existing build/).
 * 2. Picks the pages: the home page, an index page, the 404 page, the three
 *    lessons with the largest HTML (plus the one with the most elements, if
 *    it is another), and the shortest written lesson. So the heaviest lesson
 *    is measured whichever it is, today or once longer ones are written.
 * 3. Makes (once, then reuses) the stock Docusaurus site at the same version
 *    (scripts/lib/stock-docusaurus.ts) and adds its doc page.
 * 4. Serves both builds gzipped, as GitHub Pages does. Loads each page once
 *    in Chromium and prints the bytes transferred on first load (HTML, JS,
 *    CSS, images, fonts, other), the request count, and any request to
 *    another host (there should be none).
 * 5. Search: runs the public query set (tests/search/) through the /search
 *    page and prints hit@1, hit@3, the mean reciprocal rank and the queries
 *    with no results; then, in a fresh browser each, makes a first search in
 *    the navbar box of the heaviest lesson and prints its bytes on the wire
 *    and the time from the last key to the first suggestion.
 * 6. Runs Lighthouse on each in its default mobile emulation (simulated
 *    slow 4G, 4x CPU slowdown) and prints the median of three runs: four
 *    scores, LCP, CLS, TBT and FCP. The runs take turns (every page once,
 *    then again, backwards), so a busy moment on the machine hits every page alike.
 *
 * `--compare DIR` also measures the same pages of another build (say, a
 * copy of build/ from before a change), in the same run. `--runs N` changes
 * the number of Lighthouse runs. Results also go to bench-results/latest.json.
 * Lighthouse needs a Chromium: $CHROME_PATH, /usr/bin/chromium, or Playwright's own.
 */
import {execSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import {chromium} from '@playwright/test';
import {listDocFiles} from '../src/checks/content';
import {readLesson} from '../src/lib/lesson';
import {routes} from '../src/lib/routes';
import {CHROMIUM_ARGS, chromiumExecutable} from './lib/chromium';
import {measureFirstSearch, scoreQuerySet, type FirstSearch} from './lib/search-bench';
import {startStaticServer} from './lib/static-server';
import {STOCK_DOC_PAGE, stockDocusaurusBuild} from './lib/stock-docusaurus';

interface Target {
  name: string;
  /** Which served build: this site, the stock template, or the --compare build. */
  site: 'site' | 'stock' | 'compare';
  path: string;
}

const option = (name: string) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
};
const LIGHTHOUSE_RUNS = Number(option('--runs') ?? 3);
/**
 * Lighthouse refuses to audit a page answered with status 404, so it audits
 * the same 404.html at /404, which the server answers with status 200.
 */
const lighthouseUrl = (path: string) => (path === '/no-such-page' ? '/404' : path);

/** Elements in an HTML file: the size of the DOM the browser builds from it. */
const elementCount = (html: string) => html.match(/<[a-zA-Z][^\s/>]*/g)?.length ?? 0;

/**
 * The lessons to measure, from the build: the three largest by HTML bytes,
 * the one with the most elements if it is not among them, and the shortest
 * written (not outline) lesson.
 */
function lessonTargets(buildDir: string): Target[] {
  const outline = new Set(
    listDocFiles('.')
      .map((file) => readLesson('.', file))
      .filter((lesson) => lesson.isOutline)
      .map((lesson) => lesson.slug),
  );
  const lessons = routes
    .filter((route) => route.kind === 'lesson' && fs.existsSync(`${buildDir}${route.path}.html`))
    .map((route) => {
      const html = fs.readFileSync(`${buildDir}${route.path}.html`, 'utf8');
      return {path: route.path, bytes: html.length, elements: elementCount(html), outline: outline.has(route.path)};
    });
  const bySize = [...lessons].sort((a, b) => b.bytes - a.bytes);
  const picked = bySize.slice(0, 3).map((lesson, index) => ({name: `heaviest ${index + 1}`, lesson}));
  const mostElements = [...lessons].sort((a, b) => b.elements - a.elements)[0];
  if (!picked.some(({lesson}) => lesson === mostElements)) picked.push({name: 'most elements', lesson: mostElements});
  const shortest = bySize.filter((lesson) => !lesson.outline).at(-1);
  if (shortest && !picked.some(({lesson}) => lesson === shortest)) picked.push({name: 'short lesson', lesson: shortest});
  console.log('Lessons picked (built HTML)');
  console.log(['page', 'path', 'html', 'elements'].join('\t'));
  for (const {name, lesson} of picked) console.log([name, lesson.path, kb(lesson.bytes), lesson.elements].join('\t'));
  console.log();
  return picked.map(({name, lesson}) => ({name, site: 'site', path: lesson.path}));
}

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

/** A pasted error line with the learner's own line number, and a question in a beginner's words. */
const FIRST_SEARCH_QUERIES: {query: string; how: 'typed' | 'pasted'}[] = [
  {query: "IndentationError: expected an indented block after 'if' statement on line 9", how: 'pasted'},
  {query: "fatal: ambiguous argument 'c0ffee1': unknown revision or path not in the working tree.", how: 'pasted'},
  {query: 'how do i undo my last commit', how: 'typed'},
  {query: 'install node on a mac', how: 'typed'},
];
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const load = () => os.loadavg().map((value) => value.toFixed(1)).join(' ');

async function main() {
  const compareDir = option('--compare');
  let buildSeconds: number | undefined;
  if (!process.argv.includes('--no-build')) {
    const started = Date.now();
    execSync('npx docusaurus build', {stdio: 'ignore'});
    buildSeconds = (Date.now() - started) / 1000;
    console.log(`Build: ${buildSeconds.toFixed(1)} s wall time (docusaurus build, ${fs.readdirSync('static/pic').length} pictures, 127 routes)\n`);
  }
  const stockBuild = stockDocusaurusBuild((line) => console.log(line));

  const sitePages: Target[] = [
    {name: 'home', site: 'site', path: '/'},
    {name: 'index', site: 'site', path: '/git&github/git'},
    {name: '404', site: 'site', path: '/no-such-page'},
    ...lessonTargets('build'),
  ];
  const targets: Target[] = [
    ...sitePages,
    ...(compareDir ? sitePages.map((target) => ({...target, name: `${target.name} (compare)`, site: 'compare' as const})) : []),
    {name: 'stock template', site: 'stock', path: STOCK_DOC_PAGE},
  ];

  const servers = {
    site: await startStaticServer({dir: 'build', gzip: true}),
    stock: await startStaticServer({dir: stockBuild, gzip: true}),
    compare: compareDir ? await startStaticServer({dir: compareDir, gzip: true}) : undefined,
  };
  const urlOf = (target: Target) => `${servers[target.site]!.origin}${target.path}`;
  const results: Record<string, unknown> = {buildSeconds, loadAverageAtStart: os.loadavg(), pages: targets};
  console.log(`Load average (1, 5, 15 min) at start: ${load()} on ${os.cpus().length} cores\n`);

  // First-load transfer, measured in Chromium without throttling.
  const browser = await chromium.launch({executablePath: chromiumExecutable(), args: CHROMIUM_ARGS});
  console.log('First load (gzipped bytes on the wire, as GitHub Pages sends them)');
  console.log(['page', 'html', 'js', 'css', 'img', 'font', 'other', 'total', 'requests', '+prefetch', 'other hosts'].join('\t'));
  for (const target of targets) {
    const {name} = target;
    const origin = servers[target.site]!.origin;
    const page = await browser.newPage({viewport: {width: 412, height: 823}});
    const requests: {url: string; kind: Kind}[] = [];
    page.on('request', (request) => requests.push({url: request.url(), kind: kindOf(request.resourceType(), request.url())}));
    await page.goto(urlOf(target), {waitUntil: 'networkidle'});
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

  // Search: quality on the query set, and the first search from the heaviest lesson.
  const scores = await scoreQuerySet(browser, servers.site.origin);
  results.search = scores;
  console.log(`\nSearch quality on the public query set (${scores.queries} queries: tests/search/)`);
  console.log(['hit@1', 'hit@3', 'MRR', 'no results'].join('\t'));
  console.log([percent(scores.hitAt1), percent(scores.hitAt3), scores.meanReciprocalRank.toFixed(3), scores.noResults.length].join('\t'));
  for (const {query, expected, got} of scores.missed) console.log(`\tmissed: ${query} (expected ${expected[0]}; got ${got.join(', ') || 'nothing'})`);
  const heaviest = sitePages.find((target) => target.name === 'heaviest 1') ?? sitePages[0];
  console.log(`\nFirst search from ${heaviest.path} (fresh browser, navbar box; gzipped bytes of the search's requests)`);
  console.log(['query', 'how', 'first search', 'most for a later key', 'requests', 'suggestions after the last key'].join('\t'));
  const firstSearches: FirstSearch[] = [];
  for (const {query, how} of FIRST_SEARCH_QUERIES) {
    const first = await measureFirstSearch(browser, urlOf(heaviest), query, how);
    firstSearches.push(first);
    console.log([query, how, kb(first.bytes), how === 'typed' ? kb(first.laterKeyBytes) : '-', first.requests, `${first.milliseconds} ms`].join('\t'));
  }
  results.firstSearches = firstSearches;
  await browser.close();

  // Lighthouse, mobile emulation (its default). The runs take turns.
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
  const runs = new Map<Target, Lhr[]>(targets.map((target) => [target, []]));
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
    // Every other round goes backwards, so no page always comes first.
    for (const target of run % 2 ? [...targets].reverse() : targets) {
      const runnerResult = await lighthouse(`${servers[target.site]!.origin}${lighthouseUrl(target.path)}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      runs.get(target)!.push(runnerResult!.lhr);
    }
  }
  chrome.kill();
  console.log(`\nLighthouse 12, mobile emulation (simulated slow 4G, 4x CPU slowdown), median of ${LIGHTHOUSE_RUNS} runs (range)`);
  console.log(['page', 'perf', 'a11y', 'best', 'seo', 'LCP', 'CLS', 'TBT', 'FCP', 'path'].join('\t'));
  for (const target of targets) {
    const lhrs = runs.get(target)!.sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0));
    const lhr = lhrs[Math.floor(lhrs.length / 2)];
    const spread = `${Math.round((lhrs[0].categories.performance.score ?? 0) * 100)}-${Math.round((lhrs.at(-1)!.categories.performance.score ?? 0) * 100)}`;
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
    results[`${target.name}:lighthouse`] = {...row, performanceRange: spread};
    console.log([target.name, `${row.performance} (${spread})`, row.accessibility, row.bestPractices, row.seo, `${row.lcpMs} ms`, row.cls, `${row.tbtMs} ms`, `${row.fcpMs} ms`, target.path].join('\t'));
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
      .map((a) => a.id);
    if (failing.length) console.log(`\t(audits below 90: ${failing.join(', ')})`);
  }
  console.log(`\nLoad average at the end: ${load()}`);
  results.loadAverageAtEnd = os.loadavg();
  await Promise.all(Object.values(servers).map((server) => server?.close()));

  fs.mkdirSync('bench-results', {recursive: true});
  fs.writeFileSync('bench-results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
  console.log('Saved to bench-results/latest.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
