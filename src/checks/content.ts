/**
 * The content check: the mistakes a content editor can make, each reported
 * with the file it is in and how to fix it. It runs before every build
 * (src/plugins/content-check.ts), on its own with `npm run check`, and in
 * the unit tests against broken fixtures.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Card} from '../data/cards';
import {FrontMatterError, parseLesson, type LessonDoc} from '../lib/lesson';
import {FINGERPRINTS_FILE, MissingPictureError, PICTURE_DIR, PictureError, readPicture, STEP_IMAGE_NAME} from '../lib/pictures';
import {docFileForRoute, routeFinder, stripTrailingSlash, type ManifestRoute} from '../lib/routes';
import {planLesson, PlanError, type LessonAction} from '../../journey/plan';
import {checkLessonRules} from './lesson-rules';
import {checkSystemRules} from './system-rules';
import {checkPracticeRules} from './practice-rules';
import {checkHighlightRules} from './highlight-rules';
import {pictureVersionProblems} from './picture-versions';
import {checkSceneCode} from './scene-rules';
import {taughtLater} from './taught-order';
import {lessonRoutesInSidebarOrder} from '../plugins/lesson-facts';
import {readabilityOf, READABILITY_LIMIT} from './readability';

/** The pictures `npm run pics` has drawn, by its record (scripts/pics/fingerprints.json); none when there is no record. */
function drawnPictures(siteDir: string): Record<string, string> {
  try {
    return JSON.parse(fs.readFileSync(path.join(siteDir, FINGERPRINTS_FILE), 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

export interface Problem {
  /** The file, with the line when there is one: `docs/setting-up.md:12`. */
  file: string;
  message: string;
  /** A step's picture that is not drawn yet (`npm run pics` makes it): its name. */
  undrawnPicture?: string;
}

export interface SiteContent {
  siteDir: string;
  routes: readonly ManifestRoute[];
  cards: Record<string, readonly Card[]>;
}

const CARDS_FILE = 'src/data/cards.ts';

/** Every `.md` / `.mdx` file under `docs/`, relative to the site root, sorted. */
export function listDocFiles(siteDir: string): string[] {
  const docsDir = path.join(siteDir, 'docs');
  return fs
    .readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => `docs/${file.split(path.sep).join('/')}`)
    .sort();
}

export function loadDocs(siteDir: string, problems: Problem[]): LessonDoc[] {
  const docs: LessonDoc[] = [];
  for (const file of listDocFiles(siteDir)) {
    try {
      docs.push(parseLesson(file, fs.readFileSync(path.join(siteDir, file), 'utf8')));
    } catch (error) {
      if (!(error instanceof FrontMatterError)) throw error;
      problems.push({file, message: error.message.replace(`${file}: `, '')});
    }
  }
  return docs;
}

export function checkContent(content: SiteContent): Problem[] {
  const problems: Problem[] = [];
  const findRoute = routeFinder(content.routes);
  const docs = loadDocs(content.siteDir, problems);
  const routeOf = new Map<LessonDoc, ManifestRoute>();

  // Frontmatter and slugs.
  const docsBySlug = new Map<string, LessonDoc>();
  for (const doc of docs) {
    const report = (message: string) => problems.push({file: doc.file, message});
    if (!doc.title) report('has no "title" in its frontmatter. Add a line such as: title: Saving versions with Git');
    if (!doc.slug) {
      report('has no "slug" in its frontmatter. Add the route of the page from src/data/route-manifest.json, such as: slug: /git&github/git/versioning');
      continue;
    }
    const key = stripTrailingSlash(doc.slug).toLowerCase();
    const twin = docsBySlug.get(key);
    if (twin) {
      report(`has the slug "${doc.slug}", which ${twin.file} has already. Every page needs its own slug: change one of them.`);
      continue;
    }
    docsBySlug.set(key, doc);
    const known = findRoute(doc.slug);
    if (!known || known.path !== doc.slug) {
      report(
        known
          ? `has the slug "${doc.slug}"; write it exactly as the route manifest spells it: slug: ${known.path}`
          : `has the slug "${doc.slug}", which is not a route of src/data/route-manifest.json. Use a route from the manifest, or add the route there first.`,
      );
      continue;
    }
    routeOf.set(doc, known);
    const expectedFile = `docs/${docFileForRoute(known)}`;
    if (doc.file.replace(/\.mdx$/, '.md') !== expectedFile) {
      report(`holds the page ${known.path}; move it to ${expectedFile} so editors find pages where the URL says.`);
    }
    if (known.kind === 'home') report('uses the slug "/", which is the home page (src/pages/index.tsx). Choose the route of a lesson.');
  }
  for (const route of content.routes) {
    if (route.kind !== 'home' && !docsBySlug.has(route.path.toLowerCase())) {
      problems.push({
        file: `docs/${docFileForRoute(route)}`,
        message: `is missing: the route ${route.path} (a ${route.kind} page) has no page. Create this file with "slug: ${route.path}".`,
      });
    }
  }

  // Pictures: every image is /pic/{name}.png, exists, is a PNG, and is used once.
  const cardImageNames = new Set(
    Object.values(content.cards).flatMap((cards) => cards.map((card) => card.urlname)),
  );
  const imageUsers = new Map<string, string>();
  for (const doc of docs) {
    const report = (line: number, message: string) => problems.push({file: `${doc.file}:${line}`, message});
    for (const image of doc.images) {
      if (image.name === undefined) {
        report(image.line, `shows the image "${image.url}". Screenshots are written ![name](/pic/name.png) and kept in static/pic.`);
        continue;
      }
      if (!STEP_IMAGE_NAME.test(image.name)) {
        report(image.line, `uses the image name "${image.name}". Image names are lower-case words joined by hyphens that say what the picture shows, such as git-init-output.`);
      }
      if (cardImageNames.has(image.name)) {
        report(image.line, `uses "${image.name}", which is the picture of a card. Give the screenshot a name of its own.`);
      }
      const firstUser = imageUsers.get(image.name);
      if (firstUser) {
        report(image.line, `uses the image "${image.name}", which ${firstUser} uses already. Every step needs its own picture: give this one a new name.`);
      } else {
        imageUsers.set(image.name, `${doc.file}:${image.line}`);
      }
      try {
        readPicture(content.siteDir, image.name);
      } catch (error) {
        if (!(error instanceof PictureError)) throw error;
        // npm run pics records what it drew in fingerprints.json, which is committed: a recorded picture that is not here was not added.
        const notCommitted = error instanceof MissingPictureError && image.name in drawnPictures(content.siteDir);
        problems.push({
          file: `${doc.file}:${image.line}`,
          message: notCommitted
            ? `${PICTURE_DIR}/${image.name}.png was drawn (${FINGERPRINTS_FILE} records it) but is not here: it is not in Git yet. Commit every file of the picture, each system's version with its WebP twin: git add ${PICTURE_DIR}/${image.name}.*`
            : error.message,
          ...(error instanceof MissingPictureError ? {undrawnPicture: image.name} : {}),
        });
      }
    }
  }

  // Written lessons: the spec's step count, one screenshot a step, and plain English.
  const lessonOrder = lessonRoutesInSidebarOrder();
  for (const doc of docs) {
    const route = routeOf.get(doc);
    if (!route) continue;
    const report = (message: string) => problems.push({file: doc.file, message});
    if (doc.frontMatter.outline !== undefined && typeof doc.frontMatter.outline !== 'boolean') {
      report('has "outline" in its frontmatter that is not true or false. Write "outline: true" while the lesson is not written, and remove the line when it is.');
    }
    if (route.kind !== 'lesson') {
      if (doc.isOutline) report(`is a ${route.kind} page, not a lesson; remove "outline: true".`);
      continue;
    }
    if (doc.isOutline) continue;
    for (const step of doc.steps) {
      if (step.images.length > 1) {
        problems.push({file: `${doc.file}:${step.line}`, message: `the step "${step.subtitle}" has ${step.images.length} screenshots. A step shows one; split it into more steps.`});
      }
    }
    const stepImages = doc.steps.reduce((sum, step) => sum + step.images.length, 0);
    if (stepImages < doc.images.length) {
      report('has a screenshot before its first "## " step heading. Put every screenshot inside a step.');
    }
    if (route.sections !== undefined && doc.steps.length !== route.sections) {
      report(`has ${doc.steps.length} steps, but the spec gives this lesson ${route.sections}. A step is a "## " heading with one screenshot; write ${route.sections}.`);
    } else if (doc.steps.length === 0) {
      report('is marked as written but has no steps. Add "## " steps with a screenshot each, or mark it "outline: true".');
    }
    let actions: LessonAction[] | undefined;
    try {
      // What the journey will do: no hidden setup, website actions tied to real steps.
      actions = planLesson(doc);
    } catch (error) {
      if (!(error instanceof PlanError)) throw error;
      report(error.message.replace(`${doc.file}: `, ''));
    }
    const taught = taughtLater(doc.tree, route.path, lessonOrder).map((problem) => ({...problem, line: problem.line + doc.bodyStartLine - 1}));
    for (const problem of [...checkLessonRules(doc), ...checkSystemRules(doc), ...checkPracticeRules(doc, actions), ...checkHighlightRules(doc), ...taught]) problems.push({file: `${doc.file}:${problem.line}`, message: problem.message});
    for (const problem of pictureVersionProblems(content.siteDir, doc, actions ?? [])) {
      problems.push({file: `${doc.file}:${problem.line}`, message: problem.message, undrawnPicture: problem.picture});
    }
    const readability = readabilityOf(doc);
    if (readability.grade > READABILITY_LIMIT) {
      report(`reads at grade ${readability.grade.toFixed(1)} (Flesch-Kincaid); the limit is ${READABILITY_LIMIT}. Use shorter sentences and everyday words (see "npm run readability").`);
    }
  }

  // The code the pictures show keeps the lessons' rules: no HTML built from a value that is not escaped.
  problems.push(...checkSceneCode(content.siteDir));

  // Cards: one list per index page, in the manifest's order, leading somewhere real.
  for (const route of content.routes) {
    if (!route.cards) continue;
    const cards = content.cards[route.path];
    const report = (message: string) => problems.push({file: CARDS_FILE, message});
    if (!cards) {
      report(`has no cards for the page ${route.path}. Add cardsByPage['${route.path}'] with its ${route.cards.length} cards.`);
      continue;
    }
    const want = route.cards.map((card) => card.urlname).join(', ');
    const have = cards.map((card) => card.urlname).join(', ');
    if (want !== have) {
      report(`lists the cards of ${route.path} as [${have}], but the route manifest gives [${want}]. Use the manifest's cards in its order.`);
    }
    for (const card of cards) {
      const target = findRoute(card.href);
      const hasPage = target !== undefined && target.kind !== 'home' && docsBySlug.has(target.path.toLowerCase());
      const where = `the card "${card.title}" on ${route.path}`;
      if (!hasPage && !card.comingSoon) {
        report(`${where} links to ${card.href}, which has no page. Fix the link, add the page, or mark the card "comingSoon: true".`);
      }
      if (hasPage && card.comingSoon) {
        report(`${where} is marked "comingSoon", but ${card.href} is a page. Remove "comingSoon: true".`);
      }
      if (!card.description.trim() || !card.title.trim()) {
        report(`${where} needs a title and a one-sentence description.`);
      }
      try {
        readPicture(content.siteDir, card.urlname);
      } catch (error) {
        if (!(error instanceof PictureError)) throw error;
        report(`${where}: ${error.message}`);
      }
    }
  }
  for (const page of Object.keys(content.cards)) {
    if (!content.routes.some((route) => route.path === page && route.cards)) {
      problems.push({file: CARDS_FILE, message: `has cards for ${page}, which is not an index page of the route manifest. Remove them or fix the key.`});
    }
  }
  return problems;
}

export function formatProblems(problems: readonly Problem[]): string {
  return [
    `The content check found ${problems.length} problem${problems.length === 1 ? '' : 's'}:`,
    ...problems.map((problem) => `  ${problem.file}: ${problem.message}`),
  ].join('\n');
}
