/**
 * Turns a lesson's Markdown screenshot, `![git-init-output](/pic/git-init-output.png)`,
 * into `<StepPicture src="{baseUrl}pic/git-init-output.png" alt="git-init-output"
 * width height loading>` (src/components/StepPicture): an `<img>` that opens
 * full size when tapped.
 *
 * A terminal or editor picture with a version for each system
 * (`{name}.macos.png`, `{name}.linux.png`, see src/lib/pictures.ts) gets them
 * as `versions`; StepPicture shows the learner's.
 *
 * Docusaurus would otherwise copy the file to a hashed asset or inline it as
 * a data: URI; the spec wants every screenshot at exactly `/pic/{name}.png`.
 * The width and height come from the PNG, so the page does not jump while
 * pictures load. A missing or broken picture fails the build, naming the
 * lesson and the fix.
 */
import path from 'node:path';
import type {Image, Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';
import {MissingPictureError, PictureError, pictureNameFromUrl, readPicture, systemVersions} from '../lib/pictures';

/** `npm start`: a picture not drawn yet is a placeholder (a new step's editor previews its text first); the build fails on it. */
const isDevServer = () => process.env.NODE_ENV === 'development';

/** The pictures the dev server has warned about already: once each, not at every save. */
const warnedNotDrawn = new Set<string>();

interface Options {
  baseUrl: string;
}

export default function stepImages({baseUrl}: Options) {
  return (tree: Root, file: {path?: string; cwd: string}) => {
    const siteDir = process.cwd();
    const where = path.relative(siteDir, file.path ?? 'a lesson');
    let imagesSoFar = 0;

    visit(tree, 'image', (node: Image, index, parent) => {
      const name = pictureNameFromUrl(node.url);
      if (name === undefined) {
        throw new Error(
          `${where}: the image "${node.url}" is not a picture of the site. Write screenshots as ![name](/pic/name.png) and keep the file in static/pic.`,
        );
      }
      let size;
      let versions;
      try {
        size = readPicture(siteDir, name);
        versions = systemVersions(siteDir, name);
      } catch (error) {
        if (error instanceof MissingPictureError && isDevServer()) {
          const command = `npm run pics -- ${name}`;
          if (!warnedNotDrawn.has(name)) {
            warnedNotDrawn.add(name);
            console.warn(`[WARNING] ${where}: the picture ${name} is not drawn yet; the preview shows a box in its place. Draw it with "${command}". (The build and the checks fail until it is there.)`);
          }
          parent!.children.splice(index!, 1, {
            type: 'mdxJsxTextElement',
            name: 'PictureNotDrawn',
            attributes: [
              {type: 'mdxJsxAttribute', name: 'name', value: name},
              {type: 'mdxJsxAttribute', name: 'command', value: command},
            ],
            children: [],
          } as MdxJsxTextElement);
          return;
        }
        if (error instanceof PictureError) throw new Error(`${where}: ${error.message}`);
        throw error;
      }
      imagesSoFar += 1;
      const attribute = (attr: string, value: string): MdxJsxAttribute => ({
        type: 'mdxJsxAttribute',
        name: attr,
        value,
      });
      // The first screenshot is often the largest thing on screen: load it
      // at once; the rest wait until the reader scrolls near. A picture with
      // a version per system always waits: the browser then fetches only the
      // version it shows (the hidden ones never come near the screen).
      const eager = imagesSoFar === 1 && versions.length === 0;
      const img: MdxJsxTextElement = {
        type: 'mdxJsxTextElement',
        name: 'StepPicture',
        attributes: [
          attribute('src', `${baseUrl}pic/${name}.png`),
          attribute('alt', name),
          attribute('width', String(size.width)),
          attribute('height', String(size.height)),
          attribute('loading', eager ? 'eager' : 'lazy'),
          ...(eager ? [attribute('fetchPriority', 'high')] : []),
          attribute('decoding', 'async'),
          ...(versions.length > 0
            ? [
                attribute(
                  'versions',
                  JSON.stringify(versions.map(({system, name: file, size: {width, height}}) => ({system, src: `${baseUrl}pic/${file}.png`, width, height}))),
                ),
              ]
            : []),
        ],
        children: [],
      };
      parent!.children.splice(index!, 1, img);
    });
  };
}
