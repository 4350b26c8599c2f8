/**
 * The committed pictures: one for every card and every step of a written
 * lesson, and nothing else; small, with WebP twins. Whether each still shows
 * what its scene shows today (a terminal picture from the commands' real
 * output) is checked by `npm run journey`, which follows the learners' paths
 * anyway: the paths run once per test run.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {describe, it} from 'node:test';
import {cardsByPage} from '../../src/data/cards';
import {CARD_IMAGE, PICTURE_DIR, pictureOfVersion, readPicture} from '../../src/lib/pictures';
import sharp from 'sharp';
import {pageTextWithoutDates, pictureNames, sceneFingerprint, withoutVenvBeforeActivation} from '../../scripts/pics/scenes';
import {sceneHtml, terminalRows, type Scene} from '../../scripts/pics/templates';
import {wrappedLines} from '../../scripts/pics/wrapped-lines';
import {sceneVersions} from '../../scripts/pics/systems';
import {CHROMIUM_ARGS, chromiumExecutable} from '../../scripts/lib/chromium';
import {chromium} from '@playwright/test';

describe("a real page's fingerprint", () => {
  const page = (text: string): Scene => ({kind: 'page', name: 'recipe', url: 'http://127.0.0.1:8000/recipes/1/', tabTitle: 'Tomato soup', png: '', text});

  it('stays the same on another day: the dates on a learner\'s page are the day the journey ran', () => {
    assert.equal(sceneFingerprint(page('Tomato soup\nAdded on 23 November 2026')), sceneFingerprint(page('Tomato soup\nAdded on 4 December 2027')));
    assert.equal(pageTextWithoutDates('Nov. 23, 2026 · November 23, 2026 · 2026-11-23 · Sept. 3, 2026'), '(a date) · (a date) · (a date) · (a date)');
  });

  it('changes when anything else on the page changes', () => {
    assert.notEqual(sceneFingerprint(page('Tomato soup\nAdded on 23 November 2026')), sceneFingerprint(page('Tomato soup\nAdded on 23 November 2026 by Sam')));
    assert.equal(pageTextWithoutDates('Ready in 25 minutes. 12 November recipes.'), 'Ready in 25 minutes. 12 November recipes.');
  });
});

describe('a terminal picture on each system', () => {
  const lines = [
    {cwd: '~', command: 'cd python-basics', output: ''},
    {cwd: '~/python-basics', venv: '.venv', branch: 'main', command: 'python3 variables.py', output: 'Saved in /home/you/python-basics/notes.txt'},
  ];
  const text = (scene: Scene) => sceneHtml(scene).replace(/<style>[\s\S]*?<\/style>/, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  const versions = Object.fromEntries(sceneVersions({kind: 'terminal', name: 'python-variables-run', lines}).map((scene) => [scene.name, scene]));

  it('has a version for each system, the Windows one under the spec\'s name', () => {
    assert.deepEqual(Object.keys(versions), ['python-variables-run', 'python-variables-run.macos', 'python-variables-run.linux']);
  });

  it('on Windows is Git Bash: the two-line MINGW64 prompt with the branch, python, C:\\Users\\you, the window\'s controls', () => {
    const windows = text(versions['python-variables-run']);
    assert.match(windows, /you@LAPTOP MINGW64 ~\/python-basics \(main\) \$ python variables\.py Saved in C:\\Users\\you\\python-basics\\notes\.txt/);
    assert.match(windows, /\(\.venv\) you@LAPTOP/);
    assert.match(windows, /MINGW64:\/c\/Users\/you\/python-basics/);
    assert.match(sceneHtml(versions['python-variables-run']), /class="controls"/);
    assert.doesNotMatch(windows, /python3/);
  });

  it('on a Mac is zsh in Terminal: you@MacBook folder %, python3 and /Users/you', () => {
    const mac = text(versions['python-variables-run.macos']);
    assert.match(mac, /you@MacBook ~ % cd python-basics \(\.venv\) you@MacBook python-basics % python3 variables\.py Saved in \/Users\/you\/python-basics\/notes\.txt/);
    assert.match(sceneHtml(versions['python-variables-run.macos']), /class="dot r"/);
  });

  it('on Linux is you@laptop:~/folder$, python3 and /home/you', () => {
    assert.match(text(versions['python-variables-run.linux']), /you@laptop : ~\/python-basics \$ python3 variables\.py Saved in \/home\/you/);
  });
});

describe('a terminal picture of a step whose command differs per system (<SystemTabs>)', () => {
  const lines = [
    {cwd: '~', command: 'cd network-practice', output: ''},
    {cwd: '~/network-practice', command: 'ipconfig', output: '   IPv4 Address. . . . . . . . . . . : 192.168.1.23', systems: ['windows' as const]},
    {cwd: '~/network-practice', command: 'ipconfig getifaddr en0', output: '192.168.1.23', systems: ['mac' as const]},
    {cwd: '~/network-practice', command: 'ip -brief address', output: 'wlp2s0           UP             192.168.1.23/24', systems: ['linux' as const]},
  ];
  const text = (scene: Scene) => sceneHtml(scene).replace(/<style>[\s\S]*?<\/style>/, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  const [windows, mac, linux] = sceneVersions({kind: 'terminal', name: 'networking-overview-ip-address', lines}).map(text);

  it("shows each system its own panel's command and output, and the shared ones to all", () => {
    assert.match(windows, /cd network-practice .*\$ ipconfig IPv4 Address/);
    assert.doesNotMatch(windows, /ip -brief|getifaddr/);
    assert.match(mac, /cd network-practice .*% ipconfig getifaddr en0 192\.168\.1\.23/);
    assert.doesNotMatch(mac, /ip -brief|IPv4 Address/);
    assert.match(linux, /cd network-practice .*\$ ip -brief address wlp2s0/);
    assert.doesNotMatch(linux, /ipconfig/);
  });

  it('in VS Code\'s terminal panel too', () => {
    const editor = sceneVersions({kind: 'editor', name: 'x', folder: 'network-practice', files: [], terminal: lines}).map(text);
    assert.match(editor[0], /\$ ipconfig/);
    assert.doesNotMatch(editor[0], /ip -brief/);
    assert.doesNotMatch(editor[2], /ipconfig/);
  });
});

describe('pictures', () => {
  it('every picture in static/pic is a card\'s or a step\'s (no hand-made or left-over files)', () => {
    // A step picture's versions for macOS and Linux (name.macos.png) are its too.
    const drawn = new Set(pictureNames(process.cwd()));
    const extra = fs.readdirSync(PICTURE_DIR).filter((file) => !/\.(png|webp)$/.test(file) || !drawn.has(pictureOfVersion(file.replace(/\.(png|webp)$/, ''))));
    assert.deepEqual(extra, []);
  });

  it('every card url name has a picture of the card size', () => {
    for (const card of Object.values(cardsByPage).flat()) {
      assert.deepEqual(readPicture(process.cwd(), card.urlname), CARD_IMAGE, card.urlname);
    }
  });

  it('every PNG has a WebP twin with the same pixels and fewer bytes', async () => {
    const pngs = fs.readdirSync(PICTURE_DIR).filter((file) => file.endsWith('.png'));
    const wrong: string[] = [];
    for (const png of pngs) {
      const webp = png.replace(/\.png$/, '.webp');
      if (!fs.existsSync(`${PICTURE_DIR}/${webp}`)) {
        wrong.push(`${webp} is missing`);
        continue;
      }
      const [a, b] = await Promise.all([png, webp].map((file) => sharp(`${PICTURE_DIR}/${file}`).ensureAlpha().raw().toBuffer()));
      if (!a.equals(b)) wrong.push(`${webp} shows other pixels than ${png}`);
      if (fs.statSync(`${PICTURE_DIR}/${webp}`).size >= fs.statSync(`${PICTURE_DIR}/${png}`).size) wrong.push(`${webp} is not smaller than ${png}`);
    }
    assert.deepEqual(wrong, [], 'Run "npm run pics NAME" for these pictures.');
  });

  it('no two pictures differ only in case (they would clash on macOS and Windows)', () => {
    const names = fs.readdirSync(PICTURE_DIR).map((file) => file.toLowerCase());
    assert.equal(new Set(names).size, names.length);
  });

  it('pictures are small: optimised PNGs under 60 KB each, or 60 KB for every 1200 px of a tall picture', () => {
    const large = fs
      .readdirSync(PICTURE_DIR)
      .filter((file) => file.endsWith('.png'))
      .filter((file) => {
        const png = fs.readFileSync(`${PICTURE_DIR}/${file}`);
        const height = png.readUInt32BE(20); // the IHDR chunk's height
        return png.length > 60 * 1024 * Math.max(1, height / 1200);
      });
    assert.deepEqual(large, []);
  });
});

describe('a picture of a new terminal where the learner turns the environment on', () => {
  it('shows "(.venv)" only from the prompt after the activation, whatever the journey\'s one shell had on', () => {
    const lines = [
      {cwd: '~/data-practice', venv: '.venv', command: 'cd ~/data-practice'},
      {cwd: '~/data-practice', venv: '.venv', command: 'source .venv/bin/activate'},
      {cwd: '~/data-practice', venv: '.venv', command: 'python -m pip --version'},
    ];
    assert.deepEqual(withoutVenvBeforeActivation(lines).map((line) => line.venv), [undefined, undefined, '.venv']);
    // No activation in the picture: the environment is on from an earlier step, as the journey had it.
    assert.deepEqual(withoutVenvBeforeActivation([lines[2]]).map((line) => line.venv), ['.venv']);
  });
});

describe('a line that wraps in a picture', () => {
  it('wraps as the terminal does, at column 80 character by character: a space there starts the next row', () => {
    const warning = "warning: in the working copy of 'about.md', LF will be replaced by CRLF the next time Git touches it";
    assert.equal(terminalRows(warning), "warning: in the working copy of 'about.md', LF will be replaced by CRLF the next\n time Git touches it");
    // Colour codes take no column; a line of 80 stays one row; each line of the text wraps on its own.
    assert.equal(terminalRows(`\x1b[31m${'x'.repeat(80)}\x1b[0m`), `\x1b[31m${'x'.repeat(80)}\x1b[0m`);
    assert.equal(terminalRows(`${'a'.repeat(81)}\nb`), `${'a'.repeat(80)}\na\nb`);
    // A tab goes on to the next multiple of 8.
    assert.equal(terminalRows(`${'a'.repeat(75)}\tbc`), `${'a'.repeat(75)}\t\nbc`);
  });

  it('is named by `npm run pics`: a long code line, not a short one, nor an output line longer than the terminal, which wraps there too', async () => {
    const browser = await chromium.launch({executablePath: chromiumExecutable(), args: CHROMIUM_ARGS});
    try {
      const page = await browser.newPage({viewport: {width: 1000, height: 800}});
      const drawn = async (scene: Scene) => {
        await page.setContent(sceneHtml(scene));
        return wrappedLines(page);
      };
      const line = (output: string) => ({cwd: '~/python-basics', command: 'python3 countdown.py', output});
      assert.deepEqual(await drawn({kind: 'terminal', name: 'short', lines: [line('3\n2\n1\nGo!')]}), {lines: [], commands: []});
      const long = `Traceback: ${'a very long message '.repeat(6)}`;
      // 131 characters take two rows of an 80-column terminal, on the learner's screen as in the picture.
      assert.ok(long.length > 80);
      assert.deepEqual(await drawn({kind: 'terminal', name: 'long', lines: [line(`3\n${long}`)]}), {lines: [], commands: []});
      const code = {name: 'long.py', code: `print(1)\nprint("${'word '.repeat(30)}")\n`};
      const inEditor = await drawn({kind: 'editor', name: 'code', folder: 'python-basics', files: ['long.py'], openFile: code});
      assert.equal(inEditor.lines.length, 1);
      assert.match(inEditor.lines[0], /^"print\("word word/);
    } finally {
      await browser.close();
    }
  });

  it('a command that fits in 80 columns stays on one line on every system, in a terminal and in VS Code\'s panel', async () => {
    const browser = await chromium.launch({executablePath: chromiumExecutable(), args: CHROMIUM_ARGS});
    try {
      const page = await browser.newPage({viewport: {width: 1000, height: 800}});
      // 80 characters with zsh's prompt (the longest of the three): it fits a real Mac Terminal exactly.
      const prompt = 'you@MacBook data-practice % ';
      const start = 'git config --global core.editor "code --wait" #';
      const fits = `${start}${'x'.repeat(80 - prompt.length - start.length)}`;
      assert.equal(prompt.length + fits.length, 80);
      const tooLong = `${fits} ${'y'.repeat(30)}`; // over 80 with any system's prompt
      for (const system of ['windows', 'mac', 'linux'] as const) {
        for (const [command, wraps] of [[fits, false], [tooLong, true]] as const) {
          const lines = [{cwd: '~/data-practice', command, output: 'done'}];
          for (const scene of [
            {kind: 'terminal', name: 't', lines, system},
            {kind: 'editor', name: 'e', folder: 'data-practice', files: ['a.py'], terminal: lines, system},
          ] satisfies Scene[]) {
            await page.setContent(sceneHtml(scene));
            const {commands} = await wrappedLines(page);
            const rows = await page.locator('.term .cmd').evaluate((element) => Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)));
            assert.equal(rows > 1, wraps, `${system} ${scene.kind}: ${command.length} characters`);
            // Too long for a real terminal too: it wraps there as well, so it is not named.
            assert.deepEqual(commands, [], `${system} ${scene.kind}`);
          }
        }
      }
    } finally {
      await browser.close();
    }
  });
});
