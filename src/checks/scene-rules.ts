/**
 * The code that a picture shows keeps the site's rules too. A learner
 * copies the shape of a view from its picture as much as from a code
 * block, but the journey never runs a picture's code, so its `escapes`
 * probe (journey/sessions/browser.ts), which sends "<b>hi</b>" through the
 * lessons' own examples, cannot see it. This reads the code in every
 * declared scene (scripts/pics/scenes/*.ts) and fails HTML built from a
 * value that is not escaped:
 *
 * - Django's `HttpResponse(...)` or `mark_safe(...)` with a value put into
 *   an f-string, or joined to the text with `+`, `%` or `.format`, without
 *   `escape()` around it;
 * - a template value marked `|safe`, and `{% autoescape off %}`.
 *
 * Each problem names the scene file, the picture and the fix.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Where the declared scenes live, from the site's root. */
export const SCENES_DIR = 'scripts/pics/scenes';

export interface UnescapedHtml {
  /** The words to look for on the scene file's lines: "HttpResponse", "|safe". */
  construct: string;
  /** What the rule found and how to fix it, as one sentence or two. */
  message: string;
}

/** Calls that send their first argument to the browser as HTML. */
const HTML_CALL = /\b(HttpResponse\w*|mark_safe)\s*\(/g;
/** A value that is escaped already: escape(name), conditional_escape(name), html.escape(name). */
const ESCAPED = /^(?:escape|conditional_escape|html\.escape)\s*\((?:[^()]|\([^()]*\))*\)$/s;
/** Calls to remove from the code between strings before looking for values joined in. */
const ESCAPE_CALL = /\b(?:escape|conditional_escape|html\.escape)\s*\((?:[^()]|\([^()]*\))*\)/g;
/** Words between the strings that are not values: Python's own words and functions that change no text into HTML. */
const NOT_VALUES = new Set(['format', 'join', 'and', 'or', 'not', 'in', 'is', 'if', 'else', 'for', 'None', 'True', 'False', 'str', 'int', 'float', 'len', 'round', 'repr']);

interface Piece {
  kind: 'string' | 'code';
  text: string;
  /** A string's prefix letters, lower-case: "f", "rf", "" ... */
  prefix?: string;
}

/** The index just after the string literal whose quote is at `at` (a backslash escapes the next character). */
function stringEnd(source: string, at: number): {end: number; quote: string} {
  const char = source[at];
  const quote = source.startsWith(char.repeat(3), at) ? char.repeat(3) : char;
  let i = at + quote.length;
  while (i < source.length && !source.startsWith(quote, i)) i += source[i] === '\\' ? 2 : 1;
  return {end: Math.min(i + quote.length, source.length), quote};
}

/** Splits Python source into string literals and the code between them. */
function pieces(source: string): Piece[] {
  const out: Piece[] = [];
  let code = '';
  let i = 0;
  while (i < source.length) {
    if (source[i] !== '"' && source[i] !== "'") {
      code += source[i];
      i += 1;
      continue;
    }
    const prefixMatch = /(?:^|[^\w])([rRbBfFuU]{1,2})$/.exec(code);
    const prefix = prefixMatch ? prefixMatch[1].toLowerCase() : '';
    if (prefixMatch) code = code.slice(0, code.length - prefixMatch[1].length);
    if (code) out.push({kind: 'code', text: code});
    code = '';
    const {end, quote} = stringEnd(source, i);
    out.push({kind: 'string', prefix, text: source.slice(i + quote.length, end - quote.length)});
    i = end;
  }
  if (code) out.push({kind: 'code', text: code});
  return out;
}

/**
 * The top-level arguments of the call whose brackets open at `open` (the
 * index just after "("), split at commas outside strings and brackets;
 * undefined if the brackets never close.
 */
function callArguments(source: string, open: number): string[] | undefined {
  const args: string[] = [];
  let depth = 0;
  let from = open;
  let i = open;
  while (i < source.length) {
    const char = source[i];
    if (char === '"' || char === "'") {
      i = stringEnd(source, i).end;
      continue;
    }
    if ('([{'.includes(char)) depth += 1;
    if (')]}'.includes(char)) {
      if (depth === 0) {
        if (source.slice(from, i).trim()) args.push(source.slice(from, i));
        return args;
      }
      depth -= 1;
    }
    if (char === ',' && depth === 0) {
      args.push(source.slice(from, i));
      from = i + 1;
    }
    i += 1;
  }
  return undefined;
}

/** The expressions an f-string puts in: "{name}" gives "name"; "{{" is a plain bracket. */
function fStringValues(body: string): string[] {
  const values: string[] = [];
  for (let i = 0; i < body.length; i += 1) {
    if (body.startsWith('{{', i) || body.startsWith('}}', i)) {
      i += 1;
      continue;
    }
    if (body[i] !== '{') continue;
    let depth = 1;
    let end = i + 1;
    while (end < body.length && depth > 0) {
      if (body[end] === '{') depth += 1;
      if (body[end] === '}') depth -= 1;
      end += 1;
    }
    // Leave out a conversion or a format after the value: {name!r}, {price:.2f}.
    values.push(body.slice(i + 1, end - 1).replace(/(![rsa])?(:[^:]*)?$/, '').trim());
    i = end - 1;
  }
  return values;
}

/** The values the first argument of an HTML call puts into the page without escape(). */
function unescapedValues(argument: string): string[] {
  const parts = pieces(argument);
  // A bare variable (HttpResponse(page)) may hold anything: only HTML built right here is judged.
  if (!parts.some((part) => part.kind === 'string')) return [];
  const values: string[] = [];
  for (const part of parts) {
    if (part.kind === 'string') {
      if (part.prefix?.includes('f')) values.push(...fStringValues(part.text).filter((value) => !ESCAPED.test(value)));
      continue;
    }
    // Values joined to the text with +, % or .format(...).
    const joined = part.text.replace(ESCAPE_CALL, '').match(/[A-Za-z_][\w.]*/g) ?? [];
    values.push(...joined.filter((word) => !NOT_VALUES.has(word)));
  }
  return [...new Set(values)];
}

/** HTML built from values that are not escaped, in code as a picture shows it. */
export function unescapedHtml(code: string): UnescapedHtml[] {
  const found: UnescapedHtml[] = [];
  for (const call of code.matchAll(HTML_CALL)) {
    const args = callArguments(code, call.index + call[0].length);
    if (args === undefined) continue;
    // Plain text, not HTML: the browser shows it as it is.
    if (args.some((arg) => /^\s*content_type\s*=\s*f?["']text\/plain/.test(arg))) continue;
    const [first = ''] = args;
    for (const value of unescapedValues(first)) {
      found.push({
        construct: call[1],
        message: `${call[1]}(...) puts "${value}" into the page without escape(). Text from an address or a form would then run as HTML in the visitor's browser, which the lessons forbid. Write escape(${value}) and show "from django.utils.html import escape" above the view, as url-dispatcher.md does.`,
      });
    }
  }
  for (const safe of code.matchAll(/\{\{\s*([^}|]+?)\s*\|[^}]*\bsafe\b[^}]*\}\}/g)) {
    found.push({
      construct: '|safe',
      message: `the template marks "${safe[1]}" as |safe, so Django does not escape it: text from a form would run as HTML. Leave out |safe; Django's templates escape every value by themselves.`,
    });
  }
  if (/\{%\s*autoescape\s+off\s*%\}/.test(code)) {
    found.push({
      construct: 'autoescape',
      message: '{% autoescape off %} turns off the escaping of every value in the template: text from a form would run as HTML. Leave it out.',
    });
  }
  return found;
}

const ENTITIES: Record<string, string> = {lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: ' '};

/** The text an HTML fragment shows: tags dropped, a <br> as a new line, entities decoded. */
export function htmlText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    });
}

