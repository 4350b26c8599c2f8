/**
 * The README and the content guide are what an editor works from: every
 * file they point to is in the repository, and they give the reading-grade
 * numbers the check uses.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import {describe, it} from 'node:test';
import {READABILITY_LIMIT, READABILITY_TARGET} from '../../src/checks/readability';

const DOCS = ['README.md', 'CONTENT-GUIDE.md'];
/** A bare file name (`runner.ts`) is named beside its folder: some file of the repository has it. */
const TRACKED = execFileSync('git', ['ls-files'], {encoding: 'utf8'}).split('\n');
/** Files the build writes, which the README names as such. */
const BUILT = new Set(['robots.txt', 'sitemap.xml', '404.html']);
const exists = (target: string) => BUILT.has(target) || fs.existsSync(target) || (!target.includes('/') && TRACKED.some((file) => file.endsWith(`/${target}`)));
/** Where the repository's own files live: a backticked path that starts here names one. */
const TOP = /^(?:src|scripts|journey|tests|docs|static|\.ci|\.github)\/|^[\w.-]+\.(?:md|json|jsonc|ts|txt|mjs)$/;
/** Placeholders an editor fills in (docs/FILE.md, static/pic/{name}.png, *.sqlite3). */
const PLACEHOLDER = /[{}*<>]|FILE|NAME|\.\.\.|\bREF\b/;

describe('the editor\'s documents', () => {
  for (const doc of DOCS) {
    it(`${doc} points only to files and folders that exist`, () => {
      const text = fs.readFileSync(doc, 'utf8');
      const links = [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map((match) => match[1]).filter((target) => !/^(?:https?:|mailto:|\/)/.test(target));
      const paths = [...text.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]).filter((target) => TOP.test(target) && !PLACEHOLDER.test(target));
      const missing = [...new Set([...links, ...paths])].filter((target) => !exists(target.replace(/:\d+$/, '')));
      assert.deepEqual(missing, [], `${doc} names files that are not in the repository: correct or remove them.`);
    });
  }

  it('gives the reading-grade target and limit that the content check uses', () => {
    const guide = fs.readFileSync('CONTENT-GUIDE.md', 'utf8').replace(/\s+/g, ' ');
    const readme = fs.readFileSync('README.md', 'utf8').replace(/\s+/g, ' ');
    assert.match(guide, new RegExp(`grade of ${READABILITY_TARGET} or lower`));
    assert.match(guide, new RegExp(`fails a lesson above grade ${READABILITY_LIMIT}`));
    assert.match(readme, new RegExp(`fails a written lesson above grade ${READABILITY_LIMIT}; aim for ${READABILITY_TARGET} or lower`));
    // No other grade, such as an old target, is left in either.
    const grades = (text: string) => [...text.matchAll(/grade (?:of )?(\d+(?:\.\d+)?)/g)].map((match) => Number(match[1]));
    for (const grade of [...grades(guide), ...grades(readme)]) assert.ok([READABILITY_TARGET, READABILITY_LIMIT].includes(grade), `grade ${grade}`);
  });
});
