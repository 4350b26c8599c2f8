/**
 * Every picture of the site as a scene to draw: the card pictures, and for
 * each written lesson one scene per step screenshot. A step whose picture is
 * not declared in scripts/pics/scenes/*.ts gets a terminal scene made from
 * the step's own ```console blocks, as they really run on the learner's path.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Code, Heading} from 'mdast';
import {listDocFiles} from '../../src/checks/content';
import {readLesson, type LessonDoc} from '../../src/lib/lesson';
import {findRoute} from '../../src/lib/routes';
import {LEARNER_PATHS, lessonsOfPath} from '../../journey/paths';
import {planLesson, PlanError} from '../../journey/plan';
import {lessonsToFollow, runPath, type LessonRun} from '../../journey/runner';
import {progressLine} from '../../journey/progress';
import {cardScenes} from './scenes/cards';
import {sceneVersions} from './systems';
import {FINGERPRINTS_FILE, pictureForSystem} from '../../src/lib/pictures';
import {SYSTEMS, type System} from '../../src/lib/systems';
import {codeForOtherSystems, panelSystems} from '../../src/checks/system-rules';
import {parseConsoleBlock} from '../../src/lib/console-session';
import {linesSeenOn, sceneHtml, type Scene, type TerminalLine} from './templates';

const SCENES_DIR = path.join(__dirname, 'scenes');

/**
 * Pictures drawn by hand-written scenes (browser, editor, diagram): every
 * file in scripts/pics/scenes/ but cards.ts exports `scenes`, one file a lesson.
 */
function declaredScenes(): Scene[] {
  return fs
    .readdirSync(SCENES_DIR)
    .filter((file) => file.endsWith('.ts') && file !== 'cards.ts')
    .sort()
    .flatMap((file) => (require(path.join(SCENES_DIR, file)) as {scenes: Scene[]}).scenes);
}

/**
 * The scenes of every written lesson's steps, and the steps that no scene
 * draws yet (each as a message naming the lesson, the step and the fix).
 * Editor and terminal pictures show what the commands really print when a learner
 * follows the lesson's path (journey/), with Git's colours.
 */
