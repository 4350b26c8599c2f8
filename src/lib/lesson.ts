/**
 * Reads a lesson's Markdown file into what the checks, the readability
 * report and the command tests need: its frontmatter, its steps and the
 * screenshots and terminal sessions they show.
 *
 * A step is a `##` section with a screenshot (DECISIONS.md 9). A `##`
 * section without one (a recap, "What this lesson will cover") is not a step.
 */
import fs from 'node:fs';
import matter from 'gray-matter';
import type {Code, Heading, Image, Root, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {pictureNameFromUrl} from './pictures';

export interface LessonImage {
  url: string;
  /** The picture name, or undefined when the URL is not `/pic/{name}.png`. */
  name?: string;
  line: number;
}

export interface LessonStep {
  subtitle: string;
  line: number;
  images: LessonImage[];
}

export interface LessonDoc {
  /** Path relative to the site root, for messages: `docs/setting-up.md`. */
  file: string;
  frontMatter: Record<string, unknown>;
  slug?: string;
  title?: string;
  /** `outline: true` marks a lesson that is not written yet. */
  isOutline: boolean;
  tree: Root;
  steps: LessonStep[];
  /** Every image in the body, steps or not. */
  images: LessonImage[];
  /** Line of the first body line in the file (after the frontmatter). */
  bodyStartLine: number;
  /** The file's whole text, as it was read. */
  source: string;
}

export class FrontMatterError extends Error {}

const markdownParser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

export function parseLesson(file: string, source: string): LessonDoc {
  let parsed;
  try {
    parsed = matter(source);
  } catch (error) {
    throw new FrontMatterError(
      `${file}: the frontmatter (the block between the two --- lines at the top) is not valid YAML: ${(error as Error).message.split('\n')[0]}. Check the colons and quotes there.`,
    );
  }
  const frontMatter = parsed.data as Record<string, unknown>;
  const bodyStartLine = source.slice(0, source.length - parsed.content.length).split('\n').length;
  let tree: Root;
  try {
    tree = markdownParser.parse(parsed.content) as Root;
  } catch (error) {
    throw new FrontMatterError(`${file}: the Markdown cannot be read: ${(error as Error).message}`);
  }
  const line = (node: RootContent | Image) => (node.position?.start.line ?? 0) + bodyStartLine - 1;

  const images: LessonImage[] = [];
  visit(tree, 'image', (node: Image) => {
    images.push({url: node.url, name: pictureNameFromUrl(node.url), line: line(node)});
  });

  const steps: LessonStep[] = [];
  let current: LessonStep | undefined;
  for (const node of tree.children) {
    if (node.type === 'heading' && (node as Heading).depth <= 2) {
      current = {subtitle: toString(node), line: line(node), images: []};
      steps.push(current);
    } else if (current) {
      visit(node, 'image', (image: Image) => {
        current!.images.push({url: image.url, name: pictureNameFromUrl(image.url), line: line(image)});
      });
    }
  }

  return {
    file,
    frontMatter,
    slug: typeof frontMatter.slug === 'string' ? frontMatter.slug : undefined,
    title: typeof frontMatter.title === 'string' ? frontMatter.title : undefined,
    isOutline: frontMatter.outline === true,
    tree,
    steps: steps.filter((step) => step.images.length > 0),
    images,
    bodyStartLine,
    source,
  };
}

export function readLesson(siteDir: string, file: string): LessonDoc {
  return parseLesson(file, fs.readFileSync(`${siteDir}/${file}`, 'utf8'));
}

/** The terminal sessions (```console blocks) of a lesson, in order. */
export function consoleBlocks(lesson: LessonDoc): Code[] {
  const blocks: Code[] = [];
  visit(lesson.tree, 'code', (node: Code) => {
    if (node.lang === 'console') blocks.push(node);
  });
  return blocks;
}
