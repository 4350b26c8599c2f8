/**
 * Pictures of /setting-up that are not terminal sessions. The terminal
 * steps get their pictures from the lesson's own ```console blocks, run for
 * real (see scripts/pics/scenes.ts).
 */
import type {Scene} from '../templates';

export const scenes: Scene[] = [
  {
    kind: 'browser',
    name: 'vscode-download-page',
    url: 'https://code.visualstudio.com/download',
    tabTitle: 'Download Visual Studio Code',
    body: `<h1>Download Visual Studio Code</h1>
<p class="muted">Free and built on open source. Integrated Git, debugging and extensions.</p>
<div class="row">
  <div class="box highlight"><div class="icon">[#]</div><div class="btn">Windows</div><p class="muted" style="margin-top:8px">Windows 10, 11</p></div>
  <div class="box"><div class="icon">.deb</div><div class="btn">Linux</div><p class="muted" style="margin-top:8px">Debian, Ubuntu</p></div>
  <div class="box"><div class="icon">( )</div><div class="btn">Mac</div><p class="muted" style="margin-top:8px">macOS 11.0+</p></div>
</div>
<p class="muted" style="margin-top:16px">Click the button for your computer. The download starts at once.</p>`,
  },
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
