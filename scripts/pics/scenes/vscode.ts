/**
 * Pictures of the three VS Code lessons (overview, useful-packages,
 * hot-key). VS Code cannot run on the build machine, so these are drawn:
 * editor windows, the Command Palette, the Extensions view, and a few
 * diagrams. The terminal lines shown inside the editor match what the
 * lessons' ```console blocks really print.
 */
import type {Scene} from '../templates';
import {pictureForSystem} from '../../../src/lib/pictures';
import {SYSTEMS, type System} from '../../../src/lib/systems';
import {vscodeDownloadPage} from '../parts';

/** Status bar text: items spread out with non-breaking spaces. */
const status = (...items: string[]) => items.join('\u00a0'.repeat(8));

/**
 * The Command Palette or Quick Open: a search box (typed text, or a grey
 * placeholder when `query` is empty) and a list; `selected` is the lit row.
 */
function quickPick(
  query: string,
  rows: {label: string; detail?: string; keys?: string}[],
  {selected = 0, placeholder = ''}: {selected?: number; placeholder?: string} = {},
): string {
  const list = rows
    .map(
      (row, index) =>
        `<div style="display:flex;justify-content:space-between;align-items:center;gap:12px;padding:6px 10px;border-radius:4px;font-size:16px;${
          index === selected ? 'background:#04395e;color:#fff' : 'color:#ccc'
        }"><span>${row.label}${row.detail ? ` <span style="color:#9d9d9d;font-size:15px">${row.detail}</span>` : ''}</span>${
          row.keys ? `<span style="color:#cfcfcf;font-size:15px;white-space:nowrap">${row.keys}</span>` : ''
        }</div>`,
    )
    .join('');
  const typed = query || `<span style="color:#9d9d9d">${placeholder}</span>`;
  return `<div style="border:1px solid #0078d4;background:#313131;color:#fff;padding:6px 10px;font-size:17px;border-radius:4px;margin-bottom:6px">${query ? typed : ''}<span style="color:#0078d4">|</span>${query ? '' : typed}</div>${list}`;
}

/** The Extensions view in the side bar: a search box and result cards. */
function extensions(search: string, results: {name: string; publisher: string; about: string; color: string; letter: string; verified?: boolean}[]): {title: string; html: string} {
  const cards = results
    .map(
      (ext, index) =>
        `<div style="padding:8px 12px;${index === 0 ? 'background:#04395e' : ''}">
  <div style="display:flex;gap:8px;align-items:center">
    <div style="flex:none;width:30px;height:30px;border-radius:5px;background:${ext.color};color:#fff;font-weight:700;font-size:15px;display:flex;align-items:center;justify-content:center">${ext.letter}</div>
    <div style="min-width:0;overflow-wrap:anywhere;color:#fff;font-weight:700;font-size:16px;line-height:1.2">${ext.name}</div>
  </div>
  <div style="font-size:14px;color:#d4d4d4;margin:4px 0 6px;line-height:1.3">${ext.about}</div>
  <div style="display:flex;flex-wrap:wrap;gap:4px;justify-content:space-between;align-items:center">
    <span style="font-size:14px;color:#e6e6e6">${ext.verified ? '<span style="color:#3794ff">&#10004;</span> ' : ''}${ext.publisher}</span>
    <span style="background:#0078d4;color:#fff;font-size:14px;padding:2px 8px;border-radius:3px">Install</span>
  </div>
</div>`,
    )
    .join('');
  return {
    title: 'EXTENSIONS: MARKETPLACE',
    html: `<div style="margin:0 10px 8px;padding:5px 8px;background:#313131;border:1px solid #0078d4;color:#fff;font-size:15px">${search}</div>${cards}`,
  };
}

/** Colours of VS Code's default dark theme (Dark Modern) for code in diagrams. */
const C = {tag: '#569cd6', bracket: '#808080', text: '#d4d4d4', comment: '#6a9955', keyword: '#c586c0', variable: '#9cdcfe'};
const span = (color: string, text: string) => `<span style="color:${color}">${text}</span>`;
/** `<p>text</p>` in the theme's colours. */
const pTag = (text: string) =>
  `${span(C.bracket, '&lt;')}${span(C.tag, 'p')}${span(C.bracket, '&gt;')}${text}${span(C.bracket, '&lt;/')}${span(C.tag, 'p')}${span(C.bracket, '&gt;')}`;

