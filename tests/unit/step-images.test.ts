/**
 * A lesson's Markdown screenshot becomes an <img> at exactly
 * {base}pic/{name}.png with its alt text, size and loading hint; a missing
 * picture stops the build with the lesson's name and the fix.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {Root} from 'mdast';
import type {MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import stepImages from '../../src/remark/step-images';

function transform(markdown: string, baseUrl = '/'): MdxJsxTextElement[] {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(markdown) as Root;
  stepImages({baseUrl})(tree, {path: `${process.cwd()}/docs/example.md`, cwd: process.cwd()});
  const images: MdxJsxTextElement[] = [];
  visit(tree, 'mdxJsxTextElement', (node: MdxJsxTextElement) => {
    images.push(node);
  });
  return images;
}

const attributes = (node: MdxJsxTextElement) =>
  Object.fromEntries(node.attributes.map((attribute) => ['name' in attribute ? attribute.name : '', attribute.value]));

describe('step images', () => {
  it('render at exactly {base}pic/{name}.png with alt, width, height and loading', () => {
    // A diagram: one picture for every system.
    const [first, second] = transform(
      '![git-overview-version-control-idea](/pic/git-overview-version-control-idea.png)\n\n![git-overview-three-places](/pic/git-overview-three-places.png)',
      '/easy-programming/',
    );
    assert.equal(first.name, 'StepPicture');
    assert.deepEqual(attributes(first), {
      src: '/easy-programming/pic/git-overview-version-control-idea.png',
      alt: 'git-overview-version-control-idea',
      width: '800',
      height: attributes(first).height,
      loading: 'eager',
      fetchPriority: 'high',
      decoding: 'async',
    });
    assert.ok(Number(attributes(first).height) > 100);
    assert.equal(attributes(second).loading, 'lazy');
  });

  it('give a terminal picture its macOS and Linux versions, all loaded lazily so that only the shown one is fetched', () => {
    const [first] = transform('![git-init-output](/pic/git-init-output.png)', '/easy-programming/');
    const {versions, ...rest} = attributes(first);
    assert.equal(rest.src, '/easy-programming/pic/git-init-output.png');
    assert.equal(rest.loading, 'lazy');
    assert.equal(rest.fetchPriority, undefined);
    const parsed = JSON.parse(String(versions)) as {system: string; src: string; width: number; height: number}[];
    assert.deepEqual(
      parsed.map(({system, src}) => [system, src]),
      [
        ['mac', '/easy-programming/pic/git-init-output.macos.png'],
        ['linux', '/easy-programming/pic/git-init-output.linux.png'],
      ],
    );
    for (const version of parsed) assert.ok(version.width === 800 && version.height > 100);
  });

  it('stop the build when the picture is missing, naming the lesson and the fix', () => {
    assert.throws(
      () => transform('![no-such-picture](/pic/no-such-picture.png)'),
      /docs\/example\.md: static\/pic\/no-such-picture\.png does not exist\. .*npm run pics/,
    );
  });

  it('stop the build for an image that is not a site picture', () => {
    assert.throws(() => transform('![logo](https://example.com/logo.png)'), /docs\/example\.md: the image "https:\/\/example\.com\/logo\.png" is not a picture of the site/);
  });
});
