/**
 * The code a picture shows keeps the lessons' escaping rule: the content
 * check fails a scene whose code builds HTML from a value without escape(),
 * naming the scene file, the picture and the fix, and passes the safe forms.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';
import {checkContent} from '../../src/checks/content';
import {checkSceneCode, htmlText, unescapedHtml} from '../../src/checks/scene-rules';

const made: string[] = [];
after(() => made.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

/** A site with no lessons and one scene file holding these scenes (as TypeScript source). */
function siteWithScenes(scenesSource: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scene-rules-'));
  made.push(dir);
  fs.mkdirSync(path.join(dir, 'docs'));
  fs.mkdirSync(path.join(dir, 'scripts/pics/scenes'), {recursive: true});
  fs.writeFileSync(path.join(dir, 'scripts/pics/scenes/lesson-a.ts'), `export const scenes = [\n${scenesSource}\n];\n`);
  return dir;
}

/** The view of the Django map's picture before it was fixed, as a diagram scene draws it. */
const UNSAFE_VIEW = `  {
    kind: 'diagram',
    name: 'a-view',
    title: 'A view',
    body: \`<pre>def hello(request, name):\\n    return HttpResponse(\\n        f"Hello, {name}!"\\n    )</pre>\`,
  },`;

describe('the code that pictures show', () => {
  it('fails an HttpResponse that puts a value from the address into the page without escape()', () => {
    const [found] = unescapedHtml('def hello(request, name):\n    return HttpResponse(\n        f"Hello, {name}!"\n    )');
    assert.match(found.message, /^HttpResponse\(\.\.\.\) puts "name" into the page without escape\(\)\./);
    assert.match(found.message, /Write escape\(name\) and show "from django\.utils\.html import escape" above the view, as url-dispatcher\.md does\./);
  });

  it('fails every way of joining a value into HTML, and mark_safe, |safe and autoescape off', () => {
    const values = (code: string) => unescapedHtml(code).map((found) => found.message.match(/puts "([^"]+)"/)?.[1] ?? found.construct);
    assert.deepEqual(values('return HttpResponse("<h1>Hi " + name + "</h1>")'), ['name']);
    assert.deepEqual(values('return HttpResponse("<p>%s</p>" % request.GET["q"])'), ['request.GET']);
    assert.deepEqual(values('return HttpResponse("<p>{}</p>".format(str(note)))'), ['note']);
    assert.deepEqual(values(`return HttpResponseNotFound(f'<a href="/x">{name}</a>', status=404)`), ['name']);
    assert.deepEqual(values('html = mark_safe(f"<b>{title}</b>")'), ['title']);
    assert.deepEqual(values('<p>{{ recipe.title|safe }}</p>'), ['|safe']);
    assert.deepEqual(values('{% autoescape off %}<p>{{ note }}</p>{% endautoescape %}'), ['autoescape']);
  });

  it('passes escaped values, fixed text, plain text and a page built elsewhere', () => {
    for (const safe of [
      'return HttpResponse(f"<h1>Hello, {escape(name)}!</h1><p>Welcome to my recipe site.</p>")',
      'return HttpResponse("<h1>" + escape(name) + "</h1>")',
      'return HttpResponse("<p>{}</p>".format(escape(name)))',
      'return HttpResponse("<h1>Welcome to my recipe site!</h1>")',
      'return HttpResponse(f"Hello, {name}!", content_type="text/plain")',
      'return HttpResponse(f"<p>{{ braces }} stay text</p>")',
      'return HttpResponse(page)',
      '<h1>{{ recipe.title }}</h1>',
    ]) {
      assert.deepEqual(unescapedHtml(safe), [], safe);
    }
  });

  it('reads code drawn in HTML as the picture shows it', () => {
    assert.equal(htmlText('<pre>&lt;p&gt;{{ recipe.title|safe }}&lt;/p&gt;<br>x &#8217; &#x41;</pre>'), '<p>{{ recipe.title|safe }}</p>\nx \u2019 A');
  });

  it('fails the content check with the scene file, its line, the picture and the fix', () => {
    const dir = siteWithScenes(UNSAFE_VIEW);
    const problems = checkContent({siteDir: dir, routes: [], cards: {}});
    assert.equal(problems.length, 1, JSON.stringify(problems));
    assert.equal(problems[0].file, 'scripts/pics/scenes/lesson-a.ts:6');
    assert.match(problems[0].message, /^the picture "a-view" shows code that is not safe: HttpResponse\(\.\.\.\) puts "name" into the page without escape\(\)/);
    assert.match(problems[0].message, /Then draw it again with "npm run pics -- a-view"\.$/);
  });

  it('checks the code of editor and terminal pictures too, and passes the fixed view', () => {
    const editor = `  {
    kind: 'editor',
    name: 'an-editor',
    folder: 'mysite',
    files: ['views.py'],
    openFile: {name: 'views.py', code: 'def hello(request, name):\\n    return HttpResponse("Hi " + name)\\n'},
    terminal: [{cwd: '~/mysite', command: 'cat page.html', output: '<p>{{ note|safe }}</p>'}],
  },`;
    assert.deepEqual(
      checkSceneCode(siteWithScenes(editor)).map((problem) => [problem.file, problem.message.match(/^the picture "([^"]+)"/)?.[1], problem.message.includes('|safe')]),
      [
        ['scripts/pics/scenes/lesson-a.ts:7', 'an-editor', false],
        ['scripts/pics/scenes/lesson-a.ts:8', 'an-editor', true],
      ],
    );
    const fixed = UNSAFE_VIEW.replace('{name}', '{escape(name)}');
    assert.deepEqual(checkSceneCode(siteWithScenes(fixed)), []);
  });

  it('says so when a scene file cannot be loaded', () => {
    const problems = checkSceneCode(siteWithScenes('  {kind: "diagram", name: '));
    assert.equal(problems.length, 1);
    assert.match(problems[0].message, /^cannot be loaded, so its pictures cannot be checked or drawn: /);
  });
});

describe('keys in a picture drawn once for every system', () => {
  it('fails a diagram that shows Ctrl or Alt keys, naming the scene file, the picture and how to draw it per system', () => {
    const site = siteWithScenes(`  {
    kind: 'diagram',
    name: 'vscode-hotkey-toggle-comment',
    title: 'Turn a line into a comment with Ctrl + /',
    body: '<div>Ctrl + /</div>',
  },`);
    const [problem, ...others] = checkSceneCode(site);
    assert.deepEqual(others, []);
    assert.equal(problem.file, 'scripts/pics/scenes/lesson-a.ts:5');
    assert.match(problem.message, /^the picture "vscode-hotkey-toggle-comment" shows the keys "Ctrl \+ \/", which are others on a Mac \(Cmd for Ctrl, Option for Alt\), but it is one picture for every system\./);
    assert.match(problem.message, /"vscode-hotkey-toggle-comment\.macos", "vscode-hotkey-toggle-comment\.linux"/);
    assert.match(problem.message, /npm run pics -- vscode-hotkey-toggle-comment"\.$/);
  });

  it('passes a diagram declared per system, Ctrl+C (the same on a Mac), and terminals and editors (drawn per system)', () => {
    const site = siteWithScenes(`  {kind: 'diagram', name: 'keys', system: 'windows', title: 'Press Alt + Down Arrow', body: ''},
  {kind: 'diagram', name: 'stop', title: 'Stop the server', body: '<p>Press Ctrl + C in the terminal.</p>'},
  {kind: 'editor', name: 'panel', folder: 'x', files: [], overlayHtml: '<span>Ctrl+B</span>'},`);
    assert.deepEqual(checkSceneCode(site), []);
  });
});
