import React from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {cardsByPage} from '@site/src/data/cards';
import {CarryOn, ProgressNote, TrackSummary} from '@site/src/components/Progress';
import {useLessons} from '@site/src/components/Progress/lessons';
import {lessonsBelow} from '@site/src/lib/progress';
import CardGrid from './index';

/**
 * `<CardGrid />` in an index page's Markdown: the cards of that page's route.
 * On a track's page (an index page with lessons below it), first how many
 * lessons it has and how long they take, and the "Start here" or "Carry on" link.
 */
export default function CardGridOfThisPage(): React.JSX.Element {
  const {frontMatter} = useDoc();
  const page = String(frontMatter.slug);
  const cards = cardsByPage[page];
  if (!cards) {
    throw new Error(`The page ${page} uses <CardGrid />, but src/data/cards.ts has no cards for it.`);
  }
  const isTrack = lessonsBelow(useLessons(), page).length > 0;
  return (
    <>
      {isTrack && (
        <>
          <TrackSummary pagePath={page} />
          <CarryOn pagePath={page} />
          <ProgressNote />
        </>
      )}
      <CardGrid cards={cards} />
    </>
  );
}
