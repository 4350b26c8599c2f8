/**
 * Pictures of /git&github/git/overview that are not terminal sessions: three
 * diagrams of the ideas behind Git. The last step's terminal picture comes
 * from the lesson's own ```console blocks.
 */
import {comparison, panelNote} from '../parts';
import type {Scene} from '../templates';

const fileChip = (name: string, extra = '') =>
  `<div style="font-family:Mono,monospace;font-size:17px;padding:7px 12px;border:2px solid #c9ced6;border-radius:8px;background:#fff;margin-bottom:8px;${extra}">${name}</div>`;

const version = (label: string, note: string) =>
  `<div style="display:flex;align-items:center;gap:12px;margin-bottom:10px">
  <div style="width:34px;height:34px;border-radius:50%;background:#1f883d;color:#fff;font-weight:700;display:flex;align-items:center;justify-content:center;font-size:16px;flex:none">${label}</div>
  <div style="font-size:17px">${note}</div></div>`;

const commit = (code: string, message: string) =>
  `<div class="node" style="padding:10px 8px"><div style="font-family:Mono,monospace;color:#0b62c4;font-size:17px">${code}</div><div style="font-weight:400;font-size:16px;margin-top:4px">${message}</div></div>`;

const place = (title: string, text: string, color: string) =>
  `<div class="node" style="border-color:${color};background:#fff;padding:16px 10px;min-height:150px;display:flex;flex-direction:column;justify-content:center;gap:8px"><div style="font-size:20px;color:${color}">${title}</div><div style="font-weight:400;font-size:16px;color:#333">${text}</div></div>`;

const step = (command: string) =>
  `<div style="display:flex;flex-direction:column;align-items:center;gap:2px;flex:none"><div style="font-family:Mono,monospace;font-size:16px;font-weight:700;color:#1c1e21;background:#fff4d6;border-radius:6px;padding:3px 8px">${command}</div><div class="arrow">&#8594;</div></div>`;

export const scenes: Scene[] = [
  {
    kind: 'diagram',
    name: 'git-overview-version-control-idea',
    title: 'Version control keeps every version for you',
    body: comparison(
      {
        tone: 'bad',
        title: 'Without version control',
        content: `${fileChip('report.docx')}
    ${fileChip('report-final.docx')}
    ${fileChip('report-final-2.docx')}
    ${fileChip('report-really-final.docx')}
    ${panelNote('Which one is the newest? What changed?')}`,
      },
      {
        tone: 'good',
        title: 'With version control',
        content: `${fileChip('report.docx', 'border-color:#1f883d')}
    ${panelNote('One file, and a list of saved versions:', '6px 0 10px')}
    ${version('1', 'Monday: first draft')}
    ${version('2', 'Tuesday: add the prices')}
    ${version('3', 'Wednesday: fix two typos')}`,
      },
    ),
  },
  {
    kind: 'diagram',
    name: 'git-overview-repository-commits-history',
    title: 'Git keeps a history of commits on your computer',
    body: `<div style="border:2px dashed #57606a;border-radius:12px;padding:14px 16px 16px">
  <div style="font-weight:700;margin-bottom:4px">Your computer</div>
  <div style="border:2px solid #0b62c4;border-radius:10px;padding:12px 14px;background:#f7faff">
    <div style="font-weight:700;color:#0b62c4;margin-bottom:4px">Repository: the folder my-project</div>
    <div style="font-size:16px;color:#57606a;margin-bottom:12px">Git keeps its notes in the hidden folder .git</div>
    <div class="boxes">
      ${commit('a1b2c3d', 'Add a README')}
      <div class="arrow">&#8594;</div>
      ${commit('4e5f6a7', 'Describe the project')}
      <div class="arrow">&#8594;</div>
      ${commit('8b9c0d1', 'Add my first notes')}
    </div>
    <div style="display:flex;justify-content:space-between;font-size:16px;color:#57606a;margin-top:10px"><span>&#8592; oldest commit</span><span>History: every commit, in order</span><span>newest commit &#8594;</span></div>
  </div>
</div>
<div style="display:flex;align-items:center;gap:14px;margin-top:16px;font-size:17px">
  <div style="border:2px solid #1f2328;border-radius:10px;padding:10px 14px;font-weight:700">GitHub</div>
  <div style="color:#57606a">A website that can keep a copy of your repository online. It is not Git itself.</div>
</div>`,
  },
  {
    kind: 'diagram',
    name: 'git-overview-three-places',
    title: 'The three places your changes pass through',
    body: `<div class="boxes" style="gap:10px">
  ${place('Working folder', 'Where you create and edit your files', '#8250df')}
  ${step('git add')}
  ${place('Staging area', 'The changes you picked for your next commit', '#bf8700')}
  ${step('git commit')}
  ${place('Repository', 'Your commits: every version you saved', '#1f883d')}
</div>
<div style="font-size:17px;color:#57606a;margin-top:18px;text-align:center">You edit, you pick what to save, then you save it as one commit.</div>`,
  },
];
