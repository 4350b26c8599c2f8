/**
 * "Last updated on Nov 23, 2026" under a lesson. The classic theme's own
 * component writes the same words, but makes an `Intl.DateTimeFormat` as
 * the page starts, and the first one a browser makes is slow to build (on
 * a phone, one of the longest single pieces of work of a long lesson's
 * start). The site is in English only, so the date is written directly, in
 * UTC as the theme writes it.
 */
import React from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** As `toLocaleDateString('en-US', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'})`. */
export function formatLessonDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

interface Props {
  lastUpdatedAt?: number | null;
  lastUpdatedBy?: string | null;
}

export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props): React.JSX.Element {
  const date = lastUpdatedAt ? new Date(lastUpdatedAt) : undefined;
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      Last updated
      {date && (
        <>
          {' on '}
          <b>
            <time dateTime={date.toISOString()} itemProp="dateModified">
              {formatLessonDate(date)}
            </time>
          </b>
        </>
      )}
      {lastUpdatedBy && (
        <>
          {' by '}
          <b>{lastUpdatedBy}</b>
        </>
      )}
    </span>
  );
}
