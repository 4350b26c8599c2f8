/**
 * `npm run check:lesson docs/FILE.md`: every check that concerns one
 * changed lesson, in the order an editor fixes things, stopping at the first
 * that fails:
 *
 *  1. its content check, spelling, Markdown lint and reading grade (seconds);
 *  2. the journey: the lesson's learner's path as far as the lesson, its
 *     steps and practice answers, then the later lessons of the path that use
 *     what its changed commands and files make (journey/depends.ts);
 *  3. its pictures, and those later lessons': still what their steps show.
 *
 * It ends with one line per check. `--write` puts what the commands really
 * print into the lesson (and the later lessons it re-ran); `--since REF`
 * takes the change from that commit instead of the last one.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {checkContent} from '../src/checks/content';
import {READABILITY_LIMIT, READABILITY_TARGET, readabilityOf} from '../src/checks/readability';
import {cardsByPage} from '../src/data/cards';
import {parseLesson, readLesson, type LessonDoc} from '../src/lib/lesson';
import {docFileForRoute, findRoute, routes} from '../src/lib/routes';
import {changedActions, dependents, madeBy, type Dependent} from '../journey/depends';
import {LEARNER_PATHS, lessonsOfPath, type LearnerPath} from '../journey/paths';
import {planLesson, PlanError, type LessonAction} from '../journey/plan';
import {progressLine, duration} from '../journey/progress';
import {runPath, type LessonRun} from '../journey/runner';
import {writeGitBashListings, writeLineEndingWarnings, writeRealOutput} from '../journey/write-output';
import {lessonScenes, pictureNames, stalePictures} from './pics/scenes';
import {picsCommand} from './pics/systems';
import {FINGERPRINTS_FILE, PICTURE_DIR, pictureOfVersion, SYSTEM_PICTURE_SUFFIX} from '../src/lib/pictures';
import {GIT_BASH_LISTINGS_FILE} from '../src/lib/git-bash-listings';
import {LINE_ENDINGS_FILE} from '../src/lib/git-bash-line-endings';
import {PLATFORM_PACKAGES_FILE} from '../src/lib/platform-packages';

// Stopped from outside: end through 'exit', where the journey's sessions stop the servers they started.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => process.exit(128 + os.constants.signals[signal]));

const siteDir = process.cwd();

/** The journey's problems that `--write` puts right: an output the page gets wrong, a missing record of what Git Bash prints. */
const WRITE_FIXES = (problem: string) =>
  /prints something else than the page shows|Git for Windows \(core\.autocrlf=true\) prints|in Git Bash, ls marks folders with \//.test(problem);
const started = Date.now();
const verdicts: string[] = [];
const verdict = (check: string, ok: boolean | 'skip', detail: string) =>
  verdicts.push(`${ok === 'skip' ? 'skip' : ok ? 'ok  ' : 'FAIL'}  ${check.padEnd(14)} ${detail}`);

/** The step pictures of the lesson and of the later lessons it re-ran: what a passing check tells the editor to commit. */
const checkedPictures = new Set<string>();

/** Prints the verdicts and ends: 0 when every check that ran passed. */
function finish(failed: boolean): never {
  const commit = failed ? undefined : whatToCommit();
  const ending = failed ? 'Not ready' : commit!.files.length > 0 ? 'Ready to commit' : 'All checks pass';
  console.log(`\n${ending}: ${lessonFile} (${duration((Date.now() - started) / 1000)})`);
  for (const line of verdicts) console.log(`  ${line}`);
  if (commit && commit.files.length > 0) {
    if (commit.notInGit.length > 0) console.log(`\nNot in Git yet: ${commit.notInGit.join(', ')}. Add ${commit.notInGit.length === 1 ? 'it' : 'them'} with the rest, or CI fails without ${commit.notInGit.length === 1 ? 'it' : 'them'}.`);
    console.log(`\nCommit the lesson with everything it needs (every system's picture, each with its WebP twin, and the records the tools wrote):\n  git add ${commit.files.join(' ')}`);
  } else if (commit) {
    console.log(`\nNothing to commit: Git has ${lessonFile} and everything it needs as they are.`);
  }
  process.exit(failed ? 1 : 0);
}

