/**
 * The look of every picture: HTML for each kind of scene, drawn the same way
 * across the site (fonts shipped in node_modules, fixed sizes, no dates).
 */
import path from 'node:path';
import AnsiToHtml from 'ansi-to-html';
import {normalizeTokens, Prism} from 'prism-react-renderer';
import {PAGE_VIEWPORT} from '../../journey/sessions/browser';
import {CARD_IMAGE} from '../../src/lib/card-image';
import {consoleForSystem} from '../../src/lib/console-variants';
import type {System} from '../../src/lib/systems';

export interface TerminalLine {
  cwd: string;
  /** The Python virtual environment that is on: the prompt starts with "(.venv) ". */
  venv?: string;
  command: string;
  /** What the command printed; colours as ANSI codes, as Git sends them to a terminal. */
  output: string;
  /** The Git branch of the folder, if it is a repository: Git Bash's prompt shows it, "(main)". */
  branch?: string;
  /** The files Git for Windows warns about (LF line endings): its picture shows the warnings (src/lib/git-bash-line-endings.ts). */
  crlfFiles?: string[];
  /** Only these systems' readers see the line: its box stands in a <System> panel for them. */
  systems?: System[];
}

export type Scene =
  | {kind: 'card'; name: string; title: string; glyph: string; color: string}
  /**
   * A terminal and an editor are drawn as each system shows them (see
   * scripts/pics/systems.ts): Windows' Git Bash, a Mac's Terminal with zsh,
   * or Linux. The lines are written as on Linux, as the lessons are.
   */
  | {kind: 'terminal'; name: string; lines: TerminalLine[]; system?: System}
  | {
      kind: 'editor';
      name: string;
      system?: System;
      folder: string;
      files: string[];
      /** The open file and its text; none shows the editor's welcome screen. */
      openFile?: {name: string; code: string; firstLine?: number};
      terminal?: TerminalLine[];
      /**
       * The panel's list of terminals, when it holds more than one (a server in the first, the learner's commands
       * in the second): each one's name, as VS Code lists them at the panel's right; the terminal drawn is the last.
       */
      terminals?: string[];
      /** Replaces the Explorer in the side bar (the Extensions view, say): a title and HTML. */
      side?: {title: string; html: string};
      /** Drawn over the editor, near the top (the Command Palette, say): HTML. */
      overlayHtml?: string;
      /** The status bar text; defaults to the Git branch. */
      status?: string;
      /** The Git branch the status bar shows: "main" unless given; null for a folder that is not a repository. */
      branch?: string | null;
    }
  | {kind: 'browser'; name: string; url: string; tabTitle: string; body: string}
  /**
   * A real page from the learner's own server, as the journey's browser
   * showed it (journey/sessions/browser.ts): the screenshot, framed in a
   * browser window with its address. `text` is the page's visible text.
   */
  | {kind: 'page'; name: string; url: string; tabTitle: string; png: string; text: string}
  /** `system`: one of a diagram's versions (name.macos, name.linux), when what it shows differs by system (keys, a window). */
  | {kind: 'diagram'; name: string; title: string; body: string; system?: System};

/** How every picture is saved: an optimised palette PNG (sharp's options). */
export const PALETTE_PNG = {palette: true, colours: 128, dither: 0.5, effort: 10, compressionLevel: 9} as const;

/** Width in CSS pixels of step screenshots (cards use CARD_IMAGE). */
export const STEP_WIDTH = 800;
/**
 * Height of terminal text in a picture at its real size. The terminal is 80
 * columns wide, as a new Git Bash, Mac Terminal or GNOME Terminal window is
 * (JetBrains Mono's characters are 0.6 of its size: 80 x 9 px = 720 px), so a
 * line wraps in the picture only where it wraps on the learner's screen.
 */
export const TERMINAL_TEXT_PX = 15;
/** The columns of every drawn terminal (and of VS Code's terminal panel, which spans the window's width). */
export const TERMINAL_COLUMNS = 80;

