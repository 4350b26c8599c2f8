/**
 * Pictures of the DevOps lessons (/advanced-topics/DevOps/...) that are not
 * terminal or editor sessions: diagrams of the ideas, and GitHub pages
 * (pull request, review, Actions runs, a deployment waiting for review)
 * drawn in today's GitHub look. GitHub's website cannot run on the build
 * machine; the commit hashes and messages shown are the ones the lessons'
 * own commands really make on the learner's path.
 */
import {comparison, panelNote} from '../parts';
import type {Scene} from '../templates';

/* ---------- diagram parts ---------- */

const BLUE = '#0b62c4';
const GREEN = '#1f883d';
const RED = '#d1242f';
const ORANGE = '#bc4c00';
const GREY = '#57606a';

/** A box with a title and a line of text. */
const box = (title: string, text = '', color = BLUE, extra = '') =>
  `<div class="node" style="border-color:${color};background:#fff;padding:12px 10px;${extra}"><div style="color:${color};font-size:18px">${title}</div>${
    text ? `<div style="font-weight:400;font-size:16px;color:#333;margin-top:4px">${text}</div>` : ''
  }</div>`;

const arrow = '<div class="arrow">&#8594;</div>';

/** Boxes in a row, joined by arrows. */
const flow = (boxes: string[], gap = 8) => `<div class="boxes" style="gap:${gap}px">${boxes.join(arrow)}</div>`;

/** A note under a diagram. */
const note = (text: string, margin = '16px 0 0') => `<div style="font-size:17px;color:${GREY};margin:${margin}">${text}</div>`;

/** A list of short lines with a coloured mark in front. */
const list = (items: string[], mark = '&#10003;', color = GREEN) =>
  items.map((item) => `<div style="display:flex;gap:8px;margin-bottom:6px;font-size:17px"><b style="color:${color}">${mark}</b><span>${item}</span></div>`).join('');

/** A person: a round head with a name under it. */
const person = (name: string, role: string, color: string) =>
  `<div style="display:flex;flex-direction:column;align-items:center;gap:4px;width:150px">
  <div style="width:54px;height:54px;border-radius:50%;background:${color};color:#fff;display:flex;align-items:center;justify-content:center;font-weight:700;font-size:22px">${name[0]}</div>
  <div style="font-weight:700;font-size:17px">${name}</div><div style="font-size:16px;color:${color};font-weight:600">${role}</div></div>`;

/** A loop of steps drawn as a ring of boxes. */
function ring(steps: {title: string; color: string}[], centre: string): string {
  const size = 420;
  const radius = 160;
  const items = steps
    .map((step, index) => {
      const angle = (index / steps.length) * 2 * Math.PI - Math.PI / 2;
      const x = size / 2 + radius * Math.cos(angle);
      const y = size / 2 + radius * Math.sin(angle);
      return `<div style="position:absolute;left:${x - 62}px;top:${y - 22}px;width:124px;height:44px;border:2px solid ${step.color};border-radius:22px;background:#fff;display:flex;align-items:center;justify-content:center;font-weight:700;font-size:17px;color:${step.color}">${index + 1}. ${step.title}</div>`;
    })
    .join('');
  return `<div style="position:relative;width:${size}px;height:${size}px;margin:0 auto">
  <div style="position:absolute;left:${size / 2 - radius}px;top:${size / 2 - radius}px;width:${radius * 2}px;height:${radius * 2}px;border:3px dashed #b6c2d1;border-radius:50%"></div>
  <div style="position:absolute;left:${size / 2 - 90}px;top:${size / 2 - 30}px;width:180px;text-align:center;font-size:17px;color:${GREY}">${centre}</div>
  ${items}</div>`;
}

/* ---------- GitHub look (white page, #1f2328 text, #d0d7de borders) ---------- */

