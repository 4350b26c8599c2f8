/**
 * What a learner does in a lesson, in page order: the commands of its
 * ```console blocks (terminal), the files it shows with `save` (editor), and
 * what it asks the learner to do on GitHub's website (`outside_terminal` in
 * the frontmatter, tied to the step that shows it). Nothing else runs: a
 * lesson cannot hide setup commands. Blocks in a Windows or macOS panel of
 * <SystemTabs> are not run: the journey is a Linux learner.
 */
import type {Code, Heading} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import {parseConsoleBlock, type ConsoleBlock} from '../src/lib/console-session';
import type {LessonDoc} from '../src/lib/lesson';
import {editedFile, savedFile} from './sessions/editor';
import {MARKUP_PROBE, type BrowserAction, type EscapeProbe} from './sessions/browser';
import {GITHUB_ACTIONS, type GitHubAction} from './sessions/github';
import {codeForOtherSystems} from '../src/checks/system-rules';
import {answerCodeBlocks} from '../src/lib/practice';

export type LessonAction =
  | {
      kind: 'terminal';
      block: ConsoleBlock;
      code: Code;
      /** The step also saves a file: the learner types in VS Code's terminal panel, which is narrower. */
      inEditor: boolean;
      /** The line of the step's "## " heading (0 before the first). */
      step: number;
      /** The practice answer this block is part of (src/lib/practice.ts). */
      answer?: PracticeAnswer;
    }
  /** A file saved whole, or with `edit` changed by the block's highlighted lines (sessions/editor.ts). */
  /** `picture` in the block's meta: the step's picture shows this file (else the step's first saved file). */
  | {kind: 'save'; file: string; text: string; line: number; step: number; highlight: number[]; edit?: boolean; answer?: PracticeAnswer; pictured?: boolean}
  | {kind: 'github'; action: GitHubAction; step: string; line: number}
  /** What the learner does in the browser at the end of a step; `step` is the line of its heading. */
  | {kind: 'browser'; action: BrowserAction; step: number; line: number}
  /** After that, the journey sends "<b>hi</b>" through the step's example and checks the page shows it as text. */
  | {kind: 'escape'; probe: EscapeProbe; step: number; line: number};

/** A practice task's answer, by the task's title and the line of its <details>. */
export interface PracticeAnswer {
  task: string;
  line: number;
}

export class PlanError extends Error {}

