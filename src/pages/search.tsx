/**
 * The search page, /search?q=words: every lesson that answers the words, in
 * the same order as the navbar box's list (both ask src/search/engine.ts),
 * and, when nothing matches, plain advice and the five tracks to start from.
 * The box here keeps `?q=` in the address, so the page can be shared or
 * reloaded. Built without a query; the browser reads it after the page loads.
 */
import React, {useEffect, useRef, useState} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import TrackLinks from '@site/src/components/TrackLinks';
import {searchLessons, systemsLabel, type SearchResult} from '@site/src/search/engine';
import {KEPT_LESSONS_LINK, OFFLINE_ROUTE, SEARCH_NEEDS_CONNECTION} from '@site/src/lib/offline-reading';
import styles from './search.module.css';

/** How long typing pauses before the address (and so the results) follow the box (ms). */
const DEBOUNCE = 250;
const LIMIT = 20;

export default function SearchPage(): React.JSX.Element {
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const location = useLocation();
  const history = useHistory();
  // While React takes over the built HTML (made without a query), the page must render as built.
  const isBrowser = useIsBrowser();
  const query = isBrowser ? (new URLSearchParams(location.search).get('q') ?? '').trim() : '';

  // The box: follows the address, unless the address is only catching up with what was typed.
  const [typed, setTyped] = useState(query);
  const written = useRef<string>(undefined);
  useEffect(() => {
    if (query !== written.current) setTyped(query);
  }, [query]);
  const writeAddress = () => {
    written.current = typed.trim();
    const search = typed.trim() ? `?q=${encodeURIComponent(typed.trim())}` : '';
    history.replace({pathname: location.pathname, search});
  };
  useEffect(() => {
    if (typed.trim() === query) return undefined;
    const timer = setTimeout(writeAddress, DEBOUNCE);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  // The results of the query in the address; a later query's answer wins. `unreachable`: the index
  // could not be fetched (no connection), which is not "no lesson matched".
  const [found, setFound] = useState<{query: string; results: SearchResult[]; unreachable?: boolean}>();
  const latest = useRef(0);
  useEffect(() => {
    const request = ++latest.current;
    if (!query) return;
    searchLessons(baseUrl, query, LIMIT)
      .then((results) => request === latest.current && setFound({query, results, unreachable: results.length === 0 && !navigator.onLine}))
      .catch(() => request === latest.current && setFound({query, results: [], unreachable: true}));
  }, [baseUrl, query]);
  const results = found?.query === query ? found.results : undefined;
  const unreachable = found?.query === query && !!found.unreachable && process.env.NODE_ENV !== 'development';

  return (
    <Layout title={query ? `Search results for "${query}"` : 'Search'} description="Search the Easy Programming lessons by their words.">
      <Head>
        {/* The results page is for people, not for search engines. */}
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--lg">
        <article className={styles.page}>
          {/* The query stands in the box below (and in the tab's title): a pasted error message in the heading took a phone's whole first screen. */}
          <h1>{query ? 'Search results' : 'Search the lessons'}</h1>
          <form
            role="search"
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              writeAddress();
            }}>
            <label htmlFor="search-page-box">Search</label>
            <input
              id="search-page-box"
              type="search"
              className={styles.input}
              value={typed}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setTyped(event.target.value)}
            />
            <button type="submit" className="button button--primary">
              Search
            </button>
          </form>
          <p role="status" className={styles.status}>
            {!query ? '' : !results ? 'Searching…' : results.length > 0 ? `${results.length} lesson${results.length === 1 ? '' : 's'} found` : ''}
          </p>
          {results && results.length > 0 && (
            <ol aria-label="Search results" className={styles.results}>
              {results.map((result) => (
                <li key={result.url}>
                  <h2 className={styles.title}>
                    <Link to={result.url}>{result.title}</Link>
                  </h2>
                  <p className={styles.meta}>
                    {result.section && <span>Section: {result.section}</span>}
                    {result.track && <span>{result.track}</span>}
                    {result.systems && <span className={styles.systems}>Shown for {systemsLabel(result.systems)}</span>}
                  </p>
                  {/* Pagefind escapes the text and adds only <mark>. */}
                  <p className={styles.excerpt} dangerouslySetInnerHTML={{__html: result.excerpt}} />
                </li>
              ))}
            </ol>
          )}
          {results && results.length === 0 && (unreachable ? <NoConnection /> : <NothingFound query={query} />)}
        </article>
      </main>
    </Layout>
  );
}

/** The index could not be fetched: say so, and where the lessons kept for offline reading are. */
function NoConnection(): React.JSX.Element {
  return (
    <section>
      <p>{SEARCH_NEEDS_CONNECTION}</p>
      <p>
        <Link to={OFFLINE_ROUTE}>{KEPT_LESSONS_LINK}</Link>
      </p>
    </section>
  );
}

function NothingFound({query}: {query: string}): React.JSX.Element {
  return (
    <section>
      <h2>No lesson matched "{query}"</h2>
      {process.env.NODE_ENV === 'development' && (
        <p>
          <strong>On the dev server there is no search index:</strong> run <code>npm run build</code>, then{' '}
          <code>npm run serve</code>.
        </p>
      )}
      <p>
        Try fewer or shorter words. For an error message, search for just the error's name, such as{' '}
        <code>ModuleNotFoundError</code>.
      </p>
      <p>Or start from one of the tracks:</p>
      <ul>
        <TrackLinks />
      </ul>
    </section>
  );
}
