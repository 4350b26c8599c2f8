/**
 * Next means next: a link in a sentence that sends the learner on ("Next,
 * ...", "the next lesson") leads to the next lesson in the sidebar, or to
 * the card page that opens with it. Links back belong in a paragraph that
 * starts with "See also". Only the sentence a link stands in counts.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {Paragraph} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import {sidebarRoutes} from '../../journey/paths';
import {listDocFiles} from '../../src/checks/content';
import {readLesson} from '../../src/lib/lesson';
import {findRoute} from '../../src/lib/routes';
import {linksWithTheirSentences, SENDS_ON} from '../../src/lib/links';

const order = sidebarRoutes();
const lessonsInOrder = order.filter((route) => route.kind === 'lesson');

/** The routes a "next" link from `path` may lead to: the next lesson, or an index page that opens with it. */
function nextTargets(path: string): string[] {
  const next = lessonsInOrder[lessonsInOrder.findIndex((route) => route.path === path) + 1];
  if (!next) return [];
  const openers = order.filter(
    (route) => route.kind === 'index' && next.path.startsWith(`${route.path}/`) && lessonsInOrder.find((lesson) => lesson.path.startsWith(`${route.path}/`)) === next,
  );
  return [next.path, ...openers.map((route) => route.path)];
}

describe('"next" links lead to the next lesson in the sidebar', () => {
  const written = listDocFiles(process.cwd())
    .map((file) => readLesson(process.cwd(), file))
    .filter((lesson) => !lesson.isOutline && findRoute(lesson.slug ?? '')?.kind === 'lesson');

  for (const lesson of written) {
    it(`${lesson.slug}`, () => {
      const route = findRoute(lesson.slug!)!;
      const allowed = nextTargets(route.path);
      const wrong: string[] = [];
      visit(lesson.tree, 'paragraph', (paragraph: Paragraph) => {
        const text = toString(paragraph);
        if (/^see also\b/i.test(text.trim())) return;
        for (const {link, sentence} of linksWithTheirSentences(paragraph)) {
          if (!SENDS_ON.test(sentence)) continue;
          const target = link.url.startsWith('/') ? findRoute(link.url.split('#')[0]) : undefined;
          if (target && !allowed.includes(target.path)) {
            const line = (paragraph.position?.start.line ?? 0) + lesson.bodyStartLine - 1;
            wrong.push(`${lesson.file}:${line}: "${toString(link)}" leads to ${target.path}`);
          }
        }
      });
      assert.deepEqual(wrong, [], `A "next" link must lead to ${allowed[0] ?? '(no next lesson)'}; put other links in a paragraph that starts with "See also".`);
    });
  }

  it('reads the sentence a link stands in, not the whole paragraph', () => {
    const paragraph: Paragraph = {
      type: 'paragraph',
      children: [
        {type: 'text', value: 'Go back to '},
        {type: 'link', url: '/setting-up', children: [{type: 'text', value: 'Setting up'}]},
        {type: 'text', value: ' if you need to. Next, read '},
        {type: 'link', url: '/git&github/git/overview', children: [{type: 'text', value: 'the overview'}]},
        {type: 'text', value: '.'},
      ],
    };
    const sentences = linksWithTheirSentences(paragraph).map(({sentence}) => sentence.trim());
    assert.deepEqual(sentences, ['Go back to Setting up if you need to.', 'Next, read the overview.']);
  });

  it('knows the next lesson of each written lesson, across tracks', () => {
    assert.deepEqual(nextTargets('/integrated-development-environments/vscode/hot-key'), ['/git&github/git/overview', '/git&github', '/git&github/git']);
  });
});
