/**
 * What the pages need to know about all the lessons, worked out at build time
 * and given to every page as the plugin's global data: each lesson's route,
 * title and time to read and do (src/lib/lesson-time.ts), in sidebar order,
 * which is the order a learner takes them in. The title's time line, the
 * card pages' counts and sums and the "Carry on" link read it through
 * src/components/Progress/lessons.ts. And the head script that keeps a
 * returning learner from seeing "Start here" while the page starts.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import sidebars from '../../sidebars';
import {listDocFiles} from '../checks/content';
import {readLesson} from '../lib/lesson';
import {lessonMinutes} from '../lib/lesson-time';
import {hasProgressScript} from '../lib/progress';
import {docIdForRoute, routes} from '../lib/routes';

export interface LessonFact {
  /** The lesson's route, without the base URL: `/programming-language/python/open`. */
  path: string;
  title: string;
  /** About how long it takes to read and do, in minutes. */
  minutes: number;
}

export interface LessonFacts {
  /** Every lesson, in sidebar order. */
  lessons: LessonFact[];
}

type SidebarItem = {type?: string; id?: string; link?: {type?: string; id?: string}; items?: SidebarItem[]};

/** The doc ids of the sidebar, top to bottom (a category's own page before its items). */
function sidebarDocIds(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.type === 'doc' && item.id ? [item.id] : []),
    ...(item.link?.type === 'doc' && item.link.id ? [item.link.id] : []),
    ...sidebarDocIds(item.items ?? []),
  ]);
}

/** The routes of the written lessons and outlines in the sidebar's order (the order a learner reads them in). */
export function lessonRoutesInSidebarOrder(): string[] {
  const lessonByDocId = new Map(routes.filter((route) => route.kind === 'lesson').map((route) => [docIdForRoute(route), route.path]));
  return sidebarDocIds(sidebars.lessons as SidebarItem[]).flatMap((id) => lessonByDocId.get(id) ?? []);
}

export function loadLessonFacts(siteDir: string): LessonFacts {
  const lessonByDocId = new Map(
    routes.filter((route) => route.kind === 'lesson').map((route) => [docIdForRoute(route), route]),
  );
  const docs = new Map(
    listDocFiles(siteDir).map((file) => [file.replace(/^docs\//, '').replace(/\.mdx?$/, ''), file]),
  );
  const lessons = sidebarDocIds(sidebars.lessons as SidebarItem[]).flatMap((id): LessonFact[] => {
    const route = lessonByDocId.get(id);
    const file = docs.get(id);
    if (!route || !file) return [];
    const lesson = readLesson(siteDir, file);
    return [{path: route.path, title: lesson.title ?? path.basename(file), minutes: lessonMinutes(lesson)}];
  });
  return {lessons};
}

export default function lessonFactsPlugin(context: LoadContext): Plugin {
  return {
    name: 'lesson-facts',
    async loadContent(): Promise<LessonFacts> {
      return loadLessonFacts(context.siteDir);
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content as LessonFacts);
    },
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: hasProgressScript(context.siteConfig.baseUrl)}]};
    },
    getPathsToWatch() {
      return [path.join(context.siteDir, 'docs/**/*.md')];
    },
  };
}