const GH_CSS = `<style>
.gh{margin:-26px -32px -30px;background:#fff;color:#1f2328;font-size:16px;line-height:1.45}
.gh b{font-weight:600}
.gh-head{display:flex;align-items:center;gap:10px;padding:10px 16px;background:#f6f8fa;font-size:17px}
.gh-tabs{display:flex;gap:4px;padding:0 14px;background:#f6f8fa;border-bottom:1px solid #d0d7de}
.gh-tab{padding:6px 10px 8px;border-bottom:2px solid transparent;white-space:nowrap}
.gh-tab.on{border-bottom-color:#fd8c73;font-weight:600}
.gh-main{padding:16px 20px}
.gh-muted{color:#59636e}
.gh-box{border:1px solid #d0d7de;border-radius:6px;overflow:hidden}
.gh-box-head{display:flex;align-items:center;gap:10px;background:#f6f8fa;padding:9px 14px;border-bottom:1px solid #d0d7de}
.gh-row{display:flex;align-items:center;gap:10px;padding:8px 14px;border-top:1px solid #d0d7de}
.gh-row:first-child{border-top:0}
.gh-btn{display:inline-flex;align-items:center;gap:6px;border:1px solid #d0d7de;border-radius:6px;padding:5px 12px;background:#f6f8fa;font-weight:600;white-space:nowrap}
.gh-btn.primary{background:#1f883d;border-color:#1a7f37;color:#fff}
.gh-pill{display:inline-block;border-radius:2em;padding:2px 12px;font-weight:600;color:#fff}
.gh-log{background:#0d1117;color:#e6edf3;font-family:Mono,monospace;font-size:15px;line-height:1.5;padding:10px 14px;white-space:pre-wrap}
.ok{color:#1a7f37}.bad{color:#d1242f}.wait{color:#9a6700}
</style>`;

const tick = '<b class="ok" style="font-size:20px">&#10004;</b>';
const cross = '<b class="bad" style="font-size:20px">&#10006;</b>';
const clock = '<b class="wait" style="font-size:20px">&#9711;</b>';

function ghPage(repo: string, tab: 'Code' | 'Pull requests' | 'Actions', inner: string, pulls = 0): string {
  const tabs = ['Code', 'Issues', 'Pull requests', 'Actions', 'Settings']
    .map((name) => `<span class="gh-tab${name === tab ? ' on' : ''}">${name}${name === 'Pull requests' && pulls ? ` <span class="gh-muted">${pulls}</span>` : ''}</span>`)
    .join('');
  return `${GH_CSS}<div class="gh">
<div class="gh-head"><b style="font-size:22px">&#9673;</b><span class="gh-muted">${repo.split('/')[0]}</span> / <b>${repo.split('/')[1]}</b></div>
<div class="gh-tabs">${tabs}</div>
<div class="gh-main">${inner}</div></div>`;
}

/** The page of one workflow run: the job list on the left, the job's steps on the right. */
function runPage(opts: {title: string; number: number; passed: boolean; hash: string; steps: {name: string; ok: boolean}[]; log: string}): string {
  const mark = opts.passed ? tick : cross;
  const steps = opts.steps
    .map((step) => `<div class="gh-row" style="border-top:1px solid #30363d;color:#e6edf3;background:#161b22">${step.ok ? tick : cross}<span>${step.name}</span></div>`)
    .join('');
  return ghPage(
    'sam-lee/price-checker',
    'Actions',
    `<div style="display:flex;align-items:center;gap:10px;margin-bottom:10px">${mark}<span style="font-size:21px"><b>${opts.title}</b> <span class="gh-muted">Tests #${opts.number}</span></span></div>
<div class="gh-muted" style="margin-bottom:12px">main &middot; commit ${opts.hash} &middot; pushed by sam-lee</div>
<div style="display:flex;gap:16px">
  <div style="width:150px;flex:none"><div class="gh-muted" style="margin-bottom:6px">Jobs</div>
    <div style="display:flex;gap:8px;align-items:center;background:#f6f8fa;border-radius:6px;padding:6px 10px">${mark}<b>test</b></div></div>
  <div style="flex:1;border-radius:6px;overflow:hidden;background:#161b22">
    <div style="padding:10px 14px;color:#e6edf3"><b>test</b><div style="color:#9198a1">${opts.passed ? 'succeeded' : 'failed'} 1 minute ago in 14s</div></div>
    ${steps}
    <div class="gh-log">${opts.log}</div>
  </div>
</div>`,
  );
}

