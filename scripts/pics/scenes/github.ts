/**
 * Pictures of /git&github/github/overview and /git&github/github/setting-up
 * that are not terminal sessions: GitHub pages, drawn in today's GitHub look
 * (white page, light grey header, #1f2328 text, green primary buttons,
 * 6px rounded borders in #d0d7de), with text large enough to read on a phone.
 * The terminal steps get their pictures from the lessons' own ```console
 * blocks, run for real (see scripts/pics/scenes.ts).
 */
import type {Scene} from '../templates';

/* Octicons (MIT licence, github.com/primer/octicons), 16 x 16. */
const PATHS = {
  mark: 'M8 0C3.58 0 0 3.58 0 8c0 3.54 2.29 6.53 5.47 7.59.4.07.55-.17.55-.38 0-.19-.01-.82-.01-1.49-2.01.37-2.53-.49-2.69-.94-.09-.23-.48-.94-.82-1.13-.28-.15-.68-.52-.01-.53.63-.01 1.08.58 1.23.82.72 1.21 1.87.87 2.33.66.07-.52.28-.87.51-1.07-1.78-.2-3.64-.89-3.64-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82.64-.18 1.32-.27 2-.27.68 0 1.36.09 2 .27 1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.27.82 2.15 0 3.07-1.87 3.75-3.65 3.95.29.25.54.73.54 1.48 0 1.07-.01 1.93-.01 2.2 0 .21.15.46.55.38A8.013 8.013 0 0016 8c0-4.42-3.58-8-8-8z',
  code: 'M4.72 3.22a.75.75 0 011.06 1.06L2.06 8l3.72 3.72a.75.75 0 11-1.06 1.06L.47 8.53a.75.75 0 010-1.06l4.25-4.25zm6.56 0a.75.75 0 10-1.06 1.06L13.94 8l-3.72 3.72a.75.75 0 101.06 1.06l4.25-4.25a.75.75 0 000-1.06l-4.25-4.25z',
  issue: 'M8 9.5a1.5 1.5 0 100-3 1.5 1.5 0 000 3zM8 0a8 8 0 110 16A8 8 0 018 0zM1.5 8a6.5 6.5 0 1013 0 6.5 6.5 0 00-13 0z',
  pull: 'M1.5 3.25a2.25 2.25 0 113 2.122v5.256a2.251 2.251 0 11-1.5 0V5.372A2.25 2.25 0 011.5 3.25zm5.677-.177L9.573.677A.25.25 0 0110 .854V2.5h1A2.5 2.5 0 0113.5 5v5.628a2.251 2.251 0 11-1.5 0V5a1 1 0 00-1-1h-1v1.646a.25.25 0 01-.427.177L7.177 3.427a.25.25 0 010-.354zM3.75 2.5a.75.75 0 100 1.5.75.75 0 000-1.5zm0 9.5a.75.75 0 100 1.5.75.75 0 000-1.5zm8.25.75a.75.75 0 101.5 0 .75.75 0 00-1.5 0z',
  play: 'M8 0a8 8 0 1 1 0 16A8 8 0 0 1 8 0ZM1.5 8a6.5 6.5 0 1 0 13 0 6.5 6.5 0 0 0-13 0Zm4.879-2.773 4.264 2.559a.25.25 0 0 1 0 .428l-4.264 2.559A.25.25 0 0 1 6 10.559V5.442a.25.25 0 0 1 .379-.215Z',
  branch: 'M9.5 3.25a2.25 2.25 0 113 2.122V6A2.5 2.5 0 0110 8.5H6a1 1 0 00-1 1v1.128a2.251 2.251 0 11-1.5 0V5.372a2.25 2.25 0 111.5 0v1.836A2.493 2.493 0 016 7h4a1 1 0 001-1v-.628A2.25 2.25 0 019.5 3.25zm-6 0a.75.75 0 101.5 0 .75.75 0 00-1.5 0zm8.25-.75a.75.75 0 100 1.5.75.75 0 000-1.5zM4.25 12a.75.75 0 100 1.5.75.75 0 000-1.5z',
  tag: 'M1 7.775V2.75C1 1.784 1.784 1 2.75 1h5.025c.464 0 .91.184 1.238.513l6.25 6.25a1.75 1.75 0 010 2.474l-5.026 5.026a1.75 1.75 0 01-2.474 0l-6.25-6.25A1.752 1.752 0 011 7.775zm1.5 0c0 .066.026.13.073.177l6.25 6.25a.25.25 0 00.354 0l5.025-5.025a.25.25 0 000-.354l-6.25-6.25a.25.25 0 00-.177-.073H2.75a.25.25 0 00-.25.25zM6 5a1 1 0 110 2 1 1 0 010-2z',
  file: 'M2 1.75C2 .784 2.784 0 3.75 0h6.586c.464 0 .909.184 1.237.513l2.914 2.914c.329.328.513.773.513 1.237v9.586A1.75 1.75 0 0113.25 16h-9.5A1.75 1.75 0 012 14.25zm1.75-.25a.25.25 0 00-.25.25v12.5c0 .138.112.25.25.25h9.5a.25.25 0 00.25-.25V6h-2.75A1.75 1.75 0 019 4.25V1.5zm6.75.062V4.25c0 .138.112.25.25.25h2.688l-.011-.013-2.914-2.914-.013-.011z',
  book: 'M0 1.75A.75.75 0 0 1 .75 1h4.253c1.227 0 2.317.59 3 1.501A3.743 3.743 0 0 1 11.006 1h4.245a.75.75 0 0 1 .75.75v10.5a.75.75 0 0 1-.75.75h-4.507a2.25 2.25 0 0 0-1.591.659l-.622.621a.75.75 0 0 1-1.06 0l-.622-.621A2.25 2.25 0 0 0 5.258 13H.75a.75.75 0 0 1-.75-.75Zm7.251 10.324.004-5.073-.002-2.253A2.25 2.25 0 0 0 5.003 2.5H1.5v9h3.757a3.75 3.75 0 0 1 1.994.574ZM8.755 4.75l-.004 7.322a3.752 3.752 0 0 1 1.992-.572H14.5v-9h-3.495a2.25 2.25 0 0 0-2.25 2.25Z',
  history: 'M.427 1.927l1.215 1.215a8.002 8.002 0 11-1.6 5.685.75.75 0 111.493-.154 6.5 6.5 0 101.18-4.458l1.358 1.358A.25.25 0 013.896 6H.25A.25.25 0 010 5.75V2.104a.25.25 0 01.427-.177zM7.75 4a.75.75 0 01.75.75v2.992l2.028.812a.75.75 0 01-.557 1.392l-2.5-1A.751.751 0 017 8.25v-3.5A.75.75 0 017.75 4z',
  star: 'M8 .25a.75.75 0 0 1 .673.418l1.882 3.815 4.21.612a.75.75 0 0 1 .416 1.279l-3.046 2.97.719 4.192a.751.751 0 0 1-1.088.791L8 12.347l-3.766 1.98a.75.75 0 0 1-1.088-.79l.72-4.194L.818 6.374a.75.75 0 0 1 .416-1.28l4.21-.611L7.327.668A.75.75 0 0 1 8 .25Zm0 2.445L6.615 5.5a.75.75 0 0 1-.564.41l-3.097.45 2.24 2.184a.75.75 0 0 1 .216.664l-.528 3.084 2.769-1.456a.75.75 0 0 1 .698 0l2.77 1.456-.53-3.084a.75.75 0 0 1 .216-.664l2.24-2.183-3.096-.45a.75.75 0 0 1-.564-.41L8 2.694Z',
  down: 'M4.427 6.427l3.396 3.396a.25.25 0 00.354 0l3.396-3.396A.25.25 0 0011.396 6H4.604a.25.25 0 00-.177.427z',
  bars: 'M1 2.75A.75.75 0 011.75 2h12.5a.75.75 0 010 1.5H1.75A.75.75 0 011 2.75zm0 5A.75.75 0 011.75 7h12.5a.75.75 0 010 1.5H1.75A.75.75 0 011 7.75zM1.75 12h12.5a.75.75 0 010 1.5H1.75a.75.75 0 010-1.5z',
  repo: 'M2 2.5A2.5 2.5 0 014.5 0h8.75a.75.75 0 01.75.75v12.5a.75.75 0 01-.75.75h-2.5a.75.75 0 110-1.5h1.75v-2h-8a1 1 0 00-.714 1.7.75.75 0 01-1.072 1.05A2.495 2.495 0 012 11.5v-9zm10.5-1V9h-8c-.356 0-.694.074-1 .208V2.5a1 1 0 011-1h8zM5 12.25v3.25a.25.25 0 00.4.2l1.45-1.087a.25.25 0 01.3 0L8.6 15.7a.25.25 0 00.4-.2v-3.25a.25.25 0 00-.25-.25h-3.5a.25.25 0 00-.25.25z',
  check: 'M8 16C12.4183 16 16 12.4183 16 8C16 3.58172 12.4183 0 8 0C3.58172 0 0 3.58172 0 8C0 12.4183 3.58172 16 8 16ZM11.7803 6.28033C12.0732 5.98744 12.0732 5.51256 11.7803 5.21967C11.4874 4.92678 11.0126 4.92678 10.7197 5.21967L6.75 9.18934L5.28033 7.71967C4.98744 7.42678 4.51256 7.42678 4.21967 7.71967C3.92678 8.01256 3.92678 8.48744 4.21967 8.78033L6.21967 10.7803C6.51256 11.0732 6.98744 11.0732 7.28033 10.7803L11.7803 6.28033Z',
  search: 'M10.68 11.74a6 6 0 0 1-7.922-8.982 6 6 0 0 1 8.982 7.922l3.04 3.04a.749.749 0 0 1-.326 1.275.749.749 0 0 1-.734-.215ZM11.5 7a4.499 4.499 0 1 0-8.997 0A4.499 4.499 0 0 0 11.5 7Z',
  table: 'M0 1.75C0 .784.784 0 1.75 0h12.5C15.216 0 16 .784 16 1.75v12.5A1.75 1.75 0 0 1 14.25 16H1.75A1.75 1.75 0 0 1 0 14.25ZM6.5 6.5v8h7.75a.25.25 0 0 0 .25-.25V6.5Zm8-1.5V1.75a.25.25 0 0 0-.25-.25H6.5V5Zm-13 1.5v7.75c0 .138.112.25.25.25H5v-8ZM5 5V1.5H1.75a.25.25 0 0 0-.25.25V5Z',
  package: 'm8.878.392 5.25 3.045c.54.314.872.89.872 1.514v6.098a1.75 1.75 0 0 1-.872 1.514l-5.25 3.045a1.75 1.75 0 0 1-1.756 0l-5.25-3.045A1.75 1.75 0 0 1 1 11.049V4.951c0-.624.332-1.201.872-1.514L7.122.392a1.75 1.75 0 0 1 1.756 0ZM7.875 1.69l-4.63 2.685L8 7.133l4.755-2.758-4.63-2.685a.248.248 0 0 0-.25 0ZM2.5 5.677v5.372c0 .09.047.171.125.216l4.625 2.683V8.432Zm6.25 8.271 4.625-2.683a.25.25 0 0 0 .125-.216V5.677L8.75 8.432Z',
  lock: 'M4 4a4 4 0 018 0v2h.25c.966 0 1.75.784 1.75 1.75v5.5A1.75 1.75 0 0112.25 15h-8.5A1.75 1.75 0 012 13.25v-5.5C2 6.784 2.784 6 3.75 6H4zm8.25 3.5h-8.5a.25.25 0 00-.25.25v5.5c0 .138.112.25.25.25h8.5a.25.25 0 00.25-.25v-5.5a.25.25 0 00-.25-.25zM10.5 6V4a2.5 2.5 0 10-5 0v2z',
};

