/**
 * Pictures of /setting-up that are not terminal sessions. The terminal
 * steps get their pictures from the lesson's own ```console blocks, run for
 * real (see scripts/pics/scenes.ts).
 */
import {vscodeDownloadPage} from '../parts';
import type {Scene} from '../templates';

export const scenes: Scene[] = [
  vscodeDownloadPage('vscode-download-page', {
    highlightWindows: true,
    hint: 'Click the button for your computer. The download starts at once.',
  }),
  {
    kind: 'browser',
    name: 'git-download-page',
    url: 'https://git-scm.com/downloads',
    tabTitle: 'Git - Downloads',
    body: `<h1>Downloads</h1>
<div class="row">
  <div class="box"><div class="icon">( )</div><b>macOS</b></div>
  <div class="box highlight"><div class="icon">[#]</div><b>Windows</b></div>
  <div class="box"><div class="icon">&gt;_</div><b>Linux/Unix</b></div>
</div>
<h2>GUI Clients</h2>
<p class="muted">Git comes with built-in tools to commit and browse, and there are many other apps too.</p>
<h2>Logos</h2>
<p class="muted">Various Git logos in PNG and EPS formats are available for use in online and print projects.</p>`,
  },
  {
    kind: 'editor',
    name: 'vscode-open-project-folder',
    folder: 'my-first-project',
    files: [],
    terminal: [{cwd: '~/my-first-project', command: 'code .', output: ''}],
  },
];