/** The files of this lesson that Git does not have as they are now: the lesson, its pictures' files, and the records the tools keep. */
function whatToCommit(): {files: string[]; notInGit: string[]} {
  const pictureFiles = [...checkedPictures].flatMap((name) =>
    Object.values(SYSTEM_PICTURE_SUFFIX).flatMap((suffix) => ['png', 'webp'].map((extension) => `${PICTURE_DIR}/${name}${suffix}.${extension}`)),
  );
  const candidates = [lessonFile, ...pictureFiles.filter((file) => fs.existsSync(file)), FINGERPRINTS_FILE, 'project-words.txt', GIT_BASH_LISTINGS_FILE, LINE_ENDINGS_FILE, PLATFORM_PACKAGES_FILE];
  // The whole tree's status, filtered here: a pathspec through a symbolic link would fail the command.
  const status = spawnSync('git', ['status', '--porcelain', '-z', '--untracked-files=all'], {encoding: 'utf8'});
  if (status.status !== 0) return {files: [], notInGit: []};
  const entries = status.stdout.split('\0').filter(Boolean).map((entry) => ({code: entry.slice(0, 2), file: entry.slice(3)}));
  const changed = new Set(entries.map((entry) => entry.file));
  const wanted = new Set(candidates);
  return {
    files: candidates.filter((file) => changed.has(file)),
    notInGit: entries.filter((entry) => entry.code === '??' && wanted.has(entry.file) && entry.file.startsWith(`${PICTURE_DIR}/`)).map((entry) => entry.file),
  };
}

function usage(message: string): never {
  console.error(`${message}\nUsage: npm run check:lesson docs/FILE.md [-- --write] [--since REF]`);
  process.exit(2);
}

const args = process.argv.slice(2);
const write = args.includes('--write');
const sinceAt = args.indexOf('--since');
const since = sinceAt >= 0 ? args[sinceAt + 1] : undefined;
if (sinceAt >= 0 && !since) usage('--since needs a commit, such as: --since main');
const files = args.filter((arg, index) => arg !== "--write" && (sinceAt < 0 || (index !== sinceAt && index !== sinceAt + 1)));
if (files.length !== 1) usage(files.length === 0 ? 'Name the lesson to check.' : 'Check one lesson at a time.');
const lessonFile = path.relative(siteDir, path.resolve(files[0])).split(path.sep).join('/');
if (!fs.existsSync(lessonFile)) usage(`${lessonFile} does not exist.`);
if (!/^docs\/.*\.mdx?$/.test(lessonFile)) usage(`${lessonFile} is not a lesson: lessons are the .md files under docs/.`);

