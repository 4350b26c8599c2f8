/**
 * Diagrams of /git&github/git/revert/*: what checkout, revert and reset do
 * to Sam Lee's recipe history. The terminal steps get their pictures from
 * the lessons' own ```console blocks, run for real. The hashes are the ones
 * the learner's path really makes: refresh them when the lessons change.
 */
import type {Scene} from '../templates';

interface Commit {
  hash: string;
  /** A short note on what the commit did. */
  note: string;
  /** A branch label drawn above the commit (green). */
  branch?: string;
  /** A HEAD label drawn below the commit (orange). */
  head?: string;
  look?: 'new' | 'left-behind' | 'open';
}

const tag = (text: string, color: string) =>
  `<span style="display:inline-block;padding:3px 14px;border-radius:999px;background:${color};color:#fff;font-weight:700;font-size:17px">${text}</span>`;

const LOOKS = {
  plain: 'border:2px solid #0b62c4;background:#eef5ff;color:#1c1e21',
  open: 'border:3px solid #bc4c00;background:#fff4e5;color:#1c1e21',
  new: 'border:3px solid #1f883d;background:#e9f7ee;color:#1c1e21',
  'left-behind': 'border:2px dashed #8c959f;background:#f6f8fa;color:#6e7781',
};

function commitRow(commits: Commit[]): string {
  const anyHead = commits.some((commit) => commit.head);
  const cells = commits.map((commit) => {
    const look = LOOKS[commit.look ?? 'plain'];
    return `<div style="flex:1;display:flex;flex-direction:column;align-items:center;gap:8px;min-width:0">
  <div style="height:32px">${commit.branch ? tag(commit.branch, '#1f883d') : ''}</div>
  <div style="width:100%;border-radius:10px;padding:10px 6px;text-align:center;${look}">
    <div style="font-family:Mono,monospace;font-weight:700;font-size:18px">${commit.hash}</div>
    <div style="font-size:17px;font-weight:600;margin-top:2px">${commit.note}</div>
  </div>
  ${anyHead ? `<div style="height:32px">${commit.head ? tag(commit.head, '#bc4c00') : ''}</div>` : ''}
</div>`;
  });
  return `<div style="display:flex;align-items:center;gap:8px">${cells.join(`<div class="arrow" style="font-size:24px${anyHead ? '' : ';margin-top:40px'}">&rarr;</div>`)}</div>`;
}

const rowTitle = (text: string) => `<div style="font-size:18px;font-weight:700;margin:14px 0 0">${text}</div>`;
const caption = (html: string) => `<p style="font-size:18px;line-height:1.45;margin-top:12px">${html}</p>`;
const timeHint = `<div style="font-size:16px;color:#57606a;margin-top:8px">older &rarr; newer</div>`;
const code = (text: string) => `<span class="mono" style="font-weight:700">${text}</span>`;

export const scenes: Scene[] = [
  {
    kind: 'diagram',
    name: 'checkout-commit-detached-head-diagram',
    title: 'Detached HEAD: you look at an old commit',
    body: `${commitRow([
      {hash: '1474d2c', note: 'README'},
      {hash: 'eaae40f', note: 'Pancakes', head: 'HEAD', look: 'open'},
      {hash: 'ee7611e', note: '+ sugar'},
      {hash: 'd3fe599', note: 'Soup', branch: 'main'},
    ])}
${timeHint}
${caption(`${code('HEAD')} is the version you have open. It points at ${code('eaae40f')}, not at a branch.`)}
${caption(`The ${code('main')} branch still points at the newest commit. Nothing is lost. ${code('git switch main')} takes you back.`)}`,
  },
  {
    kind: 'diagram',
    name: 'revert-commit-history-diagram',
    title: 'git revert adds a commit and keeps the old ones',
    body: `${rowTitle('Before')}
${commitRow([
      {hash: '1474d2c', note: 'README'},
      {hash: 'eaae40f', note: 'Pancakes'},
      {hash: 'ee7611e', note: '+ sugar'},
      {hash: 'd3fe599', note: 'Soup', branch: 'main'},
    ])}
${rowTitle(`After ${code('git revert ee7611e')}`)}
${commitRow([
      {hash: '1474d2c', note: 'README'},
      {hash: 'eaae40f', note: 'Pancakes'},
      {hash: 'ee7611e', note: '+ sugar'},
      {hash: 'd3fe599', note: 'Soup'},
      {hash: '49707f2', note: '&minus; sugar', branch: 'main', look: 'new'},
    ])}
${timeHint}
${caption(`The new commit takes the sugar out again. Every older commit stays as it was, so it is safe for work you have shared.`)}`,
  },
  {
    kind: 'diagram',
    name: 'reset-commit-history-diagram',
    title: 'git reset moves your branch back',
    body: `${rowTitle('Before')}
${commitRow([
      {hash: 'eaae40f', note: 'Pancakes'},
      {hash: 'ee7611e', note: '+ sugar'},
      {hash: 'd3fe599', note: 'Soup'},
      {hash: '49707f2', note: '&minus; sugar'},
      {hash: '414695b', note: '+ butter', branch: 'main'},
    ])}
${rowTitle(`After ${code('git reset 49707f2')}`)}
${commitRow([
      {hash: 'eaae40f', note: 'Pancakes'},
      {hash: 'ee7611e', note: '+ sugar'},
      {hash: 'd3fe599', note: 'Soup'},
      {hash: '49707f2', note: '&minus; sugar', branch: 'main'},
      {hash: '414695b', note: '+ butter', look: 'left-behind'},
    ])}
${timeHint}
${caption(`The ${code('main')} label now points at ${code('49707f2')}. The grey commit is no longer in your branch. Only the reflog still knows where it is.`)}
${caption(`<b style="color:#cf222e">This rewrites history.</b> Use reset only for commits you have not shared.`)}`,
  },
];
