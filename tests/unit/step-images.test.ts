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
    const [first, second] = transform(
      '![git-init-output](/pic/git-init-output.png)\n\n![mkdir-my-first-project](/pic/mkdir-my-first-project.png)',
      '/easy-programming/',
    );
    assert.equal(first.name, 'StepPicture');
    assert.deepEqual(attributes(first), {
      src: '/easy-programming/pic/git-init-output.png',
      alt: 'git-init-output',
      width: '800',
      height: attributes(first).height,
      loading: 'eager',
      fetchPriority: 'high',
      decoding: 'async',
    });
    assert.ok(Number(attributes(first).height) > 100);
    assert.equal(attributes(second).loading, 'lazy');
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
