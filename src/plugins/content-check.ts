/**
 * Runs the content check (src/checks/content.ts) before every build and
 * every `npm start`, so a content editor's mistake stops the build with a
 * message that names the file and the fix.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkContent, formatProblems} from '../checks/content';
import {cardsByPage} from '../data/cards';
import {routes} from '../lib/routes';

export default function contentCheckPlugin(context: LoadContext): Plugin {
  return {
    name: 'content-check',
    async loadContent() {
      const problems = checkContent({siteDir: context.siteDir, routes, cards: cardsByPage});
      if (problems.length > 0) throw new Error(formatProblems(problems));
    },
    getPathsToWatch() {
      return [`${context.siteDir}/docs/**/*.{md,mdx}`, `${context.siteDir}/static/pic/*.png`];
    },
  };
}
