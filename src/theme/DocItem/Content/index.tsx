/**
 * The classic theme's DocItem/Content, plus a plain notice under the title of
 * a lesson that is still an outline (`outline: true` in its frontmatter), so
 * a learner knows at once that the full lesson is being written, and the
 * learner's choice of system above every lesson (src/lib/systems.ts), about
 * how long the lesson takes under its title (src/lib/lesson-time.ts), and
 * the watch that marks it done once read (src/components/Progress).
 */
import React from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Admonition from '@theme/Admonition';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/DocItem/Content';
import SystemPicker from '@site/src/components/SystemPicker';
import {MarkDoneWhenRead} from '@site/src/components/Progress';
import {useLessons, useRouteOf} from '@site/src/components/Progress/lessons';
import {formatDuration} from '@site/src/lib/duration';
import styles from './styles.module.css';

export default function DocItemContent({children}: Props): React.JSX.Element {
  const {metadata, frontMatter, contentTitle, toc} = useDoc();
  // A lesson has steps (its table of contents); an index page of cards and a bare page have none, and no commands.
  const isLesson = toc.length > 0;
  const showTitle = !frontMatter.hide_title && typeof contentTitle === 'undefined';
  const isOutline = (frontMatter as {outline?: unknown}).outline === true;
  const route = useRouteOf()(metadata.permalink);
  const lesson = useLessons().find((candidate) => candidate.path === route);
  return (
    <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
      {isLesson && <SystemPicker legend="Your computer" showGuess className={styles.systemPicker} />}
      {showTitle && (
        <header>
          <Heading as="h1">{metadata.title}</Heading>
          {lesson && <p className={styles.lessonTime}>{formatDuration(lesson.minutes)}</p>}
        </header>
      )}
      {lesson && <MarkDoneWhenRead path={lesson.path} />}
      {isOutline && (
        <Admonition type="info" title="This lesson is being written">
          <p>
            The full lesson, with a screenshot for every step, is on its way. Here is what it will
            cover.
          </p>
        </Admonition>
      )}
      <MDXContent>{children}</MDXContent>
    </div>
  );
}
