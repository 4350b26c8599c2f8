/**
 * A lesson's practice: the `## Practice` section after its steps, with 2 to
 * 4 tasks (`### ` headings), each followed by one answer the learner opens:
 *
 *   ## Practice
 *
 *   ### Greet two people
 *
 *   Change `hello.py` so that ... When it works, the terminal shows ...
 *
 *   <details>
 *   <summary>Show an answer</summary>
 *
 *   Paste this code into `hello_two.py` and save it: ...
 *
 *   </details>
 *
 * The journey runs an answer's commands and files in the learner's shell,
 * right after the steps (journey/plan.ts marks them), and the content check
 * keeps the form (src/checks/practice-rules.ts).
 */
import type {Code, Heading, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';

export const PRACTICE_HEADING = 'Practice';

export interface PracticeTask {
  title: string;
  /** The tree line of the task's `### ` heading (1-based, in the Markdown body). */
  line: number;
  /** The task's answers (a right task has exactly one). */
  answers: MdxJsxFlowElement[];
  /** What the task says, outside its answers. */
  text: string;
}

export interface PracticeSection {
  heading: Heading;
  /** The section's place among the tree's top-level nodes. */
  index: number;
  tasks: PracticeTask[];
}

function isAnswer(node: unknown): node is MdxJsxFlowElement {
  return (node as MdxJsxFlowElement | undefined)?.type === 'mdxJsxFlowElement' && (node as MdxJsxFlowElement).name === 'details';
}

/** The lesson's `## Practice` section, or undefined when it has none. */
export function practiceSection(tree: Root): PracticeSection | undefined {
  const index = tree.children.findIndex((node) => node.type === 'heading' && node.depth === 2 && toString(node).trim() === PRACTICE_HEADING);
  if (index < 0) return undefined;
  const tasks: PracticeTask[] = [];
  for (const node of tree.children.slice(index + 1)) {
    if (node.type === 'heading' && node.depth <= 2) break;
    if (node.type === 'heading' && node.depth === 3) tasks.push({title: toString(node), line: node.position?.start.line ?? 0, answers: [], text: ''});
    else if (isAnswer(node)) tasks.at(-1)?.answers.push(node);
    else if (node.type === 'paragraph' && tasks.length > 0) tasks.at(-1)!.text += `${toString(node)}\n`;
  }
  return {heading: tree.children[index] as Heading, index, tasks};
}

/** Each code block of an answer, with the task it answers: the journey counts answers by these. */
export function answerCodeBlocks(tree: Root): Map<Code, {task: string; line: number}> {
  const blocks = new Map<Code, {task: string; line: number}>();
  for (const task of practiceSection(tree)?.tasks ?? []) {
    for (const answer of task.answers) {
      visit(answer, 'code', (code: Code) => void blocks.set(code, {task: task.title, line: answer.position?.start.line ?? 0}));
    }
  }
  return blocks;
}

/**
 * The terminal sessions a task shows outside its answer, marked `norun`:
 * what the terminal shows once the task is done. The journey compares them
 * with what the task's answer really prints.
 */
export function taskPromises(tree: Root): {task: string; code: Code}[] {
  const section = practiceSection(tree);
  if (!section) return [];
  const found: {task: string; code: Code}[] = [];
  let task: string | undefined;
  for (const node of tree.children.slice(section.index + 1)) {
    if (node.type === 'heading' && node.depth <= 2) break;
    if (node.type === 'heading' && node.depth === 3) task = toString(node);
    else if (task && !isAnswer(node)) {
      visit(node, 'code', (code: Code) => {
        if (code.lang === 'console' && /(^|\s)norun(\s|$)/.test(code.meta ?? '')) found.push({task: task!, code});
      });
    }
  }
  return found;
}

/**
 * The files a task asks the learner to make anew: "Save it as `tip.py`",
 * "a new file `shop.js`" (the content guide's words). A task that changes a
 * file of the practice project ("change `Pet`", "in `App.jsx`") makes none.
 */
export function newFilesOfTask(text: string): string[] {
  // The text as mdast-util-to-string gives it: inline code without its backticks.
  return [...text.matchAll(/(?:[Ss]ave it as|new file,?) `?([\w/-]+(?:\.[\w-]+)+)/g)].map((match) => match[1]);
}