async function main() {
  // 1. The page itself: seconds.
  console.log(`Checking ${lessonFile}: the page, then its commands, then its pictures.`);
  let lesson: LessonDoc;
  const contentProblems = checkContent({siteDir, routes, cards: cardsByPage});
  // The lesson's problems name it, with their line (docs/FILE.md:12). A picture not drawn yet is for step 3.
  const isOurs = (file: string) => file === lessonFile || file.startsWith(`${lessonFile}:`);
  const ours = contentProblems.filter((problem) => isOurs(problem.file) && !problem.undrawnPicture);
  const undrawn = contentProblems.filter((problem) => isOurs(problem.file) && problem.undrawnPicture).map((problem) => problem.undrawnPicture!);
  const others = contentProblems.filter((problem) => !isOurs(problem.file)).length;
  for (const problem of ours) console.log(`  ${problem.file}: ${problem.message}`);
  verdict(
    'content check',
    ours.length === 0,
    ours.length === 0
      ? `in order${undrawn.length > 0 ? ` (its new picture${undrawn.length === 1 ? ' is' : 's are'} drawn at the end: ${undrawn.join(', ')})` : ''}`
      : `${ours.length} problem${ours.length === 1 ? '' : 's'}, each above with its line and fix`,
  );
  if (others > 0) console.log(`  (${others} problem${others === 1 ? '' : 's'} in other lessons or files, not this one: npm run check lists them)`);
  try {
    lesson = readLesson(siteDir, lessonFile);
  } catch (error) {
    verdict('frontmatter', false, error instanceof Error ? error.message : String(error));
    finish(true);
  }

  const spelling = tool('cspell', ['--no-progress', '--no-summary', '--no-color', lessonFile]);
  verdict('spelling', spelling.ok, spelling.ok ? 'no unknown words' : 'unknown words above: fix them, or add a real name (a program, a command) to project-words.txt');
  const lint = tool('markdownlint-cli2', ['--no-globs', lessonFile]);
  verdict('markdown lint', lint.ok, lint.ok ? 'no problems' : 'problems above, each with its rule: the rule\'s page (the link) says how to fix it');
  const route = findRoute(lesson.slug ?? '');
  const written = !lesson.isOutline && route?.kind === 'lesson';
  if (written && ours.length === 0) {
    // An editor about to add a step asks whether the spec fixes the number of steps.
    const steps = `${lesson.steps.length} step${lesson.steps.length === 1 ? '' : 's'}`;
    verdicts[0] += ` (${steps}; ${route.sections === undefined ? 'the spec fixes no number of steps' : `the spec asks for exactly ${route.sections}`})`;
  }
  if (written) {
    const {grade} = readabilityOf(lesson);
    verdict(
      'reading grade',
      grade <= READABILITY_LIMIT,
      `${grade.toFixed(1)} (aim for ${READABILITY_TARGET} or lower; it fails above ${READABILITY_LIMIT}${grade > READABILITY_TARGET ? ': shorter sentences and everyday words bring it down' : ''})`,
    );
  }
  if (ours.length > 0 || !spelling.ok || !lint.ok || verdicts.some((line) => line.startsWith('FAIL'))) {
    verdict('journey', 'skip', 'not run: fix the checks above first');
    verdict('pictures', 'skip', 'not run');
    finish(true);
  }
  if (!written || !route) {
    verdict('journey', 'skip', lesson.isOutline ? 'an outline runs nothing' : 'not a lesson: nothing to run');
    finish(false);
  }

  // 2. The journey: the path as far as the lesson, and the later lessons that use what it changed.
  const onPaths = LEARNER_PATHS.filter((learnerPath) => lessonsOfPath(learnerPath).some((entry) => entry.path === route.path));
  if (onPaths.length === 0) {
    verdict('journey', false, `${route.path} is on no learner's path: add its track to journey/paths.ts`);
    finish(true);
  }
  let changed: LessonAction[];
  let all: LessonAction[];
  try {
    all = planLesson(lesson);
    changed = changedActions(lesson, earlierVersion(lesson), all);
  } catch (error) {
    if (!(error instanceof PlanError)) throw error;
    verdict('journey', false, error.message);
    finish(true);
  }
  const made = madeBy(changed, all);
  const plans = pathsToRun(onPaths, route.path, changed, all);
  const rerun = plans.flatMap((plan) => plan.dependents);
  console.log(
    made.length === 0
      ? 'Its changed commands and files make nothing a later lesson could use: the later lessons do not re-run.'
      : `Its changed commands and files make: ${made.map((entry) => entry.name).join(', ')}.`,
  );
  if (made.length > 0) {
    console.log(
      rerun.length === 0
        ? 'No later lesson uses them: the later lessons do not re-run.'
        : `${rerun.length} later lesson${rerun.length === 1 ? ' uses' : 's use'} them, and re-run${rerun.length === 1 ? 's' : ''} after it:`,
    );
    for (const {route: later, uses} of rerun) console.log(`  ${later}: uses ${uses.name} (${uses.by})`);
  }
  for (const plan of plans) {
    console.log(`Following the ${plan.path.label} path as far as ${plan.last} (${plan.count} lessons); each lesson is named as it ends.`);
  }
  const runs = (
    await Promise.all(
      plans.map((plan) =>
        runPath(plan.path, siteDir, {until: new Set([route.path, ...plan.dependents.map((entry) => entry.route)]), onLesson: progressLine(plan.path.label)}),
      ),
    )
  ).flat();

  const checked = new Set([route.path, ...rerun.map((entry) => entry.route)]);
  const problemsOf = (filter: (run: LessonRun) => boolean) => [...new Set(runs.filter(filter).flatMap((run) => run.problems))];
  const ownProblems = problemsOf((run) => checked.has(run.route.path));
  const earlierProblems = problemsOf((run) => !checked.has(run.route.path));
  if (earlierProblems.length > 0 || ownProblems.length > 0) console.log('');
  for (const problem of earlierProblems) console.log(`Earlier lesson: ${problem}`);
  for (const problem of ownProblems) console.log(`FAIL ${problem}`);
  const answers = new Map<string, boolean>();
  for (const run of runs.filter((entry) => entry.route.path === route.path)) {
    for (const [line, failed] of run.answers) answers.set(String(line), (answers.get(String(line)) ?? false) || failed);
  }
  const answersFailed = [...answers.values()].filter(Boolean).length;
  // What --write puts right: a page's output, and the records of what Git Bash prints (ls -F, line-ending warnings).
  let fixedByWrite = false;
  if (write) {
    // Each lesson once (a lesson on two paths ran twice); a task's promised output is the editor's to change.
    const written = [...new Map(runs.filter((entry) => checked.has(entry.route.path)).map((entry) => [entry.file, entry])).values()]
      .map((run) => ({file: run.file, blocks: writeRealOutput(run)}))
      .filter((entry) => entry.blocks > 0);
    writeGitBashListings(runs.filter((entry) => checked.has(entry.route.path)));
    writeLineEndingWarnings(runs.filter((entry) => checked.has(entry.route.path)));
    const unwritten = runs.some((run) => checked.has(run.route.path) && run.lesson && fs.readFileSync(run.file, 'utf8') !== run.lesson.source && !written.some((entry) => entry.file === run.file));
    fixedByWrite = ownProblems.length > 0 && earlierProblems.length === 0 && !unwritten && ownProblems.every(WRITE_FIXES);
    console.log(
      written.length === 0
        ? '\n--write: every terminal session already shows its real output; nothing was written (a practice task\'s promised output is yours to change).'
        : `\n--write: the real output is now in ${written.map((entry) => `${entry.file} (${entry.blocks} session${entry.blocks === 1 ? '' : 's'})`).join(', ')}. Read the diff: it is what the commands really print.`,
    );
  }
  verdict(
    'journey',
    (ownProblems.length === 0 || fixedByWrite) && earlierProblems.length === 0,
    earlierProblems.length > 0
      ? `an earlier lesson of the path fails (above): fix it first, or check it with npm run check:lesson`
      : `${
          ownProblems.length === 0
            ? 'every command prints what the page shows'
            : fixedByWrite
              ? `every command prints what the page shows now: --write put right the ${ownProblems.length} problem${ownProblems.length === 1 ? '' : 's'} above`
              : `${ownProblems.length} problem${ownProblems.length === 1 ? '' : 's'} above, each with its file, line and fix`
        }: ${route.path}${rerun.length > 0 ? ` and ${rerun.length} later lesson${rerun.length === 1 ? '' : 's'}` : ''} (${runs.length} lessons run)`,
  );
  verdict('practice', answersFailed === 0 || fixedByWrite, `${answers.size} answer${answers.size === 1 ? '' : 's'} run, ${answersFailed} failed${answersFailed > 0 && fixedByWrite ? ' (their output, which --write put right)' : ''}`);
  if ((ownProblems.length > 0 && !fixedByWrite) || earlierProblems.length > 0) {
    verdict('pictures', 'skip', 'not run: fix the journey first');
    finish(true);
  }

  // 3. The pictures of the lesson and of the later lessons that re-ran.
  const pictures = new Set(
    [...checked].flatMap((entry) => readLesson(siteDir, `docs/${docFileForRoute(findRoute(entry)!)}`).steps.map((step) => step.images[0].name!)),
  );
  pictures.forEach((name) => checkedPictures.add(name));
  const {scenes, missing} = await lessonScenes(siteDir, {pictures, runs});
  for (const message of missing) console.log(`  ${message}`);
  const stale = stalePictures(scenes);
  const notDrawn = stale.filter((name) => !fs.existsSync(path.join(PICTURE_DIR, `${name}.png`)));
  const outOfDate = stale.filter((name) => !notDrawn.includes(name));
  const needs = [...(notDrawn.length > 0 ? [`${notDrawn.length} not drawn yet`] : []), ...(outOfDate.length > 0 ? [`${outOfDate.length} out of date`] : [])];
  verdict(
    'pictures',
    stale.length === 0 && missing.length === 0,
    stale.length === 0 && missing.length === 0
      ? `${scenes.length} up to date`
      : `${[...needs, ...(missing.length > 0 ? [`${missing.length} cannot be drawn (above)`] : [])].join(', ')} of ${scenes.length} (${stale.join(', ')}): run "${picsCommand(stale)}" and commit them`,
  );
  // A picture no page shows any more (a step renamed or removed) is left behind: say so.
  const shown = new Set(pictureNames(siteDir));
  const leftOver = fs
    .readdirSync(PICTURE_DIR)
    .filter((file) => /\.(png|webp)$/.test(file) && !shown.has(pictureOfVersion(file.replace(/\.(png|webp)$/, ''))))
    .map((file) => `${PICTURE_DIR}/${file}`);
  if (leftOver.length > 0) verdict('left over', false, `no page shows ${leftOver.join(', ')}: remove ${leftOver.length === 1 ? 'it' : 'them'} (git rm), and its line in scripts/pics/fingerprints.json`);
  finish(verdicts.some((line) => line.startsWith('FAIL')));
}

