/**
 * Pictures of /setting-up that are not terminal sessions. The terminal
 * steps get their pictures from the lesson's own ```console blocks, run for
 * real (see scripts/pics/scenes.ts).
 */
import {vscodeDownloadPage} from '../parts';
import type {Scene} from '../templates';

export const scenes: Scene[] = [
  vscodeDownloadPage('vscode-download-page', {highlightWindows: true}),
  {
    kind: 'diagram',
    name: 'git-installer-choose-editor',
    title: 'Git installer on Windows: pick VS Code as the editor',
    body: `<div style="border:1px solid #8a8f96;border-radius:6px;overflow:hidden;font-size:17px;box-shadow:0 2px 8px rgb(0 0 0/15%)">
  <div style="background:#fff;padding:8px 14px;font-size:15px;color:#333;border-bottom:1px solid #ddd">Git Setup</div>
  <div style="background:#fff;padding:14px 18px;border-bottom:1px solid #ccc;display:flex;align-items:center;gap:16px">
    <div style="flex:1"><div style="font-weight:700">Choosing the default editor used by Git</div><div style="color:#444;margin-top:4px;padding-left:16px">Which editor would you like Git to use?</div></div>
    <svg width="46" height="46" viewBox="0 0 46 46" aria-hidden="true"><rect x="8" y="8" width="30" height="30" rx="4" transform="rotate(45 23 23)" fill="#f05133"/><circle cx="17" cy="23" r="3.2" fill="#fff"/><circle cx="29" cy="17" r="3.2" fill="#fff"/><circle cx="29" cy="29" r="3.2" fill="#fff"/><path d="M17 23h7M24 23l5-6M24 23l5 6" stroke="#fff" stroke-width="2.4"/></svg>
  </div>
  <div style="background:#f0f0f0;padding:26px 24px 60px">
    <div style="display:flex;justify-content:space-between;align-items:center;background:#fff;border:1px solid #7a7a7a;padding:8px 12px;outline:4px solid #f5a623;outline-offset:3px">
      <span>Use Visual Studio Code as Git's default editor</span><span style="color:#444">&#9662;</span>
    </div>
  </div>
  <div style="background:#f0f0f0;border-top:1px solid #ccc;padding:12px 18px;display:flex;justify-content:flex-end;gap:10px;font-size:16px">
    <span style="border:1px solid #adadad;background:#e1e1e1;padding:4px 22px">&lt; Back</span>
    <span style="border:2px solid #0078d4;background:#e5f1fb;padding:3px 22px">Next &gt;</span>
    <span style="border:1px solid #adadad;background:#e1e1e1;padding:4px 22px">Cancel</span>
  </div>
</div>
<p style="margin-top:14px;font-size:17px;color:#333">The list starts on Vim. Open it, pick the line with Visual Studio Code, then click Next.</p>`,
  },
  {
    // VS Code as `code .` opens it, drawn per system: its title bar and the welcome screen's shortcuts (⇧⌘P on
    // a Mac) are each system's own. The folder is new and empty, and a repository (git init -b main).
    kind: 'editor',
    name: 'vscode-open-project-folder',
    folder: 'my-first-project',
    files: [],
  },
];
