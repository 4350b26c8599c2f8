/**
 * `npm run readability`: the Flesch-Kincaid grade and Flesch Reading Ease of
 * every written lesson's prose (code and tables left out), hardest first.
 * The content check fails a lesson above READABILITY_LIMIT.
 */
import {listDocFiles} from '../src/checks/content';
import {READABILITY_LIMIT, READABILITY_TARGET, readabilityOf} from '../src/checks/readability';
import {readLesson} from '../src/lib/lesson';
import {findRoute} from '../src/lib/routes';

const rows = listDocFiles(process.cwd())
  .map((file) => readLesson(process.cwd(), file))
  .filter((lesson) => !lesson.isOutline && findRoute(lesson.slug ?? '')?.kind === 'lesson')
  .map((lesson) => ({lesson, score: readabilityOf(lesson)}))
  .sort((a, b) => b.score.grade - a.score.grade);

console.log(`Grade target ${READABILITY_TARGET} or lower; npm test fails above ${READABILITY_LIMIT}.\n`);
console.log(['grade', ' ease', 'words', 'steps', 'lesson'].join('\t'));
for (const {lesson, score} of rows) {
  const flag = score.grade > READABILITY_LIMIT ? '  <- too hard' : score.grade > READABILITY_TARGET ? '  <- above target' : '';
  console.log(
    [score.grade.toFixed(1), score.ease.toFixed(1).padStart(5), score.words, lesson.steps.length, `${lesson.slug}${flag}`].join('\t'),
  );
}
console.log(`\n${rows.length} written lessons.`);