const fontDir = path.resolve('node_modules/@fontsource');
/** VS Code's own icon font, for the editor pictures' Activity Bar and Status Bar. */
const codiconFont = path.resolve('node_modules/@vscode/codicons/dist/codicon.ttf');
const CODICON = {files: 'eaf0', search: 'ea6d', sourceControl: 'ea68', run: 'eb91', extensions: 'eae6', account: 'eb99', settings: 'eb51', branch: 'ea68'};
const codicon = (name: keyof typeof CODICON, on = false) => `<i class="codicon${on ? ' on' : ''}">&#x${CODICON[name]};</i>`;
/** An @font-face rule for a font file shipped in node_modules/@fontsource. */
export const font = (family: string, file: string, weight: number) =>
  `@font-face{font-family:'${family}';font-weight:${weight};src:url('file://${fontDir}/${file}') format('woff2')}`;

const BASE_CSS = `
${font('Inter', 'inter/files/inter-latin-400-normal.woff2', 400)}
${font('Inter', 'inter/files/inter-latin-600-normal.woff2', 600)}
${font('Inter', 'inter/files/inter-latin-700-normal.woff2', 700)}
${font('Mono', 'jetbrains-mono/files/jetbrains-mono-latin-400-normal.woff2', 400)}
${font('Mono', 'jetbrains-mono/files/jetbrains-mono-latin-700-normal.woff2', 700)}
*{box-sizing:border-box;margin:0;padding:0}
html,body{background:#eef2f7;font-family:Inter,sans-serif;color:#1c1e21;-webkit-font-smoothing:antialiased}
#scene{display:inline-block;padding:20px}
.window{width:${STEP_WIDTH - 40}px;border-radius:12px;overflow:hidden;box-shadow:0 4px 14px rgb(0 0 0/18%);background:#fff}
.titlebar{display:flex;align-items:center;gap:8px;height:40px;padding:0 14px;font-size:15px;font-weight:600;color:#444;background:#dde3ea}
.dot{width:13px;height:13px;border-radius:50%}
.dot.r{background:#ff5f57}.dot.y{background:#febc2e}.dot.g{background:#28c840}
.titlebar .label{flex:1;text-align:center;margin-right:60px}
.mono{font-family:Mono,monospace}
/* Code shows every character as typed: no joined arrows such as -> or =>. */
.term,.code,.mono{font-variant-ligatures:none;font-feature-settings:"calt" 0,"liga" 0}
`;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A browser window's tab and address bar. A browser's pictures are drawn once
 * for every system, so its frame has no window buttons (a Mac's dots at the
 * left, Windows' at the right): only what every browser has.
 */
const BROWSER_CSS = `.bar{display:flex;align-items:center;gap:10px;padding:8px 14px;background:#f1f3f4;border-bottom:1px solid #d0d4d9}
.url{flex:1;background:#fff;border-radius:18px;padding:7px 16px;font-size:15px;color:#333}
.url b{color:#0b6b2e;font-weight:600}
.tabtitle{background:#fff;border-radius:8px 8px 0 0;padding:8px 16px;font-size:14px;margin-top:8px;max-width:260px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.titlebar.browser{height:46px;align-items:flex-end;padding-bottom:0}`;

const trafficLights = '<span class="dot r"></span><span class="dot y"></span><span class="dot g"></span>';

/**
 * Git's colours as a dark terminal shows them (red for removed and untracked,
 * green for added and staged, yellow for commit hashes, cyan for HEAD).
 */
const ansiColours = new AnsiToHtml({
  escapeXML: true,
  colors: {0: '#1e2430', 1: '#ff7b72', 2: '#7ee787', 3: '#e3b341', 4: '#79c0ff', 5: '#d2a8ff', 6: '#56d4dd', 7: '#d6dae2'},
});

/** Code as VS Code's Dark Modern theme colours it (keywords, strings, numbers, comments, tags...). */
const SYNTAX_COLOURS: Record<string, string> = {
  comment: '#6a9955', prolog: '#6a9955', doctype: '#808080',
  keyword: '#569cd6', boolean: '#569cd6', builtin: '#4ec9b0', 'class-name': '#4ec9b0',
  string: '#ce9178', 'attr-value': '#ce9178', char: '#ce9178', 'template-string': '#ce9178',
  number: '#b5cea8', function: '#dcdcaa', tag: '#569cd6', 'attr-name': '#9cdcfe',
  property: '#9cdcfe', selector: '#d7ba7d', operator: '#d4d4d4', punctuation: '#d4d4d4',
};
const LANGUAGE_OF: Record<string, string> = {py: 'python', js: 'javascript', mjs: 'javascript', jsx: 'jsx', ts: 'typescript', tsx: 'tsx', html: 'markup', css: 'css', json: 'json', md: 'markdown', yml: 'yaml', yaml: 'yaml'};

function highlightedLines(fileName: string, code: string): string[] {
  const grammar = Prism.languages[LANGUAGE_OF[fileName.split('.').pop() ?? ''] ?? ''];
  if (!grammar) return code.split('\n').map(escape);
  return normalizeTokens(Prism.tokenize(code, grammar)).map((tokens) =>
    tokens
      .map((token) => {
        const colour = [...token.types].reverse().map((type) => SYNTAX_COLOURS[type]).find(Boolean);
        return colour ? `<span style="color:${colour}">${escape(token.content)}</span>` : escape(token.content);
      })
      .join(''),
  );
}

/** VS Code's menu bar (on a Mac it sits at the top of the screen instead). */
const MENU = ['File', 'Edit', 'Selection', 'View', 'Go', 'Run', 'Terminal', 'Help'];

/** Windows 11's minimise, maximise and close buttons, at the right of a title bar. */
const WINDOWS_CONTROLS = '<span class="controls"><i class="min"></i><i class="max"></i><i class="close"></i></span>';
const WINDOWS_CSS = `
.window.win{border-radius:8px}
.titlebar.win{gap:10px;padding:0 0 0 14px;font-weight:400;font-size:14px}
.titlebar.win .label{text-align:left;margin-right:0}
.controls{display:flex;align-self:stretch;margin-left:auto}
.controls i{position:relative;width:46px;display:block}
.controls i:before,.controls i:after{content:'';position:absolute;left:18px;top:50%;width:10px;border-top:1px solid currentColor}
.controls .max:before{height:10px;margin-top:-5px;border:1px solid currentColor;width:10px;box-sizing:border-box}
.controls .max:after{display:none}
.controls .close:before{transform:rotate(45deg);width:14px;left:16px}.controls .close:after{transform:rotate(-45deg);width:14px;left:16px}
.controls .min:after{display:none}
`;

/** The shortcuts VS Code's empty editor shows, as Windows and Linux write them. */
const WELCOME_HINTS: [string, string][] = [
  ['Show All Commands', 'Ctrl+Shift+P'],
  ['Go to File', 'Ctrl+P'],
  ['Toggle Terminal', 'Ctrl+`'],
];

/**
 * A shortcut as VS Code writes it on a Mac: Ctrl+Shift+P is ⇧⌘P. Toggle
 * Terminal keeps the Control key there (⌃`).
 */
export function macKeys(text: string): string {
  return text.replace(/\b((?:(?:Ctrl|Alt|Shift)\+)+)(\S)/g, (_all, modifiers: string, key: string) => {
    const held = modifiers.split('+').filter(Boolean);
    const control = key === '`' && held.includes('Ctrl') && held.length === 1;
    // macOS writes the modifiers in a fixed order: Control, Option, Shift, Command.
    return `${control ? '⌃' : ''}${held.includes('Alt') ? '⌥' : ''}${held.includes('Shift') ? '⇧' : ''}${held.includes('Ctrl') && !control ? '⌘' : ''}${key}`;
  });
}

/** VS Code's title bar: on Windows its menu and the window controls on the right; on a Mac the three buttons and no menu (it is at the top of the screen). */
function editorWindowStart(folder: string, system: System): string {
  const label = `<span class="label">${escape(folder)} - Visual Studio Code</span>`;
  const menu = `<span class="menu">${MENU.map((item) => `<span>${item}</span>`).join('')}</span>`;
  switch (system) {
    case 'windows':
      // VS Code's Command Center sits in the middle of the title bar, with the folder's name.
      return `<div class="window win"><div class="titlebar win vsdark"><span class="vslogo">&lt;/&gt;</span>${menu}<span class="label"><span class="center">${escape(folder)}</span></span>${WINDOWS_CONTROLS}</div>`;
    case 'mac':
      return `<div class="window"><div class="titlebar vsdark">${trafficLights}<span class="label">${escape(folder)}</span></div>`;
    case 'linux':
      return `<div class="window"><div class="titlebar">${trafficLights}${menu}${label}</div>`;
  }
}

const EDITOR_TITLE_CSS = `${WINDOWS_CSS}
.titlebar.vsdark{background:#181818;color:#ccc;border-bottom:1px solid #2b2b2b;font-weight:400;font-size:14px}
.titlebar.vsdark .menu{color:#ccc}
.titlebar.vsdark .vslogo{font-family:Mono,monospace;font-weight:700;color:#3b9ee8;font-size:14px}
.titlebar.win.vsdark{height:36px}
.titlebar.win.vsdark .label{flex:1;text-align:center;white-space:nowrap}
.titlebar.vsdark .center{display:inline-block;min-width:200px;padding:2px 12px;border:1px solid #3c3c3c;border-radius:6px;background:#222;font-size:13px;color:#bbb}
.titlebar.vsdark:not(.win) .label{margin-right:60px}`;

/** At most this many Explorer entries, around the open file, as a window of fixed height scrolls. */
const EXPLORER_ROWS = 12;

function explorerFiles(files: readonly string[], open?: string): string[] {
  if (files.length <= EXPLORER_ROWS) return [...files];
  const at = Math.max(0, files.indexOf(open ?? ''));
  const start = Math.min(Math.max(0, at - Math.floor(EXPLORER_ROWS / 2)), files.length - EXPLORER_ROWS);
  return files.slice(start, start + EXPLORER_ROWS);
}

/** The lines that `system`'s readers see: all but those in other systems' <System> panels. */
export function linesSeenOn(lines: readonly TerminalLine[], system: System): TerminalLine[] {
  return lines.filter((line) => !line.systems || line.systems.includes(system));
}

/** The lines as `system` shows them: the commands and output through the page's own rules (src/lib/console-variants.ts). */
function linesForSystem(all: readonly TerminalLine[], system: System): TerminalLine[] {
  const lines = linesSeenOn(all, system);
  if (system === 'linux') return lines;
  return lines.map((line) => {
    const [command, ...output] = consoleForSystem(`$ ${line.command}\n${line.output}`, system, new Map([[0, line.crlfFiles ?? []]]), line.cwd).split('\n');
    return {...line, command: command.slice(2), output: output.join('\n')};
  });
}

/** The folder as a prompt shows it: Git Bash's \\w (~/python-basics), zsh's %1~ (python-basics). */
const zshFolder = (cwd: string) => (cwd === '~' || cwd === '/' ? cwd : cwd.split('/').filter(Boolean).pop()!);

/** The folder as Git Bash writes it in its window's title: /c/Users/you/python-basics. */
export const gitBashTitle = (cwd: string) => `MINGW64:${cwd.replace(/^~/, '/c/Users/you')}`;

/**
 * A terminal wraps a long line at its last column, character by character:
 * the 81st character, a space too, starts the next row. The browser's
 * pre-wrap would let a space at the edge hang off the row instead, so the
 * rows are cut here. Colour codes take no column; a tab goes to the next
 * multiple of 8.
 */
export function terminalRows(text: string, columns = TERMINAL_COLUMNS): string {
  return text
    .split('\n')
    .map((line) => {
      let column = 0;
      let row = '';
      for (const part of line.match(/\x1b\[[0-9;]*m|[\s\S]/gu) ?? []) {
        if (part.length > 1 && part.startsWith('\x1b')) {
          row += part;
          continue;
        }
        if (column === columns) {
          row += '\n';
          column = 0;
        }
        row += part;
        column = part === '\t' ? Math.min(columns, (column + 8) & ~7) : column + 1;
      }
      return row;
    })
    .join('\n');
}

function terminalLines(lines: readonly TerminalLine[], system: System = 'linux'): string {
  const output = (line: TerminalLine) => (line.output ? `<div class="out">${ansiColours.toHtml(terminalRows(line.output))}</div>` : '');
  const venv = (line: TerminalLine) => (line.venv ? `(${escape(line.venv)}) ` : '');
  return linesForSystem(lines, system)
    .map((line) => {
      switch (system) {
        case 'windows':
          // Git Bash's prompt starts with a new line, so an empty line (or the
          // virtual environment's name) comes before you@LAPTOP MINGW64 folder
          // (branch), and the command is typed after "$ " on the next line.
          return (
            `<div class="gap">${venv(line)}</div><div><span class="w-user">you@LAPTOP</span> <span class="w-msys">MINGW64</span> <span class="w-path">${escape(line.cwd)}</span>${
              line.branch ? ` <span class="w-branch">(${escape(line.branch)})</span>` : ''
            }</div><div class="cmd">$ <span class="typed">${escape(line.command)}</span></div>` + output(line)
          );
        case 'mac':
          return `<div class="cmd">${venv(line)}you@MacBook ${escape(zshFolder(line.cwd))} % <span class="typed">${escape(line.command)}</span></div>` + output(line);
        case 'linux':
          return (
            `<div class="cmd">${venv(line)}<span class="prompt">you@laptop</span>:<span class="path">${escape(line.cwd)}</span>$ <span class="typed">${escape(line.command)}</span></div>` +
            output(line)
          );
      }
    })
    .join('');
}

const TERMINAL_CSS = `
/* A line longer than the terminal breaks at its 80th column, wherever that falls, as a real terminal breaks it: no
   indent and no break at a space or hyphen that would invent a space in an address. */
.term{background:#1e2430;color:#e6e9ef;padding:18px 16px 22px;font-family:Mono,monospace;font-size:${TERMINAL_TEXT_PX}px;line-height:1.5;white-space:pre-wrap;word-break:break-all;min-height:150px}
.term .prompt{color:#7ee787;font-weight:700}.term .path{color:#79c0ff;font-weight:700}
.term .typed{color:#fff;font-weight:700}.term .out{color:#d6dae2;margin-bottom:6px}
/* Git Bash's prompt colours (mintty): green user@computer, purple MINGW64, yellow folder, cyan branch. */
.term .w-user{color:#7ee787}.term .w-msys{color:#d2a8ff}.term .w-path{color:#e3b341}.term .w-branch{color:#56d4dd}
.term .gap{min-height:1.5em}
`;


function page(css: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>${BASE_CSS}${css}</style></head><body><div id="scene">${body}</div></body></html>`;
}

export function sceneHtml(scene: Scene): string {
  switch (scene.kind) {
    case 'card':
      return `<!doctype html><html><head><meta charset="utf-8"><style>${BASE_CSS}
#scene{padding:0}
.card{width:${CARD_IMAGE.width}px;height:${CARD_IMAGE.height}px;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:14px;background:${scene.color};color:#fff;position:relative;overflow:hidden}
.card:before,.card:after{content:'';position:absolute;border-radius:50%;background:rgb(255 255 255/10%)}
.card:before{width:260px;height:260px;right:-70px;top:-90px}.card:after{width:180px;height:180px;left:-60px;bottom:-80px}
.glyph{font-family:Mono,monospace;font-variant-ligatures:none;font-feature-settings:"calt" 0,"liga" 0;font-weight:700;font-size:64px;line-height:1;padding:18px 26px;border-radius:20px;background:rgb(255 255 255/16%);min-width:130px;text-align:center}
.name{font-size:34px;font-weight:700;letter-spacing:-.01em;text-align:center;padding:0 20px}
</style></head><body><div id="scene"><div class="card"><div class="glyph">${escape(scene.glyph)}</div><div class="name">${escape(scene.title)}</div></div></div></body></html>`;

    case 'terminal': {
      const system = scene.system ?? 'linux';
      const lines = terminalLines(scene.lines, system);
      const folder = scene.lines.at(-1)?.cwd ?? '~';
      if (system === 'windows') {
        // Git Bash's window (mintty): its title names the folder, its controls are on the right.
        return page(
          `${TERMINAL_CSS}${WINDOWS_CSS}.titlebar.win{background:#fff;color:#1c1c1c;height:34px}`,
          `<div class="window win"><div class="titlebar win"><span class="label">${escape(gitBashTitle(folder))}</span>${WINDOWS_CONTROLS}</div><div class="term">${lines}</div></div>`,
        );
      }
      if (system === 'mac') {
        // The Terminal app: its title is the folder and the shell, zsh.
        return page(
          TERMINAL_CSS,
          `<div class="window"><div class="titlebar">${trafficLights}<span class="label">${escape(zshFolder(folder) === '~' ? 'you' : zshFolder(folder))} — -zsh — ${TERMINAL_COLUMNS}×24</span></div><div class="term">${lines}</div></div>`,
        );
      }
      return page(
        TERMINAL_CSS,
        `<div class="window"><div class="titlebar">${trafficLights}<span class="label">Terminal</span></div><div class="term">${lines}</div></div>`,
      );
    }

    case 'editor': {
      const system = scene.system ?? 'linux';
      const keys = (text: string) => (system === 'mac' ? macKeys(text) : text);
      const files = explorerFiles(scene.files, scene.openFile?.name)
        .map((file) =>
          file.endsWith('/')
            ? `<div class="file dir">&#8250; ${escape(file.slice(0, -1))}</div>`
            : `<div class="file${file === scene.openFile?.name ? ' active' : ''}">${escape(file)}</div>`,
        )
        .join('');
      const editor = scene.openFile
        ? `<div class="tabs"><div class="tab">${escape(scene.openFile.name.split('/').pop()!)}</div></div><div class="code">${highlightedLines(scene.openFile.name, scene.openFile.code)
            .map((line, index) => `<div class="line"><span class="ln">${index + (scene.openFile?.firstLine ?? 1)}</span><span class="src">${line}</span></div>`)
            .join('')}</div>`
        : `<div class="welcome"><div class="logo">&lt;/&gt;</div>${WELCOME_HINTS.map(([what, combo]) => `<div class="hint"><span>${what}</span><b>${system === 'mac' ? macKeys(combo) : combo.replace(/\+/g, ' + ')}</b></div>`).join('')}</div>`;
      const shell = system === 'mac' ? 'zsh' : 'bash';
      // With two terminals, VS Code lists them at the panel's right, the one shown highlighted.
      const list = scene.terminals
        ? `<div class="terminals">${scene.terminals
            .map((name, index, all) => `<div class="${index === all.length - 1 ? 'on' : ''}">&#9002; ${escape(name === 'shell' ? shell : name)}</div>`)
            .join('')}</div>`
        : '';
      const terminal = scene.terminal
        ? // The shell's name at the panel's right, as VS Code shows it: Git Bash's bash on Windows, zsh on a Mac.
          `<div class="panel"><div class="panel-title"><span>TERMINAL</span><span class="shell">${list ? '' : shell}</span></div><div class="panel-body"><div class="term">${terminalLines(scene.terminal, system)}</div>${list}</div></div>`
        : '';
      return page(
        `${TERMINAL_CSS}
/* The terminal panel spans the side bar and the editor (VS Code's panel alignment "justify"), so it is as many
   columns wide as a laptop's VS Code panel shows at the least: 80. */
.vs{display:grid;grid-template-columns:46px 180px 1fr;grid-template-rows:1fr auto;grid-template-areas:"activity side main" "activity panel panel";min-height:430px;background:#1f1f1f;color:#ccc}
.vs>.activity{grid-area:activity}.vs>.side{grid-area:side}.vs>.main{grid-area:main}.vs>.panel{grid-area:panel;min-width:0}
@font-face{font-family:Codicon;src:url('file://${codiconFont}') format('truetype')}
.codicon{font-family:Codicon;font-style:normal;line-height:1;display:block}
.activity{background:#181818;display:flex;flex-direction:column;align-items:center;gap:20px;padding-top:12px}
.activity .codicon{font-size:26px;color:#868686}.activity .codicon.on{color:#d7d7d7}
.activity .bottom{margin-top:auto;display:flex;flex-direction:column;gap:20px;padding-bottom:12px}
.side{background:#181818;border-left:1px solid #2b2b2b;border-right:1px solid #2b2b2b;font-size:14px}
.side .head{padding:10px 14px;font-size:12px;letter-spacing:.06em;color:#bbb}
.side .folder{padding:4px 14px;font-weight:700;font-size:13px;color:#e6e6e6}
.side .file.dir{padding-left:18px}
.side .file{padding:4px 14px 4px 30px;font-size:15px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}.side .file.active{background:#37373d;color:#fff}
.main{display:flex;flex-direction:column;min-width:0}
.tabs{display:flex;background:#181818;height:38px}.tab{padding:9px 16px;background:#1f1f1f;color:#fff;font-size:14px;border-top:2px solid #0078d4}
.code{flex:1;padding:10px 0;font-family:Mono,monospace;font-size:15px;line-height:1.55;white-space:pre;color:#d4d4d4}
.code .line{display:flex}.code .ln{flex:none;width:44px;text-align:right;padding-right:16px;color:#6e7681}
/* A line longer than the editor wraps, as with VS Code's word wrap (Alt+Z), so no code is cut off. */
/* VS Code does not wrap code (editor.wordWrap is off): a line longer than the editor runs off its right edge. */
.code .src{white-space:pre;overflow:hidden;min-width:0}
.welcome{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:10px;color:#9d9d9d;font-size:15px}
.welcome .logo{font-family:Mono,monospace;font-size:64px;color:#3c3c3c;margin-bottom:18px;font-weight:700}
.hint{display:flex;gap:18px;width:330px;justify-content:space-between}.hint b{color:#cfcfcf;font-weight:600}
.panel{border-top:1px solid #2b2b2b}.panel-title{display:flex;justify-content:space-between;font-size:12px;letter-spacing:.06em;padding:6px 14px;color:#ccc}
.panel-title .shell{letter-spacing:0;font-size:13px;color:#bbb}
.panel-body{display:flex;justify-content:space-between}
.terminals{flex:none;width:130px;border-left:1px solid #2b2b2b;font-size:13px;color:#bbb;padding:4px 0}
.terminals div{padding:3px 10px}.terminals .on{background:#37373d;color:#fff}
.panel .term{min-height:0;background:#1f1f1f;font-size:14px;padding:6px 14px 10px;max-width:calc(${TERMINAL_COLUMNS}ch + 30px)}
.status{height:26px;background:#181818;border-top:1px solid #2b2b2b;color:#ccc;font-size:13px;padding:4px 12px;display:flex;align-items:center;gap:5px}
.status .codicon{font-size:15px}
.window{position:relative}
.titlebar .menu{display:flex;gap:11px;margin-left:10px;font-weight:400;font-size:14px;color:#333}
.titlebar .menu + .label{margin-right:0;text-align:right}
.overlay{position:absolute;top:52px;left:50%;transform:translateX(-50%);width:480px;background:#252526;color:#ccc;border:1px solid #454545;border-radius:8px;box-shadow:0 6px 20px rgb(0 0 0/50%);padding:8px;font-size:15px}${system === 'linux' ? '' : EDITOR_TITLE_CSS}`,
        `${editorWindowStart(scene.folder, system)}<div class="vs"><div class="activity">${codicon('files', !scene.side)}${codicon('search')}${codicon('sourceControl')}${codicon('run')}${codicon('extensions', !!scene.side)}<div class="bottom">${codicon('account')}${codicon('settings')}</div></div><div class="side">${
          scene.side
            ? `<div class="head">${escape(scene.side.title)}</div>${keys(scene.side.html)}`
            : `<div class="head">EXPLORER</div><div class="folder">&#9662; ${escape(scene.folder.toUpperCase())}</div>${files}`
        }</div><div class="main">${editor}</div>${terminal}</div><div class="status">${scene.status ? escape(scene.status) : scene.branch === null ? '' : `${codicon('branch')}${escape(scene.branch ?? 'main')}`}</div>${
          scene.overlayHtml ? `<div class="overlay">${keys(scene.overlayHtml)}</div>` : ''
        }</div>`,
      );
    }

    case 'browser':
      return page(
        `${BROWSER_CSS}
.content{padding:26px 32px 30px;font-size:17px;line-height:1.5;min-height:300px}
.content h1{font-size:30px;margin-bottom:8px}.content h2{font-size:21px;margin:16px 0 6px}
.content p{margin-bottom:10px;color:#333}
.btn{display:inline-block;background:#0b62c4;color:#fff;font-weight:600;border-radius:6px;padding:10px 18px;font-size:16px}
.btn.green{background:#1f883d}.btn.ghost{background:#fff;color:#0b62c4;border:2px solid #0b62c4}
.row{display:flex;gap:18px;margin-top:18px}.box{flex:1;border:1px solid #d0d7de;border-radius:10px;padding:16px;text-align:center}
.box .icon{font-size:40px;font-weight:700;color:#0b62c4;font-family:Mono,monospace;margin-bottom:6px}
.muted{color:#57606a;font-size:15px}
.highlight{outline:4px solid #f5a623;outline-offset:3px;border-radius:8px}`,
        `<div class="window"><div class="titlebar browser"><span class="tabtitle">${escape(scene.tabTitle)}</span></div><div class="bar"><span class="url">${escape(scene.url).replace(/^(https:\/\/)([^/]+)/, '$1<b>$2</b>')}</span></div><div class="content">${scene.body}</div></div>`,
      );

    case 'page':
      return page(
        `${BROWSER_CSS}.shot{display:block;width:${PAGE_VIEWPORT.width}px;height:${PAGE_VIEWPORT.height}px}`,
        `<div class="window"><div class="titlebar browser"><span class="tabtitle">${escape(scene.tabTitle)}</span></div><div class="bar"><span class="url">${escape(scene.url)}</span></div><img class="shot" alt="" src="data:image/png;base64,${scene.png}"></div>`,
      );

    case 'diagram':
      return page(
        `.diagram{padding:26px 30px 30px;font-size:18px}.diagram h1{font-size:24px;margin-bottom:18px}
.boxes{display:flex;align-items:center;gap:14px}.node{flex:1;border:2px solid #0b62c4;border-radius:10px;padding:14px;text-align:center;background:#eef5ff;font-weight:600}
.arrow{font-size:28px;color:#0b62c4;font-weight:700}`,
        `<div class="window"><div class="diagram"><h1>${escape(scene.title)}</h1>${scene.body}</div></div>`,
      );
  }
}
