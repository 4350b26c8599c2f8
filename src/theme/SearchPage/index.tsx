/**
 * The search results page of @easyops-cn/docusaurus-search-local, with the
 * description every page of the site has (for search engines and for the
 * preview shown when a link is shared).
 */
import React from 'react';
import Head from '@docusaurus/Head';
import SearchPage from '@theme-original/SearchPage';

export default function SearchPageWithDescription(props: React.ComponentProps<typeof SearchPage>): React.JSX.Element {
  return (
    <>
      <SearchPage {...props} />
      {/* After the page, so that this description wins over its empty one. */}
      <Head>
        <meta name="description" content="Search the Easy Programming lessons by their words." />
        <meta property="og:description" content="Search the Easy Programming lessons by their words." />
      </Head>
    </>
  );
}
