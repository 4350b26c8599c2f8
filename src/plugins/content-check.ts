/**
 * Runs the content check (src/checks/content.ts) before every build and
 * every `npm start`, so a content editor's mistake stops the build with a
 * message that names the file and the fix. On the dev server it only warns,
 * so the editor keeps a preview while a lesson breaks a rule for a moment (a
 * step picture not drawn yet shows as a placeholder in the page).
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
      if (problems.length === 0) return;
      if (process.env.NODE_ENV === 'development') {
        // The preview goes on while the editor works: a rule the lesson breaks for now (a fifth practice task, a
        // picture not drawn yet, which shows as a box in the page) is said in the terminal, without a stack trace.
        // The build, npm run check and check:lesson still fail on it.
        const shown = problems.filter((problem) => !problem.undrawnPicture);
        if (shown.length > 0) console.warn(`[WARNING] ${formatProblems(shown)}\nThe preview goes on; npm run check:lesson and the build fail until this is fixed.`);
        return;
      }
      throw new Error(formatProblems(problems));
    },
    getPathsToWatch() {
      return [`${context.siteDir}/docs/**/*.{md,mdx}`, `${context.siteDir}/static/pic/*.png`];
    },
  };
}