/** Runs a command-line tool of node_modules on the lesson and shows what it prints. */
function tool(name: string, toolArgs: string[]): {ok: boolean} {
  const result = spawnSync(path.join('node_modules', '.bin', name), toolArgs, {encoding: 'utf8'});
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
  if (result.status !== 0 && output) console.log(output.replace(/^/gm, '  '));
  return {ok: result.status === 0};
}

/**
 * The lesson as it was committed (at --since, or the last commit), to tell
 * what changed. When nothing changed since then, or the file is new, the
 * whole lesson counts as changed.
 */
function earlierVersion(lesson: LessonDoc): LessonDoc | undefined {
  const base = since ?? 'HEAD';
  const shown = spawnSync('git', ['show', `${base}:${lessonFile}`], {encoding: 'utf8'});
  if (shown.status !== 0) {
    if (since) usage(`git cannot show ${lessonFile} at ${since}: ${shown.stderr.trim()}`);
    console.log(`${lessonFile} is new (not in the last commit): every command and file in it counts as changed.`);
    return undefined;
  }
  if (shown.stdout === lesson.source) {
    console.log(`${lessonFile} has not changed since ${base}: every command and file in it counts as changed (--since REF compares with an older commit).`);
    return undefined;
  }
  try {
    return parseLesson(lessonFile, shown.stdout);
  } catch {
    return undefined;
  }
}