/** Code with line numbers on the editor's dark background; `lit` lines get the cursor's highlight. */
/** Lines of code with their numbers, from `firstLine` on (a part of a longer file); `lit` names the highlighted line numbers. */
function codeBox(lines: string[], {lit = [] as number[], fontSize = 18, firstLine = 1} = {}): string {
  const rows = lines
    .map(
      (line, index) =>
        `<div style="${lit.includes(firstLine + index) ? 'background:#264f78;' : ''}white-space:pre"><span style="display:inline-block;width:40px;text-align:right;padding-right:14px;color:#6e7681">${firstLine + index}</span>${line}</div>`,
    )
    .join('');
  return `<div style="background:#1f1f1f;color:${C.text};border-radius:8px;padding:12px 0;font-family:Mono,monospace;font-size:${fontSize}px;line-height:1.7;font-variant-ligatures:none">${rows}</div>`;
}

/** A "before → keys → after" pair of code boxes, with a note under them. */
function beforeAfter(keys: string, before: string, after: string, note: string): string {
  return `<div class="boxes" style="align-items:flex-start">
  <div style="flex:1;min-width:0">
    <div style="font-weight:700;margin-bottom:8px">Before</div>
    ${before}
  </div>
  <div style="text-align:center;font-weight:700;color:#0b62c4;padding-top:60px"><div class="arrow">&#8594;</div><div style="font-size:16px;white-space:nowrap">${keys}</div></div>
  <div style="flex:1;min-width:0">
    <div style="font-weight:700;margin-bottom:8px">After</div>
    ${after}
  </div>
</div>
<p style="margin-top:18px;font-size:17px;color:#333">${note}</p>`;
}

/** Activity Bar icons drawn as simple outlines: files, search, source control, run, extensions. */
const ICON = (path: string, on = false) =>
  `<svg width="30" height="30" viewBox="0 0 24 24" fill="none" stroke="${on ? '#fff' : '#858585'}" stroke-width="1.6" stroke-linejoin="round" aria-hidden="true">${path}</svg>`;
const ACTIVITY_ICONS = [
  ICON('<path d="M6 3h8l4 4v14H6z"/><path d="M14 3v4h4"/>', true),
  ICON('<circle cx="10" cy="10" r="6"/><path d="M14.5 14.5L20 20"/>'),
  ICON('<circle cx="7" cy="5" r="2"/><circle cx="7" cy="19" r="2"/><circle cx="17" cy="8" r="2"/><path d="M7 7v10M17 10c0 4-10 3-10 7"/>'),
  ICON('<path d="M8 5l11 7-11 7z"/>'),
  ICON('<rect x="3" y="11" width="6" height="6"/><rect x="9" y="11" width="6" height="6"/><rect x="3" y="17" width="6" height="4"/><rect x="13" y="3" width="6" height="6" transform="rotate(15 16 6)"/>'),
].join('');

const INDEX_HTML = `<!DOCTYPE html>
<html>
  <body>
    <h1>Hello, world!</h1>
    <p>My first web page.</p>
  </body>
</html>`;

const TODO_HTML = `<h1>My to-do list</h1>
<p>Buy milk</p>
<p>Call Mum</p>
<p>Pay the bills</p>
<p>Buy bread</p>`;

/** The practice folder after the extensions lesson (Explorer order: folders first). */
const PRACTICE_FILES = ['> templates', 'Greeting.jsx', 'hello.py', 'index.html', 'todo.html'];

/** A diagram that shows keys, drawn once per system under its name for that system (name, name.macos, name.linux). */
function keyDiagrams(draw: (system: System) => {name: string; title: string; body: string}): Scene[] {
  return SYSTEMS.map((system) => {
    const scene = draw(system);
    return {kind: 'diagram' as const, ...scene, name: pictureForSystem(scene.name, system), system};
  });
}

