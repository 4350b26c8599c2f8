/**
 * The learner's web browser, for the pages their own server serves (a
 * Django site on http://127.0.0.1:8000/, say). A lesson declares what the
 * learner does in the browser in its frontmatter, tied to the step that
 * shows it; the journey does it at the end of that step, after the step's
 * commands and saved files:
 *
 *     browser:
 *       - step: Log in to the admin site     # the exact "## " heading
 *         open: http://127.0.0.1:8000/admin/
 *         type: {Username: sam, Password: garden-lamp-42}   # fields by their label
 *         click: Log in                       # a button or link by its text
 *         shows: Site administration          # text the page must show
 *         status: 200                         # the HTTP status (200 unless given)
 *         wait: 3                             # seconds that pass on the page's clock first
 *         picture: false                      # not the step's picture (logging out after the picture, say)
 *         varies: "Machine name: .*"          # text that differs per computer: left out of the picture's fingerprint
 *
 * What the page then shows becomes the step's picture: a screenshot of the
 * real page, taken here, and framed with its address by the picture pipeline.
 *
 * A lesson whose example shows what people type (in the address, in a
 * form) names it under `escapes`, with "<b>hi</b>" as the typed text; the
 * journey sends it, in a tab of its own, after the step's browser actions,
 * and checks that the page shows "<b>hi</b>" as text, not a bold "hi":
 *
 *     escapes:
 *       - step: Catch a name from the address
 *         open: "http://127.0.0.1:8000/hello/<b>hi</b>/"
 *       - step: Read what people type in a form
 *         open: http://localhost:3000/
 *         type: {Note: "<b>hi</b>"}
 *         click: Save note
 *         then: http://localhost:3000/notes   # the page to look at afterwards
 *
 * The page's clock stands still at the journey's date (15 January 2026,
 * 09:00): a page that counts seconds or shows the time looks the same in
 * every run, and `wait` lets a set number of seconds pass.
 */
import {chromium, type Browser, type Page} from '@playwright/test';
import {CHROMIUM_ARGS, chromiumExecutable} from '../../scripts/lib/chromium';

export interface BrowserAction {
  step: string;
  open?: string;
  type?: Record<string, string>;
  click?: string;
  shows?: string;
  status?: number;
  wait?: number;
  /** false: what the learner does after the step's picture was taken. */
  picture?: boolean;
  /**
   * A regular expression for text that differs on every computer or run (a
   * container's name, the computer's name): the picture shows it, and its
   * fingerprint leaves it out, so the picture is not out of date each run.
   */
  varies?: string;
}

/** What the journey types into an example that shows input back: markup that must come back as text. */
export const MARKUP_PROBE = '<b>hi</b>';

/**
 * What the journey puts into every address the learner opens (each part of
 * its path, each value of its query, and a path of its own): markup with no
 * "/", so that it stays one part of a path. The page must not turn it into
 * an element.
 */
export const ADDRESS_PROBE = '<b id=journey-probe>hi';

export interface EscapeProbe {
  step: string;
  open: string;
  type?: Record<string, string>;
  click?: string;
  then?: string;
}

/** The time the page's clock shows: the journey's first day. */
const PAGE_CLOCK = new Date(Date.UTC(2026, 0, 15, 9, 0, 0));

/** A page as the learner saw it at the end of a step. */
export interface PageCapture {
  url: string;
  title: string;
  /** The page's visible text: what the picture's fingerprint is made of (pixels differ between machines' fonts). */
  text: string;
  png: Buffer;
}

/** The browser window's inner size in the pictures (a step picture is 800 px wide with its frame). */
export const PAGE_VIEWPORT = {width: 760, height: 500};

/** How long a page may take to show the text the lesson expects, after it loaded. */
const SHOWS_WAIT_MS = 30_000;

/** While the page does not show it, the learner reloads it this often. */
const SHOWS_RELOAD_MS = 5_000;

/** The page's visible text; a page with no <body> (an SVG or a text file opened directly) is read as text. */
async function visibleText(page: Page): Promise<string> {
  const text = await page.evaluate(() => (document.body ?? document.documentElement).innerText ?? document.documentElement.textContent ?? '');
  return text.replace(/[ \t]+/g, ' ').trim();
}

const includesText = (text: string, shows: string) => text.replace(/\s+/g, ' ').includes(shows.replace(/\s+/g, ' '));

/** How long a development server may take to come back after it reloads for a saved file. */
const RELOAD_WAIT_MS = 30_000;

