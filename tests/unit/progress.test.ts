/**
 * A learner's progress (src/lib/progress.ts) and a lesson's time
 * (src/lib/lesson-time.ts): which lesson "Carry on" leads to, how done
 * lessons are counted per track, what survives a bad stored value, and the
 * minutes a lesson's words, commands and files add up to.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {parseLesson} from '../../src/lib/lesson';
import {formatDuration} from '../../src/lib/duration';
import {lessonMinutes, lessonWork} from '../../src/lib/lesson-time';
import {
  carryOnHref,
  carryOnLesson,
  countDone,
  lessonsBelow,
  markDone,
  markNotDone,
  markPlace,
  parseProgress,
  progressStorageKey,
  serializeProgress,
} from '../../src/lib/progress';
import {loadLessonFacts} from '../../src/plugins/lesson-facts';

const lessons = [
  {path: '/setting-up'},
  {path: '/git/overview'},
  {path: '/git/versioning'},
  {path: '/git/ignore'},
  {path: '/python/functions'},
  {path: '/python/modules'},
];
const done = (...paths: string[]) => ({done: paths});

describe('progress', () => {
  it('carries on after the lesson done last, skipping lessons already done', () => {
    assert.equal(carryOnLesson(lessons, done('/setting-up'))?.path, '/git/overview');
    assert.equal(carryOnLesson(lessons, done('/git/ignore', '/git/overview'))?.path, '/git/versioning');
    assert.equal(carryOnLesson(lessons, done('/git/overview', '/git/versioning'))?.path, '/git/ignore');
  });

  it('goes back to the first lesson not done when the last one is done, and has nothing when all are', () => {
    assert.equal(carryOnLesson(lessons, done('/git/overview', '/python/modules'))?.path, '/setting-up');
    assert.equal(carryOnLesson(lessons, done(...lessons.map((lesson) => lesson.path))), undefined);
  });

  it('has no "Carry on" for a track none of whose lessons is done', () => {
    const git = lessonsBelow(lessons, '/git');
    assert.deepEqual(git.map((lesson) => lesson.path), ['/git/overview', '/git/versioning', '/git/ignore']);
    assert.equal(carryOnLesson(git, done('/setting-up')), undefined);
    assert.equal(carryOnLesson(git, done('/git/overview', '/setting-up'))?.path, '/git/versioning');
  });

  it('counts the done lessons of a track only, and a route prefix is not a track (/git is not /github)', () => {
    const all = [...lessons, {path: '/github/overview'}];
    assert.equal(countDone(lessonsBelow(all, '/git'), done('/git/overview', '/github/overview', '/setting-up')), 1);
    assert.equal(countDone(lessonsBelow(all, '/'), done('/git/overview', '/github/overview', '/setting-up')), 3);
  });

  it('keeps each lesson once, the most recent last', () => {
    assert.deepEqual(markDone(done('/a', '/b'), '/a').done, ['/b', '/a']);
    assert.deepEqual(parseProgress(serializeProgress(done('/a', '/b'))).done, ['/a', '/b']);
  });

  it('carries on at a lesson the learner marked as not done, past later lessons done, until they mark one done', () => {
    const reopened = markNotDone(done('/git/overview', '/git/versioning', '/git/ignore'), '/git/versioning');
    assert.deepEqual(reopened.done, ['/git/overview', '/git/ignore']);
    assert.equal(carryOnLesson(lessons, reopened)?.path, '/git/versioning');
    // Kept in the browser as it is.
    assert.equal(carryOnLesson(lessons, parseProgress(serializeProgress(reopened)))?.path, '/git/versioning');
    // On a track the lesson is not in, nothing changes; once a lesson is done, "Carry on" follows it again.
    assert.equal(carryOnLesson(lessonsBelow(lessons, '/python'), {...done('/python/functions'), reopened: '/git/versioning'})?.path, '/python/modules');
    assert.equal(carryOnLesson(lessons, markDone(reopened, '/python/functions'))?.path, '/python/modules');
    assert.equal(parseProgress('{"done": [], "reopened": 3}').reopened, undefined);
  });

  it('carries on at the step where the learner stopped reading the lesson it leads to, kept as stored', () => {
    const reading = markPlace(done('/setting-up'), '/git/overview', 'what-git-keeps');
    const next = carryOnLesson(lessons, parseProgress(serializeProgress(reading)))!;
    assert.equal(carryOnHref(next, parseProgress(serializeProgress(reading))), '/git/overview#what-git-keeps');
    // Marking a lesson done or not done keeps the place; a place in another lesson leads to the lesson's top.
    assert.equal(carryOnHref(next, markDone(reading, '/python/functions')), '/git/overview#what-git-keeps');
    assert.equal(carryOnHref(next, markNotDone(reading, '/setting-up')), '/git/overview#what-git-keeps');
    assert.equal(carryOnHref(next, markPlace(reading, '/git/ignore', 'a')), '/git/overview');
    assert.equal(parseProgress('{"done": [], "place": {"path": "/a"}}').place, undefined);
  });

  it('reads a missing, broken or foreign stored value as no progress', () => {
    for (const stored of [null, '', '{', 'null', '[]', '{"done": "x"}', '{"lessons": []}']) {
      assert.deepEqual(parseProgress(stored).done, [], String(stored));
    }
    assert.deepEqual(parseProgress('{"done": ["/a", 3, "/a", null]}').done, ['/a']);
  });

  it('keeps the root site and a project site under a sub-path apart', () => {
    assert.notEqual(progressStorageKey('/'), progressStorageKey('/easy-programming/'));
  });
});

const lesson = (body: string) => parseLesson('docs/example.md', `---\ntitle: Example\nslug: /example\n---\n\n${body}`);

describe('lesson time', () => {
  it('counts the words read, the commands typed and the files saved, not the code', () => {
    const work = lessonWork(
      lesson(
        [
          'Open the `terminal` and type this.',
          '```console',
          '$ cd ~/python-basics',
          '$ python hello.py',
          'Hello, world!',
          '```',
          'Paste this code into a file:',
          '```python title="hello.py" save',
          'print("Hello, world!")',
          '```',
          '```python',
          'print("not saved")',
          '```',
        ].join('\n'),
      ),
    );
    assert.deepEqual(work, {words: 6 + 6, commands: 2, files: 1});
  });

  it('adds reading at 150 words a minute, a minute a command and two a file, to the nearest 5 minutes', () => {
    const words = Array.from({length: 3000}, () => 'word').join(' ');
    assert.equal(lessonMinutes(lesson(words)), 20);
    const commands = Array.from({length: 14}, (_, index) => `$ echo ${index}`).join('\n');
    assert.equal(lessonMinutes(lesson(`${words}\n\n\`\`\`console\n${commands}\n\`\`\``)), 35);
    assert.equal(lessonMinutes(lesson('Short.')), 5);
  });

  it('says the time in hours and minutes, long totals to the half hour', () => {
    assert.equal(formatDuration(35), 'About 35 minutes');
    assert.equal(formatDuration(60), 'About 1 hour');
    assert.equal(formatDuration(95), 'About 1 hour 35 minutes');
    assert.equal(formatDuration(742), 'About 12 hours 30 minutes');
    assert.equal(formatDuration(185), 'About 3 hours');
  });

  it('gives every lesson of the site a time, in sidebar order from Setting up', () => {
    const facts = loadLessonFacts(process.cwd());
    assert.equal(facts.lessons.length, 91);
    assert.equal(facts.lessons[0].path, '/setting-up');
    assert.ok(facts.lessons.every((fact) => fact.minutes >= 5 && fact.minutes % 5 === 0 && fact.title), 'each lesson has a title and a time');
  });
});
