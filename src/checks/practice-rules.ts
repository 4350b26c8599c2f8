/**
 * Every written lesson ends with practice (src/lib/practice.ts), and the
 * content check keeps its form, naming the file and line and the fix:
 *
 * - a `## Practice` section after the last step, with 2 to 4 tasks;
 * - each task has one answer, a <details> that is closed when the page loads
 *   and whose <summary> says what it holds ("Show an answer");
 * - in a hands-on lesson (one whose steps run commands or save files), at
 *   least two answers run in the journey, and an answer with code runs it
 *   (a `norun` block alone is not checked);
 * - in an idea lesson, each answer links to the section that teaches it;
 * - no link sends the learner on to another lesson ("Next, ...") before the
 *   practice, and no answer says the practice is done while tasks follow.
 */
import type {Code, Paragraph, Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import type {LessonDoc} from '../lib/lesson';
import {PRACTICE_HEADING, practiceSection} from '../lib/practice';
import {linksWithTheirSentences, SENDS_ON} from '../lib/links';
import type {LessonAction} from '../../journey/plan';
import type {RuleProblem} from './lesson-rules';

export const MIN_TASKS = 2;
export const MAX_TASKS = 4;

/** An answer's words that end the practice: "Your practice is done", "You have finished the React lessons". */
const PRACTICE_ENDS = /\b(?:(?:your|the|this) practice is (?:done|over|finished|complete)|you(?: have|'ve) (?:finished|completed|done) (?:the|this|your|all)\b[^.!?]*|that (?:is|was) the (?:last|end of the) (?:task|practice))/i;

const ANSWER_FORM = `### A task, then its text, then <details>, a line <summary>Show an answer</summary>, a blank line, the answer, a blank line and </details>`;

/**
 * `actions` is the journey's plan of the lesson (journey/plan.ts), which
 * knows what runs: terminal blocks not marked `norun`, saved files, and not
 * the Windows or macOS panels. Without a plan (the lesson has a plan error,
 * reported on its own), only the form is checked.
 */
export function checkPracticeRules(doc: LessonDoc, actions?: readonly LessonAction[]): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const line = (node: {position?: {start: {line: number}}}) => (node.position?.start.line ?? 0) + doc.bodyStartLine - 1;
  const tree = doc.tree as Root;
  const practice = practiceSection(tree);
  const lastLine = doc.bodyStartLine + (tree.position?.end.line ?? 1) - 1;
  if (!practice) {
    problems.push({
      line: lastLine,
      message: `has no "## ${PRACTICE_HEADING}" section. End the lesson, after its last step and before a recap, with "## ${PRACTICE_HEADING}" and ${MIN_TASKS} to ${MAX_TASKS} tasks the learner does on their own, each written as: ${ANSWER_FORM}.`,
    });
    return problems;
  }
  const at = line(practice.heading);
  const stepAfter = doc.steps.find((step) => step.line > at);
  if (stepAfter) {
    problems.push({line: at, message: `has its "## ${PRACTICE_HEADING}" section before the step "${stepAfter.subtitle}" (line ${stepAfter.line}). Move the practice after the last step: the learner practises what the steps taught.`});
  }
  for (const node of tree.children.slice(0, practice.index)) {
    visit(node, 'paragraph', (paragraph: Paragraph) => {
      for (const {link, sentence} of linksWithTheirSentences(paragraph)) {
        if (!SENDS_ON.test(sentence) || !link.url.startsWith('/')) continue;
        problems.push({
          line: line(paragraph),
          message: `sends the learner on ("${sentence.trim()}") before the "## ${PRACTICE_HEADING}" section (line ${at}), so they leave before they practise. Move the sentence after the practice, at the very end of the lesson.`,
        });
      }
    });
  }
  practice.tasks.slice(0, -1).forEach((task, index) => {
    for (const answer of task.answers) {
      // Its blocks' words apart: toString of the whole would run the summary into the first sentence.
      const ends = PRACTICE_ENDS.exec(answer.children.map((child) => toString(child)).join(' '));
      if (ends) {
        problems.push({
          line: line(answer),
          message: `the answer of "${task.title}" says "${ends[0]}", but the task "${practice.tasks[index + 1].title}" still follows. Say it in the last task's answer, or after the practice.`,
        });
      }
    }
  });
  if (practice.tasks.length < MIN_TASKS || practice.tasks.length > MAX_TASKS) {
    problems.push({line: at, message: `has ${practice.tasks.length} practice task${practice.tasks.length === 1 ? '' : 's'}; write ${MIN_TASKS} to ${MAX_TASKS}, each a "### " heading with its answer.`});
  }

  // What the journey runs; hands-on when the steps (before the practice) run commands or save files.
  type RunningAction = Extract<LessonAction, {kind: 'save' | 'terminal'}>;
  const running = (actions ?? []).filter((action): action is RunningAction => action.kind === 'save' || (action.kind === 'terminal' && action.block.run));
  const handsOn = running.some((action) => action.step < at);
  const answersWithRuns = new Set(running.map((action) => action.answer?.line));

  let answersThatRun = 0;
  for (const task of practice.tasks) {
    const taskLine = task.line + doc.bodyStartLine - 1;
    if (task.answers.length !== 1) {
      problems.push({line: taskLine, message: `the task "${task.title}" has ${task.answers.length} answers; give it exactly one, after the task's text: <details>, a line <summary>Show an answer</summary>, the answer, and </details>.`});
      continue;
    }
    const answer = task.answers[0];
    const open = answer.attributes.some((attribute) => attribute.type === 'mdxJsxAttribute' && (attribute as MdxJsxAttribute).name === 'open');
    if (open) problems.push({line: line(answer), message: `the answer of "${task.title}" is open when the page loads. Remove "open" from <details>: the learner tries the task first.`});
    // <summary>...</summary> on one line is an element inside a paragraph; on lines of its own, a block.
    let summary: MdxJsxFlowElement | MdxJsxTextElement | undefined;
    visit(answer, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
      if (!summary && (node as MdxJsxFlowElement).name === 'summary') summary = node as MdxJsxFlowElement;
    });
    if (!summary || !/^Show\b/.test(toString(summary).trim())) {
      problems.push({line: line(answer), message: `the answer of "${task.title}" needs a first line <summary>Show an answer</summary> (or "Show the commands", "Show the code"): it says what opening it shows.`});
    }
    const codes: Code[] = [];
    visit(answer, 'code', (code: Code) => void codes.push(code));
    if (answersWithRuns.has(line(answer))) answersThatRun += 1;
    else if (handsOn && codes.length > 0) {
      problems.push({line: line(codes[0]), message: `the answer of "${task.title}" shows code that the journey does not run (only \`norun\` blocks). Write it as the learner does it: a \`\`\`console block the journey runs, or a file with title="..." save, so the answer is checked.`});
    }
    if (actions && !handsOn) {
      let linksToLesson = false;
      visit(answer, 'link', (link: {url: string}) => void (linksToLesson ||= link.url.startsWith('#')));
      if (!linksToLesson) {
        problems.push({line: line(answer), message: `the answer of "${task.title}" explains, but does not link to the part of this lesson that teaches it. Add a link to that section: [the section on load balancers](#load-balancers).`});
      }
    }
  }
  if (handsOn && answersThatRun < MIN_TASKS && practice.tasks.length > 0) {
    problems.push({line: at, message: `is a hands-on lesson, but only ${answersThatRun} of its practice answers run in the journey. At least ${MIN_TASKS} tasks ask the learner to write or change something, and their answers show the commands and files (run, not \`norun\`), so the journey checks them.`});
  }
  return problems;
}
