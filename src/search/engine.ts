/**
 * The site's search, in the browser: the navbar box and the /search page both
 * ask `searchLessons`, so they show the same results in the same order.
 *
 * The engine is Pagefind (https://pagefind.app). Its index is written with
 * the build (src/plugins/search-index.ts), and the browser fetches only the
 * parts a query needs: the first search from a lesson page downloads about a
 * tenth of what the whole index weighs. `npm run bench` measures it.
 *
 * Around the engine, two small things make a learner's query work:
 * - Cleaning: a pasted error line is full of punctuation (`:`, `'`, `"`,
 *   `(`…), which becomes space, so nothing in a query is read as syntax; and
 *   words such as "how do I" are dropped, as the lessons' own words answer.
 * - Relaxing: Pagefind wants every word of a query on a page. A learner's own
 *   file name or port is not on ours, so when all the words find fewer than
 *   three lessons, the lessons that hold most of the words follow them.
 */
import {SYSTEM_PASSAGE_END, SYSTEM_PASSAGE_PREFIX} from './system-passages';
import {SYSTEMS, SYSTEM_LABELS, type System} from '../lib/systems';

/** One result: a lesson, at the section that holds the match. */
export interface SearchResult {
  /** The lesson's title. */
  title: string;
  /** Where the lesson sits, such as "Python › Data structures". */
  track: string;
  /** The section's heading, when the match is in one below the title. */
  section?: string;
  /** Link to the section, with the words to highlight there. */
  url: string;
  /** A few words around the match, as HTML: Pagefind escapes the text and marks the words with <mark>. */
  excerpt: string;
  /** The systems the matched passage is shown for, when it is not shown for all, such as ["windows"]. */
  systems?: System[];
}

/** The words that carry no meaning in a query: "how do I", "what is the". */
const QUESTION_WORDS = new Set(
  `a an the i im me my mine we our you your it its is are was were be been am do does did doing done
   how what whats why when where which who whom can could should would will shall may might must
   to of in on at for with and or not no this that these those there here from by as so if into about
   up out please want wanted need needed trying try tried get got getting way
   difference between example examples list basic simple beginner beginners best tutorial mean means meaning explain`.split(/\s+/),
);

/** The longest query tried as a phrase (npm run bench: first-search bytes and the query set). */
const PHRASE_MAX_WORDS = 8;

/** The first words of a question, which no error line starts with. */
const QUESTION_STARTS = new Set(['how', 'what', 'whats', 'why', 'where', 'when', 'which', 'who', 'can', 'does', 'do', 'should', 'is', 'i']);

/** A learner's short names for what the lessons spell out. */
const SAME_AS: Record<string, string> = {
  js: 'javascript',
  k8s: 'kubernetes',
  plugin: 'extension',
  plugins: 'extensions',
  addon: 'extension',
  addons: 'extensions',
  py: 'python',
  repo: 'repository',
  db: 'database',
};

