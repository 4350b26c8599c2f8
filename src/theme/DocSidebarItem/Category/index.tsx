/**
 * The classic theme's sidebar category, wrapped: a category whose lessons
 * the learner has all done shows a tick after its name, one with some done a
 * dot, so that a closed category does not hide what the learner did
 * (src/css/custom.css draws them; every category keeps their room, so nothing
 * moves when they show).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Category from '@theme-original/DocSidebarItem/Category';
import type CategoryType from '@theme/DocSidebarItem/Category';
import type {WrapperProps} from '@docusaurus/types';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {useLessonPaths, useProgress, useRouteOf} from '@site/src/components/Progress/lessons';

type Props = WrapperProps<typeof CategoryType>;

/** The addresses of every page below a category, at any depth. */
function pagesBelow(items: readonly PropSidebarItem[]): string[] {
  return items.flatMap((item) => (item.type === 'link' ? [item.href] : item.type === 'category' ? [...(item.href ? [item.href] : []), ...pagesBelow(item.items)] : []));
}

export default function CategoryWrapper(props: Props): ReactNode {
  const routeOf = useRouteOf();
  const lessonPaths = useLessonPaths();
  const {progress} = useProgress();
  const lessons = pagesBelow(props.item.items).map(routeOf).filter((route) => lessonPaths.has(route));
  const done = lessons.filter((route) => progress.done.includes(route)).length;
  const state = done === 0 ? undefined : done === lessons.length ? 'sidebar-category--done' : 'sidebar-category--started';
  return <Category {...props} item={{...props.item, className: clsx(props.item.className, state)}} />;
}
