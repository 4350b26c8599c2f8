/**
 * The error messages the lessons explain, taken from the lessons themselves,
 * as a learner would paste them into the search box.
 *
 * An error message is an inline `code` span of the prose, or an output line of
 * a ```console block, that reads like what a tool prints when something goes
 * wrong (an `…Error`, `error:`, `fatal:`, `ENOENT`, `command not found` …).
 * Each becomes a query with the learner's own parts changed the way theirs
 * would be: another file name, another number (port, line), another name in
 * quotes. The expected answer is every lesson whose text holds the message.
 * A module the lessons install (`No module named 'django'`) is no name of the
 * learner's own: everyone pastes it as it is, so that message is a query as
 * it is too, besides the one with a name of the learner's.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Code, InlineCode} from 'mdast';
import {visit} from 'unist-util-visit';
import {listDocFiles} from '../../src/checks/content';
import {readLesson} from '../../src/lib/lesson';
import {findRoute} from '../../src/lib/routes';

export interface ErrorQuery {
  /** What the learner pastes: the message with their own names in it. */
  query: string;
  /** The message as the lesson prints it. */
  message: string;
  /** The lessons that show the message (their routes), in file order. */
  expect: string[];
}

/** Words and shapes that only an error message has. */
const ERROR_SHAPE =
  /\b\w*(Error|Exception)\b|\berror\b|\bfatal:|\bERR!|\bE[A-Z]{4,}\b|command not found|not recognized as|No such file|did not match|does not match|not defined|denied|refused|already in use|already exists|Cannot find|cannot find|Couldn't|could not|not found|Unmerged paths|CONFLICT|not a git repository|Traceback|conflicts with|not valid|Too many re-renders|is not a function|failed to|Failed to/;

/** Spans that look like an error but name one: `SyntaxError` alone is a fine query too. */
function isErrorMessage(line: string): boolean {
  const text = line.trim();
  const words = text.trim().split(/\s+/);
  if (!ERROR_SHAPE.test(text)) return false;
  // A bare word that is not an error's name (`error`, `errors`) says nothing.
  if (words.length === 1) return /^[A-Z]\w*(Error|Exception)$|^E[A-Z]{4,}$/.test(words[0]);
  // Code, not a message: a call, an assignment, a command line.
  if (/^(\$ |import |from |def |raise |except\b|try:|print\(|console\.|throw |with |as |# |_|\{|[A-Z]+ \d)/.test(text)) return false;
  if (/===|\w\(\w|\.\.\. ok$/.test(text)) return false;
  if (/^(git|npm|node|python3?|pip|docker|kubectl|oc|cd|ls|django-admin) /.test(text)) return false;
  return true;
}

const OTHER_NAMES = ['basket', 'weekday', 'score', 'amount', 'city'];

/**
 * The message as a learner's own would read: their file names, numbers and
 * names in quotes differ from the lesson's.
 */
export function asLearnersOwn(message: string): string {
  let next = 0;
  const otherName = () => OTHER_NAMES[next++ % OTHER_NAMES.length];
  return (
    message
      // A file of theirs: notes.json -> basket.json
      .replace(/\b[\w-]+\.(py|js|jsx|mjs|json|txt|html|css|csv|md|yaml|yml)\b/g, (_whole, ext: string) => `${otherName()}.${ext}`)
      // A name of theirs in quotes: name 'prize' is not defined -> name 'weekday' …
      .replace(/(name|named|module|key|KeyError:|pathspec|branch|app) '([\w-]+)'/g, (_whole, before: string) => `${before} '${otherName()}'`)
      // Their commit: 'eaae40f' -> 'c0ffee1'
      .replace(/'[0-9a-f]{7}'/g, "'c0ffee1'")
      // Their port, their line number (not an error's own number, such as Errno 2).
      .replace(/\b(port|line|after) (\d+)/g, (_whole, before: string, number: string) => `${before} ${Number(number) + 7}`)
      .replace(/(\.\w+):(\d+):/g, (_whole, before: string, number: string) => `${before}:${Number(number) + 7}:`)
  );
}

/** The Python packages the lessons install (journey/python-requirements.txt), lower case. */
function installedPackages(siteDir: string): Set<string> {
  const file = path.join(siteDir, 'journey/python-requirements.txt');
  if (!fs.existsSync(file)) return new Set();
  return new Set(
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => /^([A-Za-z][\w.-]*)==/.exec(line.trim())?.[1].toLowerCase())
      .filter((name): name is string => name !== undefined),
  );
}

/** The queries a learner pastes for a message: with their own names in it, and as it is when it names a package the lessons install. */
export function queriesFor(message: string, packages: ReadonlySet<string>): string[] {
  const own = asLearnersOwn(message);
  const quoted = [...message.matchAll(/\b(?:module|named) '([\w.-]+)'/g)].map((match) => match[1].toLowerCase());
  return quoted.length > 0 && quoted.every((name) => packages.has(name)) && own !== message ? [own, message] : [own];
}

/** Every error message the lessons of `siteDir/docs` show, with the lessons that show it. */
export function errorQueriesFromLessons(siteDir: string): ErrorQuery[] {
  const byQuery = new Map<string, ErrorQuery>();
  const packages = installedPackages(siteDir);
  for (const file of listDocFiles(siteDir)) {
    const lesson = readLesson(siteDir, file);
    // The written lessons: those the search indexes.
    if (lesson.isOutline || !lesson.slug || findRoute(lesson.slug)?.kind !== 'lesson') continue;
    const found: string[] = [];
    visit(lesson.tree, 'inlineCode', (node: InlineCode) => {
      if (isErrorMessage(node.value)) found.push(node.value);
    });
    visit(lesson.tree, 'code', (node: Code) => {
      // The output of a command that failed: its lines that read as an error.
      if (node.lang !== 'console' || !/\bexit=[1-9]/.test(node.meta ?? '')) return;
      for (const line of node.value.split('\n')) {
        if (!line.startsWith('$ ') && !line.startsWith('> ') && isErrorMessage(line)) found.push(line.trim());
      }
    });
    for (const message of found) {
      // Two messages that differ only in the learner's own parts are one query.
      const shown = message.replace(/\s+/g, ' ').trim();
      for (const query of queriesFor(shown, packages)) {
        const entry = byQuery.get(query) ?? {query, message: shown, expect: []};
        if (!entry.expect.includes(lesson.slug)) entry.expect.push(lesson.slug);
        byQuery.set(query, entry);
      }
    }
  }
  return [...byQuery.values()];
}
