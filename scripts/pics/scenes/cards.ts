/**
 * Card pictures: one per card url name (DECISIONS.md 7). A picture is a
 * coloured tile with a symbol and a label. Cards that share a url name (every
 * "overview") share the picture, so its label must fit every place it shows.
 */
import {cardsByPage} from '../../../src/data/cards';
import type {Scene} from '../templates';

/** Colour of each top-level section; a card takes the colour of where it first appears. */
const SECTION_COLORS: Record<string, string> = {
  '/setting-up': '#1f6f5c',
  '/integrated-development-environments': '#2f5fb3',
  '/git&github': '#b0452f',
  '/programming-language': '#6a3fa0',
  '/advanced-topics': '#0f6b86',
};

/** Symbol, and a label where the first card's title does not fit every place. */
const LOOKS: Record<string, [glyph: string, label?: string]> = {
  'setting-up': ['>_'],
  'integrated-development-environments': ['</>'],
  'git&github': ['git'],
  'programming-language': ['{ }'],
  'advanced-topics': ['+++'],
  vscode: ['VS'],
  pyCharm: ['PC'],
  overview: ['i', 'Overview'],
  'useful-packages': ['+'],
  'hot-key': ['Ctrl'],
  Git: ['git'],
  GitHub: ['hub'],
  versioning: ['v1 v2'],
  ignore: ['.gitignore'],
  revert: ['undo'],
  'master&branches': ['-<'],
  command: ['$ git'],
  'checkout-commit': ['look'],
  'revert-commit': ['revert'],
  'reset-commit': ['reset'],
  html: ['<h1>'],
  css: ['{;}'],
  javascript: ['JS'],
  python: ['py'],
  sql: ['SQL'],
  php: ['php'],
  functions: ['f(x)'],
  modules: ['import'],
  'data-type': ['"a" 1'],
  condition: ['if'],
  loops: ['for'],
  reactjs: ['<App/>'],
  'build-in': ['len()', 'Built-in functions'],
  customize: ['def', 'Your own functions'],
  this: ['this'],
  string: ['"abc"', 'Strings'],
  numbers: ['123', 'Numbers'],
  'data-structure': ['[ ]', 'Data structures'],
  'exception-handling': ['try'],
  'object&class': ['class'],
  open: ['open()'],
  'data-analytics': ['ABC'],
  framework: ['web'],
  list: ['[1,2]'],
  dictionary: ['{k:v}'],
  tuple: ['(1,2)'],
  set: ['{1,2}'],
  // Shared by Python's operators and OpenShift's operators.
  operators: ['op', 'Operators'],
  'if-else': ['if else'],
  'while-loop': ['while'],
  'for-loop': ['for in'],
  pandas: ['df'],
  numpy: ['np'],
  flask: ['flask'],
  django: ['dj'],
  structure: ['tree'],
  'installation-&-operation': ['install', 'Install and run'],
  'url-dispatcher': ['/url/'],
  sqlite: ['db'],
  'super-user': ['admin'],
  'start-app': ['app'],
  'model-class': ['Model'],
  'query-set': ['.all()'],
  'template-api': ['{{ }}'],
  variable: ['{{ x }}'],
  tag: ['{% %}'],
  'template-static-files': ['css js'],
  nodejs: ['node'],
  networking: ['<->'],
  'cloud-computing': ['cloud'],
  database: ['db'],
  container: ['[ ]'],
  microservices: ['o-o-o'],
  devops: ['dev ops'],
  'application-development-lifecycle': ['plan>run'],
  'file-system': ['fs'],
  server: ['http'],
  npm: ['npm'],
  express: ['app.get'],
  middleware: ['next()'],
  'spa-&-mpa': ['SPA MPA'],
  'know-how': ['JSX'],
  component: ['<Btn/>'],
  state: ['useState'],
  router: ['<Route>'],
  props: ['props'],
  useEffect: ['effect'],
  'tcp-ip-five-layer-network-model': ['5 layers'],
  aws: ['AWS'],
  azure: ['Azure'],
  'aws-networking': ['VPC'],
  route53: ['DNS'],
  docker: ['docker'],
  'container-orchestration': ['[][][]'],
  'docker-object': ['image'],
  'docker-architecture': ['daemon'],
  kubernetes: ['k8s'],
  'kubernetes-object': ['Pod'],
  'kubernetes-architecture': ['nodes'],
  autoscaling: ['1>3'],
  'rolling-update': ['v1>v2'],
  'red-hat-openshift': ['oc'],
  build: ['build'],
  istio: ['mesh'],
  'social-coding': ['pair'],
  'minimum-viable-product': ['MVP'],
  development: ['TDD BDD'],
  'auto-testing-with-nose': ['test'],
  'continuous-integration-and-continuous-delivery': ['CI/CD'],
  'continuous-integration': ['CI'],
  'continuous-delivery': ['CD'],
};

function topSection(page: string, href: string): string {
  const path = page === '/' ? href : page;
  return `/${path.split('/')[1]}`;
}

export function cardScenes(): Scene[] {
  const scenes = new Map<string, Scene>();
  for (const [page, cards] of Object.entries(cardsByPage)) {
    for (const card of cards) {
      if (scenes.has(card.urlname)) continue;
      const look = LOOKS[card.urlname];
      if (!look) {
        throw new Error(
          `scripts/pics/scenes/cards.ts: the card "${card.urlname}" has no picture look. Add it to LOOKS with a short symbol.`,
        );
      }
      scenes.set(card.urlname, {
        kind: 'card',
        name: card.urlname,
        title: look[1] ?? card.title,
        glyph: look[0],
        color: SECTION_COLORS[topSection(page, card.href)] ?? '#334155',
      });
    }
  }
  return [...scenes.values()];
}
