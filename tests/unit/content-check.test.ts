/**
 * The content check against a small fixture site: it passes when all is
 * well, and each kind of editor's mistake makes it fail with a message that
 * names the file and says how to fix it.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import sharp from 'sharp';
import {checkContent, type Problem} from '../../src/checks/content';
import {checkSystemRules} from '../../src/checks/system-rules';
import {parseLesson} from '../../src/lib/lesson';
import {cardsByPage} from '../../src/data/cards';
import type {Card} from '../../src/data/cards';
import {routes} from '../../src/lib/routes';
import type {ManifestRoute} from '../../src/lib/routes';

const fixtureRoutes: ManifestRoute[] = [
  {path: '/', kind: 'home', cards: [{urlname: 'topics', href: '/topics'}]},
  {
    path: '/topics',
    kind: 'index',
    cards: [
      {urlname: 'lesson-a', href: '/topics/lesson-a'},
      {urlname: 'lesson-b', href: '/topics/lesson-b', page: false},
    ],
  },
  {path: '/topics/lesson-a', kind: 'lesson', sections: 2},
];

const card = (urlname: string, href: string, extra: Partial<Card> = {}): Card => ({
  urlname,
  href,
  title: urlname,
  description: `What ${urlname} teaches.`,
  ...extra,
});

const fixtureCards = (): Record<string, Card[]> => ({
  '/': [card('topics', '/topics')],
  '/topics': [card('lesson-a', '/topics/lesson-a'), card('lesson-b', '/topics/lesson-b', {comingSoon: true})],
});

const INDEX = `---\ntitle: Topics\nslug: /topics\n---\n\nPick a topic.\n\n<CardGrid />\n`;
/** A lesson's steps; LESSON adds the practice every lesson ends with. */
const STEPS = `---
title: Lesson A
slug: /topics/lesson-a
---

In this lesson you make a folder. You see it in the list.

## Make a folder

![a-make-folder](/pic/a-make-folder.png)

Type the command and press Enter.

## See the folder

![a-see-folder](/pic/a-see-folder.png)

You see the new folder in the list.
`;
const LESSON = `${STEPS}
## Practice

### Find the folder again

Where is the new folder?

<details>
<summary>Show an answer</summary>

In the folder you were in. See [Make a folder](#make-a-folder). List it:

\`\`\`console
$ ls
\`\`\`

</details>

### Why a folder

Why keep files in a folder?

<details>
<summary>Show an answer</summary>

They stay together. See [See the folder](#see-the-folder). Make one more:

\`\`\`console
$ mkdir more
\`\`\`

</details>
`;

let png: Buffer;
let webp: Buffer;
before(async () => {
  png = await sharp({create: {width: 8, height: 6, channels: 3, background: '#336699'}}).png().toBuffer();
  webp = await sharp(png).webp({lossless: true}).toBuffer();
});

const made: string[] = [];
after(() => made.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

/** A fixture site on disk; `files` adds or replaces files (null deletes one). */
function site(files: Record<string, string | Buffer | null> = {}, cards = fixtureCards()): Problem[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-check-'));
  made.push(dir);
  const all: Record<string, string | Buffer | null> = {
    'docs/topics/index.md': INDEX,
    'docs/topics/lesson-a.md': LESSON,
    ...Object.fromEntries(
      // The steps' pictures with their macOS and Linux versions, as terminal pictures have.
      ['topics', 'lesson-a', 'lesson-b', 'a-make-folder', 'a-see-folder', 'a-make-folder.macos', 'a-make-folder.linux', 'a-see-folder.macos', 'a-see-folder.linux'].flatMap((name) => [
        [`static/pic/${name}.png`, png],
        [`static/pic/${name}.webp`, webp],
      ]),
    ),
    ...files,
  };
  for (const [file, content] of Object.entries(all)) {
    if (content === null) continue;
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), content);
  }
  return checkContent({siteDir: dir, routes: fixtureRoutes, cards});
}

function assertProblem(problems: Problem[], file: string, message: RegExp) {
  assert.ok(
    // A file named without a line matches the problem on any line of it.
    problems.some((problem) => (problem.file === file || (!/:\d+$/.test(file) && problem.file.startsWith(`${file}:`))) && message.test(problem.message)),
    `expected a problem in ${file} matching ${message}, got:\n${problems.map((p) => `${p.file}: ${p.message}`).join('\n')}`,
  );
}

