/**
 * The production build as files: it must also work on a case-insensitive
 * file system (macOS, Windows), and serve pictures at exactly /pic/{name}.png.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {routes} from './helpers';

const files = (dir: string): string[] =>
  fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).map((file) => file.split(path.sep).join('/'));

for (const dir of ['build', 'build-subpath']) {
  test(`${dir}: no two files or folders differ only in case`, () => {
    const all = files(dir);
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const file of all) {
      const key = file.toLowerCase();
      if (seen.has(key)) clashes.push(`${seen.get(key)} ~ ${file}`);
      seen.set(key, file);
    }
    expect(clashes).toEqual([]);
  });
}

test('build: one HTML file per route, pictures copied as they are', () => {
  for (const route of routes) {
    const file = route.path === '/' ? 'build/index.html' : `build${route.path}.html`;
    expect(fs.existsSync(file), file).toBe(true);
  }
  expect(fs.existsSync('build/404.html')).toBe(true);
  const pictures = fs.readdirSync('static/pic');
  for (const picture of pictures) {
    expect(fs.readFileSync(`build/pic/${picture}`).equals(fs.readFileSync(`static/pic/${picture}`))).toBe(true);
  }
  // No picture was turned into a hashed asset or a data: URI.
  expect(files('build/assets').filter((file) => file.endsWith('.png'))).toEqual([]);
  expect(fs.readFileSync('build/setting-up.html', 'utf8')).not.toContain('data:image/png');
});