interface SceneLike {
  kind: string;
  name: string;
  system?: string;
  title?: string;
  body?: string;
  openFile?: {code: string};
  overlayHtml?: string;
  side?: {html: string};
  terminal?: {command: string; output: string}[];
  lines?: {command: string; output: string}[];
}

/** Everything a scene shows as text: its code, its terminal lines and the text of its HTML. */
function shownText(scene: SceneLike): string[] {
  const lines = [...(scene.terminal ?? []), ...(scene.lines ?? [])].flatMap((line) => [line.command, line.output]);
  return [
    ...(scene.openFile ? [scene.openFile.code] : []),
    ...lines,
    ...[scene.body, scene.overlayHtml, scene.side?.html].filter((html): html is string => typeof html === 'string').map(htmlText),
  ];
}

/**
 * Keys that a Mac names otherwise (Ctrl → Cmd, Alt → Option), shown in a
 * picture drawn once for all systems (a diagram or a web page; terminals and
 * editors are drawn per system already). Ctrl+C in a terminal is Ctrl+C on a
 * Mac too. Returns the first such key combination, as the picture writes it.
 */
export function keysThatDiffer(scene: SceneLike): string | undefined {
  if ((scene.kind !== 'diagram' && scene.kind !== 'browser') || scene.system) return undefined;
  const text = [scene.title ?? '', ...(scene.body ? [htmlText(scene.body)] : [])].join('\n');
  return /\b(?:Ctrl|Alt)\s*\+\s*(?!C\b)[^\s,.;)\]]+/.exec(text)?.[0];
}