export const scenes: Scene[] = [
  // ----- /integrated-development-environments/vscode/overview -----
  vscodeDownloadPage('vscode-overview-download-page'),
  {
    kind: 'diagram',
    name: 'vscode-overview-window-parts',
    title: 'The parts of the VS Code window',
    body: `<div style="position:relative;display:grid;grid-template-columns:86px 220px 1fr;grid-template-rows:1fr 120px 40px;height:420px;border:2px solid #3c3c3c;border-radius:10px;overflow:hidden;font-weight:700;font-size:18px;color:#fff">
  <div style="grid-row:1/3;background:#181818;display:flex;flex-direction:column;align-items:center;gap:12px;padding-top:14px">
    ${ACTIVITY_ICONS}
    <div style="margin-top:8px;text-align:center;font-size:17px;line-height:1.25;color:#ffd866">Activity<br>Bar</div>
  </div>
  <div style="grid-row:1/3;background:#181818;border-left:1px solid #2b2b2b;border-right:1px solid #2b2b2b;padding:16px 14px">
    <div style="color:#ffd866;font-size:18px;line-height:1.25">Primary Side Bar</div>
    <div style="font-weight:400;color:#ccc;font-size:16px;margin-top:6px">showing the Explorer:</div>
    <div style="font-weight:600;color:#e6e6e6;font-size:16px;margin-top:12px">&#9662; MY-FIRST-PROJECT</div>
    <div style="font-weight:400;color:#ccc;font-size:16px;padding-left:18px;margin-top:6px">index.html</div>
  </div>
  <div style="background:#1f1f1f;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:10px">
    <div style="border:2px dashed #79c0ff;border-radius:6px;padding:8px 16px;color:#79c0ff;font-size:16px">Command Palette opens here</div>
    <div style="margin-top:40px;color:#ffd866;font-size:22px">Editor</div>
    <div style="font-weight:400;color:#ccc;font-size:16px">where you read and write files</div>
  </div>
  <div style="background:#181818;border-top:1px solid #2b2b2b;padding:12px 16px">
    <div style="color:#ffd866">Panel</div>
    <div style="font-weight:400;color:#ccc;font-size:16px;margin-top:4px">with the Terminal:</div>
    <div style="font-family:Mono,monospace;font-size:16px;margin-top:6px">$ <span style="font-weight:400;color:#ccc;font-family:Inter,sans-serif">(each system's prompt)</span></div>
  </div>
  <div style="grid-column:1/4;background:#181818;border-top:1px solid #2b2b2b;display:flex;align-items:center;padding:0 16px 0 0;font-size:17px"><span style="background:#0078d4;align-self:stretch;display:flex;align-items:center;padding:0 12px;margin-right:14px">&gt;&lt;</span><span style="color:#ffd866">Status Bar</span><span style="font-weight:400;color:#ccc;margin-left:auto">main&nbsp;&nbsp;&nbsp;&nbsp;Ln 1, Col 1&nbsp;&nbsp;&nbsp;&nbsp;HTML</span></div>
</div>`,
  },
  {
    kind: 'editor',
    name: 'vscode-overview-open-folder',
    folder: 'my-first-project',
    files: [],
    overlayHtml: `<div style="padding:10px 12px;font-size:16px;line-height:1.45">
  <div style="font-size:19px;font-weight:700;color:#fff;margin-bottom:8px">Do you trust the authors of the files in this folder?</div>
  <div style="color:#ccc;margin-bottom:14px">Code can run files in this folder for you. If you do not trust the authors, open the folder in Restricted Mode.</div>
  <div style="background:#0078d4;color:#fff;border-radius:4px;padding:8px 12px;margin-bottom:8px"><b>Yes, I trust the authors</b><div style="font-size:15px">Trust folder and enable all features</div></div>
  <div style="background:#3a3d41;color:#fff;border-radius:4px;padding:8px 12px"><b>No, I don't trust the authors</b><div style="font-size:15px">Browse folder in restricted mode</div></div>
</div>`,
  },
  {
    kind: 'editor',
    name: 'vscode-overview-first-file',
    folder: 'my-first-project',
    files: ['index.html'],
    openFile: {name: 'index.html', code: INDEX_HTML},
    status: status('main', 'Ln 7, Col 8', 'HTML'),
  },
  {
    kind: 'editor',
    name: 'vscode-overview-command-palette',
    folder: 'my-first-project',
    files: ['index.html'],
    openFile: {name: 'index.html', code: INDEX_HTML},
    overlayHtml: quickPick('&gt;theme', [
      {label: 'Preferences: Color Theme', keys: 'Ctrl+K Ctrl+T'},
      {label: 'Preferences: File Icon Theme'},
      {label: 'Preferences: Product Icon Theme'},
      {label: 'Preferences: Browse Color Themes in Marketplace'},
    ]),
  },
  {
    // Only Windows offers these terminals: one picture, in Windows' frame, for every reader (the step's text
    // tells Mac and Linux readers there is nothing to do).
    kind: 'editor',
    name: 'vscode-overview-default-terminal',
    system: 'windows',
    folder: 'my-first-project',
    files: ['index.html'],
    openFile: {name: 'index.html', code: INDEX_HTML},
    overlayHtml: quickPick(
      '',
      [
        {label: 'PowerShell'},
        {label: 'Git Bash', detail: 'C:\\Program Files\\Git\\bin\\bash.exe'},
        {label: 'Command Prompt'},
        {label: 'JavaScript Debug Terminal'},
      ],
      {selected: 1, placeholder: 'Select your default terminal profile'},
    ),
  },
  {
    kind: 'editor',
    name: 'vscode-overview-terminal',
    folder: 'my-first-project',
    files: ['index.html'],
    openFile: {name: 'index.html', code: '<!DOCTYPE html>\n<html>\n  <body>\n    <h1>Hello, world!</h1>'},
    terminal: [
      // my-first-project is a repository (setting-up ran git init -b main): Git Bash's prompt shows (main).
      {cwd: '~/my-first-project', command: 'cd ~/my-first-project', output: '', branch: 'main'},
      {cwd: '~/my-first-project', command: 'pwd', output: '/home/you/my-first-project', branch: 'main'},
      {cwd: '~/my-first-project', command: 'ls', output: 'index.html', branch: 'main'},
    ],
  },

  // ----- /integrated-development-environments/vscode/useful-packages -----
  {
    kind: 'browser',
    name: 'vscode-extension-live-server',
    url: 'http://127.0.0.1:5500/index.html',
    tabTitle: '127.0.0.1:5500/index.html',
    body: `<h1>Hello, world!</h1>
<p>My first web page.</p>
<p class="muted" style="margin-top:150px">Live Server shows your page here and reloads it each time you save index.html.</p>`,
  },
  {
    kind: 'editor',
    name: 'vscode-extension-react-snippets',
    folder: 'vscode-practice',
    files: ['Greeting.jsx', 'index.html'],
    openFile: {
      name: 'Greeting.jsx',
      code: "import React from 'react'\n\nconst Greeting = () => {\n  return (\n    <div>Greeting</div>\n  )\n}\n\nexport default Greeting",
    },
    side: extensions('es7 react', [
      {
        name: 'ES7+ React/Redux/React-Native snippets',
        publisher: 'dsznajder',
        about: 'Short words that grow into React code.',
        color: '#20232a',
        letter: 'JS',
      },
    ]),
    status: status('Ln 9, Col 24', 'JavaScript JSX'),
  },
  {
    kind: 'editor',
    name: 'vscode-extension-docker',
    folder: 'vscode-practice',
    files: [],
    side: {
      title: 'CONTAINERS',
      // The Containers icon that the extension adds to the Activity Bar: shown last, lit and ringed; Extensions is not lit.
      html: `<style>.activity .codicon.on{color:#868686}.activity .bottom{order:2}.activity:after{order:1;content:'\\eb29';font-family:Codicon;font-size:26px;line-height:1;color:#fff;outline:3px solid #f5a623;outline-offset:5px;border-radius:4px}</style>${['CONTAINERS', 'IMAGES', 'REGISTRIES', 'NETWORKS', 'VOLUMES']
        .map(
          (section, index) =>
            `<div style="padding:5px 12px;font-size:13px;font-weight:700;color:#e6e6e6;border-top:1px solid #2b2b2b">&#9662; ${section}</div>${
              index === 0
                ? '<div style="padding:4px 14px 8px 22px;font-size:14px;color:#cca700;line-height:1.35">&#9888; Failed to connect. Is Docker running?</div>'
                : ''
            }`,
        )
        .join('')}`,
    },
    status: status('Ln 1, Col 1'),
  },
  // Run Python File sends the full path of the Python that VS Code picked, which differs on each computer:
  // python.org's newest, 3.15, as the step's box shows (the install manager's folder on Windows, /usr/local/bin on a
  // Mac), Ubuntu's own on Linux.
  ...(
    [
      ['windows', 'C:/Users/you/AppData/Local/Python/pythoncore-3.15-64/python.exe c:/Users/you/vscode-practice/hello.py', '3.15.0'],
      ['mac', '/usr/local/bin/python3 /Users/you/vscode-practice/hello.py', '3.15.0'],
      ['linux', '/usr/bin/python3 /home/you/vscode-practice/hello.py', '3.12.3'],
    ] as const
  ).map(
    ([system, command, version]): Scene => ({
      kind: 'editor',
      name: pictureForSystem('vscode-extension-python', system),
      system,
      folder: 'vscode-practice',
      files: ['Greeting.jsx', 'hello.py', 'index.html'],
      openFile: {name: 'hello.py', code: 'name = "Sam"\nprint("Hello from Python,", name)'},
      side: extensions('python', [
        {name: 'Python', publisher: 'Microsoft', about: 'Run, debug and check Python code.', color: '#3572a5', letter: 'Py', verified: true},
        {name: 'Pylance', publisher: 'Microsoft', about: 'Smart help while you type Python.', color: '#3572a5', letter: 'Pl', verified: true},
      ]),
      terminal: [{cwd: '~/vscode-practice', command, output: 'Hello from Python, Sam'}],
      status: status('Ln 2, Col 34', 'Python', version),
    }),
  ),
  {
    kind: 'diagram',
    name: 'vscode-extension-django',
    title: 'A Django template with the Django extension',
    body: `<div style="display:grid;grid-template-columns:210px 1fr;border:2px solid #3c3c3c;border-radius:10px;overflow:hidden;background:#1f1f1f;color:#ccc">
  <div style="background:#181818;border-right:1px solid #2b2b2b;padding:10px 0;font-size:15px">
    <div style="padding:0 14px 8px;font-size:12px;letter-spacing:.06em;color:#bbb">EXPLORER</div>
    <div style="padding:3px 14px;font-weight:700;font-size:13px;color:#e6e6e6">&#9662; VSCODE-PRACTICE</div>
    <div style="padding:3px 14px 3px 24px">&#9662; templates</div>
    <div style="padding:3px 14px 3px 42px;background:#37373d;color:#fff">home.html</div>
    <div style="padding:3px 14px 3px 30px">Greeting.jsx</div>
    <div style="padding:3px 14px 3px 30px">hello.py</div>
    <div style="padding:3px 14px 3px 30px">index.html</div>
  </div>
  <div>
    <div style="background:#181818;height:38px"><div style="display:inline-block;padding:9px 16px;background:#1f1f1f;color:#fff;font-size:14px;border-top:2px solid #0078d4">home.html</div></div>
    <div style="padding:6px 0 40px">${codeBox([
      `${span(C.bracket, '&lt;')}${span(C.tag, 'h1')}${span(C.bracket, '&gt;')}Hello, ${span(C.keyword, '{{')} ${span(C.variable, 'name')} ${span(C.keyword, '}}')}!${span(C.bracket, '&lt;/')}${span(C.tag, 'h1')}${span(C.bracket, '&gt;')}`,
      `${span(C.keyword, '{%')} ${span(C.tag, 'for')} ${span(C.variable, 'friend')} ${span(C.tag, 'in')} ${span(C.variable, 'friends')} ${span(C.keyword, '%}')}`,
      `  ${pTag(`${span(C.keyword, '{{')} ${span(C.variable, 'friend')} ${span(C.keyword, '}}')}`)}`,
      `${span(C.keyword, '{%')} ${span(C.tag, 'endfor')} ${span(C.keyword, '%}')}`,
    ], {fontSize: 17})}</div>
  </div>
  <div style="grid-column:1/3;background:#181818;border-top:1px solid #2b2b2b;color:#ccc;font-size:15px;padding:5px 14px;text-align:right">Ln 4, Col 13&nbsp;&nbsp;&nbsp;&nbsp;<b style="color:#fff;outline:3px solid #f5a623;outline-offset:2px;padding:0 4px">Django HTML</b></div>
</div>`,
  },

  // ----- /integrated-development-environments/vscode/hot-key -----
  {
    kind: 'editor',
    name: 'vscode-hotkey-command-palette',
    folder: 'vscode-practice',
    files: PRACTICE_FILES,
    openFile: {name: 'todo.html', code: TODO_HTML},
    overlayHtml: quickPick('&gt;toggle', [
      {label: 'View: Toggle Word Wrap', keys: 'Alt+Z'},
      {label: 'View: Toggle Terminal', keys: 'Ctrl+`'},
      {label: 'View: Toggle Primary Side Bar Visibility', keys: 'Ctrl+B'},
      {label: 'Toggle Line Comment', keys: 'Ctrl+/'},
    ]),
    status: status('Ln 1, Col 1', 'HTML'),
  },
  {
    kind: 'editor',
    name: 'vscode-hotkey-quick-open',
    folder: 'vscode-practice',
    files: PRACTICE_FILES,
    openFile: {name: 'todo.html', code: TODO_HTML},
    overlayHtml: quickPick('home', [{label: 'home.html', detail: 'templates'}]),
    status: status('Ln 1, Col 1', 'HTML'),
  },
  {
    kind: 'editor',
    name: 'vscode-hotkey-find-replace',
    folder: 'vscode-practice',
    files: PRACTICE_FILES,
    openFile: {name: 'todo.html', code: TODO_HTML},
    overlayHtml: `<div style="display:flex;gap:8px;align-items:flex-start;font-size:16px">
  <div style="color:#ccc;padding-top:6px">&#8964;</div>
  <div style="flex:1">
    <div style="display:flex;align-items:center;gap:8px;margin-bottom:6px">
      <div style="flex:1;background:#313131;border:1px solid #0078d4;color:#fff;padding:4px 8px">Buy</div>
      <span style="color:#ccc;white-space:nowrap">1 of 2</span><span style="color:#ccc">&#8593; &#8595; &#10005;</span>
    </div>
    <div style="display:flex;align-items:center;gap:8px">
      <div style="flex:1;background:#313131;border:1px solid #454545;color:#fff;padding:4px 8px">Get</div>
      <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="#ccc" stroke-width="1.6" aria-hidden="true"><rect x="3" y="4" width="9" height="7" rx="1"/><path d="M7 14v4h9M13 15l3 3-3 3"/></svg>
      <div style="position:relative"><svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="#fff" stroke-width="1.6" aria-hidden="true"><rect x="3" y="2" width="8" height="6" rx="1"/><rect x="3" y="10" width="8" height="6" rx="1"/><path d="M14 8v10h6M18 15l3 3-3 3"/></svg>
        <div style="position:absolute;top:30px;right:-6px;white-space:nowrap;background:#252526;border:1px solid #454545;color:#ccc;font-size:14px;padding:3px 8px;border-radius:3px">Replace All (Ctrl+Alt+Enter)</div>
      </div>
    </div>
  </div>
</div>`,
    status: status('Ln 2, Col 4', 'HTML'),
  },
  // The keys differ on a Mac (Cmd for Ctrl, Option for Alt): each system's reader sees their own.
  ...keyDiagrams((system) => {
    const ctrl = system === 'mac' ? 'Cmd' : 'Ctrl';
    return {
      name: 'vscode-hotkey-toggle-comment',
      title: `Turn a line into a comment with ${ctrl} + /`,
      body: beforeAfter(
        `${ctrl} + /`,
        codeBox([pTag('Buy milk'), pTag('Call Mum'), pTag('Pay the bills')], {lit: [3], fontSize: 16, firstLine: 2}),
        codeBox(
          [pTag('Buy milk'), span(C.comment, '&lt;!-- &lt;p&gt;Call Mum&lt;/p&gt; --&gt;'), pTag('Pay the bills')],
          {lit: [3], fontSize: 16, firstLine: 2},
        ),
        'The line turns into a comment and goes green: the browser skips it. Press the keys again to undo it.',
      ),
    };
  }),
  ...keyDiagrams((system) => {
    const alt = system === 'mac' ? 'Option' : 'Alt';
    return {
      name: 'vscode-hotkey-move-line',
      title: `Move a line down with ${alt} + Down Arrow`,
      body: beforeAfter(
        `${alt} + &#8595;`,
        codeBox([pTag('Buy milk'), pTag('Call Mum'), pTag('Pay the bills')], {lit: [3], fontSize: 16, firstLine: 2}),
        codeBox([pTag('Buy milk'), pTag('Pay the bills'), pTag('Call Mum')], {lit: [4], fontSize: 16, firstLine: 2}),
        'The line with the cursor swaps places with the line below it.',
      ),
    };
  }),
  {
    kind: 'editor',
    name: 'vscode-hotkey-toggle-terminal',
    folder: 'vscode-practice',
    files: PRACTICE_FILES,
    openFile: {name: 'todo.html', code: TODO_HTML},
    terminal: [{cwd: '~/vscode-practice', command: 'pwd', output: '/home/you/vscode-practice'}],
    status: status('Ln 1, Col 1', 'HTML'),
  },
];