export async function lessonScenes(
  siteDir: string,
  {pictures, runs}: {pictures?: ReadonlySet<string>; runs?: readonly LessonRun[]} = {},
): Promise<{scenes: Scene[]; missing: string[]}> {
  const declared = new Map(declaredScenes().map((scene) => [scene.name, scene]));
  const lessons = writtenLessons(siteDir)
    // Asked for some pictures only: the lessons that show them.
    .filter(({lesson}) => !pictures || lesson.steps.some((step) => pictures.has(step.images[0].name!)));
  // Only the paths through lessons whose pictures come from the journey are run: a diagram needs no run.
  const toRun = new Set(
    lessons
      .filter(({lesson}) => lesson.steps.some((step) => (!pictures || pictures.has(step.images[0].name!)) && !declared.has(step.images[0].name!)))
      .map(({lesson}) => findRoute(lesson.slug!)!.path),
  );
  const runsByFile = new Map<string, LessonRun>();
  // The journey hands over the runs it made: the paths are followed once.
  for (const run of runs ?? []) runsByFile.set(run.file, run);
  // Else each path that leads to such a lesson runs, side by side, as far as
  // the last lesson it is needed for (the whole path when every picture is drawn).
  // A lesson on several paths (Setting up starts them all) is followed on the first one.
  const firstPathOf = (routePath: string) => LEARNER_PATHS.find((learnerPath) => lessonsOfPath(learnerPath).some((route) => route.path === routePath));
  const paths = runs ? [] : LEARNER_PATHS.filter((learnerPath) => [...toRun].some((routePath) => firstPathOf(routePath) === learnerPath));
  const until = pictures ? toRun : undefined;
  for (const learnerPath of paths) {
    const lessons = lessonsToFollow(learnerPath, until);
    console.log(`Following the ${learnerPath.label} path as far as ${lessons.at(-1)!.path} (${lessons.length} lessons), for its pictures.`);
  }
  const pathRuns = await Promise.all(paths.map((learnerPath) => runPath(learnerPath, siteDir, {until, onLesson: progressLine(learnerPath.label)})));
  for (const run of pathRuns.flat()) runsByFile.set(run.file, run);
  const scenes: Scene[] = [];
  const missing: string[] = [];
  for (const {file, lesson} of lessons) {
    const run = runsByFile.get(file);
    const sectionLines = lesson.tree.children
      .filter((node): node is Heading => node.type === 'heading' && node.depth === 2)
      .map((node) => node.position!.start.line + lesson.bodyStartLine - 1);
    const sectionOf = (line: number) => sectionLines.filter((start) => start <= line).pop();
    const opensPage = run ? pageSteps(lesson) : new Set<number>();
    const toFileLine = (code: Code) => ({first: code.position!.start.line + lesson.bodyStartLine - 1, last: code.position!.end.line + lesson.bodyStartLine - 1});
    const panels = [...panelSystems(lesson.tree)].map(([code, only]) => ({...toFileLine(code), systems: only.filter((name): name is System => (SYSTEMS as readonly string[]).includes(name))}));
    const panelAt = (line: number) => panels.find(({first, last}) => first <= line && line <= last)?.systems;
    const otherSystemsBoxes = [...codeForOtherSystems(lesson.tree)].filter((code) => code.lang === 'console').map((code) => parseConsoleBlock(code, lesson.bodyStartLine - 1));

    for (const step of lesson.steps) {
      const name = step.images[0].name!;
      if (pictures && !pictures.has(name)) continue;
      const scene = declared.get(name);
      if (scene) {
        // A scene declared once per system (its versions named name.macos, name.linux) is drawn from each declaration.
        const perSystem = SYSTEMS.map((system) => declared.get(pictureForSystem(name, system))).filter((entry): entry is Scene => entry !== undefined && 'system' in entry && entry.system !== undefined);
        scenes.push(...(perSystem.length > 1 ? perSystem : sceneVersions(scene)));
        continue;
      }
      // A step that looks at the learner's own site shows the real page, as the journey's browser saw it last in the step.
      const shown = run?.pages.filter((entry) => entry.step === step.line).pop();
      if (shown) {
        const {url, title, text, png} = shown.capture;
        scenes.push({kind: 'page', name, url, tabTitle: title || url, png: png.toString('base64'), text});
        continue;
      }
      // The step's picture is a page the learner opens, but the journey could not show it: say why,
      // rather than draw the step's editor or terminal in its place.
      if (run && opensPage.has(step.line)) {
        const why = run.problems.find((problem) => problem.includes(`the step "${step.subtitle}" in the browser`));
        missing.push(`${why ?? `${file}:${step.line} the step "${step.subtitle}" in the browser: no page was captured`}; its picture is that page.`);
        continue;
      }
      if (!run) {
        missing.push(
          `${file}: the lesson is on no learner's path, so its terminal pictures cannot be drawn. Add its track to journey/paths.ts.`,
        );
        break;
      }
      // What the step's terminal shows, box by box in the page's order. A box in a <System> panel is seen by that
      // panel's systems only: the journey ran the Linux one, and the Windows and macOS ones (`ipconfig` for
      // `ip address`) are drawn as their page shows them, in the folder the terminal was in.
      const linesOf = (inRange: (line: number) => boolean) => {
        const boxes: {line: number; lines: TerminalLine[]}[] = [];
        for (const {block, commands} of run.blocks) {
          if (sectionOf(block.line) !== step.line || !inRange(block.line)) continue;
          const systems = panelAt(block.line);
          boxes.push({
            line: block.line,
            lines: commands.map((command) => ({
              cwd: command.cwd,
              ...(command.venv ? {venv: command.venv} : {}),
              ...(command.branch ? {branch: command.branch} : {}),
              ...(command.crlfFiles?.length ? {crlfFiles: command.crlfFiles} : {}),
              command: command.command,
              // Output that varies (a version number, a dice roll) is drawn as the page shows it, so the picture stays put.
              output: block.compareOutput ? command.coloured : command.expected,
              ...(systems ? {systems} : {}),
            })),
          });
        }
        for (const block of otherSystemsBoxes) {
          if (sectionOf(block.line) !== step.line || !inRange(block.line)) continue;
          // The prompt the box is typed at: the one the journey's next command got (after a `cd` above the box),
          // or, at the end of the lesson's commands, the last one's.
          const ran = run.blocks.flatMap(({block: entry, commands}) => commands.map((command) => ({line: entry.line, command})));
          const prompt = (ran.find(({line}) => line > block.line) ?? ran.filter(({line}) => line < block.line).at(-1))?.command;
          boxes.push({
            line: block.line,
            lines: block.commands.map(({command, expected}) => ({
              cwd: prompt?.cwd ?? '~',
              ...(prompt?.venv ? {venv: prompt.venv} : {}),
              ...(prompt?.branch ? {branch: prompt.branch} : {}),
              command,
              output: expected,
              systems: panelAt(block.line)!,
            })),
          });
        }
        return withoutVenvBeforeActivation(boxes.sort((a, b) => a.line - b.line).flatMap((box) => box.lines));
      };
      // A version with no command at all: the step's commands are all in other systems' panels.
      const unseenOn = (lines: TerminalLine[]) =>
        lines.length === 0 ? [] : SYSTEMS.filter((system) => linesSeenOn(lines, system).length === 0);
      const noCommandFor = (systems: readonly string[]) =>
        `${file}:${step.line}: the step "${step.subtitle}" draws ${name}.png for ${systems.join(' and ')} with no command in its terminal: the step's commands are all in other systems' <System> panels. Give the ${systems.join(' and ')} panel a \`\`\`console norun box with the command and what it prints.`;
      // A step that saves a file shows the editor with the first file it
      // saves (or the one whose block is marked `picture`: the program, not
      // the data file saved before it), and the terminal panel with what the
      // step's commands printed up to the next save: one moment, the file and what it did.
      const stepSaves = run.saves.filter((save) => sectionOf(save.line) === step.line);
      const shownSave = Math.max(0, stepSaves.findIndex((save) => save.pictured));
      const [saved, nextSave] = stepSaves.slice(shownSave);
      if (saved) {
        const terminal = linesOf((line) => (shownSave === 0 || line > saved.line) && (!nextSave || line < nextSave.line));
        if (unseenOn(terminal).length > 0) missing.push(noCommandFor(unseenOn(terminal)));
        scenes.push(...sceneVersions({
          kind: 'editor',
          name,
          folder: saved.folder.split('/').pop()!.replace(/^~$/, 'you'),
          files: saved.folderFiles,
          openFile: editorView(saved.file, saved.text, saved.highlight),
          branch: saved.branch ?? null,
          ...(terminal.length > 0 ? {terminal} : {}),
        }));
        continue;
      }
      // A step in a second terminal (the server runs in the first): VS Code's panel with both in its list, over
      // the program the lesson saved last, which the server runs.
      const secondTerminal = new Set(run.blocks.filter(({block}) => sectionOf(block.line) === step.line && block.secondTerminal).map(({block}) => block.line));
      const program = [...run.saves].filter((save) => save.line < step.line).pop();
      if (secondTerminal.size > 0 && program) {
        const server = run.blocks.find(({block}) => block.line < step.line && block.server)?.commands[0]?.command.split(' ')[0];
        scenes.push(...sceneVersions({
          kind: 'editor',
          name,
          folder: program.folder.split('/').pop()!.replace(/^~$/, 'you'),
          files: program.folderFiles,
          openFile: editorView(program.file, program.text, []),
          branch: program.branch ?? null,
          terminal: linesOf((line) => secondTerminal.has(line)),
          terminals: [server ?? 'node', 'shell'],
        }));
        continue;
      }
      const lines = linesOf(() => true);
      if (lines.length === 0) {
        missing.push(
          `${file}:${step.line}: the step "${step.subtitle}" shows ${name}.png, which no scene draws. Add a \`\`\`console block to the step, or declare a scene named "${name}" in scripts/pics/scenes/.`,
        );
        continue;
      }
      if (unseenOn(lines).length > 0) {
        missing.push(noCommandFor(unseenOn(lines)));
        continue;
      }
      scenes.push(...sceneVersions({kind: 'terminal', name, lines}));
    }
  }
  return {scenes, missing};
}