export function planLesson(lesson: LessonDoc): LessonAction[] {
  const fail = (message: string): never => {
    throw new PlanError(`${lesson.file}: ${message}`);
  };
  if (lesson.frontMatter.terminal_setup !== undefined) {
    fail('has "terminal_setup" in its frontmatter. Lessons run nothing unseen: show those commands in the lesson (a "Before you start" block), or rely on what an earlier lesson of the track made.');
  }
  const outside = outsideActions(lesson.frontMatter.outside_terminal, fail);
  const inBrowser = browserActions(lesson.frontMatter.browser, fail);
  const probes = escapeProbes(lesson.frontMatter.escapes, fail);
  const line = (node: Code | Heading) => (node.position?.start.line ?? 0) + lesson.bodyStartLine - 1;

  const actions: LessonAction[] = [];
  const stepsSeen = new Set<string>();
  let section = 0; // the line of the current step's heading
  let subtitle = '';
  // The browser comes last in a step: after its commands (a server started) and its saved files.
  const endStep = () => {
    for (const action of inBrowser.filter((entry) => entry.step === subtitle)) {
      actions.push({kind: 'browser', action, step: section, line: section});
    }
    for (const probe of probes.filter((entry) => entry.step === subtitle)) {
      actions.push({kind: 'escape', probe, step: section, line: section});
    }
  };
  // Steps for Windows or macOS only (<SystemTabs>): the journey runs the Linux ones.
  const otherSystems = codeForOtherSystems(lesson.tree);
  // The practice answers run where they are, after the steps; each action knows its answer, to count them.
  const answers = answerCodeBlocks(lesson.tree);
  const answerOf = (code: Code): PracticeAnswer | undefined => {
    const found = answers.get(code);
    return found && {task: found.task, line: found.line + lesson.bodyStartLine - 1};
  };
  visit(lesson.tree, (node) => {
    if (node.type === 'heading' && (node as Heading).depth === 2) {
      endStep();
      subtitle = toString(node);
      stepsSeen.add(subtitle);
      section = line(node as Heading);
      for (const action of outside.filter((entry) => entry.step === subtitle)) {
        actions.push({kind: 'github', action, step: subtitle, line: line(node as Heading)});
      }
    }
    if (node.type !== 'code' || otherSystems.has(node as Code)) return;
    const code = node as Code;
    if (code.lang === 'console') {
      try {
        actions.push({kind: 'terminal', block: parseConsoleBlock(code, lesson.bodyStartLine - 1), code, inEditor: false, step: section, answer: answerOf(code)});
      } catch (error) {
        fail(`line ${line(code)}: ${(error as Error).message}`);
      }
      return;
    }
    const file = savedFile(code.meta);
    const edited = editedFile(code.meta);
    const pictured = /(^|\s)picture(\s|$)/.test(code.meta ?? '');
    if (file) actions.push({kind: 'save', file, text: code.value, line: line(code), step: section, highlight: highlightedLines(code.meta), answer: answerOf(code), pictured});
    else if (edited) {
      const highlight = highlightedLines(code.meta);
      if (highlight.length === 0) fail(`line ${line(code)}: an "edit" block names the lines the learner adds, highlighted: \`\`\`${code.lang ?? ''} title="${edited}" edit {2}`);
      actions.push({kind: 'save', file: edited, text: code.value, line: line(code), step: section, highlight, edit: true, answer: answerOf(code), pictured});
    } else if (code.meta && /(^|\s)save(\s|$)/.test(code.meta)) {
      fail(`line ${line(code)}: a code block marked "save" needs the file name as its title: \`\`\`${code.lang ?? ''} title="index.html" save`);
    }
  });
  endStep();
  const editorSteps = new Set(actions.flatMap((action) => (action.kind === 'save' ? [action.step] : [])));
  for (const action of actions) {
    if (action.kind === 'terminal') action.inEditor = editorSteps.has(action.step);
  }
  for (const [key, entries] of [['outside_terminal', outside], ['browser', inBrowser], ['escapes', probes]] as const) {
    for (const entry of entries) {
      if (!stepsSeen.has(entry.step)) fail(`"${key}" names the step "${entry.step}", which the lesson does not have. Use the exact text of a "## " heading.`);
    }
  }
  return actions;
}

function outsideActions(value: unknown, fail: (message: string) => never): (GitHubAction & {step: string})[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) fail('"outside_terminal" in the frontmatter must be a list of actions, each with a "step" and a "github" action.');
  return (value as Record<string, unknown>[]).map((entry) => {
    if (typeof entry?.step !== 'string' || typeof entry.repository !== 'string') {
      fail('each "outside_terminal" entry needs "step" (the exact "## " heading) and "repository" (such as sam-lee/my-first-project).');
    }
    if (!GITHUB_ACTIONS.includes(entry.github as never)) {
      fail(`"outside_terminal" has the action "github: ${String(entry.github)}"; use one of: ${GITHUB_ACTIONS.join(', ')}.`);
    }
    return entry as unknown as GitHubAction & {step: string};
  });
}

