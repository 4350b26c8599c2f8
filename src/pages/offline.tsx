/**
 * The offline page, /offline: the site's service worker answers with it when
 * a page is asked for with no connection and the browser has not kept that
 * page (src/plugins/offline-reading.ts). It says so in plain words, and lists
 * the lessons this browser has kept, which open without a connection.
 * Not for search engines, the sitemap or the site's search.
 */
import React, {useEffect, useState} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {offlinePageStandsInFor} from '@site/src/client/offline-reading';
import {useLessons} from '@site/src/components/Progress/lessons';
import {NEEDS_CONNECTION, OFFLINE_PAGE_ATTRIBUTE, OFFLINE_TITLE, OPENED_PAGES_WORK, SEARCH_NEEDS_CONNECTION, SEARCH_ROUTE, cacheNamesOf} from '@site/src/lib/offline-reading';

interface KeptPage {
  path: string;
  title: string;
}

/** The pages this browser keeps for this site, with their titles (read from their kept HTML). */
async function keptPages(baseUrl: string, siteTitle: string): Promise<KeptPage[]> {
  if (!('caches' in window)) return [];
  const cache = await caches.open(cacheNamesOf(baseUrl).pages);
  const pages = await Promise.all(
    (await cache.keys()).map(async (request) => {
      const html = await (await cache.match(request))?.text();
      const title = new DOMParser().parseFromString(html ?? '', 'text/html').title;
      // "Saving versions with Git | Easy Programming": the lesson's own title.
      return {path: new URL(request.url).pathname, title: title.replace(` | ${siteTitle}`, '').trim()};
    }),
  );
  return pages.filter((page) => page.title && page.path !== baseUrl);
}

/** The kept lessons in the order of the course (the sidebar's); track pages, which always work, left out. */
function inCourseOrder(kept: readonly KeptPage[], lessonPaths: readonly string[], baseUrl: string): KeptPage[] {
  const position = (page: KeptPage) => lessonPaths.indexOf(`/${decodeURI(page.path).slice(baseUrl.length)}`);
  return kept.filter((page) => position(page) >= 0).sort((a, b) => position(a) - position(b));
}

export default function OfflinePage(): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const lessonPaths = useLessons().map((lesson) => lesson.path);
  const [kept, setKept] = useState<KeptPage[]>([]);
  // What it says first: the built page speaks of a lesson never opened; in place of the search page, of search.
  const [message, setMessage] = useState(NEEDS_CONNECTION);
  useEffect(() => {
    keptPages(siteConfig.baseUrl, siteConfig.title)
      .then(setKept)
      .catch(() => setKept([]));
    const standsInFor = offlinePageStandsInFor();
    if (standsInFor === SEARCH_ROUTE) setMessage(SEARCH_NEEDS_CONNECTION);
    // Opened at its own address (the search box links here): no lesson was asked for.
    else if (standsInFor === undefined) setMessage(OPENED_PAGES_WORK);
  }, [siteConfig.baseUrl, siteConfig.title]);

  return (
    <Layout title={OFFLINE_TITLE} description="This lesson needs a connection the first time you open it.">
      <Head>
        {/* Only the service worker shows this page: it is not for search engines. */}
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--lg">
        <article {...{[OFFLINE_PAGE_ATTRIBUTE]: ''}}>
          <h1>{OFFLINE_TITLE}</h1>
          <p>{message}</p>
          <p>
            When you are connected again, reload this page. Or go to <Link to="/">the home page</Link>: it works without a
            connection, and so do the track pages.
          </p>
          {inCourseOrder(kept, lessonPaths, siteConfig.baseUrl).length > 0 && (
            <>
              <h2>Lessons you can read now</h2>
              <ul>
                {inCourseOrder(kept, lessonPaths, siteConfig.baseUrl).map((page) => (
                  <li key={page.path}>
                    {/* A full page load: the kept copy comes from the service worker. */}
                    <a href={page.path}>{page.title}</a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </article>
      </main>
    </Layout>
  );
}