const icon = (name: keyof typeof PATHS, size = 16, color = 'currentColor') =>
  `<svg width="${size}" height="${size}" viewBox="0 0 16 16" fill="${color}" style="flex:none"><path fill-rule="evenodd" d="${PATHS[name]}"/></svg>`;

/** GitHub's default picture for an account: a 5 x 5 pattern, mirrored. */
function identicon(color: string, rows: string[], size = 28): string {
  const cells = rows
    .flatMap((row) => [...row, row[1], row[0]])
    .map((bit) => `<i style="background:${bit === '1' ? color : 'transparent'}"></i>`)
    .join('');
  return `<span class="gh-avatar" style="width:${size}px;height:${size}px;padding:${size / 7}px"><span class="gh-ident">${cells}</span></span>`;
}
const SAM = (size = 28) => identicon('#6f42c1', ['010', '111', '001', '110', '101'], size);
const ALEX = (size = 28) => identicon('#1a7f37', ['101', '010', '111', '001', '100'], size);

const CSS = `<style>
.gh{margin:-26px -32px -30px;height:480px;overflow:hidden;background:#fff;color:#1f2328;font-size:16px;line-height:1.45}
.gh b{font-weight:600}
.gh-head{display:flex;align-items:center;gap:12px;padding:8px 16px;background:#f6f8fa}
.gh-head.line{border-bottom:1px solid #d0d7de}
.gh-sq{display:flex;align-items:center;justify-content:center;width:34px;height:34px;border:1px solid #d0d7de;border-radius:6px;background:#fff;color:#59636e}
.gh-crumb{font-size:17px;white-space:nowrap}
.gh-search{margin-left:auto;display:flex;align-items:center;gap:8px;border:1px solid #d0d7de;border-radius:6px;padding:5px 10px;color:#59636e;background:#fff;width:190px}
.gh-kbd{margin-left:auto;border:1px solid #d0d7de;border-radius:4px;padding:0 5px;font-size:13px;line-height:18px}
.gh-avatar{display:inline-flex;border-radius:50%;background:#f0f0f0;box-shadow:0 0 0 1px #d0d7de;flex:none;box-sizing:border-box}
.gh-ident{display:grid;grid-template-columns:repeat(5,1fr);width:100%;height:100%}
.gh-tabs{display:flex;gap:2px;padding:0 12px;background:#f6f8fa;border-bottom:1px solid #d0d7de}
.gh-tab{display:flex;align-items:center;gap:7px;padding:5px 10px 8px;color:#1f2328;border-bottom:2px solid transparent;white-space:nowrap}
.gh-tab svg{color:#59636e}
.gh-tab.on{border-bottom-color:#fd8c73;font-weight:600}
.gh-count{background:#818b981f;border-radius:2em;padding:0 7px;font-size:16px;line-height:22px;font-weight:500}
.gh-main{padding:16px 20px}
.gh-btn{display:inline-flex;align-items:center;gap:6px;border:1px solid #d0d7de;border-radius:6px;padding:5px 12px;background:#f6f8fa;font-weight:600;color:#25292e;white-space:nowrap}
.gh-btn svg{color:#59636e}
.gh-btn.primary{background:#1f883d;border-color:#1a7f37;color:#fff}
.gh-btn.primary svg{color:#fff}
.gh-box{border:1px solid #d0d7de;border-radius:6px;overflow:hidden}
.gh-box-head{display:flex;align-items:center;gap:10px;background:#f6f8fa;padding:9px 14px}
.gh-row{display:flex;align-items:center;gap:10px;padding:6px 14px;border-top:1px solid #d0d7de}
.gh-row svg{color:#59636e}
.gh-muted{color:#59636e}
.gh-pill{display:inline-block;border:1px solid #d0d7de;border-radius:2em;padding:0 9px;font-size:16px;line-height:24px;color:#59636e;font-weight:500}
.gh-input{border:1px solid #d0d7de;border-radius:6px;padding:5px 12px;background:#fff;min-height:36px;display:flex;align-items:center;gap:8px}
.gh-label{font-weight:600;margin-bottom:4px}
.gh-md h1{font-size:28px;font-weight:600;border-bottom:1px solid #d1d9e0b3;padding-bottom:4px;margin:0 0 10px}
.gh-md p{margin:0 0 10px;color:#1f2328}
.gh-spread{display:flex;align-items:center;gap:8px}
.gh-spread .push{margin-left:auto}
</style>`;