/** The lines of the steps at whose end the learner opens a page for the step's picture (none when the lesson cannot be planned: the journey says why). */
function pageSteps(lesson: LessonDoc): Set<number> {
  try {
    const visits = planLesson(lesson).flatMap((action) => (action.kind === 'browser' && action.action.picture !== false ? [action] : []));
    return new Set(visits.map((visit) => visit.step));
  } catch (error) {
    if (error instanceof PlanError) return new Set();
    throw error;
  }
}

/** Lines an editor picture shows at most: a long file is shown where the step changes it, as VS Code scrolls to it. */
const EDITOR_LINES = 32;

/**
 * The part of a saved file the editor shows: the whole file when it is
 * short; else the window of lines around the lines the page highlights
 * (```python {40} ...), or the end of the file, where the cursor is after the
 * learner pasted it (VS Code scrolls to keep the cursor in view).
 */
function editorView(name: string, text: string, highlight: number[]): {name: string; code: string; firstLine?: number} {
  const lines = text.replace(/\n$/, '').split('\n');
  if (lines.length <= EDITOR_LINES) return {name, code: text};
  const middle = highlight.length > 0 ? Math.round((Math.min(...highlight) + Math.max(...highlight)) / 2) : lines.length;
  const first = Math.max(1, Math.min(middle - Math.floor(EDITOR_LINES / 2), lines.length - EDITOR_LINES + 1));
  return {name, code: lines.slice(first - 1, first - 1 + EDITOR_LINES).join('\n'), firstLine: first};
}