function browserActions(value: unknown, fail: (message: string) => never): BrowserAction[] {
  if (value === undefined) return [];
  const usage = 'each "browser" entry needs "step" (the exact "## " heading) and "open" (a local address such as http://127.0.0.1:8000/), "click" or "wait"; it may have "type" (field label: text), "shows" (text the page shows), "status" (a number), "wait" (seconds that pass on the page clock) and "varies" (a regular expression for text that differs on every computer, such as a machine\'s name).';
  if (!Array.isArray(value)) fail(`"browser" in the frontmatter must be a list: ${usage}`);
  return (value as Record<string, unknown>[]).map((entry) => {
    const known = ['step', 'open', 'type', 'click', 'shows', 'status', 'wait', 'picture', 'varies'];
    const unknown = Object.keys(entry ?? {}).filter((key) => !known.includes(key));
    if (typeof entry?.step !== 'string' || (entry.open === undefined && entry.click === undefined && entry.wait === undefined) || unknown.length > 0) {
      fail(`${unknown.length > 0 ? `"browser" has the unknown key "${unknown[0]}"; ` : ''}${usage}`);
    }
    if (entry.open !== undefined && !/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(String(entry.open))) {
      fail(`"browser" opens ${String(entry.open)}; the journey opens only the learner's own server (http://127.0.0.1:PORT/... or http://localhost:PORT/...).`);
    }
    const typed = entry.type as Record<string, unknown> | undefined;
    if (typed !== undefined && (typeof typed !== 'object' || Object.values(typed).some((text) => typeof text !== 'string' && typeof text !== 'number'))) {
      fail('"type" in a "browser" entry lists fields by their label, each with the text to type: `type: {Username: sam}`.');
    }
    return {
      ...(entry as unknown as BrowserAction),
      ...(typed ? {type: Object.fromEntries(Object.entries(typed).map(([label, text]) => [label, String(text)]))} : {}),
    };
  });
}

function escapeProbes(value: unknown, fail: (message: string) => never): EscapeProbe[] {
  if (value === undefined) return [];
  const usage = `each "escapes" entry needs "step" (the exact "## " heading) and "open" (a local address); it may have "type" (field label: text), "click" (a button) and "then" (the address of the page to look at afterwards). "${MARKUP_PROBE}" must be in the address or in a typed text: the journey checks that the page then shows it as text.`;
  if (!Array.isArray(value)) fail(`"escapes" in the frontmatter must be a list: ${usage}`);
  return (value as Record<string, unknown>[]).map((entry) => {
    const unknown = Object.keys(entry ?? {}).filter((key) => !['step', 'open', 'type', 'click', 'then'].includes(key));
    const typed = entry?.type as Record<string, unknown> | undefined;
    // An address may spell the markup's "/" as %2F, so that it stays in one part of the path.
    const decoded = (text: string) => {
      try {
        return decodeURIComponent(text);
      } catch {
        return text;
      }
    };
    const sent = [decoded(String(entry?.open ?? '')), ...Object.values(typed ?? {}).map(String)];
    if (typeof entry?.step !== 'string' || typeof entry.open !== 'string' || unknown.length > 0 || !sent.some((text) => text.includes(MARKUP_PROBE))) {
      fail(`${unknown.length > 0 ? `"escapes" has the unknown key "${unknown[0]}"; ` : ''}${usage}`);
    }
    for (const address of [entry.open, entry.then].filter((address) => address !== undefined)) {
      if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(String(address))) fail(`"escapes" opens ${String(address)}; the journey opens only the learner's own server (http://127.0.0.1:PORT/... or http://localhost:PORT/...).`);
    }
    return {
      step: entry.step as string,
      open: entry.open as string,
      ...(typed ? {type: Object.fromEntries(Object.entries(typed).map(([label, text]) => [label, String(text)]))} : {}),
      ...(typeof entry.click === 'string' ? {click: entry.click} : {}),
      ...(typeof entry.then === 'string' ? {then: entry.then} : {}),
    };
  });
}

/** The lines a code block highlights, from its meta: `{3}`, `{3-5,9}`. */
export function highlightedLines(meta: string | null | undefined): number[] {
  const ranges = /\{([\d,\s-]+)\}/.exec(meta ?? '')?.[1] ?? '';
  return ranges.split(',').flatMap((range) => {
    const [from, to = from] = range.trim().split('-').map(Number);
    return Number.isFinite(from) && from > 0 ? Array.from({length: Math.max(0, to - from + 1)}, (_, index) => from + index) : [];
  });
}
