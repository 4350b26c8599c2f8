/**
 * The five tracks of the home page, as list items linking to them: where a
 * learner can go on from a page that has nothing for them (the 404 page, a
 * search that found nothing).
 */
import React from 'react';
import Link from '@docusaurus/Link';
import {cardsByPage} from '@site/src/data/cards';

export default function TrackLinks(): React.JSX.Element {
  return (
    <>
      {cardsByPage['/'].map((card) => (
        <li key={card.href}>
          <Link to={card.href}>{card.title}</Link>
        </li>
      ))}
    </>
  );
}
