/**
 * `npm run platform-packages`: what each `pip install NAME==VERSION ...` of
 * the lessons installs on Windows, on a Mac and on Linux, asked of pip's own
 * resolver for each system (resolve.py beside this file), with the size of
 * each wheel that one system adds (pip prints it). Writes
 * src/data/platform-packages.json, which the console rule "pip installs each
 * system's own dependencies" (src/lib/console-variants.ts) reads, so the
 * Windows box and picture show `tzdata` beside Django, `colorama` beside
 * pytest. Run it after changing a `pip install` line or a pin in
 * journey/python-requirements.txt; the content check names the command
 * that has no entry yet. Needs PyPI.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {listDocFiles} from '../../src/checks/content';
import {consoleBlocks, readLesson} from '../../src/lib/lesson';
import {parseConsoleBlock} from '../../src/lib/console-session';
import {
  PIP_TARGET_PYTHON,
  PLATFORM_PACKAGES_FILE,
  pipInstallRequirements,
  type PlatformPackages,
} from '../../src/lib/platform-packages';
import {SYSTEMS} from '../../src/lib/systems';

/** The pip that resolves, pinned so the answer does not move with pip's releases. */
const PIP_VERSION = '26.3';
const VENV = path.resolve('.cache/pip-resolver');
const CONSTRAINTS = path.resolve('journey/python-requirements.txt');
/** The wheels each system takes, newest first (as resolve.py asks for them). */
const PLATFORM_TAGS = {windows: ['win_amd64'], mac: ['macosx_14_0_arm64', 'macosx_11_0_arm64'], linux: ['manylinux_2_28_x86_64', 'manylinux_2_17_x86_64']} as const;

function resolverPython(): string {
  const python = path.join(VENV, 'bin', 'python');
  const ready = () => {
    try {
      return execFileSync(python, ['-m', 'pip', '--version'], {encoding: 'utf8'}).startsWith(`pip ${PIP_VERSION} `);
    } catch {
      return false;
    }
  };
  if (!ready()) {
    execFileSync('python3', ['-m', 'venv', '--clear', VENV], {stdio: 'inherit'});
    execFileSync(python, ['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', `pip==${PIP_VERSION}`], {stdio: 'inherit'});
  }
  return python;
}

/** The wheel's size in bytes, as pip downloads it for that system. */
function wheelSize(python: string, system: keyof typeof PLATFORM_TAGS, name: string, version: string): number {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wheel-'));
  try {
    execFileSync(python, ['-m', 'pip', 'download', '--quiet', '--disable-pip-version-check', '--no-deps', '--only-binary=:all:', ...PLATFORM_TAGS[system].flatMap((tag) => ['--platform', tag]), '--python-version', PIP_TARGET_PYTHON, '-d', folder, `${name}==${version}`], {stdio: ['ignore', 'ignore', 'inherit']});
    const [file] = fs.readdirSync(folder);
    return fs.statSync(path.join(folder, file)).size;
  } finally {
    fs.rmSync(folder, {recursive: true, force: true});
  }
}

function main() {
  const siteDir = process.cwd();
  const commands = new Set<string>();
  for (const file of listDocFiles(siteDir)) {
    const lesson = readLesson(siteDir, file);
    for (const code of consoleBlocks(lesson)) {
      for (const {command} of parseConsoleBlock(code).commands) if (pipInstallRequirements(command)) commands.add(command);
    }
  }
  const python = resolverPython();
  const result: PlatformPackages = {};
  for (const command of [...commands].sort()) {
    const requirements = pipInstallRequirements(command)!;
    const key = requirements.join(' ');
    if (result[key]) continue;
    console.log(`pip install ${key}`);
    const bySystem = Object.fromEntries(
      SYSTEMS.map((system) => [system, JSON.parse(execFileSync(python, [path.join(__dirname, 'resolve.py'), system, PIP_TARGET_PYTHON, CONSTRAINTS, ...requirements], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit']}))]),
    ) as PlatformPackages[string];
    const onLinux = new Set(bySystem.linux.map((entry) => entry.name));
    for (const system of SYSTEMS) {
      for (const entry of bySystem[system]) {
        if (onLinux.has(entry.name)) continue;
        entry.size = wheelSize(python, system, entry.name, entry.version);
        console.log(`  ${system}: also ${entry.name}==${entry.version} (${entry.collecting ?? 'asked for'}), ${entry.size} bytes`);
      }
    }
    result[key] = bySystem;
  }
  fs.writeFileSync(PLATFORM_PACKAGES_FILE, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`Wrote ${PLATFORM_PACKAGES_FILE}: ${Object.keys(result).length} installs.`);
}

main();
