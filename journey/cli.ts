/**
 * `npm run journey`: follows every learner's path (journey/paths.ts) as a
 * learner would and prints one line per lesson, `ok <route>` or
 * `FAIL <route>: <why>`, then `practice: N answers run, M failed` (the
 * practice answers, src/lib/practice.ts, that ran after the lessons' steps)
 * and `N passed, N failed`. Exits 1 on a failure.
 *
 * `npm run journey -- --write [docs/FILE.md ...]` puts what the commands
 * really print into the named lessons (every lesson when none is named);
 * blocks marked `norun`, `output=varies` or `output=tail` stay as they are. Review the diff
 * before you commit.
 *
 * `--only WORD` follows only the paths whose name holds WORD (say `python`),
 * for a quicker run while writing a track.
 *
 * `--draw` then draws the pictures that are out of date from the same runs,
 * as `npm run pics` would after running the paths again (after a change that
 * touches most pictures, it saves a second run of every path).
 */
import os from 'node:os';
import {LEARNER_PATHS} from './paths';
import {runPath, type LessonRun} from './runner';
import {progressLine} from './progress';
import {writeGitBashListings, writeLineEndingWarnings, writeRealOutput} from './write-output';
import {allScenes, stalePictures} from '../scripts/pics/scenes';
import {drawPictures} from '../scripts/pics/index';
import {picsCommand} from '../scripts/pics/systems';

// Stopped from outside: end through 'exit', where the sessions stop the servers they started.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => process.exit(128 + os.constants.signals[signal]));

async function main() {
  const args = process.argv.slice(2);
  const write = args.includes('--write');
  const draw = args.includes('--draw');
  const onlyAt = args.indexOf('--only');
  const only = onlyAt >= 0 ? args[onlyAt + 1]?.toLowerCase() : undefined;
  if (onlyAt >= 0 && !only) throw new Error('--only needs a word from a path\'s name, such as: --only python');
  const files = new Set(
    args.filter((arg, index) => arg !== '--write' && arg !== '--draw' && index !== onlyAt && index !== onlyAt + 1).map((file) => file.replace(/^\.\//, '')),
  );
  const paths = LEARNER_PATHS.filter((learnerPath) => !only || learnerPath.name.toLowerCase().includes(only));
  if (paths.length === 0) throw new Error(`No learner's path has "${only}" in its name: ${LEARNER_PATHS.map((learnerPath) => learnerPath.name).join('; ')}`);

  // Each path is a learner of their own, on a computer of their own: they run
  // side by side. A lesson on several paths (Setting up starts them all) is
  // reported once, with what went wrong on any of them.
  console.log(`Following ${paths.length === 1 ? 'one path' : `${paths.length} paths side by side`}: ${paths.map((learnerPath) => learnerPath.label).join(', ')}. Each lesson is named as it ends; the verdicts follow.`);
  const allRuns = (await Promise.all(paths.map((learnerPath) => runPath(learnerPath, process.cwd(), {onLesson: progressLine(learnerPath.label)})))).flat();
  console.log('');
  const byRoute = new Map<string, {run: LessonRun; problems: Set<string>; answers: Map<number, boolean>}>();
  for (const run of allRuns) {
    const seen = byRoute.get(run.route.path) ?? {run, problems: new Set<string>(), answers: new Map<number, boolean>()};
    run.problems.forEach((problem) => seen.problems.add(problem));
    for (const [line, failedHere] of run.answers) seen.answers.set(line, (seen.answers.get(line) ?? false) || failedHere);
    byRoute.set(run.route.path, seen);
  }
  const answersRun = [...byRoute.values()].reduce((sum, entry) => sum + entry.answers.size, 0);
  const answersFailed = [...byRoute.values()].reduce((sum, entry) => sum + [...entry.answers.values()].filter(Boolean).length, 0);

  let passed = 0;
  let failed = 0;
  for (const {run, problems} of byRoute.values()) {
    if (run.outline) {
      console.log(`skip ${run.route.path} (an outline, not written yet)`);
      continue;
    }
    if (problems.size === 0) {
      passed += 1;
      console.log(`ok ${run.route.path}`);
    } else {
      failed += 1;
      const [first, ...more] = problems;
      console.log(`FAIL ${run.route.path}: ${first}`);
      for (const problem of more) console.log(`  and: ${problem}`);
    }
    if (write && (files.size === 0 || files.has(run.file))) writeRealOutput(run);
  }
  if (write) {
    const listed = writeGitBashListings(allRuns.filter((run) => files.size === 0 || files.has(run.file)));
    if (listed > 0) console.log(`Recorded ${listed} Git Bash listing${listed === 1 ? '' : 's'} (ls -F) in src/data/git-bash-listings.json.`);
    const warned = writeLineEndingWarnings(allRuns.filter((run) => files.size === 0 || files.has(run.file)));
    if (warned > 0) console.log(`Recorded Git for Windows' line-ending warnings of ${warned} lesson${warned === 1 ? '' : 's'} in src/data/git-bash-line-endings.json.`);
  }
  // Every path ran: check that each picture still shows what its step shows
  // today (the unit tests leave this to the journey, so the paths run once).
  let staleCount = 0;
  if (!only) {
    const scenes = await allScenes(process.cwd(), {runs: allRuns, allowMissing: failed > 0});
    let stale = stalePictures(scenes);
    if (draw && stale.length > 0) {
      await drawPictures(scenes.filter((scene) => stale.includes(scene.name)));
      stale = stalePictures(scenes);
    }
    staleCount = stale.length;
    console.log(`pictures: ${stale.length === 0 ? 'all up to date' : `${stale.length} out of date (${stale.join(', ')}): run "${picsCommand(stale)}" and commit them`}`);
  }
  console.log(`practice: ${answersRun} answers run, ${answersFailed} failed`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 || staleCount > 0 ? 1 : 0);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
