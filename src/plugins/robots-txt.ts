/**
 * Writes robots.txt into the build: every page may be indexed, and the
 * sitemap (made by the classic preset) is named with the site's full
 * address, which depends on SITE_URL and BASE_URL, so it is written here and
 * not kept in static/.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function robotsTxtPlugin(context: LoadContext): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({outDir, siteConfig}) {
      const sitemap = `${siteConfig.url}${siteConfig.baseUrl}sitemap.xml`;
      fs.writeFileSync(path.join(outDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`);
    },
  };
}
