/**
 * `npm run check`: the content check on its own (it also runs before every
 * build). Prints every problem with its file and the fix; exits 1 if any.
 */
import {checkContent, formatProblems} from '../src/checks/content';
import {cardsByPage} from '../src/data/cards';
import {routes} from '../src/lib/routes';

const problems = checkContent({siteDir: process.cwd(), routes, cards: cardsByPage});
if (problems.length > 0) {
  console.error(formatProblems(problems));
  process.exit(1);
}
console.log(`Content check: ${routes.length} routes, every page, card and picture in order.`);