/** The words of a query, as the engine should get them: punctuation is space, and no question words. */
export function queryWords(query: string): string[] {
  const words = allWords(query);
  // "container vs virtual machine", but not "VS Code".
  const kept = words.filter((word, index) => !(word === 'vs' && words[index + 1] !== 'code'));
  const meaningful = kept.filter((word) => !QUESTION_WORDS.has(word.replace(/'/g, '')));
  const chosen = (meaningful.length > 0 ? meaningful : kept).map((word) => SAME_AS[word] ?? word);
  // A last word of one or two letters, after others, is most often one being
  // typed ("undo my la"): as a prefix it would fetch many pieces of the index.
  return chosen.length > 1 && chosen[chosen.length - 1].length < 3 ? chosen.slice(0, -1) : chosen;
}

/** Every word of a query, in order: punctuation is space. */
function allWords(query: string): string[] {
  return query
    .toLowerCase()
    // Anything but letters, digits and the characters inside names (`_` `.` `-` `'`) is a space.
    .replace(/[^\p{L}\p{N}_.'-]+/gu, ' ')
    .split(' ')
    // `'phone'`, `module.`, `--hard`: the marks around a word are not part of it.
    .map((word) => word.replace(/^[-'.]+|[-'.]+$/g, ''))
    .filter(Boolean);
}

/** What the engine's results offer (the part of Pagefind's API used here). */
interface EngineResult {
  id: string;
  score: number;
  data: () => Promise<EngineDocument>;
}
interface EngineDocument {
  url: string;
  /** The page's text, whose words `locations` count. */
  content: string;
  excerpt: string;
  meta: Record<string, string>;
  sub_results: {title: string; url: string; excerpt: string; locations: number[]; anchor?: {id: string}}[];
  anchors: {id: string; location: number}[];
  locations: number[];
}
interface Engine {
  options: (options: object) => Promise<void>;
  search: (query: string) => Promise<{results: EngineResult[]}>;
  init: () => Promise<void>;
}

/**
 * How Pagefind ranks: how often a word is on a page counts for nothing
 * (termFrequency 0), so a lesson that mentions "git" a hundred times does not
 * beat the one about Git; and a word in a lesson's title counts most. Measured
 * on the query set (npm run bench).
 */
const RANKING = {termFrequency: 0, metaWeights: {title: 100}};

/** Fewer results than this from all the words, and the lessons with most of the words follow. */
const ENOUGH_RESULTS = 3;

let engine: Promise<Engine> | undefined;

/** Loads the engine (about 80 KB) once: call it when the learner is about to search. */
export function loadSearch(baseUrl: string): Promise<Engine> {
  engine ??= (import(/* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`) as Promise<Engine>).then(async (pagefind) => {
    // The index holds each page's whole address, base path included.
    await pagefind.options({ranking: RANKING, excerptLength: 24, baseUrl: '/'});
    // Fetch the engine's WebAssembly and the index's table of contents now,
    // while the learner types, not after the first query.
    await pagefind.init();
    return pagefind;
  });
  engine.catch(() => {
    engine = undefined; // Try again next time (a flaky connection on a phone).
  });
  return engine;
}

/** The lessons that answer the query, best first. */
export async function searchLessons(baseUrl: string, query: string, limit = 8): Promise<SearchResult[]> {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const pagefind = await loadSearch(baseUrl);
  // The lessons with the words in this order (a pasted error line), then those with all the words.
  // A question ("how do I …") is no line to find word for word, and a long
  // line is found by all its words: their phrases would only fetch index
  // pieces (one for each "or", "in", "the").
  const inOrder = allWords(query);
  const asPhrase = inOrder.length > 1 && inOrder.length <= PHRASE_MAX_WORDS && !QUESTION_STARTS.has(inOrder[0]);
  const [phrase, every] = await Promise.all([
    asPhrase ? pagefind.search(`"${inOrder.join(' ')}"`) : Promise.resolve({results: []}),
    pagefind.search(words.join(' ')),
  ]);
  const phraseIds = new Set(phrase.results.map((result) => result.id));
  const all = [...phrase.results, ...every.results.filter((result) => !phraseIds.has(result.id))];
  let ranked = all;
  if (all.length < ENOUGH_RESULTS && words.length > 1) {
    // Each word alone; a lesson found by more of the words comes first. A
    // number alone (a line, a port) says little: it only counts with the others.
    const found = new Map<string, {result: EngineResult; words: number; score: number}>();
    const alone = words.filter((word) => !/^\d+$/.test(word));
    for (const {results} of await Promise.all(alone.map((word) => pagefind.search(word)))) {
      for (const result of results) {
        const tally = found.get(result.id) ?? {result, words: 0, score: 0};
        tally.words += 1;
        tally.score += result.score;
        found.set(result.id, tally);
      }
    }
    const seen = new Set(all.map((result) => result.id));
    const more = [...found.values()]
      .filter((tally) => !seen.has(tally.result.id))
      .sort((a, b) => b.words - a.words || b.score - a.score)
      .map((tally) => tally.result);
    ranked = [...all, ...more];
  }
  const documents = await Promise.all(ranked.slice(0, limit).map((result) => result.data()));
  return documents.filter((document) => matchesAWord(document, words)).map((document) => toResult(document, words));
}

/** The start two words must share to count as the same word ("commit" and "commits", "git" and "github"). */
const SAME_START = 3;

/**
 * Pagefind, rather than give nothing, matches a word it cannot find with a
 * much shorter one (`qqxzqq` finds the `q` of Vim's `:q!`). A lesson counts
 * only if a word matched on it starts like a word of the query, or is one.
 */
function matchesAWord(document: EngineDocument, words: string[]): boolean {
  const pageWords = document.content.split(/\s+/);
  return document.locations.some((location) => {
    const matched = (pageWords[location] ?? '').toLowerCase().replace(/[^\p{L}\p{N}_]+/gu, '');
    return words.some((word) => {
      const plain = word.replace(/[^\p{L}\p{N}_]+/gu, '');
      return matched === plain || (matched.slice(0, SAME_START) === plain.slice(0, SAME_START) && matched.length >= SAME_START && plain.length >= SAME_START);
    });
  });
}

/** The section of the lesson that holds the match, and the systems its passage is for. */
function toResult(document: EngineDocument, words: string[]): SearchResult {
  // The section whose text matched most; the lesson's top when the match is in its title or intro.
  const sections = document.sub_results.filter((section) => section.locations.length > 0);
  const best = [...sections].sort((a, b) => b.locations.length - a.locations.length)[0];
  const inSection = best && best.anchor && best.url.includes('#') ? best : undefined;
  const highlight = `highlight=${encodeURIComponent(words.join(' '))}`;
  const [path, hash] = (inSection ?? document).url.split('#');
  return {
    title: document.meta.title,
    track: document.meta.track ?? '',
    section: inSection?.title,
    url: `${path}?${highlight}${hash ? `#${hash}` : ''}`,
    excerpt: (inSection ?? best ?? document).excerpt,
    systems: systemsOf(best?.locations ?? document.locations, document.anchors),
  };
}

/**
 * The systems of the passage the matches are in, when every match is in a
 * passage shown for some systems only (the index marks where such a passage
 * starts and ends).
 */
function systemsOf(locations: number[], anchors: EngineDocument['anchors']): System[] | undefined {
  if (locations.length === 0) return undefined;
  const passages: {start: number; end: number; systems: System[]}[] = [];
  for (const anchor of anchors) {
    if (!anchor.id.startsWith(SYSTEM_PASSAGE_PREFIX)) continue;
    const rest = anchor.id.slice(SYSTEM_PASSAGE_PREFIX.length).split('-');
    const number = rest.pop();
    const end = anchors.find((other) => other.id === `${SYSTEM_PASSAGE_END}${number}`);
    const systems = SYSTEMS.filter((system) => rest.includes(system));
    if (end && systems.length > 0 && systems.length < SYSTEMS.length) passages.push({start: anchor.location, end: end.location, systems});
  }
  const shownFor = new Set<System>();
  for (const location of locations) {
    const passage = passages.find((candidate) => location >= candidate.start && location < candidate.end);
    if (!passage) return undefined; // Some match is shown to everyone.
    passage.systems.forEach((system) => shownFor.add(system));
  }
  // Passages for Windows and for macOS and Linux, between them shown to everyone.
  return shownFor.size < SYSTEMS.length ? SYSTEMS.filter((system) => shownFor.has(system)) : undefined;
}

/** "Windows", "macOS and Linux". */
export function systemsLabel(systems: readonly System[]): string {
  const names = systems.map((system) => SYSTEM_LABELS[system]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0];
}
