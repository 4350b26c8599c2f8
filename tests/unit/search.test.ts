import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {queryWords} from '../../src/search/engine';
import {indexedRoutes, prepareForIndex} from '../../src/plugins/search-index';
import {asLearnersOwn, errorQueriesFromLessons, queriesFor} from '../search/error-lines';
import errorQueries from '../search/error-queries.json';
import {routes} from '../../src/lib/routes';
import {searchCases, scoreRankings} from '../search/query-set';

describe('the search query', () => {
  it('reads punctuation as text, never as syntax', () => {
    assert.deepEqual(queryWords(`ENOENT: no such file or directory, open 'notes.json'`), ['enoent', 'such', 'file', 'directory', 'open', 'notes.json']);
    assert.deepEqual(queryWords('Unmerged paths:'), ['unmerged', 'paths']);
    assert.deepEqual(queryWords(`error: pathspec 'main2' did not match any file(s) known to git`), ['error', 'pathspec', 'main2', 'match', 'any', 'file', 's', 'known', 'git']);
    assert.deepEqual(queryWords('-m "+fix" ~/x ^y *zed'), ['m', 'fix', 'x', 'y', 'zed']);
  });

  it('drops the words of a question, keeps its subject, and spells out short names', () => {
    assert.deepEqual(queryWords('how do I go back to an older version of my code'), ['go', 'back', 'older', 'version', 'code']);
    assert.deepEqual(queryWords('container vs virtual machine'), ['container', 'virtual', 'machine']);
    assert.deepEqual(queryWords('install VS Code extensions'), ['install', 'vs', 'code', 'extensions']);
    assert.deepEqual(queryWords('js array'), ['javascript', 'array']);
    // A last word of one or two letters is most often still being typed.
    assert.deepEqual(queryWords('undo last co'), ['undo', 'last']);
    assert.deepEqual(queryWords('cd'), ['cd']);
    // A query of question words only is still searched.
    assert.deepEqual(queryWords('what is this'), ['what', 'is', 'this']);
  });
});

describe('the search index', () => {
  const lesson = `<html><head><meta name="description" content="Learn lists."></head><body><article>
    <nav class="theme-doc-breadcrumbs"><ul><li class="breadcrumbs__item"><a>Programming languages</a></li><li class="breadcrumbs__item"><a>Python</a></li><li class="breadcrumbs__item"><a>Data types</a></li><li class="breadcrumbs__item"><a>Data structures</a></li><li class="breadcrumbs__item breadcrumbs__item--active"><span>Lists</span></li></ul></nav>
    <div class="theme-doc-markdown markdown"><header><h1>Lists in Python</h1></header>
    <pre><code><span class="line"><span aria-hidden="true">$ </span>python3 list.py</span><span class="line">IndexError: list index out of range</span></code></pre>
    <div data-only-on="mac linux"><p>Open the Terminal app.</p></div></div></article></body></html>`;
  const prepared = prepareForIndex(lesson);

  it('indexes the lesson text with its track, title weight and description', () => {
    assert.match(prepared, /data-pagefind-body/);
    assert.match(prepared, /data-pagefind-meta="track:Python › Data structures"/);
    assert.match(prepared, /<h1 data-pagefind-weight="\d+">Lists in Python<\/h1>/);
    assert.match(prepared, /<p data-pagefind-weight="\d+">Learn lists\.<\/p>/);
  });

  it('holds the written lessons only: no home, card, bare or search page, no outline', () => {
    const lessons = routes.filter((route) => route.kind === 'lesson').map((route) => route.path);
    assert.deepEqual(indexedRoutes(new Set()), lessons);
    assert.deepEqual(indexedRoutes(new Set([lessons[0]])), lessons.slice(1));
    assert.ok(!indexedRoutes(new Set()).some((route) => ['/', '/search', '/git&github', '/programming-language/html'].includes(route)));
  });

  it('keeps a command and the first word of its output apart', () => {
    assert.match(prepared, /python3 list\.py<\/span>\n<span class="line">IndexError/);
  });

  it('marks a passage for some systems, so that a result from it can say so', () => {
    assert.match(prepared, /<span id="search-only-mac-linux-0"><\/span><div data-only-on="mac linux">.*<\/div><span id="search-end-0"><\/span>/s);
  });
});

describe('the public query set', () => {
  it('holds every error message the lessons explain (run npm run search:queries after changing one)', () => {
    assert.deepEqual(errorQueriesFromLessons('.'), errorQueries);
  });

  it('changes the learner\'s own parts of an error: file, number, name in quotes', () => {
    assert.equal(asLearnersOwn(`FileNotFoundError: [Errno 2] No such file or directory: 'recipes.txt'`), `FileNotFoundError: [Errno 2] No such file or directory: 'basket.txt'`);
    assert.equal(asLearnersOwn('Failed to connect to localhost port 8000 after 0 ms'), 'Failed to connect to localhost port 8007 after 7 ms');
    assert.equal(asLearnersOwn(`NameError: name 'prize' is not defined`), `NameError: name 'basket' is not defined`);
  });

  it('keeps a missing module the lessons install as the learner pastes it, besides one of their own', () => {
    const packages = new Set(['django', 'numpy']);
    assert.deepEqual(queriesFor(`ModuleNotFoundError: No module named 'django'`, packages), [
      `ModuleNotFoundError: No module named 'basket'`,
      `ModuleNotFoundError: No module named 'django'`,
    ]);
    assert.deepEqual(queriesFor(`ModuleNotFoundError: No module named 'recipes'`, packages), [`ModuleNotFoundError: No module named 'basket'`]);
    const django = errorQueries.find((entry) => entry.query === `ModuleNotFoundError: No module named 'django'`);
    assert.deepEqual(django?.expect, ['/programming-language/python/framework/django/installation-&-operation']);
  });

  it('has at least 150 queries, 50 of them questions, each expecting written lessons', () => {
    const lessons = new Set(routes.filter((route) => route.kind === 'lesson').map((route) => route.path));
    assert.ok(searchCases.length >= 150, `${searchCases.length} queries`);
    assert.ok(searchCases.filter((searchCase) => searchCase.kind === 'question').length >= 50);
    for (const {query, expect} of searchCases) {
      assert.ok(expect.length > 0, query);
      for (const route of expect) assert.ok(lessons.has(route), `${query}: ${route} is not a written lesson`);
    }
  });

  it('scores a ranking: hit@1, hit@3, mean reciprocal rank, no results', () => {
    const cases = [
      {query: 'a', expect: ['/x'], kind: 'question' as const},
      {query: 'b', expect: ['/y'], kind: 'question' as const},
      {query: 'c', expect: ['/z'], kind: 'question' as const},
      {query: 'd', expect: ['/w'], kind: 'question' as const},
    ];
    const scores = scoreRankings(cases, [['/x'], ['/q', '/r', '/y'], ['/q', '/r', '/s', '/z'], []]);
    assert.equal(scores.hitAt1, 0.25);
    assert.equal(scores.hitAt3, 0.5);
    assert.equal(scores.meanReciprocalRank, (1 + 1 / 3 + 1 / 4) / 4);
    assert.deepEqual(scores.noResults, ['d']);
  });
});
