/**
 * Rules every written lesson keeps, read from its Markdown, each reported
 * with the file, the line and how to fix it:
 *
 * - A command that throws work away or cannot be undone has a warning box
 *   (`:::warning` or `:::danger`) above it in its step, so the learner reads
 *   what is lost, and the check to do first, before they type it.
 * - A file the learner writes in VS Code (a `save` block) is pasted, not
 *   typed: VS Code closes brackets, quotes and HTML tags by itself, so typed
 *   code ends up with a doubled `}` or `</h1>`. Every `save` block has a
 *   sentence with the word "paste" before it in its step.
 */
import type {Code, Heading, Parent, Root, Text} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import type {LessonDoc} from '../lib/lesson';
import {savedFile} from '../../journey/sessions/editor';

export interface RuleProblem {
  line: number;
  message: string;
}

/** Commands that throw work away or cannot be undone, with what they lose. */
export const DESTRUCTIVE_COMMANDS: {pattern: RegExp; loses: string}[] = [
  {pattern: /\bgit\s+reset\b.*--hard\b/, loses: 'changes that were not committed'},
  {pattern: /\bgit\s+restore\b(?!.*--staged(?!.*--worktree))/, loses: 'the changes made to the file since the last commit'},
  {pattern: /\bgit\s+checkout\b.*\s--\s+\S/, loses: 'the changes made to the file since the last commit'},
  {pattern: /\bgit\s+push\b.*(\s-f\b|\s--force\b|\s--force-with-lease\b)/, loses: 'commits on the remote that are not in your copy'},
  {pattern: /\bgit\s+clean\b/, loses: 'files Git does not track'},
  {pattern: /\bgit\s+branch\s+(.*\s)?-D\b/, loses: 'commits only that branch holds'},
  {pattern: /\bgit\s+stash\s+(drop|clear)\b/, loses: 'the stashed changes'},
  {pattern: /(^|[\s;&|(])rm\s+(-\w*[rR]\w*|--recursive)\b/, loses: 'a folder and everything in it, without a trash can'},
  {pattern: /\bprune\b/, loses: 'everything it prunes'},
  {pattern: /\bDROP\s+(TABLE|DATABASE)\b/i, loses: 'a table and its data'},
  {pattern: /\bmanage\.py\s+flush\b/, loses: 'every row of the database'},
  {pattern: /\bdocker\s+volume\s+rm\b/, loses: "the volume's data"},
  {pattern: /\bdocker\s+compose\s+down\b.*(\s-v\b|\s--volumes\b)/, loses: "the volumes' data"},
  {pattern: /\b(minikube|crc)\s+delete\b/, loses: 'the whole cluster and what runs in it'},
  {pattern: /\b(kubectl|oc)\s+delete\s+(namespace|ns|project)\b/, loses: 'everything in that namespace'},
];

/** Code blocks whose lines are commands a learner types: terminal sessions and shell scripts (SQL for DROP). */
const COMMAND_LANGUAGES = new Set(['console', 'bash', 'sh', 'shell', 'zsh', 'powershell', 'ps1', 'pwsh', 'cmd', 'bat', 'sql']);

/** The commands a code block asks the learner to type, with their lines. */
function commandsOf(code: Code, firstLine: number): {text: string; line: number}[] {
  const lines = code.value.split('\n').map((text, index) => ({text, line: firstLine + 1 + index}));
  if (code.lang === 'console') return lines.filter((entry) => entry.text.startsWith('$ ')).map((entry) => ({...entry, text: entry.text.slice(2)}));
  return lines.filter((entry) => entry.text.trim() && !entry.text.trim().startsWith('#') && !entry.text.trim().startsWith('--'));
}

/** The opening line of a warning admonition: `:::warning` or `:::danger`, with or without a title. */
const WARNING_BOX = /^:::(warning|danger)\b/;
/**
 * An admonition's title written after a space (`:::warning What is lost`):
 * with Docusaurus's v4 Markdown (`future.v4`) that is not a box at all but a
 * paragraph showing the colons. The title goes in brackets.
 */
const TITLE_WITHOUT_BRACKETS = /^:::(note|tip|info|warning|danger|caution)[ \t]+(\S.*)$/m;

/**
 * A lesson that says how long it takes ("It takes about 30 minutes"): the
 * page shows its time under the title, worked out from the lesson's words and
 * commands (src/lib/lesson-time.ts), and a number written in the text goes
 * out of date and contradicts it.
 */
const OWN_DURATION = /\b(?:this lesson|the lesson|it) (?:only )?takes (?:about |around |roughly |less than |under )?(?:\d+|an?|one|half an) (?:minutes?|hours?)\b/i;

export function checkLessonRules(doc: LessonDoc): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const line = (node: {position?: {start: {line: number}}}) => (node.position?.start.line ?? 0) + doc.bodyStartLine - 1;
  const tree = doc.tree as Root;

  // Where each step (## section) starts, and where the warning boxes and "paste" sentences are.
  const sectionStarts = tree.children.filter((node): node is Heading => node.type === 'heading' && (node as Heading).depth <= 2).map(line);
  const sectionOf = (at: number) => sectionStarts.filter((start) => start < at).at(-1) ?? 0;
  const warningBoxes: number[] = [];
  const pasteSentences: number[] = [];
  visit(tree, 'paragraph', (paragraph: Parent) => {
    const first = paragraph.children[0] as Text | undefined;
    if (first?.type === 'text' && WARNING_BOX.test(first.value)) warningBoxes.push(line(paragraph));
    const unbracketed = first?.type === 'text' ? TITLE_WITHOUT_BRACKETS.exec(first.value) : null;
    if (unbracketed) {
      problems.push({
        line: line(paragraph),
        message: `writes a box's title after a space (":::${unbracketed[1]} ${unbracketed[2]}"), which the site shows as plain text with the colons. Put the title in brackets: ":::${unbracketed[1]}[${unbracketed[2]}]".`,
      });
    }
  });
  visit(tree, 'text', (text: Text) => {
    if (/\bpaste\b/i.test(text.value)) pasteSentences.push(line(text));
  });
  // The introduction, before the first step, is where a lesson would say how long it takes.
  for (const node of tree.children.slice(0, tree.children.findIndex((child) => child.type === 'heading'))) {
    const said = OWN_DURATION.exec(toString(node));
    if (said) {
      problems.push({
        line: line(node),
        message: `says how long the lesson takes ("${said[0]}"). The page shows that under the title, worked out from the lesson's words and commands, and a number written here goes out of date: take it out.`,
      });
    }
  }

  // A box whose closing ``` went missing swallows what follows it: the next step's heading and text show as
  // terminal output, or the rest of the page as one box. The site builds and the Markdown lint passes.
  const sourceLines = doc.source.split('\n');
  visit(tree, 'code', (code: Code) => {
    const lastLine = sourceLines[(code.position?.end.line ?? 0) + doc.bodyStartLine - 2] ?? '';
    const swallowedHeading = /^(md|markdown|mdx)$/.test(code.lang ?? '') ? undefined : code.value.split('\n').find((text) => /^#{2,3} \S/.test(text));
    if (!/^\s*(```|~~~)/.test(lastLine)) {
      problems.push({line: line(code), message: 'opens a code box (```) that is never closed, so the rest of the page shows inside it. Put a line with ``` after the box\'s last line.'});
    } else if (swallowedHeading) {
      problems.push({
        line: line(code),
        message: `has a step heading inside a code box ("${swallowedHeading}"): the box above it is missing its closing \`\`\`, so it runs on into the next step. Put a line with \`\`\` after the box's last line.`,
      });
    }
  });

  const saves: number[] = [];
  visit(tree, 'code', (code: Code) => {
    const at = line(code);
    const section = sectionOf(at);
    if (savedFile(code.meta)) {
      const since = Math.max(section, ...saves.filter((save) => save < at && sectionOf(save) === section));
      if (!pasteSentences.some((sentence) => sentence > since && sentence < at)) {
        problems.push({
          line: at,
          message: `saves ${savedFile(code.meta)} with no sentence before it that says to paste the code. VS Code closes brackets, quotes and tags by itself, so typed code ends up with doubled ones: write "Paste this code into it and save it." (or, for a changed file, "Replace all the code with this code: press <Keys combo=\"Mod+A\" />, then paste.") above the block.`,
        });
      }
      saves.push(at);
    }
    if (!COMMAND_LANGUAGES.has(code.lang ?? '')) return;
    for (const command of commandsOf(code, at)) {
      const rule = DESTRUCTIVE_COMMANDS.find((entry) => entry.pattern.test(command.text));
      if (!rule) continue;
      if (!warningBoxes.some((box) => box > section && box < command.line)) {
        problems.push({
          line: command.line,
          message: `"${command.text.trim()}" throws away ${rule.loses}, and cannot be undone. Put a warning box above it in its step: a line ":::warning[What is lost]", a sentence that says what is lost and the check to do first (such as git status), and a line ":::".`,
        });
      }
    }
  });
  return problems;
}
