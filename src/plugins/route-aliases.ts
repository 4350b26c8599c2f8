/**
 * Makes every spelling of a route reach its page on a case-sensitive static
 * host such as GitHub Pages (DECISIONS.md 2-4): `/Setting-Up`, `/setting-up/`
 * and `/git%26github` all land on the canonical route.
 *
 * The host answers such a path with `404.html`. A tiny script in the `<head>`
 * of every page looks the path up in the route list and, when it names a
 * page, hides the document and replaces the URL before anything is painted,
 * so the learner never sees the 404 page flash. The same lookup is exposed as
 * `window.__canonicalPath` for the 404 page's client-side navigation.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {routes} from '../lib/routes';

export function canonicalPathScript(baseUrl: string, paths: readonly string[]): string {
  const routeNames = paths.map((path) => path.slice(1)); // '' is the home page
  return `(function(){var b=${JSON.stringify(baseUrl)},r=${JSON.stringify(routeNames)};
function c(p){try{p=decodeURIComponent(p)}catch(e){}
if(p.slice(0,b.length).toLowerCase()!==b.toLowerCase()){if((p+"/").toLowerCase()!==b.toLowerCase())return;p=b}
var k=p.slice(b.length).replace(/\\/+$/,"").toLowerCase();
for(var i=0;i<r.length;i++)if(r[i].toLowerCase()===k)return b+r[i]}
window.__canonicalPath=c;var t=c(location.pathname);
if(t&&t!==location.pathname){document.documentElement.style.visibility="hidden";location.replace(t+location.search+location.hash)}})();`;
}

export default function routeAliasesPlugin(context: LoadContext): Plugin {
  return {
    name: 'route-aliases',
    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'script',
            innerHTML: canonicalPathScript(context.baseUrl, [
              ...routes.map((route) => route.path),
              // The search page: its "See all results" link says `search/`.
              '/search',
            ]),
          },
        ],
      };
    },
  };
}
