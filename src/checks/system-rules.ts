/**
 * Rules for "your computer, everywhere" (src/lib/systems.ts), read from a
 * lesson's Markdown and reported with the line and how to fix it:
 *
 * - A keyboard shortcut is written once, as <Keys combo="Mod+S" />, not as
 *   bold text with a Mac form beside it; every <Keys> is valid.
 * - <SystemTabs> holds only <System only="..."> panels, which together name
 *   Windows, macOS and Linux, each once; a <System> is always in one.
 * - A terminal session outside <SystemTabs> runs on every system: it uses no
 *   command that only Linux has (the rules in src/lib/console-variants.ts
 *   turn python3, .venv/bin and the home folder into each system's form).
 * - No sentence tells a Windows learner to retype a command the block
 *   already shows in their system's form.
 * - A command that Git Bash would break for a Windows learner (a `/path`
 *   argument to kubectl, docker, python ...) is in a console block or
 *   <Command>, which show Windows learners the form that works, and needs
 *   no path of the learner's own computer beside it.
 */
import type {Code, InlineCode, Paragraph, Root, Strong} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import type {LessonDoc} from '../lib/lesson';
import {KeysError, keysBySystem, type KeysProps} from '../lib/keys';
import {SYSTEMS, SYSTEM_LABELS, isSystem} from '../lib/systems';
import {gitBashRewrites, mixesGitBashPaths} from '../lib/console-variants';
import {pipInstallRequirements, PLATFORM_PACKAGES_FILE, type PlatformPackages} from '../lib/platform-packages';
import {gitBashListing, isPlainLs, GIT_BASH_LISTINGS_FILE} from '../lib/git-bash-listings';
import {pytestAtWidth, runsPytest} from '../lib/pytest-width';

/** The columns of the terminal the lessons' pytest boxes show (a new terminal window's). */
const PYTEST_COLUMNS = 80;
import {parseConsoleBlock} from '../lib/console-session';
import {consoleBlocksInOrder, LINE_ENDINGS_FILE, type LineEndingRecords} from '../lib/git-bash-line-endings';
import lineEndingRecords from '../data/git-bash-line-endings.json';
import platformPackages from '../data/platform-packages.json';
import type {RuleProblem} from './lesson-rules';

/** Bold text that names keys: "Ctrl + S", "Cmd+Shift+P", "Shift + Insert", a lone "Ctrl". */
const BOLD_KEYS = /^(Ctrl|Cmd|Command|Alt|Option|Shift|Control)(\s*\+\s*\S+)*$/;

/** Commands that exist on Linux only; on Windows and macOS they fail. */
const LINUX_ONLY_COMMANDS = /^(sudo|apt|apt-get|dnf|yum|snap|systemctl|ip|ss|free|lsb_release)\b/;

/** Sentences made unneeded by the console block, which shows the Windows form itself. */
const RETYPE_SENTENCES: {pattern: RegExp; fix: string}[] = [
  {pattern: /type python instead of python3/i, fix: 'the terminal session shows `python` to a Windows learner by itself'},
  {pattern: /type source \.venv\/Scripts\/activate instead/i, fix: 'the terminal session shows `source .venv/Scripts/activate` to a Windows learner by itself'},
];