/** The header of every GitHub page for a signed-in user. */
function header(crumb: string, line = false): string {
  return `<div class="gh-head${line ? ' line' : ''}">
  <span class="gh-sq">${icon('bars')}</span>
  ${icon('mark', 32, '#1f2328')}
  <span class="gh-crumb">${crumb}</span>
  <span class="gh-search">${icon('search')}<span>Type</span><span class="gh-kbd">/</span><span>to search</span></span>
  <span class="gh-sq" style="width:auto;padding:0 8px;gap:2px;color:#59636e;font-size:20px">+${icon('down')}</span>
  ${SAM(32)}
</div>`;
}

function repoTabs(selected: 'code' | 'pull', pulls = 0): string {
  const tab = (on: boolean, svg: string, label: string, count?: number) =>
    `<span class="gh-tab${on ? ' on' : ''}">${svg}${label}${count === undefined ? '' : `<span class="gh-count">${count}</span>`}</span>`;
  return `<div class="gh-tabs">
  ${tab(selected === 'code', icon('code'), 'Code')}
  ${tab(false, icon('issue'), 'Issues')}
  ${tab(selected === 'pull', icon('pull'), 'Pull requests', pulls || undefined)}
  ${tab(false, icon('play'), 'Actions')}
  <span class="gh-tab" style="margin-left:auto;font-weight:700;letter-spacing:1px">&middot;&middot;&middot;</span>
</div>`;
}