interface PathPlan {
  path: LearnerPath;
  dependents: Dependent[];
  /** The last lesson it runs, and how many it runs. */
  last: string;
  count: number;
}

/**
 * The paths to follow. The lesson runs on the first path that has it; a
 * later lesson that uses what it changed runs on the first path that leads
 * to it (Setting up starts every path: its later lessons are on several).
 */
function pathsToRun(onPaths: LearnerPath[], routePath: string, changed: readonly LessonAction[], all: readonly LessonAction[]): PathPlan[] {
  const covered = new Set<string>();
  const plans: PathPlan[] = [];
  for (const learnerPath of onPaths) {
    const lessons = lessonsOfPath(learnerPath);
    const after = lessons.slice(lessons.findIndex((entry) => entry.path === routePath) + 1);
    const later = after.flatMap((entry) => {
      try {
        const doc = readLesson(siteDir, `docs/${docFileForRoute(entry)}`);
        return doc.isOutline ? [] : [{route: entry.path, actions: planLesson(doc)}];
      } catch {
        return []; // its own check names what is wrong with it
      }
    });
    const found = dependents(changed, later, all).filter((entry) => !covered.has(entry.route));
    if (plans.length > 0 && found.length === 0) continue;
    const last = found.at(-1)?.route ?? routePath;
    const upTo = lessons.slice(0, lessons.findIndex((entry) => entry.path === last) + 1);
    upTo.forEach((entry) => covered.add(entry.path));
    plans.push({path: learnerPath, dependents: found, last, count: upTo.length});
  }
  return plans;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
