/**
 * A step picture of a terminal or an editor needs a version for each system
 * (src/lib/pictures.ts): the page shows the learner's. This finds the steps
 * whose picture lacks one.
 *
 * A step needs them when its picture is drawn from its own commands or saved
 * file (the journey's terminal and editor; not a page the step opens in the
 * browser), or when some of its versions exist already. A step whose picture
 * `npm run pics` drew as one picture (a declared diagram or web page, by
 * scripts/pics/fingerprints.json) needs none.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LessonDoc} from '../lib/lesson';
import {FINGERPRINTS_FILE, PICTURE_DIR, pictureForSystem, SYSTEM_PICTURE_SUFFIX} from '../lib/pictures';
import {SYSTEM_LABELS, SYSTEMS} from '../lib/systems';
import type {LessonAction} from '../../journey/plan';

export function pictureVersionProblems(siteDir: string, doc: LessonDoc, actions: readonly LessonAction[]): {line: number; message: string; picture: string}[] {
  let drawn: Record<string, string> = {};
  try {
    drawn = JSON.parse(fs.readFileSync(path.join(siteDir, FINGERPRINTS_FILE), 'utf8')) as Record<string, string>;
  } catch {
    // No record yet: the rule below decides from the steps alone.
  }
  const others = SYSTEMS.filter((system) => SYSTEM_PICTURE_SUFFIX[system] !== '');
  const problems: {line: number; message: string; picture: string}[] = [];
  for (const step of doc.steps) {
    const name = step.images[0]?.name;
    if (!name || !fs.existsSync(path.join(siteDir, PICTURE_DIR, `${name}.png`))) continue; // not drawn yet: the picture check says so
    const exists = (system: (typeof others)[number]) => fs.existsSync(path.join(siteDir, PICTURE_DIR, `${pictureForSystem(name, system)}.png`));
    const recordedAsOne = name in drawn && others.every((system) => !(pictureForSystem(name, system) in drawn)) && !others.some(exists);
    const opensPage = actions.some((action) => action.kind === 'browser' && action.step === step.line && action.action.picture !== false);
    const fromCommands = !opensPage && actions.some((action) => (action.kind === 'terminal' || action.kind === 'save') && action.step === step.line);
    const needs = others.some(exists) || others.some((system) => pictureForSystem(name, system) in drawn) || (fromCommands && !recordedAsOne);
    const missing = others.filter((system) => !exists(system));
    const drawnNotCommitted = missing.filter((system) => pictureForSystem(name, system) in drawn);
    if (needs && drawnNotCommitted.length > 0) {
      // Drawn (npm run pics recorded it in fingerprints.json, which is committed) but the file is not here: not added to Git.
      problems.push({
        line: step.images[0].line,
        picture: name,
        message: `the picture${drawnNotCommitted.length === 1 ? '' : 's'} ${drawnNotCommitted.map((system) => `${PICTURE_DIR}/${pictureForSystem(name, system)}.png`).join(' and ')} ${drawnNotCommitted.length === 1 ? 'was' : 'were'} drawn (${FINGERPRINTS_FILE} records ${drawnNotCommitted.length === 1 ? 'it' : 'them'}) but ${drawnNotCommitted.length === 1 ? 'is' : 'are'} not here: not in Git yet. Commit every file of the picture, each system's version with its WebP twin: git add ${PICTURE_DIR}/${name}.*`,
      });
    } else if (needs && missing.length > 0) {
      problems.push({
        line: step.images[0].line,
        picture: name,
        message: `the step "${step.subtitle}" shows a terminal or an editor, but its picture has no ${missing.map((system) => `${SYSTEM_LABELS[system]} version (${PICTURE_DIR}/${pictureForSystem(name, system)}.png)`).join(' and no ')}. The page shows each learner their own system's picture: draw them all with "npm run pics -- ${name}".`,
      });
    }
  }
  return problems;
}
