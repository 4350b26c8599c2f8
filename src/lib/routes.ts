/**
 * The route contract and the rules that tie a route to its Markdown file.
 *
 * `src/data/route-manifest.json` is the project's copy of the spec's route
 * table (127 routes). Everything that needs to know which pages exist (the
 * sidebar, the content check, the case-insensitive redirect, the tests)
 * reads it through this module.
 */
import manifest from '../data/route-manifest.json';

export type RouteKind = 'home' | 'index' | 'lesson' | 'bare';

export interface ManifestCard {
  urlname: string;
  href: string;
  name?: string;
  /** `false` when the spec gives this card no page ("Coming soon"). */
  page?: boolean;
}

export interface ManifestRoute {
  path: string;
  kind: RouteKind;
  /** Number of steps the spec gives for a lesson, where it gives one. */
  sections?: number;
  cards?: ManifestCard[];
}

export const routes: readonly ManifestRoute[] = (
  manifest as {routes: ManifestRoute[]}
).routes.map((route) => ({
  ...route,
  // The spec writes `/git&github/git/revert/`; the canonical form has no
  // trailing slash, like every other route.
  path: stripTrailingSlash(route.path),
}));

export function stripTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * A lookup of the route a path means, ignoring case, a trailing slash and
 * `%26` for `&` (DECISIONS.md 2-4): `undefined` when the path is not a page.
 */
export function routeFinder(
  list: readonly ManifestRoute[],
): (path: string) => ManifestRoute | undefined {
  const byLowerCasePath = new Map(list.map((route) => [route.path.toLowerCase(), route]));
  return (path) => {
    let decoded = path;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      // A malformed escape is not one of our routes.
    }
    return byLowerCasePath.get(stripTrailingSlash(decoded).toLowerCase());
  };
}

/** The route of the site a path means (see routeFinder). */
export const findRoute = routeFinder(routes);

/**
 * Where the Markdown file of a route lives, relative to `docs/`.
 * The folders mirror the URL in lower case with `&` spelled `and`, so that
 * an editor finds `/git&github/git/master&branches` in
 * `docs/git-and-github/git/master-and-branches.md`; an index page is the
 * `index.md` of its folder. Only the `slug` frontmatter decides the URL.
 */
export function docFileForRoute(route: Pick<ManifestRoute, 'path' | 'kind'>): string {
  const folder = route.path
    .slice(1)
    .toLowerCase()
    .replace(/-&-/g, '-and-')
    .replace(/&/g, '-and-');
  return route.kind === 'index' ? `${folder}/index.md` : `${folder}.md`;
}

/** The Docusaurus doc id of a route's file (its path without `.md`). */
export function docIdForRoute(route: Pick<ManifestRoute, 'path' | 'kind'>): string {
  return docFileForRoute(route).replace(/\.md$/, '');
}

export function getRoute(path: string): ManifestRoute {
  const route = routes.find((candidate) => candidate.path === stripTrailingSlash(path));
  if (!route) {
    throw new Error(`"${path}" is not a route of src/data/route-manifest.json.`);
  }
  return route;
}
