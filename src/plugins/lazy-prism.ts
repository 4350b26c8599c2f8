/**
 * Most lessons show only terminal sessions (```console), which need no
 * syntax highlighter. Yet the classic theme puts Prism and its languages in
 * the code every page runs as it starts, a large part of a phone's start-up
 * work. This plugin swaps the theme's client module that does so for an
 * empty one (src/client/prism-at-first-code-block.ts); src/theme/CodeBlock
 * loads Prism with the first highlighted block of a page instead.
 *
 * It also tells the code which bundle it is in (`process.env.SSR_BUNDLE`):
 * the build's server rendering must write highlighted HTML at once, so there
 * the highlighted block is imported as usual; in the browser it is loaded.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function lazyPrismPlugin(): Plugin {
  const themeClassic = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
  return {
    name: 'lazy-prism',
    configureWebpack(_config, isServer, utils) {
      return {
        plugins: [new utils.currentBundler.instance.DefinePlugin({'process.env.SSR_BUNDLE': JSON.stringify(isServer)})],
        resolve: {
          alias: {
            [path.join(themeClassic, 'lib/prism-include-languages.js')]: path.resolve(__dirname, '../client/prism-at-first-code-block.ts'),
          },
        },
      };
    },
  };
}
