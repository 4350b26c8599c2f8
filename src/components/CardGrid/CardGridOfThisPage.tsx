import React from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {cardsByPage} from '@site/src/data/cards';
import CardGrid from './index';

/** `<CardGrid />` in an index page's Markdown: the cards of that page's route. */
export default function CardGridOfThisPage(): React.JSX.Element {
  const {frontMatter} = useDoc();
  const page = String(frontMatter.slug);
  const cards = cardsByPage[page];
  if (!cards) {
    throw new Error(`The page ${page} uses <CardGrid />, but src/data/cards.ts has no cards for it.`);
  }
  return <CardGrid cards={cards} />;
}