/**
 * Every picture of the site. Throws when a step's picture has no scene,
 * unless `allowMissing` (drawing some pictures by name while other lessons
 * are half-written).
 */
export async function allScenes(
  siteDir: string,
  {allowMissing = false, pictures, runs}: {allowMissing?: boolean; pictures?: ReadonlySet<string>; runs?: readonly LessonRun[]} = {},
): Promise<Scene[]> {
  const {scenes, missing} = await lessonScenes(siteDir, {pictures, runs});
  if (missing.length > 0 && !allowMissing) throw new Error(missing.join('\n'));
  for (const message of missing) console.warn(message);
  return [...cardScenes(), ...scenes];
}

/** The lessons that are written (not outlines), with their files: their steps have pictures. */
function writtenLessons(siteDir: string): {file: string; lesson: LessonDoc}[] {
  return listDocFiles(siteDir)
    .map((file) => ({file, lesson: readLesson(siteDir, file)}))
    .filter(({lesson}) => !lesson.isOutline && findRoute(lesson.slug ?? '')?.kind === 'lesson');
}

/**
 * The name of every picture the site shows: each card's and each written
 * lesson's steps'. Read from the pages, without following any path.
 */
export function pictureNames(siteDir: string): string[] {
  const steps = writtenLessons(siteDir).flatMap(({lesson}) => lesson.steps.map((step) => step.images[0].name!));
  return [...cardScenes().map((scene) => scene.name), ...steps];
}

/** The committed pictures that no longer show what their scene shows today (each system's version by its own name). */
export function stalePictures(scenes: readonly Scene[]): string[] {
  const fingerprints = readFingerprints();
  return scenes.filter((scene) => fingerprints[scene.name] !== sceneFingerprint(scene)).map((scene) => scene.name);
}

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
/** Django's short month names with a full stop (March to July are written in full). */
const MONTH_ABBREVIATIONS = 'Jan|Feb|Aug|Sept|Oct|Nov|Dec';
/** Dates as a page writes them: 23 November 2026 (Django's "j F Y"), Nov. 23, 2026 and November 23, 2026 (Django's default), 2026-11-23. */
const DATE_ON_A_PAGE = new RegExp(
  `\\b(?:\\d{1,2} (?:${MONTHS}) \\d{4}|(?:${MONTHS}|(?:${MONTH_ABBREVIATIONS})\\.) \\d{1,2}, \\d{4}|\\d{4}-\\d{2}-\\d{2})\\b`,
  'g',
);

/**
 * A real page's text with its dates left out. A date on a learner's page is
 * the day the journey ran (a recipe's "Added on" is the day it was saved),
 * so it changes every day while the page stays the same page.
 */
export function pageTextWithoutDates(text: string): string {
  return text.replace(DATE_ON_A_PAGE, '(a date)');
}

/** A fingerprint of what a picture shows: it changes when the picture must be re-made. */
/**
 * A picture whose commands turn a virtual environment on shows the prompts
 * before that without "(.venv)": the learner has a new terminal there, as
 * the lesson's "activate it again" says. (The journey types every lesson in
 * one shell, whose environment is still on from the lesson before.)
 */
export function withoutVenvBeforeActivation<T extends {command: string; venv?: string}>(lines: T[]): T[] {
  const activation = lines.findIndex((line) => /^(source|\.) \S*\/(bin|Scripts)\/activate$/.test(line.command.trim()));
  return lines.map((line, index) => {
    if (index > activation) return line;
    const {venv: _venv, ...rest} = line;
    return rest as T;
  });
}

export function sceneFingerprint(scene: Scene): string {
  // A real page's pixels depend on the machine's fonts, and its dates on the day: its address, title and text without dates say what it shows.
  const shown = scene.kind === 'page' ? {...scene, png: '', text: pageTextWithoutDates(scene.text)} : scene;
  return crypto.createHash('sha256').update((shown.kind === 'page' ? shown.text : '') + sceneHtml(shown).replace(/file:\/\/[^')]*?\/node_modules\//g, 'node_modules/')).digest('hex').slice(0, 16);
}

/** What each committed picture showed when it was drawn (written by `npm run pics`). */
export {FINGERPRINTS_FILE};

export function readFingerprints(): Record<string, string> {
  try {
    return JSON.parse(fs.readFileSync(FINGERPRINTS_FILE, 'utf8')) as Record<string, string>;
  } catch {
    return {}; // None yet (or a run was cut short): every picture is drawn anew.
  }
}
