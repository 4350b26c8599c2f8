/**
 * The crawl of a built site finds broken internal links and #anchors, links
 * that leave the base URL, and pages that share a title; it leaves other
 * hosts and the "Coming soon" addresses alone.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {brokenLinks, readBuiltSite, sharedTitles, urlOfFile} from '../../src/checks/built-site';

const SITE = 'https://example.github.io';

function site(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-site-'));
  for (const [file, html] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), html);
  }
  return dir;
}

const page = (title: string, body: string) => `<!DOCTYPE html><html><head><title>${title}</title></head><body>${body}</body></html>`;

describe('built site crawl', () => {
  it('serves a/b.html at {base}a/b and index.html at the base', () => {
    assert.equal(urlOfFile('git&github/git.html', '/easy/'), '/easy/git&github/git');
    assert.equal(urlOfFile('index.html', '/'), '/');
  });

  it('finds links to missing pages, files and anchors, and links outside the base', () => {
    const dir = site({
      'index.html': page(
        'Home',
        `<a href="/easy/setting-up#step-one">ok</a> <a href="/easy/setting-up#no-such-step">bad anchor</a>
         <a href="/easy/git&amp;github">missing page</a> <a href="/elsewhere">outside</a>
         <img src="/easy/pic/missing.png"> <img src="/easy/pic/there.png"> <a href="https://other.example/x">other host</a>
         <a href="/easy/coming-soon">soon</a> <a href="#top">same page</a> <link rel="canonical" href="${SITE}/easy/">`,
      ),
      'setting-up.html': page('Setting up', '<h2 id="step-one">One</h2><a href="setting-up#step-one">relative</a><a href="./">home</a>'),
      'pic/there.png': 'png',
    });
    const pages = readBuiltSite(dir, '/easy/');
    assert.deepEqual(brokenLinks(dir, pages, {baseUrl: '/easy/', siteUrl: SITE, expectedMissing: new Set(['/easy/coming-soon'])}), [
      'index.html: /easy/setting-up#no-such-step: setting-up.html has no id "no-such-step"',
      'index.html: /easy/git&github leads to no page or file',
      'index.html: /elsewhere is outside the base URL /easy/',
      'index.html: /easy/pic/missing.png leads to no page or file',
      'index.html: #top: index.html has no id "top"',
    ]);
  });

  it('names the titles that more than one page shares', () => {
    const dir = site({
      'a.html': page('Container orchestration', ''),
      'b/c.html': page('Container orchestration', ''),
      'd.html': page('Docker overview', ''),
    });
    assert.deepEqual(sharedTitles(readBuiltSite(dir, '/')), ['"Container orchestration": a.html, b/c.html']);
  });
});
