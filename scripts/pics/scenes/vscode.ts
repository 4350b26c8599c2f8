/**
 * Pictures of the three VS Code lessons (overview, hot-key, useful-packages).
 * VS Code cannot run on the build machine, so these are drawn: editor
 * windows, the Command Palette, the Extensions view, and a few diagrams.
 * The terminal lines shown inside the editor match what the lessons'
 * ```console blocks really print.
 */
import {vscodeDownloadPage} from '../parts';
import type {Scene} from '../templates';

/** Status bar text: items spread out with non-breaking spaces. */
const status = (...items: string[]) => items.join('\u00a0'.repeat(8));

/** The Command Palette or Quick Open: a search box and a list of results. */
function quickPick(query: string, rows: {label: string; detail?: string; keys?: string}[]): string {
  const list = rows
    .map(
      (row, index) =>
        `<div style="display:flex;justify-content:space-between;align-items:center;gap:12px;padding:6px 10px;border-radius:4px;font-size:16px;${
          index === 0 ? 'background:#04395e;color:#fff' : 'color:#ccc'
        }"><span>${row.label}${row.detail ? ` <span style="color:#9d9d9d;font-size:15px">${row.detail}</span>` : ''}</span>${
          row.keys ? `<span style="color:#cfcfcf;font-size:15px;white-space:nowrap">${row.keys}</span>` : ''
        }</div>`,
    )
    .join('');
  return `<div style="border:1px solid #0078d4;background:#313131;color:#fff;padding:6px 10px;font-size:17px;border-radius:4px;margin-bottom:6px">${query}<span style="color:#0078d4">|</span></div>${list}`;
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

const INDEX_HTML = `<!DOCTYPE html>
<html>
  <body>
    <h1>Hello, world!</h1>
    <p>My first web page.</p>
  </body>
</html>`;

const WEBSITE_FILES = ['about.html', 'index.html', 'script.js', 'style.css'];

export const scenes: Scene[] = [
  // ----- /integrated-development-environments/vscode/overview -----
  vscodeDownloadPage('vscode-overview-download-page', {
    hint: 'Pick the button for your computer. The download starts at once.',
  }),
  {
    kind: 'diagram',
    name: 'vscode-overview-window-parts',
    title: 'The parts of the VS Code window',
    body: `<div style="position:relative;display:grid;grid-template-columns:86px 220px 1fr;grid-template-rows:1fr 120px 40px;height:420px;border:2px solid #3c3c3c;border-radius:10px;overflow:hidden;font-weight:700;font-size:18px;color:#fff">
  <div style="grid-row:1/3;background:#181818;display:flex;flex-direction:column;align-items:center;gap:14px;padding-top:16px">
    <i style="width:26px;height:26px;border:2px solid #fff;border-radius:5px"></i><i style="width:26px;height:26px;border:2px solid #858585;border-radius:5px"></i><i style="width:26px;height:26px;border:2px solid #858585;border-radius:5px"></i><i style="width:26px;height:26px;border:2px solid #858585;border-radius:5px"></i>
    <div style="margin-top:12px;text-align:center;font-size:17px;line-height:1.25;color:#ffd866">Activity<br>Bar</div>
  </div>
  <div style="grid-row:1/3;background:#252526;border-left:1px solid #3c3c3c;border-right:1px solid #3c3c3c;padding:16px 14px">
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
  <div style="background:#181818;border-top:1px solid #3c3c3c;padding:12px 16px">
    <div style="color:#ffd866">Panel</div>
    <div style="font-weight:400;color:#ccc;font-size:16px;margin-top:4px">with the Terminal:</div>
    <div style="font-family:Mono,monospace;font-size:16px;margin-top:6px"><span style="color:#7ee787">you@laptop</span>:<span style="color:#79c0ff">~/my-first-project</span>$</div>
  </div>
  <div style="grid-column:1/4;background:#0078d4;display:flex;align-items:center;padding:0 16px;font-size:17px">Status Bar<span style="font-weight:400;margin-left:auto">main&nbsp;&nbsp;&nbsp;&nbsp;Ln 1, Col 1&nbsp;&nbsp;&nbsp;&nbsp;HTML</span></div>
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
    name: 'vscode-overview-terminal',
    folder: 'my-first-project',
    files: ['index.html'],
    openFile: {name: 'index.html', code: '<!DOCTYPE html>\n<html>\n  <body>\n    <h1>Hello, world!</h1>'},
    terminal: [
      {cwd: '~/my-first-project', command: 'cd ~/my-first-project', output: ''},
      {cwd: '~/my-first-project', command: 'pwd', output: '/home/you/my-first-project'},
      {cwd: '~/my-first-project', command: 'ls', output: 'index.html'},
    ],
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

  // ----- /integrated-development-environments/vscode/hot-key -----
  {
    kind: 'editor',
    name: 'vscode-hotkey-command-palette',
    folder: 'my-website',
    files: WEBSITE_FILES,
    openFile: {name: 'index.html', code: INDEX_HTML},
    overlayHtml: quickPick('&gt;toggle', [
      {label: 'View: Toggle Word Wrap', keys: 'Alt+Z'},
      {label: 'View: Toggle Terminal', keys: 'Ctrl+`'},
      {label: 'View: Toggle Primary Side Bar Visibility', keys: 'Ctrl+B'},
      {label: 'Toggle Line Comment', keys: 'Ctrl+/'},
    ]),
  },
  {
    kind: 'editor',
    name: 'vscode-hotkey-quick-open',
    folder: 'my-website',
    files: WEBSITE_FILES,
    openFile: {name: 'style.css', code: 'body {\n  font-family: sans-serif;\n  color: #333;\n}'},
    overlayHtml: quickPick('about', [
      {label: 'about.html', detail: 'my-website'},
    ]),
  },
  {
    kind: 'editor',
    name: 'vscode-hotkey-find-replace',
    folder: 'my-website',
    files: WEBSITE_FILES,
    openFile: {
      name: 'index.html',
      code: '<!DOCTYPE html>\n<html>\n  <body>\n    <h1>Hello, world!</h1>\n    <p>Hello again!</p>\n  </body>\n</html>',
    },
    overlayHtml: `<div style="display:flex;gap:8px;align-items:flex-start;font-size:16px">
  <div style="color:#ccc;padding-top:6px">&#8250;</div>
  <div style="flex:1">
    <div style="display:flex;align-items:center;gap:8px;margin-bottom:6px">
      <div style="flex:1;background:#313131;border:1px solid #0078d4;color:#fff;padding:4px 8px">Hello</div>
      <span style="color:#ccc;white-space:nowrap">1 of 2</span><span style="color:#ccc">&#8593; &#8595; &#10005;</span>
    </div>
    <div style="display:flex;align-items:center;gap:8px">
      <div style="flex:1;background:#313131;border:1px solid #454545;color:#fff;padding:4px 8px">Welcome</div>
      <span style="color:#ccc;white-space:nowrap;font-size:15px">Replace &middot; Replace All</span>
    </div>
  </div>
</div>`,
  },
  {
    kind: 'editor',
    name: 'vscode-hotkey-toggle-comment',
    folder: 'my-website',
    files: WEBSITE_FILES,
    openFile: {
      name: 'script.js',
      code: 'let name = "Sam";\n\n// console.log("Testing...");\nconsole.log("Hello, " + name);',
    },
    status: status('main', 'Ln 3, Col 1', 'JavaScript'),
  },
  {
    kind: 'diagram',
    name: 'vscode-hotkey-move-line',
    title: 'Move a line down with Alt + Down Arrow',
    body: `<div class="boxes">
  <div style="flex:1">
    <div style="font-weight:700;margin-bottom:8px">Before</div>
    <div style="background:#1f1f1f;color:#d4d4d4;border-radius:8px;padding:12px 0;font-family:Mono,monospace;font-size:18px;line-height:1.7">
      <div><span style="display:inline-block;width:40px;text-align:right;padding-right:14px;color:#6e7681">1</span>Buy milk</div>
      <div style="background:#264f78"><span style="display:inline-block;width:40px;text-align:right;padding-right:14px;color:#6e7681">2</span>Call Mum<span style="color:#fff">|</span></div>
      <div><span style="display:inline-block;width:40px;text-align:right;padding-right:14px;color:#6e7681">3</span>Pay the bills</div>
    </div>
  </div>
  <div style="text-align:center;font-weight:700;color:#0b62c4;padding-top:30px"><div class="arrow">&#8594;</div><div style="font-size:17px;white-space:nowrap">Alt + &#8595;</div></div>
  <div style="flex:1">
    <div style="font-weight:700;margin-bottom:8px">After</div>
    <div style="background:#1f1f1f;color:#d4d4d4;border-radius:8px;padding:12px 0;font-family:Mono,monospace;font-size:18px;line-height:1.7">
      <div><span style="display:inline-block;width:40px;text-align:right;padding-right:14px;color:#6e7681">1</span>Buy milk</div>
      <div><span style="display:inline-block;width:40px;text-align:right;padding-right:14px;color:#6e7681">2</span>Pay the bills</div>
      <div style="background:#264f78"><span style="display:inline-block;width:40px;text-align:right;padding-right:14px;color:#6e7681">3</span>Call Mum<span style="color:#fff">|</span></div>
    </div>
  </div>
</div>
<p style="margin-top:18px;font-size:17px;color:#333">The line with the cursor swaps places with the line below it. On a Mac, press Option + Down Arrow.</p>`,
  },
  {
    kind: 'editor',
    name: 'vscode-hotkey-toggle-terminal',
    folder: 'my-website',
    files: WEBSITE_FILES,
    openFile: {name: 'script.js', code: 'let name = "Sam";\nconsole.log("Hello, " + name);'},
    terminal: [{cwd: '~/my-website', command: 'ls', output: 'about.html  index.html  script.js  style.css'}],
  },

  // ----- /integrated-development-environments/vscode/useful-packages -----
  {
    kind: 'editor',
    name: 'vscode-extension-live-server',
    folder: 'my-first-project',
    files: ['index.html'],
    openFile: {name: 'index.html', code: INDEX_HTML},
    side: extensions('live server', [
      {
        name: 'Live Server',
        publisher: 'Ritwick Dey',
        about: 'Launch a local server that reloads your page when you save.',
        color: '#2b7489',
        letter: '((o))',
      },
    ]),
    status: status('main', 'Ln 7, Col 8', 'HTML', '((o)) Go Live'),
  },
  {
    kind: 'editor',
    name: 'vscode-extension-react-snippets',
    folder: 'my-react-app',
    files: ['Greeting.jsx'],
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
    status: status('main', 'Ln 9, Col 24', 'JavaScript JSX'),
  },
  {
    kind: 'editor',
    name: 'vscode-extension-docker',
    folder: 'my-first-project',
    files: ['Dockerfile', 'hello.py'],
    openFile: {
      name: 'Dockerfile',
      code: 'FROM python:3.12-slim\nWORKDIR /app\nCOPY hello.py .\nCMD ["python", "hello.py"]',
    },
    side: extensions('docker', [
      {name: 'Docker', publisher: 'Microsoft', about: 'Extension pack. Installs Container Tools.', color: '#1d63ed', letter: 'D', verified: true},
      {name: 'Container Tools', publisher: 'Microsoft', about: 'Create, manage and debug containerized apps.', color: '#0b62c4', letter: 'C', verified: true},
    ]),
    status: status('main', 'Ln 4, Col 27', 'Dockerfile'),
  },
  {
    kind: 'editor',
    name: 'vscode-extension-python',
    folder: 'my-first-project',
    files: ['hello.py'],
    openFile: {name: 'hello.py', code: 'name = "Sam"\nprint("Hello from Python,", name)'},
    side: extensions('python', [
      {name: 'Python', publisher: 'Microsoft', about: 'Run, debug and check Python code.', color: '#3572a5', letter: 'Py', verified: true},
      {name: 'Pylance', publisher: 'Microsoft', about: 'Smart help while you type Python.', color: '#3572a5', letter: 'Pl', verified: true},
    ]),
    terminal: [
      {
        cwd: '~/my-first-project',
        command: '/usr/bin/python3 /home/you/my-first-project/hello.py',
        output: 'Hello from Python, Sam',
      },
    ],
    status: status('main', 'Ln 2, Col 34', 'Python', '3.12'),
  },
  {
    kind: 'editor',
    name: 'vscode-extension-django',
    folder: 'mysite',
    files: ['home.html'],
    openFile: {
      name: 'home.html',
      code: "{% extends 'base.html' %}\n\n{% block content %}\n  <h1>Hello, {{ name }}!</h1>\n  {% for item in items %}\n    <p>{{ item }}</p>\n  {% endfor %}\n{% endblock %}",
    },
    side: extensions('django', [
      {
        name: 'Django',
        publisher: 'Baptiste Darthenay',
        about: 'Colours and snippets for Django templates.',
        color: '#0c4b33',
        letter: 'dj',
      },
    ]),
    status: status('main', 'Ln 8, Col 15', 'Django HTML'),
  },
];
