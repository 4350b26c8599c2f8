/**
 * Builds the search index with the site: after `docusaurus build`, Pagefind
 * reads every written lesson's HTML and writes its index to `build/pagefind/`.
 * The browser then fetches only the parts of the index a query needs
 * (src/search/engine.ts).
 *
 * What is indexed: the lesson's text (title, steps, code, output), not the
 * card pages (their cards only repeat the lessons' titles), not outline
 * lessons, not the 404 or search pages. Each lesson carries its track (the
 * breadcrumbs above it), and each passage shown for some systems only
 * (`<System only="mac linux">`, a command's Windows form) is marked, so that
 * a result from it can say which systems it is for.
 */
import path from 'node:path';
import fs from 'node:fs';
import {spawnSync} from 'node:child_process';
import * as cheerio from 'cheerio';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {routes} from '../lib/routes';
import {SYSTEM_PASSAGE_PREFIX, SYSTEM_PASSAGE_END} from '../search/system-passages';

/** Parts of a lesson page that are not its words: controls, pictures, prompts. */
const NOT_TEXT = [
  'nav',
  'fieldset',
  'button',
  'picture',
  'img',
  '.hash-link',
  '.theme-doc-toc-mobile',
  '[aria-hidden="true"]',
  '.theme-doc-footer',
];

/**
 * How big each piece of the index is, in word places (Pagefind's default is
 * 20000, pieces of some 30 KB). A pasted error line has eight words or more,
 * each in its own piece: smaller pieces keep that first search light. The
 * setting is marked unstable by Pagefind (pinned here at 1.6.0); the
 * end-to-end tests check the bytes of a first search.
 */
const INDEX_CHUNK_SIZE = 1200;

/** How much a word of the title, and of the description, counts against one of the text (1). */
const TITLE_WEIGHT = 10;
const DESCRIPTION_WEIGHT = 4;

/** The page's track: its breadcrumbs, without the lesson itself, such as "Python › Data structures". */
function trackOf($: cheerio.CheerioAPI): string {
  const crumbs = $('.breadcrumbs__item:not(.breadcrumbs__item--active)')
    .map((_i, element) => $(element).text().trim())
    .get()
    .filter(Boolean);
  // The top level ("Programming languages") says little once there is a deeper one.
  const shown = crumbs.length > 1 ? crumbs.slice(1) : crumbs;
  // A lesson at the top level (Setting up) is its own track.
  if (shown.length === 0) return $('.breadcrumbs__item--active').first().text().trim();
  return shown.length > 2 ? `${shown[0]} › ${shown[shown.length - 1]}` : shown.join(' › ');
}

/** The page's HTML as Pagefind should read it. */
export function prepareForIndex(html: string): string {
  const $ = cheerio.load(html);
  const body = $('.theme-doc-markdown').first();
  body.attr('data-pagefind-body', '');
  const track = trackOf($);
  if (track) body.attr('data-pagefind-meta', `track:${track.replace(/,/g, ' ')}`);
  for (const selector of NOT_TEXT) body.find(selector).attr('data-pagefind-ignore', 'all');
  // Each line of a terminal or a code file is drawn as a <span>, with no
  // space between them: without one, a command's last word and the first
  // word of its output would read as one word.
  body.find('pre code').children('span').after('\n');
  // What the lesson is about weighs most: its title, then the one sentence
  // that describes it (the page's meta description, written for this).
  body.find('h1').first().attr('data-pagefind-weight', String(TITLE_WEIGHT));
  const description = $('meta[name="description"]').attr('content');
  if (description) body.find('header').first().after($('<p>').attr('data-pagefind-weight', String(DESCRIPTION_WEIGHT)).text(description));
  // A passage for some systems only: empty marks before and after it, with
  // ids Pagefind records with their place in the text (its "anchors").
  body.find('[data-only-on]').each((index, element) => {
    const systems = ($(element).attr('data-only-on') ?? '').trim().split(/\s+/).join('-');
    $(element).before(`<span id="${SYSTEM_PASSAGE_PREFIX}${systems}-${index}"></span>`);
    $(element).after(`<span id="${SYSTEM_PASSAGE_END}${index}"></span>`);
  });
  return $.html();
}

/** The routes whose pages are indexed: the written lessons. */
export function indexedRoutes(outlineRoutes: ReadonlySet<string>): string[] {
  // Not the home page and card pages (cards only repeat lesson titles), not
  // the bare pages (a title and nothing else yet), not outlines.
  return routes.filter((route) => route.kind === 'lesson' && !outlineRoutes.has(route.path)).map((route) => route.path);
}

/**
 * Pagefind is an ES module only, and Docusaurus loads the site's config (and
 * so this file) through a loader that cannot import one. So the index is
 * written by a child Node.js process that runs this same file (see the end).
 */
export default function searchIndexPlugin(context: LoadContext, options: unknown): Plugin {
  const {outlineRoutes} = options as {outlineRoutes: string[]};
  return {
    name: 'search-index',
    postBuild({outDir}) {
      const run = spawnSync(process.execPath, ['--import', 'tsx', __filename, outDir, context.baseUrl, ...outlineRoutes], {
        stdio: 'inherit',
      });
      if (run.status !== 0) throw new Error(`The search index was not written (see the messages above). Run "npm run build" again.`);
    },
  };
}

/** Writes `outDir/pagefind/`: the index of the written lessons of the built site in outDir. */
export async function writeSearchIndex(outDir: string, baseUrl: string, outlineRoutes: string[]): Promise<void> {
  process.env.PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE ??= String(INDEX_CHUNK_SIZE);
  const pagefind = await import('pagefind');
  const {index, errors} = await pagefind.createIndex({forceLanguage: 'en'});
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  const outline = new Set(outlineRoutes.map((route) => `/${route.replace(/^\//, '')}`));
  for (const route of indexedRoutes(outline)) {
    const file = path.join(outDir, `${route}.html`);
    const added = await index.addHTMLFile({url: `${baseUrl}${route.slice(1)}`, content: prepareForIndex(fs.readFileSync(file, 'utf8'))});
    if (added.errors.length > 0) throw new Error(`Pagefind could not index ${file}: ${added.errors.join('; ')}`);
  }
  const written = await index.writeFiles({outputPath: path.join(outDir, 'pagefind')});
  if (written.errors.length > 0) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
  await pagefind.close();
}

if (process.argv[1] === __filename) {
  const [outDir, baseUrl, ...outlineRoutes] = process.argv.slice(2);
  writeSearchIndex(outDir, baseUrl, outlineRoutes).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
