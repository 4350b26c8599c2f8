/**
 * The production builds as a whole, read from their HTML files: no broken
 * internal link or #anchor anywhere, valid HTML (html-validate, rules in
 * .htmlvalidate.mjs), a title of its own, a description and a social preview
 * picture on every page, and a robots.txt that names the sitemap.
 */
import fs from 'node:fs';
import path from 'node:path';
import {imageSize} from 'image-size';
import {expect, test} from '@playwright/test';
import {FileSystemConfigLoader, HtmlValidate} from 'html-validate';
import {brokenLinks, readBuiltSite, sharedTitles} from '../../src/checks/built-site';
import {cardsByPage, routes, SITE_URL} from './helpers';

const BUILDS = [
  {dir: 'build', baseUrl: '/'},
  {dir: 'build-subpath', baseUrl: '/easy-programming/'},
];

/** "Coming soon" cards lead to the 404 page on purpose (DECISIONS.md 5). */
const comingSoon = Object.values(cardsByPage)
  .flat()
  .filter((card) => card.comingSoon)
  .map((card) => card.href);

for (const {dir, baseUrl} of BUILDS) {
  test(`${dir}: every internal link and #anchor on every page leads somewhere`, () => {
    const pages = readBuiltSite(dir, baseUrl);
    // Every route and the 404 page were read.
    expect(pages.length).toBeGreaterThanOrEqual(routes.length + 1);
    const expectedMissing = new Set(comingSoon.map((href) => `${baseUrl}${href.slice(1)}`));
    expect(brokenLinks(dir, pages, {baseUrl, siteUrl: SITE_URL, expectedMissing})).toEqual([]);
  });
}

test('no two pages share a title', () => {
  const pages = readBuiltSite('build', '/');
  expect(pages.map((page) => page.title)).toContain('Easy Programming');
  expect(sharedTitles(pages)).toEqual([]);
});

test('every page is valid HTML', async () => {
  // html-validate reads some 130 pages one after the other: on a busy two-core machine that can pass a minute.
  test.setTimeout(240_000);
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const problems: string[] = [];
  for (const page of readBuiltSite('build', '/')) {
    const report = await validator.validateFile(path.join('build', page.file));
    for (const message of report.results.flatMap((result) => result.messages)) {
      problems.push(`${page.file}:${message.line}:${message.column} ${message.message} (${message.ruleId})`);
    }
  }
  expect(problems).toEqual([]);
});

test('every page has a description and a social preview picture', () => {
  const missing: string[] = [];
  for (const page of readBuiltSite('build', '/')) {
    if (!page.description || page.description.length < 30) missing.push(`${page.file}: description "${page.description ?? ''}"`);
    if (page.image !== `${SITE_URL}/img/social-card.png`) missing.push(`${page.file}: og:image ${page.image}`);
  }
  expect(missing).toEqual([]);
  // A picture drawn for the purpose, at the size social sites show (1.91:1).
  expect(imageSize(fs.readFileSync('build/img/social-card.png'))).toMatchObject({type: 'png', width: 1200, height: 630});
});

for (const {dir, baseUrl} of BUILDS) {
  test(`${dir}: robots.txt lets every page be indexed and names the sitemap`, () => {
    const robots = fs.readFileSync(path.join(dir, 'robots.txt'), 'utf8');
    expect(robots).toContain('User-agent: *\nAllow: /\n');
    expect(robots).toContain(`Sitemap: ${SITE_URL}${baseUrl}sitemap.xml\n`);
    const sitemap = fs.readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(listed).toContain(`${SITE_URL}${baseUrl}setting-up`);
    expect(listed.length).toBe(routes.length);
    // The search results page is for people only.
    expect(listed.filter((url) => /\/search\/?$/.test(url))).toEqual([]);
  });
}