const crumb = '<span class="gh-muted">sam-lee</span> / <b>my-first-project</b>';

interface RepoFile {
  name: string;
  message: string;
  when: string;
}

/** The Code tab of a repository: title, toolbar, file list and README. */
function repoPage(opts: {files: RepoFile[]; commits: number; last: {message: string; hash: string; when: string}; readme: string; height: number}): string {
  const rows = opts.files
    .map(
      (file) =>
        `<div class="gh-row">${icon('file')}<span style="width:170px">${file.name}</span><span class="gh-muted">${file.message}</span><span class="gh-muted" style="margin-left:auto">${file.when}</span></div>`,
    )
    .join('');
  return `${CSS}<div class="gh" style="height:${opts.height}px">
${header(crumb)}
${repoTabs('code')}
<div class="gh-main" style="padding-top:14px">
  <div class="gh-spread" style="margin-bottom:12px">${SAM(26)}<span style="font-size:21px;font-weight:600">my-first-project</span><span class="gh-pill">Public</span>
    <span class="gh-btn push">${icon('star')}Star <span class="gh-count">0</span></span></div>
  <div class="gh-spread" style="margin-bottom:12px">
    <span class="gh-btn">${icon('branch')}main${icon('down')}</span>
    <span class="gh-muted" style="display:flex;gap:5px;align-items:center">${icon('branch')}<b style="color:#1f2328">1</b> Branch</span>
    <span class="gh-muted" style="display:flex;gap:5px;align-items:center;margin-left:6px">${icon('tag')}<b style="color:#1f2328">0</b> Tags</span>
    <span class="gh-input push" style="min-height:34px;padding:4px 10px;color:#59636e">${icon('search')}Go to file</span>
    <span class="gh-btn primary">${icon('code')}Code${icon('down')}</span>
  </div>
  <div class="gh-box">
    <div class="gh-box-head">${SAM(24)}<b>sam-lee</b><span class="gh-muted">${opts.last.message}</span>
      <span class="gh-muted" style="margin-left:auto">${opts.last.hash} &middot; ${opts.last.when}</span>
      <span style="display:flex;gap:6px;align-items:center;margin-left:10px">${icon('history', 16, '#59636e')}<b>${opts.commits} Commit${opts.commits === 1 ? '' : 's'}</b></span></div>
    ${rows}
  </div>
  <div class="gh-box" style="margin-top:14px">
    <div class="gh-box-head" style="border-bottom:1px solid #d0d7de;padding:5px 14px">${icon('book', 16, '#59636e')}<b style="border-bottom:2px solid #fd8c73;padding-bottom:2px">README</b></div>
    <div class="gh-md" style="padding:12px 20px">${opts.readme}</div>
  </div>
</div>
</div>`;
}