const STEPS = ['Set up job', 'Run actions/checkout@v6', 'Run actions/setup-python@v6', 'Install the packages', 'Run the tests'];

export const scenes: Scene[] = [
  /* ---------- What DevOps is ---------- */
  {
    kind: 'diagram',
    name: 'devops-overview-old-gap',
    title: 'The old way: two groups, and a wall between them',
    body: `<div class="boxes" style="gap:16px;align-items:stretch">
  ${box('Developers', 'Write new features.<br>Want change.', BLUE, 'flex:1;min-height:150px;display:flex;flex-direction:column;justify-content:center')}
  <div style="display:flex;flex-direction:column;align-items:center;justify-content:center;gap:6px;flex:none">
    <div style="font-size:16px;font-weight:600">months of work</div><div class="arrow">&#8594;</div>
    <div style="width:26px;height:120px;background:repeating-linear-gradient(0deg,#bc4c00 0 14px,#fff 14px 17px);border-radius:4px"></div>
    <div style="font-size:16px;font-weight:700;color:${ORANGE}">The wall</div></div>
  ${box('Operations', 'Keep the servers running.<br>Want calm.', ORANGE, 'flex:1;min-height:150px;display:flex;flex-direction:column;justify-content:center')}
</div>
${note('Big handovers, late surprises, and each side blames the other.')}`,
  },
  {
    kind: 'diagram',
    name: 'devops-overview-one-team',
    title: 'DevOps: one team, one goal',
    body: `<div style="border:2px solid ${GREEN};border-radius:12px;padding:16px;background:#f3fbf5">
  <div style="font-weight:700;color:${GREEN};font-size:19px;margin-bottom:12px">One team: bring good changes to users, quickly and safely</div>
  <div class="boxes" style="gap:14px">${box('Development', 'builds the software')}<div class="arrow">+</div>${box('Operations', 'keeps it running', ORANGE)}</div>
</div>
<div style="margin-top:16px">${list(['Small changes, often', 'Computers do the repeated work', 'The team that builds a feature also runs it'])}</div>`,
  },
  {
    kind: 'diagram',
    name: 'devops-overview-calms',
    title: 'CALMS: five ideas behind DevOps',
    body: `<div class="boxes" style="gap:10px;align-items:stretch">
  ${[
    ['C', 'Culture', 'Trust, and no blame'],
    ['A', 'Automation', 'Computers repeat the steps'],
    ['L', 'Lean', 'Small pieces, no waiting'],
    ['M', 'Measurement', 'Count what matters'],
    ['S', 'Sharing', 'Code and lessons, in the open'],
  ]
    .map(
      ([letter, word, text]) =>
        `<div class="node" style="padding:12px 8px;background:#fff"><div style="font-size:40px;color:${BLUE};line-height:1.1">${letter}</div><div style="font-size:18px">${word}</div><div style="font-weight:400;font-size:16px;color:#333;margin-top:6px">${text}</div></div>`,
    )
    .join('')}
</div>`,
  },
  {
    kind: 'diagram',
    name: 'devops-overview-loop',
    title: 'The DevOps loop goes round and round',
    body: ring(
      [
        {title: 'Plan', color: BLUE},
        {title: 'Code', color: BLUE},
        {title: 'Build', color: BLUE},
        {title: 'Test', color: BLUE},
        {title: 'Release', color: ORANGE},
        {title: 'Deploy', color: ORANGE},
        {title: 'Operate', color: ORANGE},
        {title: 'Monitor', color: ORANGE},
      ],
      'What you learn when you monitor goes into the next plan',
    ),
  },
  {
    kind: 'diagram',
    name: 'devops-overview-practices',
    title: 'The practices in these lessons',
    body: `<div style="display:grid;grid-template-columns:1fr 1fr 1fr;gap:12px">
  ${box('Social coding', 'Share, review, pair')}
  ${box('Minimum viable product', 'Build small, learn')}
  ${box('Test-driven development', 'Test first, with pytest')}
  ${box('Auto-testing', 'One command runs all tests')}
  ${box('Continuous integration', 'GitHub Actions tests each push', GREEN)}
  ${box('Continuous delivery', 'Always ready to release', GREEN)}
</div>`,
  },

  /* ---------- Social coding ---------- */
  {
    kind: 'diagram',
    name: 'social-coding-idea',
    title: 'Social coding: the code lives where the team can see it',
    body: comparison(
      {tone: 'bad', title: 'Coding alone', content: `${list(['Code stays on one laptop', 'Others see it only at the end', 'Only one person knows how it works'], '&#10006;', RED)}`},
      {tone: 'good', title: 'Social coding', content: `${list(['Code is shared from day one', 'Anyone can read, ask and suggest', 'Many eyes find mistakes early'])}`},
    ),
  },
  {
    kind: 'diagram',
    name: 'social-coding-open-source',
    title: 'An open project welcomes others',
    body: `<div class="boxes" style="gap:14px;align-items:stretch">
  ${box('README.md', 'What the project does, and how to start')}
  ${box('LICENSE', 'What others may do with the code')}
  ${box('CONTRIBUTING.md', 'How to suggest a change')}
</div>
${note('Open source: anyone may read, use and change the code. Inner source: the same, inside one company.')}`,
  },
  {
    kind: 'browser',
    name: 'social-coding-pull-request',
    url: 'https://github.com/sam-lee/price-checker/pull/3',
    tabTitle: 'Refuse discounts over 100% · Pull Request #3',
    body: ghPage(
      'sam-lee/price-checker',
      'Pull requests',
      `<div style="font-size:24px;margin-bottom:8px">Refuse discounts over 100% <span class="gh-muted">#3</span></div>
<div style="display:flex;align-items:center;gap:10px;margin-bottom:14px"><span class="gh-pill" style="background:#1f883d">Open</span><span class="gh-muted"><b style="color:#1f2328">alex-kim</b> wants to merge 1 commit into <code>main</code> from <code>refuse-big-discounts</code></span></div>
<div class="gh-tabs" style="background:#fff;padding:0;margin-bottom:14px"><span class="gh-tab on">Conversation</span><span class="gh-tab">Commits 1</span><span class="gh-tab">Checks 1</span><span class="gh-tab">Files changed 2</span></div>
<div class="gh-box"><div class="gh-box-head"><b>alex-kim</b><span class="gh-muted">commented</span></div>
<div style="padding:12px 14px">sale_price now stops with a ValueError when the discount is below 0 or over 100. A new test checks it.<br><br>Closes #2</div></div>`,
      1,
    ),
  },
  {
    kind: 'browser',
    name: 'social-coding-code-review',
    url: 'https://github.com/sam-lee/price-checker/pull/3/files',
    tabTitle: 'Refuse discounts over 100% · Pull Request #3',
    body: ghPage(
      'sam-lee/price-checker',
      'Pull requests',
      `<div style="display:flex;align-items:center;margin-bottom:12px"><span style="font-size:21px">Refuse discounts over 100% <span class="gh-muted">#3</span></span><span class="gh-btn primary" style="margin-left:auto">Review changes &#9662;</span></div>
<div class="gh-box"><div class="gh-box-head"><b style="font-family:Mono,monospace">prices.py</b></div>
<div style="font-family:Mono,monospace;font-size:15px">
<div style="background:#dafbe1;padding:3px 14px">+    if percent_off &lt; 0 or percent_off &gt; 100:</div>
<div style="background:#dafbe1;padding:3px 14px">+        raise ValueError("percent_off must be from 0 to 100")</div></div>
<div style="border-top:1px solid #d0d7de;padding:12px 14px;background:#f6f8fa"><b>sam-lee</b> <span class="gh-muted">commented</span><div style="margin-top:6px">Nice and clear. What happens with a discount of exactly 100? Could we add a test for that too?</div></div></div>
<div style="margin-top:14px;display:flex;gap:18px;font-size:17px"><span>&#9675; Comment</span><span>&#9675; Approve</span><span>&#9675; Request changes</span></div>`,
      1,
    ),
  },
  {
    kind: 'diagram',
    name: 'social-coding-pair-programming',
    title: 'Pair programming: two people, one computer',
    body: `<div style="display:flex;align-items:center;justify-content:center;gap:30px">
  ${person('Sam', 'Driver', BLUE)}
  <div style="border:2px solid #c9ced6;border-radius:10px;padding:14px 18px;background:#1e2430;color:#e6e9ef;font-family:Mono,monospace;font-size:16px">def sale_price(...):<br>&nbsp;&nbsp;&nbsp;&nbsp;cut = ...</div>
  ${person('Alex', 'Navigator', ORANGE)}
</div>
<div style="display:flex;gap:20px;margin-top:18px">
  <div style="flex:1">${list(['Has the keyboard', 'Types the code', 'Thinks about this line'], '&#8226;', BLUE)}</div>
  <div style="flex:1">${list(['Reads each line', 'Thinks ahead', 'Spots mistakes, out loud'], '&#8226;', ORANGE)}</div>
</div>`,
  },
  {
    kind: 'diagram',
    name: 'social-coding-swap-roles',
    title: 'Swap roles every 20 minutes',
    body: `${flow(
      [
        box('0 to 20 min', 'Sam drives, Alex navigates'),
        box('20 to 40 min', 'Alex drives, Sam navigates', ORANGE),
        box('40 to 60 min', 'Sam drives, Alex navigates'),
        box('Break', 'a few minutes', GREY),
      ],
      6,
    )}
${note('Set a timer. Both stay fresh, both learn the code, and nobody takes over.')}`,
  },

  /* ---------- Minimum viable product ---------- */
  {
    kind: 'diagram',
    name: 'mvp-idea',
    title: 'Build something useful at every step',
    body: comparison(
      {tone: 'bad', title: 'Not like this', content: `${flow([box('Wheel', '', RED), box('Frame', '', RED), box('Car', '', RED)], 4)}${panelNote('Nobody can use anything for months.', '10px 0 0')}`},
      {tone: 'good', title: 'Like this', content: `${flow([box('Skate&shy;board', '', GREEN), box('Bike', '', GREEN), box('Car', '', GREEN)], 4)}${panelNote('Users get around from week one, and you learn from them.', '10px 0 0')}`},
    ),
  },
  {
    kind: 'diagram',
    name: 'mvp-one-problem',
    title: 'Start with one problem, in one sentence',
    body: `<div style="border:2px solid ${BLUE};border-radius:12px;padding:18px;background:#eef5ff;font-size:20px;text-align:center">"Staff need the right sale price of an item within seconds."</div>
<div style="display:flex;gap:20px;margin-top:18px">
  <div style="flex:1">${list(['How do you work out sale prices today?', 'What went wrong last week?'])}</div>
  <div style="flex:1">${list(['Would you use my app?'], '&#10006;', RED)}${panelNote('Almost everyone says yes, to be nice.')}</div>
</div>`,
  },
  {
    kind: 'diagram',
    name: 'mvp-smallest-features',
    title: 'Keep only the must-have features',
    body: comparison(
      {tone: 'good', title: 'Must have: the MVP', content: list(['Type a price and a discount', 'See the sale price'])},
      {tone: 'bad', title: 'Later', content: list(['Barcode scanner', 'List of all items', 'Phone app', 'Reports for the boss'], '&#8226;', GREY)},
    ),
  },
  {
    kind: 'diagram',
    name: 'mvp-build-measure-learn',
    title: 'Build, measure, learn, and round again',
    body: `${flow([box('Build', 'the smallest thing that tests the idea'), box('Measure', 'what people do with it', ORANGE), box('Learn', 'was the idea right?', GREEN)], 10)}
<div style="text-align:center;font-size:17px;color:${BLUE};font-weight:700;margin-top:10px">&#8630; start again, in days or weeks, not months</div>
${note('Goal, set before you start: "After two weeks, fewer than one price mistake a day."')}`,
  },
  {
    kind: 'diagram',
    name: 'mvp-decide-next',
    title: 'With real facts, choose one of three ways',
    body: `<div class="boxes" style="gap:12px;align-items:stretch">
  ${box('Keep going', 'People use it and the numbers get better: add the next feature.', GREEN)}
  ${box('Change course', 'The problem is real, but the product does not fit: try another way.', ORANGE)}
  ${box('Stop', 'Nobody really has the problem: you saved months of work.', RED)}
</div>`,
  },

  /* ---------- Test-driven development ---------- */
  {
    kind: 'diagram',
    name: 'development-red-green-refactor',
    title: 'Test-driven development: red, green, refactor',
    body: `${flow([box('1. Red', 'Write a test. It fails.', RED), box('2. Green', 'Write the code. The test passes.', GREEN), box('3. Refactor', 'Tidy the code. Tests still pass.', BLUE)], 10)}
<div style="text-align:center;font-size:17px;color:${BLUE};font-weight:700;margin-top:10px">&#8630; then the next small thing, with a new test</div>`,
  },

  /* ---------- Auto-testing ---------- */
  {
    kind: 'diagram',
    name: 'auto-testing-nose-history',
    title: 'Python test runners: what to use today',
    body: `<div class="boxes" style="gap:12px;align-items:stretch">
  ${box('nose', 'Not maintained since 2015. Fails on Python 3.10 and newer. Do not install.', RED)}
  ${box('nose2', 'The successor of nose. Still maintained.', ORANGE)}
  ${box('pytest', 'What most projects use today. Clear reports, many plugins.', GREEN)}
</div>
${note('nose2 and pytest both find tests by name: files and functions that start with test.')}`,
  },

  /* ---------- Continuous integration ---------- */
  {
    kind: 'diagram',
    name: 'continuous-integration-loop',
    title: 'Continuous integration: every push is tested',
    body: `${flow([box('Push', 'you send a commit'), box('Copy', 'a runner gets the code'), box('Install', 'the packages'), box('Test', 'runs pytest'), box('Result', '&#10004; or &#10006;', GREEN)], 4)}
${note('A runner is a fresh computer on GitHub. The list of steps is a workflow, in .github/workflows/tests.yml.')}`,
  },
  {
    kind: 'browser',
    name: 'continuous-integration-run-passed',
    url: 'https://github.com/sam-lee/price-checker/actions/runs/1',
    tabTitle: 'Run the tests on GitHub Actions · sam-lee/price-checker',
    body: runPage({
      title: 'Run the tests on GitHub Actions',
      number: 1,
      passed: true,
      hash: 'e131eed',
      steps: STEPS.map((name) => ({name, ok: true})),
      log: `&#9662; Run the tests
collected 3 items
test_prices.py ...                  [100%]
============= 3 passed in 0.02s =============`,
    }),
  },
  {
    kind: 'browser',
    name: 'continuous-integration-run-failed',
    url: 'https://github.com/sam-lee/price-checker/actions/runs/2',
    tabTitle: 'Make price_label shorter · sam-lee/price-checker',
    body: runPage({
      title: 'Make price_label shorter',
      number: 2,
      passed: false,
      hash: 'a736afb',
      steps: STEPS.map((name) => ({name, ok: name !== 'Run the tests'})),
      log: `&#9662; Run the tests
E  AssertionError: assert '$8.5' == '$8.50'
FAILED test_prices.py::test_price_label_shows_two_digits
======== 1 failed, 2 passed in 0.03s ========
<span style="color:#f85149">Error: Process completed with exit code 1.</span>`,
    }),
  },

  /* ---------- Continuous delivery ---------- */
  {
    kind: 'diagram',
    name: 'continuous-delivery-idea',
    title: 'Small releases, often',
    body: comparison(
      {tone: 'bad', title: 'A few big releases a year', content: `${list(['Months of changes at once', 'A long night of work by hand', 'Which change broke it?'], '&#10006;', RED)}`},
      {tone: 'good', title: 'Continuous delivery', content: `${list(['Every tested change is ready', 'A workflow does the steps', 'Small, easy to check and undo'])}`},
    ),
  },
  {
    kind: 'diagram',
    name: 'continuous-delivery-versus-deployment',
    title: 'Delivery and deployment differ at the very end',
    body: `<div style="display:flex;flex-direction:column;gap:16px">
  <div><div style="font-weight:700;margin-bottom:6px">Continuous delivery</div>${flow([box('Commit'), box('Test'), box('Ready'), box('A person clicks', '', ORANGE), box('Users', '', GREEN)], 4)}</div>
  <div><div style="font-weight:700;margin-bottom:6px">Continuous deployment</div>${flow([box('Commit'), box('Test'), box('Ready'), box('Users', 'on its own', GREEN)], 4)}</div>
</div>`,
  },
  {
    kind: 'diagram',
    name: 'continuous-delivery-pipeline',
    title: 'A pipeline: each change passes every stage in order',
    body: `${flow([box('1. Commit'), box('2. Build'), box('3. Test'), box('4. Staging', '', ORANGE), box('5. Production', '', GREEN)], 4)}
${note('If a stage fails, the pipeline stops there. Cheap, fast checks come first.')}`,
  },
  {
    kind: 'diagram',
    name: 'continuous-delivery-environments',
    title: 'Three environments where the software runs',
    body: `<div class="boxes" style="gap:12px;align-items:stretch">
  ${box('Test', 'The workflow runner. Lives a few minutes, then is thrown away.')}
  ${box('Staging', 'A copy of the real system, with made-up data.', ORANGE)}
  ${box('Production', 'The real system, with real users and real data.', GREEN)}
</div>
${note('Staging matches production as closely as it can. Secrets stay out of the code.')}`,
  },
  {
    kind: 'browser',
    name: 'continuous-delivery-review-deployment',
    url: 'https://github.com/sam-lee/price-checker/actions/runs/4',
    tabTitle: 'Deliver each tested version to production · sam-lee/price-checker',
    body: ghPage(
      'sam-lee/price-checker',
      'Actions',
      `<div style="display:flex;align-items:center;gap:10px;margin-bottom:12px">${clock}<span style="font-size:21px"><b>Deliver each tested version to production</b> <span class="gh-muted">Tests #4</span></span></div>
<div class="gh-box" style="margin-bottom:16px;border-color:#d4a72c"><div style="display:flex;align-items:center;gap:12px;padding:12px 14px;background:#fff8c5">
  <span><b>deliver</b> is waiting for review<br><span class="gh-muted">sam-lee needs to approve deployments to <b style="color:#1f2328">production</b></span></span>
  <span class="gh-btn" style="margin-left:auto">Review deployments</span></div></div>
<div style="display:flex;align-items:center;gap:14px;padding:20px;background:#f6f8fa;border-radius:6px">
  <div class="gh-box" style="background:#fff;padding:10px 16px;display:flex;gap:8px;align-items:center">${tick}<b>test</b><span class="gh-muted">14s</span></div>
  <div style="width:50px;height:2px;background:#8c959f"></div>
  <div class="gh-box" style="background:#fff;padding:10px 16px;display:flex;gap:8px;align-items:center">${clock}<b>deliver</b><span class="gh-muted">Waiting</span></div>
  <span class="gh-muted" style="margin-left:8px">production</span>
</div>`,
    ),
  },
  {
    kind: 'diagram',
    name: 'continuous-delivery-roll-back',
    title: 'Roll back: revert the bad commit, let the pipeline deliver',
    body: `${flow([box('Bad release', 'a commit broke something', RED), box('git revert', 'a new commit undoes it', ORANGE), box('git push', 'the pipeline tests it'), box('Users', 'get the last good version', GREEN)], 4)}
${note('Small releases make it easy to find the commit to revert. Monitoring tells you when a release went wrong.')}`,
  },
];
