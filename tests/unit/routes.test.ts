import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import vm from 'node:vm';
import {canonicalPathScript} from '../../src/plugins/route-aliases';
import {docFileForRoute, findRoute, routes} from '../../src/lib/routes';

describe('route manifest', () => {
  it('holds the 127 routes of the spec: 1 home, 33 index pages, 91 lessons, 2 bare pages', () => {
    const count = (kind: string) => routes.filter((route) => route.kind === kind).length;
    assert.equal(routes.length, 127);
    assert.deepEqual([count('home'), count('index'), count('lesson'), count('bare')], [1, 33, 91, 2]);
  });

  it('finds a route whatever its case, trailing slash or %26 for &', () => {
    assert.equal(findRoute('/git&github/Git')?.path, '/git&github/git');
    assert.equal(findRoute('/git&github/GitHub/')?.path, '/git&github/github');
    assert.equal(findRoute('/advanced-topics/Reactjs')?.path, '/advanced-topics/ReactJS');
    assert.equal(findRoute('/Setting-Up')?.path, '/setting-up');
    assert.equal(findRoute('/git%26github/git/master%26branches')?.path, '/git&github/git/master&branches');
    assert.equal(findRoute('/git&github/git/revert/')?.path, '/git&github/git/revert');
    assert.equal(findRoute('/integrated-development-environments/pyCharm'), undefined);
    assert.equal(findRoute('/%E0%A4%A'), undefined);
  });

  it('keeps each page in a file whose path mirrors its URL', () => {
    assert.equal(docFileForRoute({path: '/git&github', kind: 'index'}), 'git-and-github/index.md');
    assert.equal(
      docFileForRoute({path: '/advanced-topics/ReactJS/spa-&-mpa', kind: 'lesson'}),
      'advanced-topics/reactjs/spa-and-mpa.md',
    );
    const files = routes.filter((route) => route.kind !== 'home').map(docFileForRoute);
    assert.equal(new Set(files.map((file) => file.toLowerCase())).size, files.length, 'two pages share a file');
  });
});

describe('the head script that sends other spellings to the canonical route', () => {
  function visit(baseUrl: string, pathname: string) {
    const replaced: string[] = [];
    const window: Record<string, unknown> = {};
    const context = {
      window,
      location: {pathname, search: '?q=1', hash: '#top', replace: (url: string) => replaced.push(url)},
      document: {documentElement: {style: {visibility: ''}}},
    };
    vm.runInNewContext(canonicalPathScript(baseUrl, routes.map((route) => route.path)), context);
    return {replaced, hidden: context.document.documentElement.style.visibility === 'hidden', window};
  }

  it('replaces a case, slash or %26 variant before anything is painted, keeping query and hash', () => {
    assert.deepEqual(visit('/', '/Git&GitHub/Git').replaced, ['/git&github/git?q=1#top']);
    assert.deepEqual(visit('/', '/setting-up/').replaced, ['/setting-up?q=1#top']);
    assert.deepEqual(visit('/', '/git%26github').replaced, ['/git&github?q=1#top']);
    assert.deepEqual(visit('/', '/advanced-topics/reactjs/USEEFFECT').replaced, ['/advanced-topics/ReactJS/useEffect?q=1#top']);
    assert.ok(visit('/', '/Setting-Up').hidden);
  });

  it('honours the base URL', () => {
    assert.deepEqual(visit('/easy-programming/', '/easy-programming/Setting-Up').replaced, ['/easy-programming/setting-up?q=1#top']);
    assert.deepEqual(visit('/easy-programming/', '/easy-programming').replaced, ['/easy-programming/?q=1#top']);
  });

  it('leaves canonical routes and unknown paths alone', () => {
    for (const route of routes) assert.deepEqual(visit('/', route.path).replaced, [], route.path);
    assert.deepEqual(visit('/', '/integrated-development-environments/pyCharm').replaced, []);
    assert.deepEqual(visit('/', '/no/such/page').replaced, []);
    assert.equal(visit('/', '/no/such/page').hidden, false);
  });
});
