/**
 * The not-found page, titled "404 Error" (DECISIONS.md 1), with the Home
 * link above it (from Layout) and a way on: the top-level sections.
 *
 * When the path is only another spelling of a real route (case, trailing
 * slash, %26) it goes straight to that route instead: the head script does
 * this on a full page load (src/plugins/route-aliases.ts), this component
 * on a click inside the site.
 */
import React from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {Redirect, useLocation} from '@docusaurus/router';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {cardsByPage} from '@site/src/data/cards';
import TrackLinks from '@site/src/components/TrackLinks';

declare global {
  interface Window {
    /** Set by the head script of src/plugins/route-aliases.ts. */
    __canonicalPath?: (path: string) => string | undefined;
  }
}

/** The "Coming soon" card that leads to this path, if any. */
function useComingSoonCard() {
  const {pathname} = useLocation();
  const baseUrl = useBaseUrl('/');
  const path = `/${pathname.slice(baseUrl.length)}`.replace(/\/+$/, '').toLowerCase();
  return Object.values(cardsByPage)
    .flat()
    .find((card) => card.comingSoon && card.href.toLowerCase() === path);
}

export default function NotFoundContent({className}: Props): React.JSX.Element {
  const location = useLocation();
  // 404.html is rendered once for every unknown path, so what depends on the
  // path waits until the page has been hydrated (the first render must match).
  const isBrowser = useIsBrowser();
  const comingSoonCard = useComingSoonCard();
  const comingSoon = isBrowser ? comingSoonCard : undefined;
  const canonical = isBrowser ? window.__canonicalPath?.(location.pathname) : undefined;
  if (canonical && canonical !== location.pathname) {
    return <Redirect to={`${canonical}${location.search}${location.hash}`} />;
  }
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata title="404 Error" description="There is no page at this address. Go back to the Easy Programming lessons from here." />
      <Head>
        {/* Exactly "404 Error", without the site name other pages carry. */}
        <title>404 Error</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            404 Error
          </Heading>
          {comingSoon ? (
            <p>The lesson “{comingSoon.title}” is not written yet. It is coming soon.</p>
          ) : (
            <p>
              We cannot find this page. The link may be old, or the address may have a typing
              mistake.
            </p>
          )}
          <p>Here are good places to go on:</p>
          <ul>
            <li>
              <Link to="/">The home page</Link>, with every topic
            </li>
            <TrackLinks />
          </ul>
        </div>
      </div>
    </main>
  );
}