/**
 * How long one page load may take before the learner reloads the page. Vite's
 * dev server can leave a first load hanging while it bundles a package it has
 * just found (vitejs/vite#8715, #14284); a reload gets the page.
 */
const LOAD_TIMEOUT_MS = 20_000;

export class BrowserSession {
  private browser?: Browser;
  private page?: Page;
  private status = 0;

  constructor(private readonly loadTimeoutMs = LOAD_TIMEOUT_MS) {}

  /** Does one browser action and returns the page it leads to; throws with what the learner would see wrong. */
  async act(action: BrowserAction, {afterSave}: {afterSave: boolean}): Promise<PageCapture> {
    const page = await this.open();
    if (afterSave) {
      // A development server reloads itself when a file is saved: Django
      // looks for changes once a second, then starts again.
      await new Promise((resolve) => setTimeout(resolve, 2500));
    }
    if (action.open) await this.goto(page, action.open);
    else if (afterSave) await this.retry(() => page.reload({waitUntil: 'load'}));
    if (action.wait) await page.clock.runFor(action.wait * 1000);
    await fillAndClick(page, action);
    const expectedStatus = action.status ?? 200;
    if (this.status !== expectedStatus) throw new Error(`${page.url()} answered with HTTP status ${this.status}, not ${expectedStatus}`);
    // A page may fill in after it loaded (a React app that fetches its data):
    // give the text the lesson expects a few seconds to appear.
    let text = await visibleText(page);
    for (let waited = 0; action.shows && !includesText(text, action.shows) && waited < SHOWS_WAIT_MS; waited += 100) {
      // Not there yet: Vite re-bundles a newly imported package and then
      // reloads the page from a timer, which the page's stopped clock never
      // runs, and a slow machine's server may not have seen the saved file
      // yet. The learner's page reloads; here, reload it every few seconds.
      if (waited > 0 && waited % SHOWS_RELOAD_MS === 0) await this.retry(() => page.reload({waitUntil: 'load'}));
      await new Promise((resolve) => setTimeout(resolve, 100));
      text = await visibleText(page);
    }
    if (action.shows && !includesText(text, action.shows)) {
      throw new Error(`${page.url()} does not show "${action.shows}". It shows: ${text.slice(0, 300).replace(/\s+/g, ' ')}`);
    }
    const png = await page.screenshot({animations: 'disabled'});
    return {url: page.url(), title: await page.title(), text: action.varies ? text.replace(new RegExp(action.varies, 'g'), '…') : text, png};
  }

  /**
   * Sends MARKUP_PROBE through an example, in a tab of its own (the
   * learner's tab stays where the lesson left it), and throws unless the
   * page then shows it as text.
   */
  async probeEscaping(probe: EscapeProbe): Promise<void> {
    const tab = await (await this.open()).context().newPage();
    try {
      await this.retry(() => tab.goto(probe.open, {waitUntil: 'load'}));
      await fillAndClick(tab, probe);
      if (probe.then) await this.retry(() => tab.goto(probe.then!, {waitUntil: 'load'}));
      const text = await visibleText(tab);
      const bold = await tab.evaluate(() => [...document.querySelectorAll('b')].some((element) => element.textContent === 'hi'));
      if (bold || !text.includes(MARKUP_PROBE)) {
        throw new Error(
          `${tab.url()} ${bold ? 'shows a bold "hi"' : `does not show "${MARKUP_PROBE}"`} after "${MARKUP_PROBE}" was sent: what people type must come back as text, or anyone could put a script into the page. Escape it (a Django template or django.utils.html.escape; an escapeHtml function in Node.js)${bold ? '' : ', or point the probe at a page that shows it'}. It shows: ${text.slice(0, 200).replace(/\s+/g, ' ')}`,
        );
      }
    } finally {
      await tab.close();
    }
  }

