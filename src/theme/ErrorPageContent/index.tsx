/**
 * Wraps the classic theme's error page ("This page crashed.", shown when a
 * page fails to draw), for the two ways a page's code fails to load:
 *
 * - With no connection (a lesson never opened, reached by a link inside the
 *   site, whose code is not kept): it says so in plain words, as the offline
 *   page does (src/pages/offline.tsx), instead of "This page crashed".
 * - Online, after a new deploy: the old page's code asks for a chunk the new
 *   build no longer has. The page is loaded afresh, once, so the learner
 *   gets the new page with the new code, never the old page with new code.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {NEEDS_CONNECTION, OFFLINE_TITLE} from '@site/src/lib/offline-reading';

type Props = WrapperProps<typeof ErrorPageContentType>;

/** Where the address of the last page loaded afresh is kept, so it is tried once only. */
const RELOADED_KEY = 'easy-programming.reloaded-for-new-code';

/** A chunk of code (or its stylesheet) that did not load: rspack's and webpack's ChunkLoadError. */
function isChunkLoadError(error: Error): boolean {
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/i.test(error.message);
}

function reloadedAlready(): boolean {
  try {
    if (sessionStorage.getItem(RELOADED_KEY) === location.href) return true;
    sessionStorage.setItem(RELOADED_KEY, location.href);
  } catch {
    // No session storage: load afresh anyway; a fresh load runs the new build's code, which asks for no old chunk.
  }
  return false;
}

export default function ErrorPageContentWrapper(props: Props): ReactNode {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const newCode = !offline && isChunkLoadError(props.error);
  // Until the effect has looked, a chunk error shows a line, not the crash page.
  const [reloading, setReloading] = useState(newCode);
  useEffect(() => {
    if (newCode && !reloadedAlready()) window.location.reload();
    else setReloading(false);
  }, [newCode]);

  if (offline) {
    return (
      <main className="container margin-vert--xl">
        <Heading as="h1">{OFFLINE_TITLE}</Heading>
        <p>{NEEDS_CONNECTION}</p>
        <p>
          When you are connected again, reload this page. Or go to <Link to="/">the home page</Link>.
        </p>
      </main>
    );
  }
  if (reloading) return <main className="container margin-vert--xl">Loading the new version of this page…</main>;
  return <ErrorPageContent {...props} />;
}