export const scenes: Scene[] = [
  /* ---- /git&github/github/overview ---- */
  {
    kind: 'diagram',
    name: 'github-overview-git-and-github',
    title: 'Git works on your computer. GitHub keeps a copy online.',
    body: `<div class="boxes" style="align-items:stretch">
  <div class="node" style="display:flex;flex-direction:column;justify-content:center;gap:6px">
    <div style="font-size:20px">Your computer</div>
    <div style="font-weight:400">Git saves each commit of your project</div>
  </div>
  <div style="display:flex;flex-direction:column;justify-content:center;gap:10px;text-align:center;font-weight:700;color:#0b62c4">
    <div>git push<br><span class="arrow">&rarr;</span></div>
    <div><span class="arrow">&larr;</span><br>git pull</div>
  </div>
  <div class="node" style="display:flex;flex-direction:column;justify-content:center;gap:6px;border-color:#1f2328;background:#f6f8fa">
    <div style="display:flex;align-items:center;justify-content:center;gap:8px;font-size:20px">${icon('mark', 26, '#1f2328')} GitHub</div>
    <div style="font-weight:400">A copy of the project, online</div>
  </div>
  <div style="display:flex;flex-direction:column;justify-content:center;gap:10px;text-align:center;font-weight:700;color:#0b62c4">
    <div>git pull<br><span class="arrow">&rarr;</span></div>
    <div><span class="arrow">&larr;</span><br>git push</div>
  </div>
  <div class="node" style="display:flex;flex-direction:column;justify-content:center;gap:6px">
    <div style="font-size:20px">A teammate's computer</div>
    <div style="font-weight:400">Git keeps their own copy</div>
  </div>
</div>
<p style="margin-top:22px;font-size:18px;color:#333">Git is the program. GitHub is the website that stores a copy, so your work is safe and others can join in.</p>`,
  },
  {
    kind: 'browser',
    name: 'github-overview-repository-page',
    url: 'https://github.com/sam-lee/my-first-project',
    tabTitle: 'sam-lee/my-first-project',
    body: repoPage({
      files: [
        {name: 'index.html', message: 'Add a contact link', when: '1 hour ago'},
        {name: 'README.md', message: 'Add a README', when: '2 days ago'},
        {name: 'style.css', message: 'Make the title green', when: 'yesterday'},
      ],
      commits: 4,
      last: {message: 'Add a contact link', hash: '8f3c2a1', when: '1 hour ago'},
      readme: '<h1>My first project</h1><p>A small web page. I am learning Git and GitHub.</p>',
      height: 510,
    }),
  },
  {
    kind: 'browser',
    name: 'github-overview-pull-request',
    url: 'https://github.com/sam-lee/my-first-project/pull/1',
    tabTitle: 'Add a contact page by alex-kim · Pull Request #1',
    body: `${CSS}<div class="gh">
${header(crumb)}
${repoTabs('pull', 1)}
<div class="gh-main">
  <div style="font-size:26px;margin-bottom:8px">Add a contact page <span class="gh-muted">#1</span></div>
  <div class="gh-spread" style="margin-bottom:14px;flex-wrap:wrap">
    <span style="display:inline-flex;align-items:center;gap:6px;background:#1f883d;color:#fff;border-radius:2em;padding:4px 12px;font-weight:600">${icon('pull')}Open</span>
    <span class="gh-muted"><b style="color:#1f2328">alex-kim</b> wants to merge 1 commit into <span class="mono" style="background:#ddf4ff;color:#0969da;border-radius:6px;padding:1px 6px">main</span> from <span class="mono" style="background:#ddf4ff;color:#0969da;border-radius:6px;padding:1px 6px">contact-page</span></span>
  </div>
  <div class="gh-spread" style="gap:4px;border-bottom:1px solid #d0d7de;margin-bottom:14px">
    <span class="gh-tab" style="border:1px solid #d0d7de;border-bottom-color:#fff;border-radius:6px 6px 0 0;margin-bottom:-1px;background:#fff;font-weight:600">Conversation <span class="gh-count">1</span></span>
    <span class="gh-tab">Commits <span class="gh-count">1</span></span>
    <span class="gh-tab">Files changed <span class="gh-count">1</span></span>
  </div>
  <div style="display:flex;gap:12px;margin-bottom:14px">
    ${ALEX(36)}
    <div class="gh-box" style="flex:1">
      <div class="gh-box-head" style="background:#ddf4ff;border-bottom:1px solid #54aeff66;padding:5px 14px"><b>alex-kim</b><span class="gh-muted">commented</span></div>
      <div style="padding:10px 14px">I added a contact page with our e-mail address. Can you check the text?</div>
    </div>
  </div>
  <div style="display:flex;gap:12px">
    <span style="width:36px;height:36px;border-radius:6px;background:#1f883d;color:#fff;display:flex;align-items:center;justify-content:center;flex:none">${icon('pull', 18)}</span>
    <div class="gh-box" style="flex:1;border-color:#1a7f37">
      <div style="display:flex;gap:10px;padding:12px 14px;border-bottom:1px solid #d0d7de">${icon('check', 22, '#1a7f37')}<div><b>No conflicts with base branch</b><div class="gh-muted">Merging can be performed automatically.</div></div></div>
      <div style="padding:12px 14px"><span class="gh-btn primary">Merge pull request${icon('down')}</span></div>
    </div>
  </div>
</div>
</div>`,
  },
  {
    kind: 'browser',
    name: 'github-overview-public-private',
    url: 'https://github.com/sam-lee?tab=repositories',
    tabTitle: 'sam-lee (Sam Lee) / Repositories',
    body: `${CSS}<div class="gh">
${header('<b>sam-lee</b>')}
<div class="gh-tabs">
  <span class="gh-tab">${icon('book')}Overview</span>
  <span class="gh-tab on">${icon('repo')}Repositories<span class="gh-count">2</span></span>
  <span class="gh-tab">${icon('table')}Projects</span>
  <span class="gh-tab">${icon('package')}Packages</span>
  <span class="gh-tab">${icon('star')}Stars</span>
</div>
<div class="gh-main">
  <div class="gh-spread" style="padding-bottom:14px;border-bottom:1px solid #d0d7de">
    <span class="gh-input" style="flex:1;color:#59636e">Find a repository&hellip;</span>
    <span class="gh-btn">Type${icon('down')}</span>
    <span class="gh-btn">Sort${icon('down')}</span>
    <span class="gh-btn primary">${icon('repo')}New</span>
  </div>
  <div style="padding:18px 0;border-bottom:1px solid #d0d7de">
    <div class="gh-spread"><span style="font-size:21px;font-weight:600;color:#0969da">my-first-project</span><span class="gh-pill">Public</span><span class="gh-btn push">${icon('star')}Star</span></div>
    <div class="gh-muted" style="margin:4px 0 8px">A small web page. Anyone can see it.</div>
    <div class="gh-muted gh-spread"><span style="width:12px;height:12px;border-radius:50%;background:#e34c26"></span>HTML<span style="margin-left:14px">Updated 1 hour ago</span></div>
  </div>
  <div style="padding:18px 0;border-bottom:1px solid #d0d7de">
    <div class="gh-spread"><span style="font-size:21px;font-weight:600;color:#0969da">family-recipes</span><span class="gh-pill">Private</span><span class="gh-btn push">${icon('star')}Star</span></div>
    <div class="gh-muted" style="margin:4px 0 8px">Recipes to share with the family only.</div>
    <div class="gh-muted gh-spread">Updated 3 days ago</div>
  </div>
</div>
</div>`,
  },

  /* ---- /git&github/github/setting-up ---- */
  {
    kind: 'browser',
    name: 'github-setup-sign-up-page',
    url: 'https://github.com/signup',
    tabTitle: 'Sign up to GitHub · GitHub',
    body: `${CSS}<div class="gh" style="display:flex;height:500px">
  <div style="width:240px;flex:none;background:linear-gradient(160deg,#0d1117 40%,#1b1f4a);color:#fff;padding:26px 22px">
    ${icon('mark', 34, '#fff')}
    <div style="font-size:26px;font-weight:600;line-height:1.25;margin-top:26px">Create your free account</div>
    <div style="color:#c9d1d9;margin-top:12px">Explore GitHub's core features for individuals and organizations.</div>
    <div style="margin-top:14px;font-weight:600">See what's included ${icon('down', 16, '#fff')}</div>
  </div>
  <div style="flex:1;padding:8px 28px">
    <div class="gh-muted" style="text-align:right">Already have an account? <span style="color:#1f2328;font-weight:600">Sign in &rarr;</span></div>
    <div style="font-size:24px;font-weight:600;margin:2px 0 8px">Sign up for GitHub</div>
    <div style="display:flex;gap:10px">
      <span class="gh-btn" style="flex:1;justify-content:center;background:#fff;padding:3px 12px"><b style="color:#4285f4;font-size:18px">G</b>Continue with Google</span>
      <span class="gh-btn" style="flex:1;justify-content:center;background:#fff;padding:3px 12px">Continue with Apple</span>
    </div>
    <div class="gh-muted" style="display:flex;align-items:center;gap:10px;margin:4px 0"><span style="flex:1;border-top:1px solid #d0d7de"></span>or<span style="flex:1;border-top:1px solid #d0d7de"></span></div>
    <div class="gh-label" style="margin-bottom:2px">Email*</div>
    <div class="gh-input" style="min-height:34px;padding:3px 12px;margin-bottom:6px">sam.lee@example.com</div>
    <div class="gh-label" style="margin-bottom:2px">Password*</div>
    <div class="gh-input" style="min-height:34px;padding:3px 12px;letter-spacing:2px">&bull;&bull;&bull;&bull;&bull;&bull;&bull;&bull;&bull;&bull;&bull;&bull;&bull;&bull;&bull;&bull;</div>
    <div class="gh-muted" style="margin:2px 0 6px;line-height:1.3">Password should be at least 15 characters OR at least 8 characters including a number and a lowercase letter.</div>
    <div class="gh-label" style="margin-bottom:2px">Username*</div>
    <div class="gh-input" style="min-height:34px;padding:3px 12px;margin-bottom:6px">sam-lee</div>
    <div class="gh-label" style="margin-bottom:2px">Your Country/Region*</div>
    <div class="gh-input" style="min-height:34px;padding:3px 12px;margin-bottom:10px">United Kingdom<span style="margin-left:auto;display:flex">${icon('down', 16, '#59636e')}</span></div>
    <span class="gh-btn" style="background:#1f2328;border-color:#1f2328;color:#fff;padding:7px 16px">Create account &rsaquo;</span>
  </div>
</div>`,
  },
  {
    kind: 'browser',
    name: 'github-setup-new-repository',
    url: 'https://github.com/new',
    tabTitle: 'New repository',
    body: `${CSS}<div class="gh" style="height:510px">
<div class="gh-main" style="padding:12px 28px">
  <div style="font-size:24px;font-weight:600;margin-bottom:6px">Create a new repository</div>
  <div class="gh-spread" style="font-weight:600;font-size:18px;margin-bottom:6px"><span class="gh-count" style="font-size:16px">1</span>General</div>
  <div style="display:flex;align-items:flex-end;gap:10px">
    <div><div class="gh-label">Owner *</div><span class="gh-btn">${SAM(20)}sam-lee${icon('down')}</span></div>
    <div style="font-size:22px;padding-bottom:4px">/</div>
    <div style="flex:1"><div class="gh-label">Repository name *</div><div class="gh-input" style="border-color:#1a7f37">my-first-project</div></div>
  </div>
  <div style="color:#1a7f37;margin:4px 0 8px;display:flex;gap:6px;align-items:center">${icon('check', 16, '#1a7f37')}my-first-project is available.</div>
  <div class="gh-spread" style="font-weight:600;font-size:18px;margin-bottom:6px"><span class="gh-count" style="font-size:16px">2</span>Configuration</div>
  <div class="gh-box">
    <div class="gh-spread" style="padding:5px 14px"><div><b>Choose visibility *</b><div class="gh-muted">Choose who can see and commit to this repository</div></div><span class="gh-btn push">${icon('repo')}Public${icon('down')}</span></div>
    <div class="gh-row" style="justify-content:space-between;padding:5px 14px"><div><b>Add README</b><div class="gh-muted">READMEs can be used as longer descriptions.</div></div>
      <span style="display:flex;align-items:center;gap:8px" class="gh-muted">Off<span style="width:44px;height:24px;border-radius:12px;background:#f6f8fa;border:1px solid #818b98;position:relative"><span style="position:absolute;left:2px;top:2px;width:18px;height:18px;border-radius:50%;background:#fff;box-shadow:0 0 0 1px #818b98"></span></span></span></div>
    <div class="gh-row" style="justify-content:space-between;padding:5px 14px"><div><b>Add .gitignore</b><div class="gh-muted">.gitignore tells git which files not to track.</div></div><span class="gh-btn">No .gitignore${icon('down')}</span></div>
    <div class="gh-row" style="justify-content:space-between;padding:5px 14px"><div><b>Add license</b><div class="gh-muted">Licenses explain how others can use your code.</div></div><span class="gh-btn">No license${icon('down')}</span></div>
  </div>
  <div style="text-align:right;margin-top:10px"><span class="gh-btn primary">Create repository</span></div>
</div>
</div>`,
  },
  {
    // Windows: Git Credential Manager's window at the first push (its GitHub
    // dialog: title "Connect to GitHub", tabs Browser/Device and Token).
    kind: 'diagram',
    system: 'windows',
    name: 'github-setup-sign-in-window',
    title: 'On Windows, this window opens at your first push',
    body: `<div style="position:relative;height:410px">
  <div class="mono" style="background:#1e2430;color:#e6e9ef;border-radius:8px;padding:14px 18px;font-size:18px;line-height:1.5;height:180px">
    <div><span style="color:#7ee787;font-weight:700">you@LAPTOP</span> <span style="color:#d2a8ff">MINGW64</span> <span style="color:#e3b341">~/my-first-project</span> <span style="color:#56d4dd">(main)</span></div>
    <div>$ <b style="color:#fff">git push -u origin main</b></div>
  </div>
  <div style="position:absolute;left:50%;top:96px;transform:translateX(-50%);width:430px;background:#fff;color:#1f2328;border:1px solid #b9c0c8;border-radius:8px;box-shadow:0 10px 28px rgb(0 0 0/40%)">
    <div style="display:flex;justify-content:space-between;align-items:center;padding:8px 14px;font-size:16px;border-bottom:1px solid #e1e4e8">Connect to GitHub<span style="font-size:20px;color:#59636e">&times;</span></div>
    <div style="padding:12px 26px 16px;text-align:center">
      <div style="display:flex;justify-content:center;align-items:center;gap:8px;font-size:22px;font-weight:700">${icon('mark', 26, '#1f2328')}GitHub</div>
      <div style="font-size:26px;font-weight:400;color:#444;margin:0 0 10px">Sign in</div>
      <div style="display:flex;justify-content:center;gap:26px;font-size:16px;border-bottom:1px solid #e1e4e8;margin-bottom:16px">
        <span style="padding:4px 2px;border-bottom:3px solid #0969da;font-weight:600">Browser/Device</span>
        <span style="padding:4px 2px;color:#59636e">Token</span>
      </div>
      <div><span style="display:inline-block;background:#0969da;color:#fff;font-weight:600;font-size:17px;border-radius:6px;padding:8px 18px;outline:4px solid #f5a623;outline-offset:3px">Sign in with your browser</span></div>
      <div style="margin-top:14px"><span style="display:inline-block;border:1px solid #b9c0c8;border-radius:6px;padding:6px 16px;font-size:16px">Sign in with a code</span></div>
      <div style="margin-top:16px;font-size:16px;color:#59636e">Don't have an account? <span style="color:#0969da">Sign up</span></div>
    </div>
  </div>
</div>`,
  },
  // A Mac and Linux have no such window: with Way 2 (the lesson's suggestion on a Mac), Git asks in the
  // terminal at the first push, for the user name and then the token (git's credential prompts, as Git 2.39
  // and later print them). The step's picture for those readers.
  ...(['macos', 'linux'] as const).map((system) => ({
    kind: 'diagram' as const,
    system: system === 'macos' ? ('mac' as const) : ('linux' as const),
    name: `github-setup-sign-in-window.${system}`,
    title: `On ${system === 'macos' ? 'a Mac' : 'Linux'}, with a token (Way 2), the terminal asks at your first push`,
    body: `<div style="position:relative;height:300px">
  <div style="border-radius:10px;overflow:hidden;box-shadow:0 6px 20px rgb(0 0 0/25%)">
    <div style="background:#dde3ea;color:#333;font-size:15px;padding:7px 12px;display:flex;align-items:center;gap:8px">${
      system === 'macos'
        ? '<span style="width:12px;height:12px;border-radius:50%;background:#ff5f57"></span><span style="width:12px;height:12px;border-radius:50%;background:#febc2e"></span><span style="width:12px;height:12px;border-radius:50%;background:#28c840"></span><span style="flex:1;text-align:center">my-first-project — -zsh — 80×24</span>'
        : '<span style="flex:1;text-align:center">you@laptop: ~/my-first-project</span>'
    }</div>
    <div class="mono" style="background:#1e2430;color:#e6e9ef;padding:14px 18px;font-size:18px;line-height:1.6;height:230px">
      <div>${
        system === 'macos'
          ? '<span style="color:#7ee787">you@MacBook</span> my-first-project % '
          : '<span style="color:#7ee787;font-weight:700">you@laptop</span>:<span style="color:#79c0ff;font-weight:700">~/my-first-project</span>$ '
      }<b style="color:#fff">git push -u origin main</b></div>
      <div>Username for 'https://github.com': <b style="color:#fff">sam-lee</b></div>
      <div>Password for 'https://sam-lee@github.com': <span style="display:inline-block;width:10px;height:20px;background:#e6e9ef;vertical-align:middle"></span></div>
      <div style="margin-top:18px;display:inline-block;background:#fff8c5;color:#1f2328;border:2px solid #f5a623;border-radius:6px;padding:6px 12px;font-family:system-ui,sans-serif;font-size:17px">Paste your token here, not your password. Nothing shows as you paste: press Enter.</div>
    </div>
  </div>
</div>`,
  })),
  {
    kind: 'browser',
    name: 'github-setup-repository-page',
    url: 'https://github.com/sam-lee/my-first-project',
    tabTitle: 'sam-lee/my-first-project',
    body: repoPage({
      files: [
        {name: 'README.md', message: 'Add a README and a web page', when: '1 minute ago'},
        {name: 'index.html', message: 'Add a README and a web page', when: '1 minute ago'},
      ],
      commits: 1,
      // The hash of the first commit in the lesson's "Make the first commit" step.
      last: {message: 'Add a README and a web page', hash: '3d93fa7', when: '1 minute ago'},
      readme: '<h1>My first project</h1>',
      height: 440,
    }),
  },
  {
    // GitHub's web editor after "Edit this file": the "Commit changes..." box.
    kind: 'browser',
    name: 'github-setup-commit-changes-dialog',
    url: 'https://github.com/sam-lee/my-first-project/edit/main/README.md',
    tabTitle: 'Editing my-first-project/README.md at main',
    body: `${CSS}<div class="gh" style="height:585px;position:relative">
${header(crumb)}
<div class="gh-main">
  <div class="gh-spread"><span style="font-size:18px">my-first-project / <b>README.md</b></span><span class="gh-muted">in</span><span class="gh-btn">${icon('branch')}main</span>
    <span class="gh-btn push">Cancel changes</span><span class="gh-btn primary">Commit changes...</span></div>
  <div class="gh-box" style="margin-top:12px">
    <div class="gh-box-head" style="border-bottom:1px solid #d0d7de;padding:5px 14px"><b>Edit</b><span class="gh-muted">Preview</span></div>
    <div class="mono" style="padding:10px 0;font-size:17px;line-height:1.6">
      <div><span style="display:inline-block;width:44px;text-align:right;padding-right:14px;color:#59636e">1</span># My first project</div>
      <div><span style="display:inline-block;width:44px;text-align:right;padding-right:14px;color:#59636e">2</span>Made by Sam Lee.</div>
    </div>
  </div>
</div>
<div style="position:absolute;inset:0;background:rgb(31 35 40/45%)"></div>
<div style="position:absolute;left:50%;top:208px;transform:translateX(-50%);width:560px;background:#fff;border-radius:12px;box-shadow:0 10px 30px rgb(0 0 0/35%)">
  <div style="display:flex;justify-content:space-between;align-items:center;padding:12px 18px;border-bottom:1px solid #d0d7de"><b style="font-size:19px">Commit changes</b><span style="font-size:22px;color:#59636e">&times;</span></div>
  <div style="padding:12px 18px">
    <div class="gh-label">Commit message</div>
    <div class="gh-input" style="border-color:#0969da;box-shadow:0 0 0 1px #0969da">Update README.md</div>
    <div class="gh-label" style="margin-top:10px">Extended description</div>
    <div class="gh-input" style="min-height:56px;align-items:flex-start;color:#59636e">Add an optional extended description...</div>
    <div class="gh-spread" style="margin-top:12px"><span style="width:16px;height:16px;border-radius:50%;border:5px solid #0969da;box-sizing:border-box;flex:none"></span>Commit directly to the <span class="mono" style="background:#ddf4ff;color:#0969da;border-radius:6px;padding:0 6px">main</span> branch</div>
    <div class="gh-spread" style="margin-top:6px;align-items:flex-start"><span style="width:16px;height:16px;border-radius:50%;border:1px solid #818b98;flex:none;margin-top:4px"></span>Create a new branch for this commit and start a pull request</div>
  </div>
  <div style="display:flex;justify-content:flex-end;gap:8px;padding:12px 18px;border-top:1px solid #d0d7de"><span class="gh-btn">Cancel</span><span class="gh-btn primary" style="outline:4px solid #f5a623;outline-offset:3px">Commit changes</span></div>
</div>
</div>`,
  },
];
