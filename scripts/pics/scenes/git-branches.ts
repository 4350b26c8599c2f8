/**
 * Pictures of /git&github/git/master&branches that are not terminal
 * sessions: two diagrams, and VS Code showing a merge conflict with its
 * Accept links. The terminal steps get their pictures from the lesson's own
 * ```console blocks, run for real.
 */
import type {Scene} from '../templates';

const BLUE = '#0b62c4';
const GREEN = '#1f883d';

/** A commit: a filled circle with its message under it. */
const commit = (x: number, y: number, color: string, label: string) =>
  `<circle cx="${x}" cy="${y}" r="17" fill="${color}"/>` +
  `<text x="${x}" y="${y + 44}" text-anchor="middle" font-size="18" fill="#1c1e21">${label}</text>`;

/** A branch name in a rounded tag, with a short arrow down to its commit. */
const tag = (x: number, y: number, color: string, name: string, width: number) =>
  `<rect x="${x - width / 2}" y="${y - 17}" width="${width}" height="34" rx="17" fill="${color}"/>` +
  `<text x="${x}" y="${y + 6}" text-anchor="middle" font-size="18" font-weight="700" fill="#fff">${name}</text>`;

/** A thin line from a branch tag down to the commit it names. */
const pointer = (x1: number, y1: number, x2: number, y2: number) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#57606a" stroke-width="2"/>`;

export const scenes: Scene[] = [
  {
    kind: 'diagram',
    name: 'branches-what-a-branch-is',
    title: 'A branch is a line of commits with a name',
    body: `<svg width="700" height="290" viewBox="0 0 700 290" font-family="Inter, sans-serif">
  <text x="230" y="60" text-anchor="middle" font-size="18" fill="#1c1e21">Add a README</text>
  <line x1="230" y1="100" x2="600" y2="100" stroke="${BLUE}" stroke-width="6" stroke-linecap="round"/>
  <path d="M 230 100 C 300 100, 300 200, 400 200 L 490 200" fill="none" stroke="${GREEN}" stroke-width="6"/>
  <circle cx="230" cy="100" r="17" fill="${BLUE}"/>
  ${commit(400, 200, GREEN, 'Add contact details')}
  ${tag(640, 100, BLUE, 'main', 90)}
  ${tag(560, 200, GREEN, 'add-contact', 140)}
  <text x="470" y="140" text-anchor="middle" font-size="18" fill="#57606a">main stays as it was</text>
  <text x="400" y="280" text-anchor="middle" font-size="18" fill="#57606a">new work goes on the branch</text>
</svg>`,
  },
  {
    kind: 'diagram',
    name: 'branches-fast-forward-diagram',
    title: 'A fast-forward merge moves main forward',
    body: `<svg width="700" height="365" viewBox="0 0 700 365" font-family="Inter, sans-serif">
  <text x="20" y="24" font-size="20" font-weight="700" fill="#1c1e21">Before the merge</text>
  ${pointer(140, 72, 140, 83)}
  ${pointer(380, 72, 380, 83)}
  <line x1="140" y1="110" x2="380" y2="110" stroke="${BLUE}" stroke-width="6"/>
  ${commit(140, 110, BLUE, 'Add a README')}
  ${commit(380, 110, GREEN, 'Add contact details')}
  ${tag(140, 55, BLUE, 'main', 90)}
  ${tag(380, 55, GREEN, 'add-contact', 140)}
  <line x1="20" y1="185" x2="680" y2="185" stroke="#d0d7de" stroke-width="2"/>
  <text x="20" y="222" font-size="20" font-weight="700" fill="#1c1e21">After git merge add-contact</text>
  ${pointer(300, 287, 370, 300)}
  ${pointer(460, 287, 390, 300)}
  <line x1="140" y1="315" x2="380" y2="315" stroke="${BLUE}" stroke-width="6"/>
  ${commit(140, 315, BLUE, 'Add a README')}
  ${commit(380, 315, BLUE, 'Add contact details')}
  ${tag(300, 270, BLUE, 'main', 90)}
  ${tag(460, 270, GREEN, 'add-contact', 140)}
  <text x="680" y="322" text-anchor="end" font-size="18" fill="#57606a">No new commit:</text>
  <text x="680" y="346" text-anchor="end" font-size="18" fill="#57606a">main moved forward.</text>
</svg>`,
  },
  {
    kind: 'editor',
    name: 'branches-fix-merge-conflict',
    folder: 'branch-practice',
    files: ['about.md', 'README.md'],
    // The Explorer is a little narrower, to make room for the links.
    // The first line is left empty: the style sheet below draws VS Code's
    // links (a "CodeLens") on it, without a line number, and numbers the
    // file's own lines from 1. The current change is green, the incoming
    // change blue, as in VS Code's default themes. The overlay only carries
    // the styles.
    openFile: {
      name: 'about.md',
      code: ['', '<<<<<<< HEAD (Current Change)', 'My work notes.', '=======', 'My notes and plans.', '>>>>>>> edit-about (Incoming Change)'].join('\n'),
    },
    overlayHtml: `<style>
.overlay{display:none}
.vs{grid-template-columns:46px 160px 1fr}
.side .folder{white-space:nowrap}
.code{counter-reset:line -1}
.code>div{counter-increment:line}
.code .ln{font-size:0}
.code .ln::before{content:counter(line);font-size:17px}
.code>div:nth-child(1) .ln::before{content:''}
.code>div:nth-child(1)::after{content:'Accept Current Change | Accept Incoming Change | Accept Both Changes';font-family:Inter,sans-serif;font-size:14.5px;letter-spacing:-.01em;color:#a0a0a0;white-space:nowrap}
.code>div:nth-child(2),.code>div:nth-child(3){background:rgb(46 160 67/28%)}
.code>div:nth-child(5),.code>div:nth-child(6){background:rgb(56 139 253/28%)}
</style>`,
  },
];
