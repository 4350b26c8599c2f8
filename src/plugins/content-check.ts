/**
 * Runs the content check (src/checks/content.ts) before every build and
 * every `npm start`, so a content editor's mistake stops the build with a
 * message that names the file and the fix. On the dev server, a step picture
 * that is not drawn yet is the one thing it lets through (a placeholder shows).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkContent, formatProblems} from '../checks/content';
import {cardsByPage} from '../data/cards';
import {routes} from '../lib/routes';

export default function contentCheckPlugin(context: LoadContext): Plugin {
  return {
    name: 'content-check',
    async loadContent() {
      let problems = checkContent({siteDir: context.siteDir, routes, cards: cardsByPage});
      // On the dev server a step picture not drawn yet is a box in the page (src/remark/step-images.ts), so that a
      // new step's editor can preview its text before drawing it; the build and the checks still fail on it.
      if (process.env.NODE_ENV === 'development') problems = problems.filter((problem) => !problem.undrawnPicture);
      if (problems.length > 0) throw new Error(formatProblems(problems));
    },
    getPathsToWatch() {
      return [`${context.siteDir}/docs/**/*.{md,mdx}`, `${context.siteDir}/static/pic/*.png`];
    },
  };
}