/** The line of a scene file where the picture's code is: after `name: 'PICTURE'`, the first line naming the construct. */
function lineOf(source: string, picture: string, construct: string): number {
  const lines = source.split('\n');
  const named = lines.findIndex((line) => line.includes(`'${picture}'`) || line.includes(`"${picture}"`));
  const shown = lines.findIndex((line, index) => index >= Math.max(named, 0) && line.includes(construct));
  return (shown >= 0 ? shown : Math.max(named, 0)) + 1;
}

export interface SceneProblem {
  /** The scene file with its line: scripts/pics/scenes/django-basics.ts:270. */
  file: string;
  message: string;
}

/** The problems of the code that the declared scenes (the pictures' HTML, editors and terminals) show. */
export function checkSceneCode(siteDir: string): SceneProblem[] {
  const dir = path.join(siteDir, SCENES_DIR);
  if (!fs.existsSync(dir)) return [];
  const problems: SceneProblem[] = [];
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.ts') && name !== 'cards.ts').sort()) {
    const where = `${SCENES_DIR}/${file}`;
    const full = path.join(dir, file);
    let scenes: SceneLike[];
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- scene files are found at run time, as scripts/pics/scenes.ts loads them
      scenes = (require(full) as {scenes?: SceneLike[]}).scenes ?? [];
    } catch (error) {
      problems.push({file: where, message: `cannot be loaded, so its pictures cannot be checked or drawn: ${(error as Error).message.split('\n')[0]}`});
      continue;
    }
    const source = fs.readFileSync(full, 'utf8');
    for (const scene of scenes) {
      const keys = keysThatDiffer(scene);
      if (keys) {
        problems.push({
          file: `${where}:${lineOf(source, scene.name, keys)}`,
          message: `the picture "${scene.name}" shows the keys "${keys}", which are others on a Mac (Cmd for Ctrl, Option for Alt), but it is one picture for every system. Declare it once per system ("${scene.name}", "${scene.name}.macos", "${scene.name}.linux", each with \`system\` and that system's keys, as keyDiagrams() in scripts/pics/scenes/vscode.ts does), then draw it with "npm run pics -- ${scene.name}".`,
        });
      }
      for (const text of shownText(scene)) {
        for (const found of unescapedHtml(text)) {
          problems.push({file: `${where}:${lineOf(source, scene.name, found.construct)}`, message: `the picture "${scene.name}" shows code that is not safe: ${found.message} Then draw it again with "npm run pics -- ${scene.name}".`});
        }
      }
    }
  }
  return problems;
}
