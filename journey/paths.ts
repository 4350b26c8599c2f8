/**
 * The learner's paths through the site. A path is a list of tracks (the
 * lessons below an index page) that a learner follows one after the other,
 * on one computer: the journey runs each path in one shell and one home
 * folder, lesson by lesson in sidebar order. A later lesson issue adds its
 * track here, to the path it builds on or as a path of its own.
 */
import sidebars from '../sidebars';
import {docIdForRoute, getRoute, routes, type ManifestRoute} from '../src/lib/routes';

export interface LearnerPath {
  name: string;
  /** A word for the path in progress lines. */
  label: string;
  /** Track roots: a lesson route, or an index page whose lessons make a track. */
  tracks: string[];
}

export const LEARNER_PATHS: LearnerPath[] = [
  {
    // The name's first 40 characters name the sandbox, whose path is in a merge
    // commit's message (see runner.ts): keep them when you rename the path.
    name: 'From an empty computer to a project on GitHub, then networking, cloud and DevOps',
    label: 'GitHub',
    tracks: [
      '/setting-up',
      '/integrated-development-environments/vscode',
      '/git&github/git',
      '/git&github/github',
      '/advanced-topics/networking',
      '/advanced-topics/cloud-computing',
      '/advanced-topics/DevOps',
    ],
  },
  {
    name: 'Python basics, data and Django, after setting up the computer and VS Code',
    label: 'Python',
    tracks: ['/setting-up', '/integrated-development-environments/vscode', '/programming-language/python'],
  },
  {
    name: 'JavaScript basics, Node.js and React, after setting up the computer and VS Code',
    label: 'JavaScript',
    tracks: [
      '/setting-up',
      '/integrated-development-environments/vscode',
      '/programming-language/javascript',
      '/advanced-topics/NodeJS',
      '/advanced-topics/ReactJS',
    ],
  },
  {
    name: 'Containers, Docker, Kubernetes and OpenShift, after setting up the computer and VS Code',
    label: 'Containers',
    tracks: ['/setting-up', '/integrated-development-environments/vscode', '/advanced-topics/container'],
  },
];

type SidebarItem = {type?: string; id?: string; link?: {type?: string; id?: string}; items?: SidebarItem[]};

/** Every route the sidebar shows, in its order (index pages and lessons). */
export function sidebarRoutes(): ManifestRoute[] {
  const byDocId = new Map(routes.map((route) => [docIdForRoute(route), route]));
  const found: ManifestRoute[] = [];
  const walk = (items: readonly SidebarItem[]) => {
    for (const item of items) {
      const id = item.type === 'doc' ? item.id : item.link?.type === 'doc' ? item.link.id : undefined;
      const route = id ? byDocId.get(id) : undefined;
      if (route && !found.includes(route)) found.push(route);
      if (item.items) walk(item.items);
    }
  };
  walk(sidebars.lessons as SidebarItem[]);
  return found;
}

/** The lessons of a path, in sidebar order. */
export function lessonsOfPath(learnerPath: LearnerPath): ManifestRoute[] {
  const roots = learnerPath.tracks.map((track) => getRoute(track).path);
  return sidebarRoutes().filter(
    (route) => route.kind === 'lesson' && roots.some((root) => route.path === root || route.path.startsWith(`${root}/`)),
  );
}
