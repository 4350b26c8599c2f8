import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {listDocFiles} from './src/checks/content';
import {readLesson} from './src/lib/lesson';
import contentCheckPlugin from './src/plugins/content-check';
import lazyPrismPlugin from './src/plugins/lazy-prism';
import robotsTxtPlugin from './src/plugins/robots-txt';
import systemChoicePlugin from './src/plugins/system-choice';
import routeAliasesPlugin from './src/plugins/route-aliases';
import searchIndexPlugin from './src/plugins/search-index';
import lessonFactsPlugin from './src/plugins/lesson-facts';
import offlineReadingPlugin from './src/plugins/offline-reading';
import stepSections from './src/rehype/step-sections';
import gitBashWarnings from './src/remark/git-bash-warnings';
import stepImages from './src/remark/step-images';
import scrollableTables from './src/rehype/scrollable-tables';
import {darkCodeTheme, lightCodeTheme} from './src/lib/code-theme';
import ssrTemplate from './src/ssr/template.html';

// This runs in Node.js. Where the site is published comes from the
// environment, so a team can publish under https://ORG.github.io/REPO/:
//   SITE_URL=https://ORG.github.io BASE_URL=/REPO/ npm run build
const siteUrl = process.env.SITE_URL ?? 'https://easy-programming.github.io';
const baseUrl = withSlashes(process.env.BASE_URL ?? '/');

// Outline lessons (`outline: true`, not written yet) are left out of search.
const outlineRoutes = listDocFiles(__dirname)
  .map((file) => readLesson(__dirname, file))
  .filter((lesson) => lesson.isOutline && lesson.slug)
  .map((lesson) => lesson.slug!.slice(1));

function withSlashes(path: string): string {
  return `/${path.replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
}

const config: Config = {
  title: 'Easy Programming',
  tagline: 'Programming and IT lessons in plain English, for people with no IT background.',
  favicon: 'img/favicon.svg',

  future: {
    v4: true,
    faster: true,
  },

  url: siteUrl,
  baseUrl,
  // GitHub Pages serves `setting-up.html` at `/setting-up`: one file per
  // route, no folder redirects, and the URLs read exactly like the spec.
  trailingSlash: false,

  // `npm run deploy` publishes `build/` to the gh-pages branch of this repo;
  // the "Report a problem with this page" link opens an issue in it.
  organizationName: process.env.GITHUB_ORG ?? 'easy-programming',
  projectName: process.env.GITHUB_REPO ?? 'easy-programming.github.io',
  deploymentBranch: 'gh-pages',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  // Paint the lesson first, then load the code (see the template's comment).
  ssrTemplate,

  plugins: [
    contentCheckPlugin,
    routeAliasesPlugin,
    robotsTxtPlugin,
    lazyPrismPlugin,
    systemChoicePlugin,
    // Each lesson's title and time, in sidebar order, for the progress ticks, counts and "Carry on" link.
    lessonFactsPlugin,
    [searchIndexPlugin, {outlineRoutes}],
    // sw.js: every page the learner opened, the home and card pages, offline.
    offlineReadingPlugin,
  ],

  // A link loads its page's code when pointed at or touched, not as soon as it is in view.
  // A lesson opened from a search result marks the searched words.
  // Offline reading registers the service worker once the page is idle.
  clientModules: ['./src/client/prefetch-on-intent.ts', './src/client/search-highlight.ts', './src/client/land-on-anchor.ts', './src/client/offline-reading.ts'],

  presets: [
    [
      'classic',
      {
        docs: {
          // Lessons and index pages live at the site root: their `slug`
          // frontmatter is the spec's route.
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          breadcrumbs: true,
          beforeDefaultRemarkPlugins: [[stepImages, {baseUrl}], gitBashWarnings],
          // Wide tables in a focusable region; each step in a <section> the
          // browser draws only near the screen.
          rehypePlugins: [scrollableTables, stepSections],
          // "Last updated on …" under each page: the date of the last Git
          // commit that changed its Markdown file (read in production builds
          // only; a file never committed shows no date).
          showLastUpdateTime: true,
        },
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        // The search results page is for people, not for search engines; outline lessons are not written yet;
        // the offline page is for the service worker.
        sitemap: {lastmod: null, changefreq: null, priority: null, ignorePatterns: [`${baseUrl}search`, `${baseUrl}offline`, ...outlineRoutes.map((route) => `${baseUrl}${route}`)]},
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    // The picture shown when a page is shared (og:image, twitter:image),
    // drawn by `npm run social-card`.
    image: 'img/social-card.png',
    colorMode: {respectPrefersColorScheme: true},
    docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
    navbar: {
      title: 'Easy Programming',
      logo: {alt: '', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        {to: '/setting-up', label: 'Start here', position: 'left'},
        {to: '/integrated-development-environments', label: 'Editors', position: 'left'},
        {to: '/git&github', label: 'Git & GitHub', position: 'left'},
        {to: '/programming-language', label: 'Languages', position: 'left'},
        {to: '/advanced-topics', label: 'Advanced', position: 'left'},
      ],
    },
    footer: {
      style: 'light',
      copyright:
        'Easy Programming: free lessons in plain English for people who are new to programming.',
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: ['bash', 'python', 'json'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
