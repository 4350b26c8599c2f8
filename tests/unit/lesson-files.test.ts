/**
 * What the lessons ask a learner to install and the files they have them
 * write are checked beyond running them: every `pip install` names the
 * versions the project pins (journey/python-requirements.txt), so a page
 * never shows one version while the journey runs another; every package a
 * lesson adds with npm names its exact version on the page (what those
 * bring along is pinned by date: journey/sessions/node.ts); and every GitHub
 * Actions workflow a lesson saves is a valid workflow (the vendored schema).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {describe, it} from 'node:test';
import Ajv from 'ajv';
import {parse} from 'yaml';
import {savedFile} from '../../journey/sessions/editor';
import {parseConsoleBlock} from '../../src/lib/console-session';
import {lessonCodeBlocks} from './lesson-code-blocks';

/** The project's pins: lower-case name -> version. */
function pins(): Map<string, string> {
  const lines = fs.readFileSync('journey/python-requirements.txt', 'utf8').split('\n');
  return new Map(
    lines
      .map((line) => line.replace(/#.*/, '').trim())
      .filter(Boolean)
      .map((line) => {
        const [name, version] = line.split('==');
        return [name.toLowerCase(), version];
      }),
  );
}

/** What is wrong with the package names of one `pip install` command, measured against the pins. */
export function unpinnedPackages(command: string, pinned: Map<string, string>): string[] {
  const match = /^(?:python3? -m )?pip3? install\s+(.*)$/.exec(command.trim());
  if (!match) return [];
  const problems: string[] = [];
  const words = match[1].split(/\s+/);
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index].replace(/^["']|["']$/g, '');
    if (word === '-r' || word === '--requirement') {
      index += 1; // the requirements file is checked as a saved file
      continue;
    }
    if (word.startsWith('-')) continue; // --upgrade and the like
    const [name, version] = word.split('==');
    const want = pinned.get(name.toLowerCase());
    if (!want) problems.push(`${name} is not pinned in journey/python-requirements.txt: pin it there, then install ${name}==VERSION`);
    else if (version !== want) problems.push(`"${word}" must be ${name}==${want}, the version journey/python-requirements.txt pins`);
  }
  return problems;
}

describe('Python packages in the lessons', () => {
  const pinned = pins();

  it('are installed at the versions the project pins, which the journey installs', () => {
    const problems: string[] = [];
    for (const {file, line, code} of lessonCodeBlocks()) {
      if (code.lang === 'console') {
        for (const command of parseConsoleBlock(code).commands) {
          for (const problem of unpinnedPackages(command.command, pinned)) problems.push(`${file}:${line}: ${problem}`);
        }
      }
      if (savedFile(code.meta)?.endsWith('requirements.txt')) {
        for (const requirement of code.value.split('\n').map((text) => text.trim()).filter((text) => text && !text.startsWith('#'))) {
          for (const problem of unpinnedPackages(`pip install ${requirement}`, pinned)) problems.push(`${file}:${line} (requirements.txt): ${problem}`);
        }
      }
    }
    assert.deepEqual(problems, []);
  });

  it('the check finds an unpinned package and a version the project does not pin', () => {
    assert.deepEqual(unpinnedPackages('pip install Django==5.2.19', new Map([['django', '5.2.19']])), []);
    assert.equal(unpinnedPackages('pip install django', new Map([['django', '5.2.19']])).length, 1);
    assert.match(unpinnedPackages('python -m pip install Django==4.2', new Map([['django', '5.2.19']]))[0], /must be Django==5\.2\.19/);
    assert.match(unpinnedPackages('pip install requests==2.0', new Map())[0], /requests is not pinned/);
  });
});

/** The packages of one npm command that name no exact version (`npm install express` instead of `express@5.3.0`). */
export function unpinnedNpmPackages(command: string): string[] {
  const match = /^npm (?:install|i|add|create|init|exec)\s+(.*)$/.exec(command.trim());
  if (!match) return [];
  const words = match[1].split(/\s+--(?:\s|$)/)[0].split(/\s+/).filter((word) => word && !word.startsWith('-'));
  // `npm create vite@9.3.0 my-app`: only the first word is a package; the rest are its arguments.
  const packages = /^npm (?:create|init|exec)\b/.test(command.trim()) ? words.slice(0, 1) : words;
  return packages.filter((word) => !/^(@[^/@]+\/)?[^/@]+@\d+\.\d+\.\d+$/.test(word));
}

describe('npm packages in the lessons', () => {
  it('are added at an exact version, the one the page shows', () => {
    const problems: string[] = [];
    for (const {file, line, code} of lessonCodeBlocks()) {
      if (code.lang !== 'console') continue;
      for (const command of parseConsoleBlock(code).commands) {
        for (const word of unpinnedNpmPackages(command.command)) {
          problems.push(`${file}:${line}: "${command.command}" adds ${word} without an exact version: write ${word.replace(/@.*$/, '')}@X.Y.Z (today's release)`);
        }
      }
    }
    assert.deepEqual(problems, []);
  });

  it('the check finds a package without an exact version', () => {
    assert.deepEqual(unpinnedNpmPackages('npm install express@5.3.0'), []);
    assert.deepEqual(unpinnedNpmPackages('npm install'), []);
    assert.deepEqual(unpinnedNpmPackages('npm create vite@9.3.0 my-app -- --template react'), []);
    assert.deepEqual(unpinnedNpmPackages('npm install react-router@8.5.1 @types/node@24.0.1'), []);
    assert.deepEqual(unpinnedNpmPackages('npm install express'), ['express']);
    assert.deepEqual(unpinnedNpmPackages('npm create vite@latest my-app'), ['vite@latest']);
    assert.deepEqual(unpinnedNpmPackages('npm i -D nodemon@^3'), ['nodemon@^3']);
  });
});

describe('GitHub Actions workflows in the lessons', () => {
  const schema = JSON.parse(fs.readFileSync('tests/unit/schemas/github-workflow.json', 'utf8'));
  // strict: false: the schema uses keywords Ajv does not know (such as "markdownDescription").
  const validate = new Ajv({strict: false, allErrors: true}).compile(schema);

  it('are valid workflows, as GitHub reads them', () => {
    const problems: string[] = [];
    for (const {file, line, code} of lessonCodeBlocks()) {
      const title = /title="([^"]+)"/.exec(code.meta ?? '')?.[1] ?? '';
      if (!/^\.github\/workflows\/[^/]+\.ya?ml$/.test(title)) continue;
      if (!validate(parse(code.value))) problems.push(`${file}:${line} ${title}: ${JSON.stringify(validate.errors?.slice(0, 3))}`);
    }
    assert.deepEqual(problems, []);
  });
});
