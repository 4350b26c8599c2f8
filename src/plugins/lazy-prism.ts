/**
 * Most lessons show only terminal sessions (```console), which need no
 * syntax highlighter, and the highlighted blocks a page comes with keep the
 * build's HTML (src/theme/CodeBlock). Yet the classic theme puts Prism and
 * its languages in the code every page runs as it starts, a large part of a
 * phone's start-up work. This plugin swaps the theme's client module that
 * does so for an empty one (src/client/no-prism-at-start.ts);
 * src/theme/CodeBlock loads Prism when the reader moves to a page with code.
 *
 * It also tells the code which bundle it is in (`process.env.SSR_BUNDLE`):
 * the build's server rendering must write highlighted HTML at once, so there
 * the highlighted block is imported as usual; in the browser it is loaded.
 *
 * And it adds the stylesheet that gives that HTML, written in the light
 * theme's colours, the dark theme's colours in dark mode (src/lib/code-theme.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {darkCodeThemeCss} from '../lib/code-theme';

export default function lazyPrismPlugin(context: LoadContext): Plugin {
  const themeClassic = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
  const darkCss = path.join(context.generatedFilesDir, 'lazy-prism', 'dark-code-theme.css');
  fs.mkdirSync(path.dirname(darkCss), {recursive: true});
  fs.writeFileSync(darkCss, darkCodeThemeCss());
  return {
    name: 'lazy-prism',
    getClientModules() {
      return [darkCss];
    },
    configureWebpack(_config, isServer, utils) {
      return {
        plugins: [new utils.currentBundler.instance.DefinePlugin({'process.env.SSR_BUNDLE': JSON.stringify(isServer)})],
        resolve: {
          alias: {
            [path.join(themeClassic, 'lib/prism-include-languages.js')]: path.resolve(__dirname, '../client/no-prism-at-start.ts'),
          },
        },
      };
    },
  };
}