describe('content check', () => {
  it('passes a correct site', () => {
    assert.deepEqual(site(), []);
  });

  it('passes the real site', () => {
    const problems = checkContent({siteDir: process.cwd(), routes, cards: cardsByPage});
    assert.deepEqual(problems, []);
  });

  it('fails a step picture that is missing from static/pic', () => {
    assertProblem(site({'static/pic/a-see-folder.png': null}), 'docs/topics/lesson-a.md:16', /static\/pic\/a-see-folder\.png does not exist.*npm run pics/);
  });

  describe('a step picture of a terminal', () => {
    // The step runs a command: its picture is the terminal, drawn for each system.
    const withCommand = STEPS.replace('Type the command and press Enter.', 'Type the command and press Enter.\n\n```console\n$ mkdir notes\n```') + LESSON.slice(STEPS.length);
    /** Deletes these versions of the picture from the fixture. */
    const without = (name: string, systems = ['macos', 'linux']) =>
      Object.fromEntries(systems.flatMap((system) => [[`static/pic/${name}.${system}.png`, null], [`static/pic/${name}.${system}.webp`, null]]));

    it('fails without its macOS and Linux versions, naming the step and the command that draws them', () => {
      assertProblem(
        site({'docs/topics/lesson-a.md': withCommand, ...without('a-make-folder')}),
        'docs/topics/lesson-a.md:10',
        /the step "Make a folder" shows a terminal or an editor, but its picture has no macOS version \(static\/pic\/a-make-folder\.macos\.png\) and no Linux version \(static\/pic\/a-make-folder\.linux\.png\).*npm run pics -- a-make-folder/,
      );
    });

    it('fails with one version missing', () => {
      const problems = site({'docs/topics/lesson-a.md': withCommand, ...without('a-make-folder', ['linux'])});
      assertProblem(problems, 'docs/topics/lesson-a.md:10', /has no Linux version \(static\/pic\/a-make-folder\.linux\.png\)/);
      assert.ok(!problems.some((problem) => problem.message.includes('no macOS version')));
    });

    it('passes with every version', () => {
      assert.deepEqual(site({'docs/topics/lesson-a.md': withCommand}), []);
    });

    it('says a version that npm run pics drew but that is not here was not added to Git, not that it needs drawing', () => {
      const drawn = '{"a-make-folder": "0123456789abcdef", "a-make-folder.linux": "0123456789abcdef", "a-make-folder.macos": "0123456789abcdef"}';
      const problems = site({'docs/topics/lesson-a.md': withCommand, ...without('a-make-folder'), 'scripts/pics/fingerprints.json': drawn});
      assertProblem(problems, 'docs/topics/lesson-a.md:10', /static\/pic\/a-make-folder\.macos\.png and static\/pic\/a-make-folder\.linux\.png were drawn \(scripts\/pics\/fingerprints\.json records them\) but are not here: not in Git yet.*git add static\/pic\/a-make-folder\.\*/);
      assert.ok(!problems.some((problem) => problem.message.includes('draw them all')));
      const mainMissing = site({'static/pic/a-see-folder.png': null, 'scripts/pics/fingerprints.json': '{"a-see-folder": "0123456789abcdef"}'});
      assertProblem(mainMissing, 'docs/topics/lesson-a.md:16', /static\/pic\/a-see-folder\.png was drawn .* it is not in Git yet/);
    });

    it('passes a picture that npm run pics drew as one (a diagram declared for the step)', () => {
      assert.deepEqual(site({'docs/topics/lesson-a.md': withCommand, ...without('a-make-folder'), 'scripts/pics/fingerprints.json': '{"a-make-folder": "0123456789abcdef"}'}), []);
    });
  });

  it('fails a picture whose WebP twin is missing', () => {
    assertProblem(site({'static/pic/a-see-folder.webp': null}), 'docs/topics/lesson-a.md:16', /static\/pic\/a-see-folder\.webp, the picture's smaller twin, is missing.*npm run pics -- a-see-folder/);
  });

  it('fails a picture that is not a valid PNG', () => {
    assertProblem(site({'static/pic/a-see-folder.png': 'GIF89a not a png'}), 'docs/topics/lesson-a.md:16', /not a valid PNG.*npm run pics/);
  });

  it('fails an image name used twice', () => {
    const twice = LESSON.replace('a-see-folder', 'a-make-folder').replace('a-see-folder', 'a-make-folder');
    assertProblem(site({'docs/topics/lesson-a.md': twice}), 'docs/topics/lesson-a.md:16', /uses the image "a-make-folder", which docs\/topics\/lesson-a\.md:10 uses already/);
  });

  it('fails an image name that is not lower-case kebab-case, or that is a card picture', () => {
    const named = LESSON.replace(/a-see-folder/g, 'A_See').replace(/a-make-folder/g, 'lesson-b');
    const problems = site({'docs/topics/lesson-a.md': named, 'static/pic/A_See.png': png});
    assertProblem(problems, 'docs/topics/lesson-a.md:16', /lower-case words joined by hyphens/);
    assertProblem(problems, 'docs/topics/lesson-a.md:10', /picture of a card/);
  });

  it('fails a duplicate slug', () => {
    assertProblem(site({'docs/topics/lesson-a-copy.md': LESSON}), 'docs/topics/lesson-a.md', /has the slug "\/topics\/lesson-a", which docs\/topics\/lesson-a-copy\.md has already/);
  });

  it('fails a missing slug and a missing title', () => {
    const problems = site({'docs/topics/lesson-a.md': LESSON.replace('slug: /topics/lesson-a\n', '').replace('title: Lesson A\n', '')});
    assertProblem(problems, 'docs/topics/lesson-a.md', /has no "slug".*slug: \/git&github/);
    assertProblem(problems, 'docs/topics/lesson-a.md', /has no "title"/);
  });

  it('fails a slug that is not in the route manifest', () => {
    assertProblem(site({'docs/topics/extra.md': INDEX.replace('/topics', '/topics/extra')}), 'docs/topics/extra.md', /not a route of src\/data\/route-manifest\.json/);
  });

  it('fails a slug spelt in another case than the manifest', () => {
    assertProblem(site({'docs/topics/index.md': INDEX.replace('/topics', '/Topics')}), 'docs/topics/index.md', /exactly as the route manifest spells it: slug: \/topics/);
  });

  it('fails a manifest route that has no page', () => {
    assertProblem(site({'docs/topics/lesson-a.md': null}), 'docs/topics/lesson-a.md', /is missing: the route \/topics\/lesson-a .* Create this file/);
  });

  it('fails a page kept in another file than its URL says', () => {
    assertProblem(site({'docs/topics/lesson-a.md': null, 'docs/other.md': LESSON}), 'docs/other.md', /move it to docs\/topics\/lesson-a\.md/);
  });

  it('fails a card whose page does not exist and is not marked "Coming soon"', () => {
    const cards = fixtureCards();
    cards['/topics'][1] = card('lesson-b', '/topics/lesson-b');
    assertProblem(site({}, cards), 'src/data/cards.ts', /card "lesson-b" on \/topics links to \/topics\/lesson-b, which has no page.*comingSoon: true/);
  });

  it('fails a "Coming soon" card whose page exists, and cards out of the manifest order', () => {
    const cards = fixtureCards();
    cards['/topics'] = [card('lesson-b', '/topics/lesson-b', {comingSoon: true}), card('lesson-a', '/topics/lesson-a', {comingSoon: true})];
    const problems = site({}, cards);
    assertProblem(problems, 'src/data/cards.ts', /is marked "comingSoon", but \/topics\/lesson-a is a page/);
    assertProblem(problems, 'src/data/cards.ts', /lists the cards of \/topics as \[lesson-b, lesson-a\].*\[lesson-a, lesson-b\]/);
  });

  it('fails a card with no picture', () => {
    assertProblem(site({'static/pic/lesson-b.png': null}), 'src/data/cards.ts', /static\/pic\/lesson-b\.png does not exist/);
  });

  it('fails a written lesson whose step count differs from the spec', () => {
    const oneStep = LESSON.replace(/## See the folder[\s\S]*$/, '');
    assertProblem(site({'docs/topics/lesson-a.md': oneStep}), 'docs/topics/lesson-a.md', /has 1 steps, but the spec gives this lesson 2/);
  });

  it('does not count steps of an outline, but does count a step with two pictures as wrong', () => {
    const outline = LESSON.replace('---\n\nIn', 'outline: true\n---\n\nIn').replace(/## See the folder[\s\S]*$/, '');
    assert.deepEqual(site({'docs/topics/lesson-a.md': outline}), []);
    const twoPictures = LESSON.replace('Type the command', '![a-see-folder](/pic/a-see-folder.png)\n\nType').replace(/## See the folder[\s\S]*$/, '');
    assertProblem(site({'docs/topics/lesson-a.md': twoPictures}), 'docs/topics/lesson-a.md:8', /has 2 screenshots/);
  });

  it('fails broken frontmatter', () => {
    const broken = LESSON.replace('title: Lesson A', 'title: "Lesson A');
    assertProblem(site({'docs/topics/lesson-a.md': broken}), 'docs/topics/lesson-a.md', /frontmatter .* is not valid YAML/);
  });

  it('fails hidden setup commands and a website action tied to no step', () => {
    const hidden = LESSON.replace('---\n\nIn', 'terminal_setup:\n  - mkdir x\n---\n\nIn');
    assertProblem(site({'docs/topics/lesson-a.md': hidden}), 'docs/topics/lesson-a.md', /has "terminal_setup".*show those commands in the lesson/);
    const astray = LESSON.replace('---\n\nIn', 'outside_terminal:\n  - step: Make a repo\n    github: create-repository\n    repository: sam-lee/demo\n---\n\nIn');
    assertProblem(site({'docs/topics/lesson-a.md': astray}), 'docs/topics/lesson-a.md', /names the step "Make a repo", which the lesson does not have/);
  });

  it('fails a written lesson whose prose is too hard to read', () => {
    const hard = LESSON.replace(
      'Type the command and press Enter.',
      'Subsequently, the administrative configuration necessitates comprehensive authorization, considering organizational infrastructure requirements, documentation responsibilities and interoperability considerations simultaneously. '.repeat(3),
    );
    assertProblem(site({'docs/topics/lesson-a.md': hard}), 'docs/topics/lesson-a.md', /reads at grade \d+\.\d \(Flesch-Kincaid\); the limit is 8\.5/);
  });
  it('fails a command that throws work away without a warning box above it in its step', () => {
    const reset = '```console\n$ git status\nnothing to commit\n$ git reset --hard HEAD~1\nHEAD is now at abc1234 First\n```\n';
    const box = ':::warning[This throws work away]\nType `git status` first.\n:::\n\n';
    // No box: the command's own line (the second command of the block) is named.
    const bare = LESSON.replace('Type the command and press Enter.', `Type the command and press Enter.\n\n${reset}`);
    assertProblem(site({'docs/topics/lesson-a.md': bare}), 'docs/topics/lesson-a.md:17', /"git reset --hard HEAD~1" throws away changes that were not committed.*:::warning/);
    // A box above it in the same step passes; so does a danger box.
    const boxed = LESSON.replace('Type the command and press Enter.', `Type the command and press Enter.\n\n${box}${reset}`);
    assert.deepEqual(site({'docs/topics/lesson-a.md': boxed}), []);
    assert.deepEqual(site({'docs/topics/lesson-a.md': boxed.replace(':::warning', ':::danger')}), []);
    // A box in the step before, or below the command, does not count.
    const earlier = LESSON.replace('Type the command and press Enter.', `Type the command and press Enter.\n\n${box}`).replace('You see the new folder in the list.', `You see the new folder in the list.\n\n${reset}`);
    assertProblem(site({'docs/topics/lesson-a.md': earlier}), 'docs/topics/lesson-a.md:29', /"git reset --hard HEAD~1" throws away/);
    const below = LESSON.replace('Type the command and press Enter.', `Type the command and press Enter.\n\n${reset}\n${box}`);
    assertProblem(site({'docs/topics/lesson-a.md': below}), 'docs/topics/lesson-a.md:17', /throws away/);
    // The other kinds: rm -r, git restore FILE, a force push, prune, DROP TABLE; git restore --staged is safe.
    for (const command of ['rm -rf my-project', 'git restore notes.txt', 'git push --force', 'docker system prune', 'python manage.py flush']) {
      const other = LESSON.replace('Type the command and press Enter.', `Type the command and press Enter.\n\n\`\`\`console norun\n$ ${command}\n\`\`\`\n`);
      assertProblem(site({'docs/topics/lesson-a.md': other}), 'docs/topics/lesson-a.md:15', new RegExp(`"${command}" throws away`));
    }
    const sql = LESSON.replace('Type the command and press Enter.', 'Type the command and press Enter.\n\n```sql\nDROP TABLE recipes;\n```\n');
    assertProblem(site({'docs/topics/lesson-a.md': sql}), 'docs/topics/lesson-a.md:15', /"DROP TABLE recipes;" throws away a table/);
    const unstage = LESSON.replace('Type the command and press Enter.', 'Type the command and press Enter.\n\n```console norun\n$ git restore --staged notes.txt\n```\n');
    assert.deepEqual(site({'docs/topics/lesson-a.md': unstage}), []);
  });

  it("fails a box whose title is not in brackets: the site would show the colons", () => {
    const plain = LESSON.replace('Type the command and press Enter.', ':::warning This throws work away\nType `git status` first.\n:::');
    assertProblem(site({'docs/topics/lesson-a.md': plain}), 'docs/topics/lesson-a.md:12', /Put the title in brackets: ":::warning\[This throws work away\]"/);
  });

  it('fails a code box whose closing ``` is missing: it swallows the next step, or the rest of the page', () => {
    const box = '```console\n$ mkdir my-project\n```\n';
    assert.deepEqual(site({'docs/topics/lesson-a.md': LESSON.replace('Type the command and press Enter.', `Type the command and press Enter.\n\n${box}`)}), []);
    // The closing line deleted: the next box's opening line closes it, with the heading "## See the folder" inside.
    const swallowing = LESSON.replace('Type the command and press Enter.', `Type the command and press Enter.\n\n${box.replace(/```\n$/, '')}`).replace(
      'You see the new folder in the list.',
      'You see the new folder in the list:\n\n```console\n$ ls\nmy-project\n```',
    );
    assertProblem(site({'docs/topics/lesson-a.md': swallowing}), 'docs/topics/lesson-a.md:14', /has a step heading inside a code box \("## See the folder"\): the box above it is missing its closing ```/);
    // The last box of the page left open: nothing closes it.
    const open = `${LESSON.trimEnd()}\n\nOne more:\n\n\`\`\`console\n$ ls\n`;
    assertProblem(site({'docs/topics/lesson-a.md': open}), 'docs/topics/lesson-a.md', /opens a code box \(```\) that is never closed/);
  });

  it('fails an introduction that says how long the lesson takes: the page shows the time it works out', () => {
    const timed = LESSON.replace('You see it in the list.', 'You see it in the list. It takes about 30 minutes.');
    assertProblem(site({'docs/topics/lesson-a.md': timed}), 'docs/topics/lesson-a.md:6', /says how long the lesson takes \("It takes about 30 minutes"\)/);
    // A step may say how long a command or a download takes.
    const download = LESSON.replace('Type the command and press Enter.', 'Type the command and press Enter. It takes about 2 minutes.');
    assert.deepEqual(site({'docs/topics/lesson-a.md': download}), []);
  });

  it('fails a file to save that the lesson does not say to paste', () => {
    const file = '```python title="hello.py" save\nprint("Hello")\n```\n';
    const typed = LESSON.replace('Type the command and press Enter.', `Type this code and save it.\n\n${file}`);
    assertProblem(site({'docs/topics/lesson-a.md': typed}), 'docs/topics/lesson-a.md:14', /saves hello\.py with no sentence before it that says to paste the code/);
    const pasted = LESSON.replace('Type the command and press Enter.', `Paste this code into it and save it.\n\n${file}`);
    assert.deepEqual(site({'docs/topics/lesson-a.md': pasted}), []);
    // Each file needs its own sentence: one "paste" does not cover the next file of the step.
    const two = LESSON.replace('Type the command and press Enter.', `Paste this code into it and save it.\n\n${file}\nThen save a second file.\n\n${file.replace('hello.py', 'bye.py')}`);
    assertProblem(site({'docs/topics/lesson-a.md': two}), 'docs/topics/lesson-a.md:20', /saves bye\.py with no sentence/);
  });

  describe('your computer, everywhere', () => {
    const lesson = (text: string) => LESSON.replace('Type the command and press Enter.', text);
    const tabs = (...panels: [string, string][]) =>
      `<SystemTabs>\n${panels.map(([only, body]) => `<System only="${only}">\n\n${body}\n\n</System>`).join('\n')}\n</SystemTabs>`;

    it('fails keys written in bold, and passes <Keys>', () => {
      const bold = lesson('Save it with **Ctrl + S** (**Cmd + S** on a Mac).');
      assertProblem(site({'docs/topics/lesson-a.md': bold}), 'docs/topics/lesson-a.md:12', /writes the keys "Ctrl \+ S" in bold\. Write a shortcut once, with <Keys>/);
      assertProblem(site({'docs/topics/lesson-a.md': lesson('Hold **Ctrl** and click.')}), 'docs/topics/lesson-a.md:12', /writes the keys "Ctrl" in bold/);
      assert.deepEqual(site({'docs/topics/lesson-a.md': lesson('Save it with <Keys combo="Mod+S" />. Click **Save**.')}), []);
    });

    it('fails a <Keys> it cannot show on every system', () => {
      assertProblem(site({'docs/topics/lesson-a.md': lesson('Press <Keys combo="Cmd+S" />.')}), 'docs/topics/lesson-a.md:12', /uses Cmd, which a Windows keyboard does not have/);
      assertProblem(site({'docs/topics/lesson-a.md': lesson('Press <Keys combo="Mod+Hyper" />.')}), 'docs/topics/lesson-a.md:12', /has the key "Hyper", which <Keys> does not know/);
      assertProblem(site({'docs/topics/lesson-a.md': lesson('Press <Keys windows="Shift+Insert" />.')}), 'docs/topics/lesson-a.md:12', /it has none for mac, linux/);
    });

    it('fails <SystemTabs> that leave a system out or name one twice, and a <System> on its own', () => {
      const missing = lesson(tabs(['windows', 'Open Git Bash.'], ['mac', 'Open Terminal.']));
      assertProblem(site({'docs/topics/lesson-a.md': missing}), 'docs/topics/lesson-a.md:12', /<SystemTabs> has no panel for Linux/);
      const twice = lesson(tabs(['windows', 'Open Git Bash.'], ['mac linux', 'Open Terminal.'], ['linux', 'Open a terminal.']));
      assertProblem(site({'docs/topics/lesson-a.md': twice}), 'docs/topics/lesson-a.md:23', /names linux again; the panel on line 18 is for it already/);
      const alone = lesson('<System only="windows">\n\nOpen Git Bash.\n\n</System>');
      assertProblem(site({'docs/topics/lesson-a.md': alone}), 'docs/topics/lesson-a.md:12', /<System> is a panel of <SystemTabs>/);
      const complete = lesson(tabs(['windows', 'Open Git Bash.'], ['mac linux', 'Open Terminal.']));
      assert.deepEqual(site({'docs/topics/lesson-a.md': complete}), []);
    });

    it('fails a Linux-only command outside a Linux panel, and a sentence that translates a block', () => {
      const linuxOnly = lesson('Install it.\n\n```console norun\n$ sudo apt install git\n```');
      assertProblem(site({'docs/topics/lesson-a.md': linuxOnly}), 'docs/topics/lesson-a.md:15', /"sudo apt install git" works on Linux only/);
      const inPanel = lesson(tabs(['windows', 'Run the installer.'], ['mac', 'Type `xcode-select --install`.'], ['linux', '```console norun\n$ sudo apt install git\n```']));
      assert.deepEqual(site({'docs/topics/lesson-a.md': inPanel}), []);
      const gitBash = lesson('Start a load: `kubectl run load --image=busybox -- /bin/sh -c "wget -q -O- http://web"`.');
      assertProblem(site({'docs/topics/lesson-a.md': gitBash}), 'docs/topics/lesson-a.md:12', /in Git Bash on Windows, `\/bin\/sh` in `kubectl run load.*Write it in a console block/);
      const asCommand = lesson('Start a load: <Command>kubectl run load --image=busybox -- /bin/sh -c "wget -q -O- http://web"</Command>.');
      assert.deepEqual(site({'docs/topics/lesson-a.md': asCommand}), []);
      const mixed = lesson('Copy it in.\n\n```console norun\n$ kubectl cp ~/notes.txt web:/tmp/notes.txt\n```');
      assertProblem(site({'docs/topics/lesson-a.md': mixed}), 'docs/topics/lesson-a.md:15', /needs MSYS_NO_PATHCONV=1 in Git Bash for `web:\/tmp\/notes.txt`, but that would also keep its path on the learner's computer/);
      const notForWindows = lesson(tabs(['windows', 'Use Docker Desktop.'], ['mac linux', 'Type `docker run -v data:/data web`.']));
      assert.deepEqual(site({'docs/topics/lesson-a.md': notForWindows}), []);
      const retype = lesson('Run the file. On Windows, type `python` instead of `python3`:');
      assertProblem(site({'docs/topics/lesson-a.md': retype}), 'docs/topics/lesson-a.md:12', /tells the learner to retype a command/);
    });

    it("fails what only Linux prints shown to Windows or Mac readers: an install pip's resolver was not asked about, Docker Engine's version in their panels", () => {
      const unknownInstall = lesson('Install it.\n\n```console output=tail\n$ pip install Flask==3.1.0\nSuccessfully installed Flask-3.1.0\n```');
      assertProblem(site({'docs/topics/lesson-a.md': unknownInstall}), 'docs/topics/lesson-a.md:15', /"pip install Flask==3.1.0": what pip installs on Windows and on a Mac is not known yet.*npm run platform-packages/);
      const knownInstall = lesson('Install it.\n\n```console output=tail\n$ pip install Django==5.2.19\nSuccessfully installed Django-5.2.19 asgiref-3.13.0 sqlparse-0.6.1\n```');
      assert.deepEqual(site({'docs/topics/lesson-a.md': knownInstall}), []);
      const engine = '```console norun\n$ docker version\nClient: Docker Engine - Community\n Version: 29.0.2\n```';
      const inWindowsPanel = lesson(tabs(['windows', engine], ['mac linux', 'Type `docker version`.']));
      assertProblem(site({'docs/topics/lesson-a.md': inWindowsPanel}), 'docs/topics/lesson-a.md:17', /shows Docker Engine on Linux \("Client: Docker Engine - Community"\) to Windows learners, who have Docker Desktop/);
      const inLinuxPanel = lesson(tabs(['windows mac', 'Type `docker version`.'], ['linux', engine]));
      assert.deepEqual(site({'docs/topics/lesson-a.md': inLinuxPanel}), []);
      const pytestHeader = '```console norun\n$ pytest\nplatform linux -- Python 3.11.7, pytest-9.2.0, pluggy-1.7.0\n```';
      assertProblem(site({'docs/topics/lesson-a.md': lesson(tabs(['mac', pytestHeader], ['windows linux', 'Type `pytest`.']))}), 'docs/topics/lesson-a.md:17', /shows pytest's Linux header \("platform linux"\) to macOS learners/);
    });

    it("fails pytest's lines laid out for another width than the terminal's 80 columns", () => {
      const narrow = lesson('Run them.\n\n```console exit=1 output=varies\n$ pytest\n=========================== test session starts ===========================\nFAILED test_tips.py::test_tip_below_zero_percent_is_refused - Failed: DI...\n```');
      const problems = site({'docs/topics/lesson-a.md': narrow});
      assert.equal(problems.length, 2);
      assert.equal(problems[0].file, 'docs/topics/lesson-a.md:16');
      assert.match(problems[0].message, /^shows a line of pytest 75 characters wide; in an 80-column terminal pytest prints it as "={29} test session starts ={30}"/);
      assert.equal(problems[1].file, 'docs/topics/lesson-a.md:17');
      assert.match(problems[1].message, /^shows pytest's summary line 75 characters long, but pytest trims it to the terminal's 80 columns/);
      const right = lesson('Run them.\n\n```console exit=1 output=varies\n$ pytest\n============================= test session starts ==============================\nFAILED test_tips.py::test_tip_below_zero_percent_is_refused - Failed: DID NOT...\n```');
      assert.deepEqual(site({'docs/topics/lesson-a.md': right}), []);
    });

    it("fails bash's 'command not found' quoted to Mac readers without zsh's words for it", () => {
      const bashOnly = lesson('If you see `pytest: command not found`, the virtual environment is off.');
      assertProblem(site({'docs/topics/lesson-a.md': bashOnly}), 'docs/topics/lesson-a.md:12', /quotes bash's "pytest: command not found", which a Mac's zsh writes "zsh: command not found: pytest"\. Name that one too/);
      const both = lesson('If you see `pytest: command not found` (on a Mac, `zsh: command not found: pytest`), the virtual environment is off.');
      assert.deepEqual(site({'docs/topics/lesson-a.md': both}), []);
      // In a panel no Mac reader sees, bash's words alone are right.
      const linuxPanel = lesson(tabs(['linux', 'If you see `bash: pip: command not found`, the environment is off.'], ['windows mac', 'Activate it first.']));
      assert.deepEqual(site({'docs/topics/lesson-a.md': linuxPanel}), []);
    });

    it("fails a line-ending warning recorded for a command that an edit has moved", () => {
      const source = lesson('Save it.\n\n```console\n$ echo "# Notes" > README.md\n$ git add README.md\n```');
      const doc = parseLesson('docs/topics/lesson-a.md', source);
      const record = (command: string) => ({'docs/topics/lesson-a.md': {'1': {command, files: ['README.md']}}});
      assert.deepEqual(checkSystemRules(doc, record('git add README.md')), []);
      const moved = checkSystemRules(doc, record('git add .'));
      assert.equal(moved.length, 1);
      assert.equal(moved[0].line, 16);
      assert.match(moved[0].message, /says command 2 of this lesson is "git add \." .*but it is "git add README.md".*npm run journey -- --write docs\/topics\/lesson-a.md/);
    });

    it("fails an ls whose Git Bash listing (ls -F) the journey has not recorded, and passes one it has", () => {
      const unrecorded = lesson('List it.\n\n```console\n$ ls\nmysite  notes.txt\n```');
      assertProblem(site({'docs/topics/lesson-a.md': unrecorded}), 'docs/topics/lesson-a.md:15', /"ls": Windows learners type it in Git Bash, where ls is ls -F.*has no record of what it prints.*npm run journey -- --write docs\/topics\/lesson-a.md/);
      // manage.py  mysite is recorded (the Django lessons list it).
      const recorded = lesson('List it.\n\n```console\n$ ls\nmanage.py  mysite\n```');
      assert.deepEqual(site({'docs/topics/lesson-a.md': recorded}), []);
      const linuxOnly = lesson(tabs(['windows mac', 'Open the folder.'], ['linux', '```console\n$ ls\nmysite  notes.txt\n```']));
      assert.deepEqual(site({'docs/topics/lesson-a.md': linuxOnly}), []);
      const failing = lesson('List it.\n\n```console exit=2\n$ ls gone\nls: cannot access \'gone\': No such file or directory\n```');
      assert.deepEqual(site({'docs/topics/lesson-a.md': failing}), []);
    });
  });

  describe('practice', () => {
    const answer = (body: string, attributes = '') => `<details${attributes}>\n<summary>Show an answer</summary>\n\n${body}\n\n</details>`;
    const task = (title: string, body: string) => `### ${title}\n\nDo it on your own.\n\n${body}`;
    const handsOn = (practice: string) =>
      STEPS.replace('Type the command and press Enter.', 'Type the command.\n\n```console\n$ mkdir notes\n```').replace('You see the new folder in the list.\n', `You see the new folder in the list.\n\n${practice}\n`);
    const run = (command: string) => answer(`Type this:\n\n\`\`\`console\n$ ${command}\n\`\`\``);
    const good = `## Practice\n\n${task('Make two folders', run('mkdir a b'))}\n\n${task('Look inside', run('ls'))}`;
    const file = 'docs/topics/lesson-a.md';

    it('passes a lesson whose practice has answers the journey runs', () => {
      assert.deepEqual(site({[file]: handsOn(good)}), []);
    });

    it('fails a lesson with no practice, saying how to write it', () => {
      assertProblem(site({[file]: handsOn('')}), file, /has no "## Practice" section\. End the lesson, after its last step and before a recap/);
    });

    it('fails a task with no answer, and too few tasks', () => {
      const noAnswer = `## Practice\n\n${task('Make two folders', run('mkdir a b'))}\n\n### Look inside\n\nType ls.`;
      assertProblem(site({[file]: handsOn(noAnswer)}), file.concat(':41'), /the task "Look inside" has 0 answers/);
      assertProblem(site({[file]: handsOn(`## Practice\n\n${task('Make two folders', run('mkdir a b'))}`)}), file.concat(':24'), /has 1 practice task; write 2 to 4/);
    });

    it('fails an answer open on load, or without a summary that says what it holds', () => {
      const open = good.replace('<details>', '<details open>');
      assertProblem(site({[file]: handsOn(open)}), file.concat(':30'), /is open when the page loads\. Remove "open"/);
      const noSummary = good.replace('<summary>Show an answer</summary>', '<summary>Answer</summary>');
      assertProblem(site({[file]: handsOn(noSummary)}), file.concat(':30'), /needs a first line <summary>Show an answer<\/summary>/);
    });

    it('fails a hands-on answer the journey does not run', () => {
      const shownOnly = good.replace('```console\n$ ls', '```console norun\n$ ls');
      assertProblem(site({[file]: handsOn(shownOnly)}), file, /the answer of "Look inside" shows code that the journey does not run/);
      assertProblem(site({[file]: handsOn(shownOnly)}), file.concat(':24'), /only 1 of its practice answers run in the journey/);
    });

    it('fails practice put before a step', () => {
      const early = STEPS.replace('## See the folder', `${good}\n\n## See the folder`);
      assertProblem(site({[file]: early}), file, /has its "## Practice" section before the step "See the folder"/);
    });

    it('fails a link that sends the learner on before the practice', () => {
      const nextFirst = handsOn(good).replace('## Practice', 'Next, go on to [the topics](/topics).\n\n## Practice');
      assertProblem(site({[file]: nextFirst}), file, /sends the learner on \("Next, go on to the topics\."\) before the "## Practice" section/);
      assert.deepEqual(site({[file]: `${handsOn(good)}\nNext, go on to [the topics](/topics).\n`}), []);
    });

    it('fails an answer that says the practice is done while a task follows', () => {
      const early = good.replace('Type this:', 'Your practice is done. Type this:');
      assertProblem(site({[file]: handsOn(early)}), file, /the answer of "Make two folders" says "Your practice is done", but the task "Look inside" still follows/);
      assert.deepEqual(site({[file]: handsOn(`${good}\n\nYour practice is done.`)}), []);
    });

    it("asks an idea lesson's answers to link to the section that teaches it", () => {
      const question = (title: string, body: string) => task(title, answer(body));
      const idea = (link: string) => STEPS.replace('You see the new folder in the list.\n', `You see the new folder in the list.\n\n## Practice\n\n${question('Why a folder?', `It keeps files together. See ${link}.`)}\n\n${question('Where is it?', 'In your home folder: [Make a folder](#make-a-folder).')}\n`);
      assertProblem(site({[file]: idea('the first step')}), file, /the answer of "Why a folder\?" explains, but does not link to the part of this lesson that teaches it/);
      assert.deepEqual(site({[file]: idea('[Make a folder](#make-a-folder)')}), []);
    });
  });
});

