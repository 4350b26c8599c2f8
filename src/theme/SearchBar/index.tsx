/**
 * The navbar's search box (the classic theme draws `@theme/SearchBar` in
 * every navbar, phones included). A WAI-ARIA 1.2 combobox: the learner types,
 * the lessons that match show in a list below, ArrowUp/ArrowDown move through
 * them, Enter opens one (or, with none chosen, the /search page), Escape
 * closes the list, then clears the box. The engine (src/search/engine.ts)
 * loads only when the learner is about to search: focus or pointer on the box.
 * With no connection the index cannot be fetched: the list then says that
 * search needs one, and offers the offline page's list of the lessons this
 * browser keeps (src/pages/offline.tsx) instead of the search page.
 */
import React, {useEffect, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {loadSearch, searchLessons, systemsLabel, type SearchResult} from '@site/src/search/engine';
import {KEPT_LESSONS_LINK, OFFLINE_ROUTE, SEARCH_NEEDS_CONNECTION} from '@site/src/lib/offline-reading';
import styles from './styles.module.css';

/**
 * How long typing pauses before the engine is asked (ms): long enough that a
 * word being typed does not fetch the index pieces of each of its beginnings,
 * short enough that the suggestions follow the last key at once.
 */
const DEBOUNCE = 150;
/** One or two letters ("g", "gi") would fetch much of the index as a prefix: those wait for a real pause ("cd", "ls"). */
const SHORT_QUERY_DEBOUNCE = 600;
/** The lessons listed below the box; the /search page lists more. */
const LIMIT = 5;

/**
 * The index is written by the production build: `npm start` has none, so
 * there the box says how to get one instead of "nothing found".
 */
const NOTHING_FOUND =
  process.env.NODE_ENV === 'development'
    ? 'Search needs the index of a production build: run npm run build, then npm run serve.'
    : 'No lesson has these words.';

export default function SearchBar(): React.JSX.Element {
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const history = useHistory();
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const [query, setQuery] = useState('');
  // The results, with the query they answer: while a newer query runs, the older results stay.
  // `unreachable`: the index could not be fetched (no connection), so "nothing found" would be untrue.
  const [found, setFound] = useState<{query: string; results: SearchResult[]; unreachable?: boolean}>();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const latest = useRef(0);
  const pasted = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  const trimmed = query.trim();
  useEffect(() => {
    setActive(-1);
    if (!trimmed) {
      latest.current += 1;
      setFound(undefined);
      return undefined;
    }
    const timer = setTimeout(() => {
      const request = ++latest.current;
      searchLessons(baseUrl, trimmed, LIMIT)
        .then((results) => {
          // Answers can come back out of order: only the latest query's count.
          // Nothing, while the browser knows it is offline: the index pieces could not come.
          if (request === latest.current) setFound({query: trimmed, results, unreachable: results.length === 0 && !navigator.onLine});
        })
        .catch(() => {
          if (request === latest.current) setFound({query: trimmed, results: [], unreachable: true});
        });
    }, pasted.current ? 0 : trimmed.length < 3 ? SHORT_QUERY_DEBOUNCE : DEBOUNCE);
    return () => clearTimeout(timer);
  }, [baseUrl, trimmed]);

  const results = found?.results ?? [];
  // The dev server has no index at all: there the box says how to get one.
  const unreachable = !!found?.unreachable && process.env.NODE_ENV !== 'development';
  // With no connection, Enter and the last option lead to the lessons this browser keeps, not to the search page.
  const searchPage = unreachable ? `${baseUrl}${OFFLINE_ROUTE.slice(1)}` : `${baseUrl}search?q=${encodeURIComponent(trimmed)}`;
  // The options: the lessons, then "See all results".
  const count = found ? results.length + 1 : 0;
  const expanded = open && !!trimmed && !!found;

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({block: 'nearest'});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const prepare = () => void loadSearch(baseUrl).catch(() => undefined);

  /** Opens a page of the site (Docusaurus's router has no basename: its paths start with baseUrl, as `url` does). */
  const go = (url: string) => {
    setOpen(false);
    setQuery('');
    input.current?.blur(); // Closes a phone's keyboard.
    history.push(url);
  };
  const choose = (index: number) => go(index < results.length ? results[index].url : searchPage);

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!found) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the box, ArrowUp goes to the last option; past either end, back to the box.
      setActive((current) => {
        const next = current === -1 && step === -1 ? count - 1 : current + step;
        return next >= count || next < 0 ? -1 : next;
      });
    } else if (event.key === 'Enter') {
      if (!trimmed) return;
      event.preventDefault();
      if (expanded && active >= 0) choose(active);
      else go(searchPage);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) setOpen(false);
      else setQuery('');
      setActive(-1);
    }
  };

  const status = !expanded
    ? ''
    : unreachable
      ? SEARCH_NEEDS_CONNECTION
      : results.length === 0
        ? 'No results'
        : `${results.length} result${results.length === 1 ? '' : 's'}`;

  return (
    <div className={styles.search} onPointerEnter={prepare}>
      <input
        ref={input}
        type="search"
        role="combobox"
        aria-label="Search"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        className={clsx('navbar__search-input', styles.input)}
        placeholder="Search"
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          // Several letters at once: pasted (an error line), not typed. No need to wait for the next key.
          pasted.current = event.target.value.length - query.length > 2;
          setQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          prepare();
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div className={styles.popup} hidden={!expanded}>
        {expanded && results.length === 0 && <p className={styles.none}>{unreachable ? SEARCH_NEEDS_CONNECTION : NOTHING_FOUND}</p>}
        {/* A press on the list keeps the focus in the box, so it does not close before the click. */}
        <ul role="listbox" id={listId} aria-label="Lessons found" className={styles.list} onMouseDown={(event) => event.preventDefault()}>
          {expanded &&
            results.map((result, index) => (
              <li
                key={result.url}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={clsx(styles.option, index === active && styles.active)}
                onClick={() => choose(index)}>
                <span className={styles.title}>
                  {result.title}
                  {result.section && <span className={styles.section}> › {result.section}</span>}
                </span>
                <span className={styles.meta}>
                  {result.track}
                  {result.systems && <span className={styles.systems}>Shown for {systemsLabel(result.systems)}</span>}
                </span>
                {/* Pagefind escapes the text and adds only <mark>. */}
                <span className={styles.excerpt} dangerouslySetInnerHTML={{__html: result.excerpt}} />
              </li>
            ))}
          {expanded && (
            <li
              id={optionId(results.length)}
              role="option"
              aria-selected={active === results.length}
              className={clsx(styles.option, styles.all, active === results.length && styles.active)}
              onClick={() => choose(results.length)}>
              {unreachable ? KEPT_LESSONS_LINK : <>See all results for “{trimmed}”</>}
            </li>
          )}
        </ul>
      </div>
      <div role="status" className="sr-only">
        {status}
      </div>
    </div>
  );
}