const attribute = (node: MdxJsxFlowElement | MdxJsxTextElement, name: string): string | undefined => {
  const found = node.attributes.find((entry): entry is MdxJsxAttribute => entry.type === 'mdxJsxAttribute' && entry.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
};

export function checkSystemRules(doc: LessonDoc, lineEndings: LineEndingRecords = lineEndingRecords as LineEndingRecords): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const line = (node: {position?: {start: {line: number}}}) => (node.position?.start.line ?? 0) + doc.bodyStartLine - 1;
  const tree = doc.tree as Root;

  visit(tree, 'strong', (strong: Strong) => {
    const text = toString(strong).trim();
    if (BOLD_KEYS.test(text)) {
      problems.push({
        line: line(strong),
        message: `writes the keys "${text}" in bold. Write a shortcut once, with <Keys>, and each learner sees their own system's keys: <Keys combo="Mod+S" /> (Mod is Ctrl, or Cmd on a Mac; Alt is Option on a Mac; Ctrl stays Ctrl), or <Keys windows="..." mac="..." linux="..." /> when they differ. Delete any "(... on a Mac)" beside it.`,
      });
    }
  });

  const panelsInTabs = new Set<MdxJsxFlowElement>();
  visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
    const element = node as MdxJsxFlowElement | MdxJsxTextElement;
    if (element.name === 'Keys') {
      const props: KeysProps = Object.fromEntries(['combo', ...SYSTEMS].map((name) => [name, attribute(element, name)]).filter(([, value]) => value !== undefined));
      try {
        keysBySystem(props);
      } catch (error) {
        if (!(error instanceof KeysError)) throw error;
        problems.push({line: line(element), message: error.message});
      }
    }
    if (element.name !== 'SystemTabs') return;
    const covered = new Map<string, number>();
    for (const child of element.children) {
      if (child.type === 'text' && !child.value.trim()) continue;
      if (child.type !== 'mdxJsxFlowElement' || child.name !== 'System') {
        problems.push({line: line(child), message: '<SystemTabs> holds only <System only="..."> panels, each on lines of its own with a blank line inside, around its text.'});
        continue;
      }
      panelsInTabs.add(child);
      const only = (attribute(child, 'only') ?? '').split(/\s+/).filter(Boolean);
      if (only.length === 0 || !only.every(isSystem)) {
        problems.push({line: line(child), message: `<System only="${attribute(child, 'only') ?? ''}"> must name its systems: only="windows", "mac", "linux", or several with spaces, such as only="mac linux".`});
      }
      for (const system of only) {
        if (covered.has(system)) problems.push({line: line(child), message: `<System only="..."> names ${system} again; the panel on line ${covered.get(system)} is for it already. Give each system one panel.`});
        covered.set(system, line(child));
      }
    }
    const missing = SYSTEMS.filter((system) => !covered.has(system));
    if (missing.length > 0) {
      problems.push({
        line: line(element),
        message: `<SystemTabs> has no panel for ${missing.map((system) => SYSTEM_LABELS[system]).join(' or ')}. Every system gets its steps: add <System only="${missing.join(' ')}">, or say in it that it is the same as on another system.`,
      });
    }
  });
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
    if (node.name === 'System' && !panelsInTabs.has(node)) {
      problems.push({line: line(node), message: '<System> is a panel of <SystemTabs>: put it, with the other systems\' panels, between <SystemTabs> and </SystemTabs>.'});
    }
  });

  // A block in a panel is for that panel's systems; one outside every panel runs on all three.
  const panels = panelSystems(tree);
  visit(tree, 'code', (code: Code) => {
    if (code.lang !== 'console' || panels.has(code)) return;
    code.value.split('\n').forEach((text, index) => {
      if (!text.startsWith('$ ')) return;
      const command = text.slice(2).trim();
      if (LINUX_ONLY_COMMANDS.test(command)) {
        problems.push({
          line: line(code) + 1 + index,
          message: `"${command}" works on Linux only. Put the block in <SystemTabs>, with a <System only="linux"> panel for it and panels with the Windows and macOS way.`,
        });
      }
    });
  });

  // A command in a sentence is shown as written to every system that can see it.
  const windowsCannotSee = hiddenFrom<InlineCode>(tree, 'windows', 'inlineCode');
  visit(tree, 'inlineCode', (code: InlineCode) => {
    if (windowsCannotSee.has(code)) return;
    const rewritten = gitBashRewrites(code.value);
    if (rewritten.length === 0) return;
    problems.push({
      line: line(code),
      message: `in Git Bash on Windows, \`${rewritten[0]}\` in \`${code.value}\` reaches the program as a Windows path (C:/Program Files/Git/...), so the command fails there. Write it in a console block (or as <Command>${code.value}</Command>): Windows learners then see it with MSYS_NO_PATHCONV=1 in front, which keeps the path as it is, and the block says why.`,
    });
  });
  // MSYS_NO_PATHCONV=1 would also keep the learner's own paths (~/..., $PWD) from becoming Windows paths.
  const mixed = (command: string, at: number) => {
    if (!mixesGitBashPaths(command)) return;
    problems.push({
      line: at,
      message: `"${command}" needs MSYS_NO_PATHCONV=1 in Git Bash for \`${gitBashRewrites(command)[0]}\`, but that would also keep its path on the learner's computer (~/..., $PWD) from becoming a Windows path, so it still fails on Windows. Split it into two commands, or give the Windows form in <SystemTabs>.`,
    });
  };
  visit(tree, 'code', (code: Code) => {
    if (code.lang !== 'console' || (panels.has(code) && !panels.get(code)!.includes('windows'))) return;
    code.value.split('\n').forEach((text, index) => text.startsWith('$ ') && mixed(text.slice(2), line(code) + 1 + index));
  });
  visit(tree, 'mdxJsxTextElement', (node: MdxJsxTextElement) => {
    if (node.name === 'Command') mixed(toString(node), line(node));
  });

  // What differs by system comes from the model (src/lib/console-variants.ts), not from the Linux run.
  visit(tree, 'code', (code: Code) => {
    if (code.lang !== 'console') return;
    const only = panels.get(code) ?? [...SYSTEMS];
    code.value.split('\n').forEach((text, index) => {
      const at = line(code) + 1 + index;
      const requirements = text.startsWith('$ ') ? pipInstallRequirements(text.slice(2)) : undefined;
      if (requirements && !(platformPackages as PlatformPackages)[requirements.join(' ')]) {
        problems.push({
          line: at,
          message: `"${text.slice(2)}": what pip installs on Windows and on a Mac is not known yet (a package may need another there, as Django needs tzdata on Windows). Run "npm run platform-packages", which asks pip's resolver for each system and writes ${PLATFORM_PACKAGES_FILE}; the Windows and macOS boxes and pictures then show it.`,
        });
      }
      const readers = only.map((system) => SYSTEM_LABELS[system as keyof typeof SYSTEM_LABELS] ?? system).join(' and ');
      if (!only.includes('linux') && /^(Client|Server): Docker Engine - Community$/.test(text)) {
        problems.push({
          line: at,
          message: `shows Docker Engine on Linux ("${text}") to ${readers} learners, who have Docker Desktop ("Client:", "Server: Docker Desktop ..."). Put the command in a block outside <SystemTabs>: the Windows and macOS forms then show Docker Desktop's output (src/lib/docker-desktop.ts).`,
        });
      }
      if (!only.includes('linux') && /^platform linux -- Python /.test(text)) {
        problems.push({
          line: at,
          message: `shows pytest's Linux header ("platform linux") to ${readers} learners, whose pytest prints win32 or darwin. Put the command in a block outside <SystemTabs>: the Windows and macOS forms then name their own system (src/lib/console-variants.ts).`,
        });
      }
    });
  });

  // Git Bash's ls is ls -F: the Windows form of a listing comes from the journey's record, which must exist.
  visit(tree, 'code', (code: Code) => {
    if (code.lang !== 'console' || (panels.has(code) && !panels.get(code)!.includes('windows'))) return;
    let block;
    try {
      block = parseConsoleBlock(code, doc.bodyStartLine - 1);
    } catch {
      return; // the lesson rules report a malformed block
    }
    if (!block.run || !block.compareOutput || block.outputTail || block.expectedExit !== 0) return;
    for (const {command, expected} of block.commands) {
      if (!isPlainLs(command) || !expected.trim() || gitBashListing(command, expected) !== undefined) continue;
      const at = block.line + 1 + code.value.split('\n').findIndex((text) => text === `$ ${command}`);
      problems.push({
        line: at,
        message: `"${command}": Windows learners type it in Git Bash, where ls is ls -F and marks folders with / (Git for Windows' alias), but ${GIT_BASH_LISTINGS_FILE} has no record of what it prints for this output, so their box and picture would show Linux's listing. Run "npm run journey -- --write ${doc.file}": the journey lists the folder with ls -F and records it.`,
      });
    }
  });

  // Git for Windows' line-ending warnings are recorded by command number: an edit since may have moved them.
  const recordedWarnings = lineEndings[doc.file] ?? {};
  if (Object.keys(recordedWarnings).length > 0) {
    // Each command with its line: the lines of a block that start with "$ ", in order.
    const commands = consoleBlocksInOrder(tree).flatMap(({code}) =>
      code.value.split('\n').flatMap((text, at) => (text.startsWith('$ ') ? [{command: text.slice(2), line: line(code) + 1 + at}] : [])),
    );
    for (const [number, record] of Object.entries(recordedWarnings)) {
      const shown = commands[Number(number)];
      if (shown?.command === record.command) continue;
      problems.push({
        line: shown?.line ?? 1,
        message: `${LINE_ENDINGS_FILE} says command ${Number(number) + 1} of this lesson is "${record.command}" (Git for Windows warns there about ${record.files.join(', ')}), but it is ${shown ? `"${shown.command}"` : 'not there'}: the lesson changed since the journey recorded it. Run "npm run journey -- --write ${doc.file}", then redraw the pictures it names.`,
      });
    }
  }

  visit(tree, 'paragraph', (paragraph) => {
    for (const sentence of RETYPE_SENTENCES) {
      if (sentence.pattern.test(toString(paragraph))) {
        problems.push({line: line(paragraph), message: `tells the learner to retype a command ("${sentence.pattern.source.replace(/\\/g, '')}"), but ${sentence.fix}. Delete the sentence.`});
      }
    }
  });
  // pytest lays out its rules, its progress column and its trimmed summary lines for the terminal's 80 columns.
  visit(tree, 'code', (code: Code) => {
    if (code.lang !== 'console') return;
    let command = '';
    code.value.split('\n').forEach((text, index) => {
      if (text.startsWith('$ ')) {
        command = text.slice(2);
        return;
      }
      if (!runsPytest(command)) return;
      const expected = pytestAtWidth(text, PYTEST_COLUMNS, false);
      const trimmed = /^(FAILED|ERROR) \S+ - .*\.\.\.$/.test(text) && text.length !== PYTEST_COLUMNS;
      if (expected === text && !trimmed) return;
      problems.push({
        line: line(code) + 1 + index,
        message: trimmed
          ? `shows pytest's summary line ${text.length} characters long, but pytest trims it to the terminal's ${PYTEST_COLUMNS} columns, "..." included: write it as pytest prints it in an 80-column terminal.`
          : `shows a line of pytest ${text.length} characters wide; in an 80-column terminal pytest prints it as "${expected}" (its rules fill the width, its [100%] column ends one short).`,
      });
    });
  });

  // bash and zsh say "not found" in other words: a page that quotes bash's to a Mac reader quotes zsh's too.
  const notForMac = hiddenFrom<Paragraph>(tree, 'mac', 'paragraph');
  visit(tree, 'paragraph', (paragraph: Paragraph) => {
    if (notForMac.has(paragraph)) return;
    const quoted = paragraph.children.filter((child): child is InlineCode => child.type === 'inlineCode').map((code) => code.value);
    for (const message of quoted) {
      const program = /^(?:bash: )?([\w.-]+): command not found$/.exec(message)?.[1];
      if (!program || quoted.some((other) => other.endsWith(`command not found: ${program}`))) continue;
      problems.push({
        line: line(paragraph),
        message: `quotes bash's "${message}", which a Mac's zsh writes "zsh: command not found: ${program}". Name that one too, in the same paragraph: (on a Mac, \`zsh: command not found: ${program}\`).`,
      });
    }
  });
  return problems;
}

/** The code blocks inside <System> panels, each with the systems its panel is for. */
export function panelSystems(tree: Root): Map<Code, string[]> {
  const found = new Map<Code, string[]>();
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
    if (node.name !== 'System') return;
    const only = (attribute(node, 'only') ?? '').split(/\s+/).filter(Boolean);
    visit(node, 'code', (code: Code) => void found.set(code, only));
  });
  return found;
}

/** The nodes of this type inside <System> panels that `system`'s readers do not see. */
function hiddenFrom<T extends InlineCode | Paragraph>(tree: Root, system: string, type: T['type']): Set<T> {
  const hidden = new Set<T>();
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
    if (node.name === 'System' && !(attribute(node, 'only') ?? '').split(/\s+/).includes(system)) {
      visit(node, type, (found) => void hidden.add(found as T));
    }
  });
  return hidden;
}

/** The code blocks of a lesson that are for Windows or macOS only: the journey does not run them. */
export function codeForOtherSystems(tree: Root): Set<Code> {
  return new Set([...panelSystems(tree)].filter(([, only]) => !only.includes('linux')).map(([code]) => code));
}
