/**
 * The content check's rule for "the highlighted line" (src/checks/highlight-rules.ts):
 * a lesson that points at a highlighted line must mark one in the code
 * block it points to, else the reader looks for a line the page does not
 * show. Each failure names the file, the line and the fix.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {checkContent} from '../../src/checks/content';
import {checkHighlightRules, highlightedLineCount} from '../../src/checks/highlight-rules';
import {cardsByPage} from '../../src/data/cards';
import {listDocFiles} from '../../src/checks/content';
import {parseLesson, readLesson} from '../../src/lib/lesson';
import {routes} from '../../src/lib/routes';

const FRONT = '---\ntitle: Lesson A\nslug: /topics/lesson-a\n---\n\n';

/** The rule's findings on a lesson body, as `file:line: message`. */
function problems(body: string): string[] {
  const doc = parseLesson('docs/topics/lesson-a.md', `${FRONT}${body}`);
  return checkHighlightRules(doc).map((problem) => `${doc.file}:${problem.line}: ${problem.message}`);
}

const SETTINGS = (fence: string, lines = "    'django.contrib.staticfiles',\n    'recipes',\n]") =>
  `Type \`'recipes',\` as the highlighted line below shows.\n\n\`\`\`${fence}\n${lines}\n\`\`\`\n`;

describe('"the highlighted line" in a lesson', () => {
  it('passes when the next code block marks a line in its fence', () => {
    assert.deepEqual(problems(SETTINGS('python title="mysite/settings.py" edit {2}')), []);
    assert.deepEqual(problems(SETTINGS('python {1,3-4}')), []);
  });

  it('passes when a magic comment marks the line', () => {
    assert.deepEqual(problems(SETTINGS('python', "    'django.contrib.staticfiles',\n    # highlight-next-line\n    'recipes',\n]")), []);
    assert.deepEqual(problems(SETTINGS('js', 'const a = 1;\n// highlight-start\nconst b = 2;\n// highlight-end')), []);
  });

  it('fails when the next code block marks no line, naming the file, the line and the fix', () => {
    const found = problems(`Some words first.\n\n${SETTINGS('python title="mysite/settings.py" edit')}`);
    assert.equal(found.length, 1);
    // The sentence is line 3 of the body, line 8 of the file (after the frontmatter and a blank line).
    assert.match(found[0], /^docs\/topics\/lesson-a\.md:8: says "highlighted line", but the code block after it \(line 10\) highlights no line/);
    assert.match(found[0], /```python title="mysite\/settings\.py" edit \{2\}/);
  });

  it('fails a range that is past the end of the block, or a comment in another language\'s style', () => {
    assert.equal(problems(SETTINGS('python {7}')).length, 1);
    assert.equal(problems(SETTINGS('python', "a = 1\n// highlight-next-line\nb = 2")).length, 1);
  });

  it('fails "highlighted lines" before a terminal session, which cannot highlight a line', () => {
    const found = problems('Look at the highlighted lines below.\n\n```console {2}\n$ ls\nnotes.txt\n```\n');
    assert.equal(found.length, 1);
    assert.match(found[0], /says "highlighted lines", but the code block after it \(line 8\) is a terminal session/);
  });

  it('reads "above" as the block before the sentence', () => {
    const block = '```python {1}\nx = 1\n```\n\n';
    assert.deepEqual(problems(`${block}The highlighted line above is new.\n\n\`\`\`python\ny = 2\n\`\`\`\n`), []);
    assert.equal(problems(`\`\`\`python\nx = 1\n\`\`\`\n\nThe highlighted line above is new.\n\n${block}`).length, 1);
  });

  it('fails when no code block follows at all', () => {
    assert.match(problems('Type the highlighted line.\n')[0], /no code block comes after it/);
  });

  it('counts the lines Docusaurus highlights', () => {
    assert.equal(highlightedLineCount({lang: 'python', meta: 'title="a.py" save {2,4-5}', value: 'a\nb\nc\nd\ne\n'}), 3);
    assert.equal(highlightedLineCount({lang: 'html', meta: null, value: '<p>\n<!-- highlight-next-line -->\n<b>\n</p>'}), 1);
    assert.equal(highlightedLineCount({lang: 'console', meta: '{1}', value: '$ ls'}), 0);
  });

  it('passes every lesson of the site', () => {
    for (const file of listDocFiles('.')) assert.deepEqual(checkHighlightRules(readLesson('.', file)), [], file);
  });

  it('is part of the content check: a lesson that lost its range fails it', () => {
    // The site as it is, but for one lesson whose fence lost its {2}.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'highlight-rules-'));
    try {
      fs.cpSync('docs', path.join(dir, 'docs'), {recursive: true});
      for (const shared of ['static', 'scripts']) fs.symlinkSync(path.resolve(shared), path.join(dir, shared));
      const file = 'docs/programming-language/python/framework/django/start-app.md';
      const text = fs.readFileSync(file, 'utf8');
      assert.ok(text.includes('```python title="mysite/settings.py" edit {2}'));
      fs.writeFileSync(path.join(dir, file), text.replace('```python title="mysite/settings.py" edit {2}', '```python title="mysite/settings.py" edit'));
      const line = text.split('\n').findIndex((entry) => entry.includes('as the highlighted line below shows')) + 1;
      const found = checkContent({siteDir: dir, routes, cards: cardsByPage});
      assert.ok(
        found.some((problem) => problem.file === `${file}:${line}` && /says "highlighted line", but the code block after it \(line \d+\) highlights no line/.test(problem.message)),
        found.map((problem) => `${problem.file}: ${problem.message}`).join('\n'),
      );
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
