/**
 * The classic theme's sidebar link (ejected from 3.10.2), with a slot for a
 * tick at the end of every lesson's link: the tick shows, with "(done)" for
 * screen readers, once the learner has done the lesson (src/lib/progress.ts).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {isActiveSidebarItem} from '@docusaurus/plugin-content-docs/client';
import Link from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
import IconExternalLink from '@theme/Icon/ExternalLink';
import type {Props} from '@theme/DocSidebarItem/Link';
import {DoneMark} from '@site/src/components/Progress';
import {useLessonPaths, useRouteOf} from '@site/src/components/Progress/lessons';

import styles from './styles.module.css';

function LinkLabel({label}: {label: string}) {
  return <span className={styles.linkLabel}>{label}</span>;
}

export default function DocSidebarItemLink({item, onItemClick, activePath, level, index, ...props}: Props): ReactNode {
  const {href, label, className, autoAddBaseUrl} = item;
  const isActive = isActiveSidebarItem(item, activePath);
  const isInternalLink = isInternalUrl(href);
  const route = useRouteOf()(href);
  const isLesson = useLessonPaths().has(route);
  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemLink,
        ThemeClassNames.docs.docSidebarItemLinkLevel(level),
        'menu__list-item',
        className,
      )}
      key={label}>
      <Link
        className={clsx('menu__link', !isInternalLink && styles.menuExternalLink, {
          'menu__link--active': isActive,
        })}
        autoAddBaseUrl={autoAddBaseUrl}
        aria-current={isActive ? 'page' : undefined}
        to={href}
        {...(isInternalLink && {
          onClick: onItemClick ? () => onItemClick(item) : undefined,
        })}
        {...props}>
        <LinkLabel label={label} />
        {isLesson && <DoneMark path={route} />}
        {!isInternalLink && <IconExternalLink />}
      </Link>
    </li>
  );
}
