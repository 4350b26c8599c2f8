/**
 * The sidebar mirrors the route tree: it is built from the card data, so the
 * index pages are its categories and their cards, in the spec's order, are
 * the items. Previous/next links follow this order. Cards marked "Coming
 * soon" are left out (they have no page yet).
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {cardsByPage, type Card} from './src/data/cards';
import {docIdForRoute, findRoute, getRoute, routes} from './src/lib/routes';

type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];

function sidebarItem(card: Card, parentPath: string): SidebarItemConfig {
  const route = getRoute(card.href);
  const isChild = parentPath === '/' || route.path.startsWith(`${parentPath}/`);
  if (!isChild) {
    // A card that leads to another part of the site (JavaScript -> React):
    // a plain link, so that each page stays in one place in the sidebar.
    return {type: 'link', label: card.title, href: route.path};
  }
  if (route.kind !== 'index') {
    // A lesson with pages below it that no card leads to (AWS has its
    // Networking pages): a category that opens the lesson and lists them.
    const below = pagesBelowWithoutCard(route.path);
    if (below.length === 0) return {type: 'doc', id: docIdForRoute(route), label: card.title};
    return {
      type: 'category',
      label: card.title,
      link: {type: 'doc', id: docIdForRoute(route)},
      collapsed: true,
      items: below.map((child): SidebarItemConfig => ({
        type: 'category',
        label: child.title,
        link: {type: 'doc', id: docIdForRoute(child.route)},
        collapsed: true,
        items: cardsOf(child.route.path),
      })),
    };
  }
  return {
    type: 'category',
    label: card.title,
    link: {type: 'doc', id: docIdForRoute(route)},
    collapsed: true,
    items: cardsOf(route.path),
  };
}

const cardTargets = new Set(
  Object.values(cardsByPage).flatMap((cards) => cards.map((card) => findRoute(card.href)?.path)),
);

/** Index pages directly below `path` that no card leads to, labelled like their URL's last part. */
function pagesBelowWithoutCard(path: string) {
  return routes
    .filter((route) => route.kind === 'index' && route.path.startsWith(`${path}/`) && !route.path.slice(path.length + 1).includes('/'))
    .filter((route) => !cardTargets.has(route.path))
    .map((route) => ({route, title: route.path.slice(path.length + 1).replace(/^./, (first) => first.toUpperCase())}));
}

function cardsOf(pagePath: string): SidebarItemConfig[] {
  return (cardsByPage[pagePath] ?? [])
    .filter((card) => !card.comingSoon)
    .map((card) => sidebarItem(card, pagePath));
}

const sidebars: SidebarsConfig = {
  lessons: cardsOf('/'),
};

export default sidebars;
