/**
 * Reads a production build (`build/` or `build-subpath/`) the way a browser
 * on GitHub Pages would meet it: every HTML file, its address, title,
 * description, social picture, ids, and every address it points to. The
 * end-to-end tests use it to check that no internal link or #anchor in the
 * whole site is broken, that no two pages share a title, and that every page
 * has a description and a social preview image.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'parse5';
import type {DefaultTreeAdapterTypes} from 'parse5';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;
type Element = DefaultTreeAdapterTypes.Element;

export interface BuiltPage {
  /** The HTML file, relative to the build folder: `git&github/git.html`. */
  file: string;
  /** The address GitHub Pages serves it at: `/easy-programming/git&github/git`. */
  url: string;
  title: string;
  /** <meta name="description">, or undefined. */
  description?: string;
  /** <meta property="og:image">, or undefined. */
  image?: string;
  /** Every id (and <a name>) on the page: what `#anchor` can point to. */
  ids: Set<string>;
  /** Every address the page points to: a[href], link[href], img[src], script[src], og:image. */
  links: string[];
}

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  const children = 'content' in node && node.tagName === 'template' ? node.content.childNodes : 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* elements(child);
}

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterTypes.TextNode).value;
  return 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
}

/** The address of a built file: `a/b.html` is served at `{base}a/b`, `a/index.html` at `{base}a/`. */
export function urlOfFile(file: string, baseUrl: string): string {
  const route = file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
  return `${baseUrl}${route}`;
}

/** Every HTML page of a build folder. */
export function readBuiltSite(dir: string, baseUrl: string): BuiltPage[] {
  const files = fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html'))
    .sort();
  return files.map((file) => {
    const document = parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    const page: BuiltPage = {file, url: urlOfFile(file, baseUrl), title: '', ids: new Set(), links: []};
    for (const element of elements(document)) {
      const id = attribute(element, 'id') ?? (element.tagName === 'a' ? attribute(element, 'name') : undefined);
      if (id !== undefined) page.ids.add(id);
      const meta = attribute(element, 'name') ?? attribute(element, 'property');
      if (element.tagName === 'title' && page.title === '') page.title = textOf(element).trim();
      else if (element.tagName === 'meta' && meta === 'description') page.description = attribute(element, 'content');
      else if (element.tagName === 'meta' && meta === 'og:image') page.image = attribute(element, 'content');
      const link = ['a', 'link'].includes(element.tagName)
        ? attribute(element, 'href')
        : ['img', 'script'].includes(element.tagName)
          ? attribute(element, 'src')
          : undefined;
      if (link !== undefined) page.links.push(link);
    }
    if (page.image !== undefined) page.links.push(page.image);
    return page;
  });
}

/**
 * Every internal link of the site that leads nowhere: a page or file that is
 * not in the build, or a `#anchor` that is not an id on its page. Links to
 * other hosts are not followed; links to the site's own address
 * (`siteUrl`, as in canonical links and og:image) are checked like internal
 * ones. `expectedMissing` lists addresses that lead to the 404 page on purpose
 * ("Coming soon" cards).
 */
export function brokenLinks(
  dir: string,
  pages: BuiltPage[],
  {baseUrl, siteUrl, expectedMissing = new Set<string>()}: {baseUrl: string; siteUrl: string; expectedMissing?: Set<string>},
): string[] {
  const byUrl = new Map(pages.map((page) => [page.url, page]));
  const problems: string[] = [];
  for (const page of pages) {
    for (const link of new Set(page.links)) {
      if (link === '' || link === '#') continue;
      const resolved = new URL(link, `${siteUrl}${page.url}`);
      if (resolved.origin !== new URL(siteUrl).origin) continue;
      if (!['http:', 'https:'].includes(resolved.protocol)) continue;
      const pathname = decodeURIComponent(resolved.pathname);
      const where = `${page.file}: ${link}`;
      if (!pathname.startsWith(baseUrl)) {
        problems.push(`${where} is outside the base URL ${baseUrl}`);
        continue;
      }
      if (expectedMissing.has(pathname)) continue;
      const target = byUrl.get(pathname) ?? byUrl.get(`${pathname}/`);
      if (target === undefined) {
        const file = path.join(dir, pathname.slice(baseUrl.length));
        if (!fs.existsSync(file) || !fs.statSync(file).isFile()) problems.push(`${where} leads to no page or file`);
        else if (resolved.hash) problems.push(`${where} has an anchor, but leads to a file`);
        continue;
      }
      const anchor = decodeURIComponent(resolved.hash.slice(1));
      if (anchor !== '' && !target.ids.has(anchor)) problems.push(`${where}: ${target.file} has no id "${anchor}"`);
    }
  }
  return problems;
}

/** Titles shared by more than one page: `"Docker overview": a.html, b.html`. */
export function sharedTitles(pages: BuiltPage[]): string[] {
  const byTitle = new Map<string, string[]>();
  for (const page of pages) byTitle.set(page.title, [...(byTitle.get(page.title) ?? []), page.file]);
  return [...byTitle].filter(([, files]) => files.length > 1).map(([title, files]) => `"${title}": ${files.join(', ')}`);
}
