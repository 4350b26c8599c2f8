/**
 * `npm run search:queries`: writes tests/search/error-queries.json, the error
 * messages the lessons explain, as a learner would paste them (see
 * tests/search/error-lines.ts). Run it after a lesson gains or loses an error
 * message; the unit tests fail until then.
 */
import fs from 'node:fs';
import {errorQueriesFromLessons} from '../tests/search/error-lines';

const file = 'tests/search/error-queries.json';
const queries = errorQueriesFromLessons('.');
fs.writeFileSync(file, `${JSON.stringify(queries, null, 1)}\n`);
console.log(`${file}: ${queries.length} error messages from the lessons.`);
