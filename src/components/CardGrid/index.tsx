/**
 * A grid of cards: picture, linked title, one-sentence description, and a
 * "Coming soon" mark on cards whose lesson is not published yet, and a line
 * with the lesson's time or the track's lessons done (src/components/Progress).
 * The whole card is clickable, but only the title is a link, so a screen
 * reader hears each card once. The link is described by the card's sentence
 * (and its "Coming soon" mark), so a title such as "This" never stands alone.
 */
import React, {useEffect, useId, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import type {Card} from '@site/src/data/cards';
import {CARD_IMAGE} from '@site/src/lib/card-image';
import SitePicture from '@site/src/components/SitePicture';
import {CardProgress} from '@site/src/components/Progress';
import styles from './styles.module.css';

/** Cards in the first row load at once; the rest when the reader scrolls near. */
const EAGER_CARDS = 3;

function CardItem({card, index}: {card: Card; index: number}): React.JSX.Element {
  const imageSrc = useBaseUrl(`/pic/${card.urlname}.png`);
  const id = useId();
  const item = useRef<HTMLLIElement>(null);
  // A picture that cannot load (offline, on a card page whose pictures this browser never fetched) is a plain
  // box of the same size, not the browser's broken-picture icon. It may have failed before the page's code ran.
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    const image = item.current?.querySelector('img');
    if (image?.complete && image.naturalWidth === 0) setMissing(true);
  }, []);
  return (
    <li className={styles.card} ref={item}>
      <SitePicture
        className={missing ? `${styles.image} ${styles.imageMissing}` : styles.image}
        onError={() => setMissing(true)}
        src={imageSrc}
        alt=""
        width={CARD_IMAGE.width}
        height={CARD_IMAGE.height}
        loading={index < EAGER_CARDS ? 'eager' : 'lazy'}
        // The first picture is often the largest thing on a phone's first screen.
        fetchPriority={index === 0 ? 'high' : undefined}
        decoding="async"
      />
      <div className={styles.body}>
        <Heading as="h2" className={styles.title}>
          <Link
            to={card.href}
            className={styles.link}
            aria-describedby={card.comingSoon ? `${id}-soon ${id}-description` : `${id}-description`}
            // A "Coming soon" card leads to the 404 page on purpose (DECISIONS.md 5).
            data-noBrokenLinkCheck={card.comingSoon ? true : undefined}>
            {card.title}
          </Link>
        </Heading>
        {card.comingSoon && (
          <span id={`${id}-soon`} className={styles.comingSoon}>
            Coming soon
          </span>
        )}
        <p id={`${id}-description`} className={styles.description}>
          {card.description}
        </p>
        {!card.comingSoon && <CardProgress href={card.href} />}
      </div>
    </li>
  );
}

export default function CardGrid({cards}: {cards: readonly Card[]}): React.JSX.Element {
  return (
    <ul className={styles.grid}>
      {cards.map((card, index) => (
        <CardItem key={card.urlname} card={card} index={index} />
      ))}
    </ul>
  );
}