  /**
   * Opens the address the learner opened with ADDRESS_PROBE in each part of
   * its path and each value of its query, and once in place of its whole
   * path (a "not found" page that repeats the address), in a tab of its own;
   * throws if a page made an element of it. Only addresses that read what
   * they are sent can go wrong, so every page of every lesson is tried,
   * with no lesson having to name it. GET requests change nothing on the
   * learner's server.
   */
  async probeAddress(address: string, triedOrigins: Set<string>): Promise<void> {
    const url = new URL(address);
    const variants: string[] = [];
    const parts = url.pathname.split('/');
    parts.forEach((part, index) => {
      if (!part) return;
      const changed = new URL(url);
      changed.pathname = parts.map((other, at) => (at === index ? encodeURIComponent(ADDRESS_PROBE) : other)).join('/');
      variants.push(changed.href);
    });
    for (const key of new Set(url.searchParams.keys())) {
      const changed = new URL(url);
      changed.searchParams.set(key, ADDRESS_PROBE);
      variants.push(changed.href);
    }
    if (!triedOrigins.has(url.origin)) {
      triedOrigins.add(url.origin);
      variants.push(`${url.origin}/${encodeURIComponent(ADDRESS_PROBE)}`);
    }
    if (variants.length === 0) return;
    const tab = await (await this.open()).context().newPage();
    try {
      for (const variant of variants) {
        await this.retry(() => tab.goto(variant, {waitUntil: 'load'}));
        if ((await tab.locator('#journey-probe').count()) > 0) {
          throw new Error(`${decodeURIComponent(variant.replace(/\+/g, ' '))} puts what the address holds into the page as HTML: "${ADDRESS_PROBE}" became an element. Anyone could send a link that runs a script on this page. Escape it (a Django template or django.utils.html.escape; an escapeHtml function in Node.js).`);
        }
      }
    } finally {
      await tab.close();
    }
  }

  private async open(): Promise<Page> {
    if (this.page) return this.page;
    this.browser = await chromium.launch({executablePath: chromiumExecutable(), args: CHROMIUM_ARGS});
    // A context of its own, so that a probe (probeEscaping) can open a second tab with the same cookies.
    const context = await this.browser.newContext({viewport: PAGE_VIEWPORT, deviceScaleFactor: 1, locale: 'en-US', timezoneId: 'UTC'});
    context.setDefaultNavigationTimeout(this.loadTimeoutMs);
    const page = await context.newPage();
    // The clock starts a minute early and pauses a second after PAGE_CLOCK, as before: a busy machine may take a second or more between
    // the two calls, and pausing at a time the clock has passed fails ("Cannot fast-forward to the past").
    await page.clock.install({time: PAGE_CLOCK.getTime() - 60_000});
    await page.clock.pauseAt(PAGE_CLOCK.getTime() + 1000);
    page.on('response', (response) => {
      if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) this.status = response.status();
    });
    this.page = page;
    return page;
  }

  private async goto(page: Page, url: string): Promise<void> {
    await this.retry(() => page.goto(url, {waitUntil: 'load'}));
  }

  /** A server that is starting again refuses connections for a moment: try again until it answers. */
  private async retry(load: () => Promise<unknown>): Promise<void> {
    const started = Date.now();
    let reloadedAfterHang = false;
    for (;;) {
      try {
        await load();
        return;
      } catch (error) {
        // Docker's proxy takes the connection while the app in the container is still starting, then drops it.
        // Vite's dev server reloads a page it has just served when it re-bundles (a file was saved a moment ago),
        // which interrupts the load: the learner's page reloads too, so load it again.
        const refused =
          /ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|ERR_CONNECTION_CLOSED|ERR_EMPTY_RESPONSE|ERR_SOCKET_NOT_CONNECTED|interrupted by another navigation|ERR_ABORTED/.test(
            String(error),
          );
        // A load that hangs is reloaded once, as a learner would; a second hang is the lesson's problem.
        const hung = !reloadedAfterHang && /Timeout \d+ms exceeded/.test(String(error));
        if (hung) {
          reloadedAfterHang = true;
          continue;
        }
        if (!refused || Date.now() - started > RELOAD_WAIT_MS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }

  async close(): Promise<void> {
    await this.browser?.close();
    this.browser = undefined;
    this.page = undefined;
  }
}

/** Types into the fields the action names, by their labels, then clicks its button or link. */
async function fillAndClick(page: Page, action: {type?: Record<string, string>; click?: string}): Promise<void> {
  for (const [label, value] of Object.entries(action.type ?? {})) {
    // Forms often end a label with a colon ("Username:"); the lesson names the field without it.
    const field = page.getByLabel(new RegExp(`^\\s*${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:?\\s*$`));
    if ((await field.count()) !== 1) throw new Error(`the page has no single field labelled "${label}"`);
    await field.fill(value);
  }
  if (action.click) {
    const target = page
      .getByRole('button', {name: action.click, exact: true})
      .or(page.getByRole('link', {name: action.click, exact: true}))
      .first();
    if ((await target.count()) === 0) throw new Error(`the page has no button or link "${action.click}"`);
    await target.click();
    await page.waitForLoadState('load');
  }
}
