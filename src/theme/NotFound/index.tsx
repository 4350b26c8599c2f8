/**
 * The not-found page for paths outside the docs. Everything it shows, its
 * title included, comes from NotFound/Content, which the docs plugin also
 * renders for unknown paths under the site root (and so for 404.html).
 */
import React from 'react';
import Layout from '@theme/Layout';
import NotFoundContent from '@theme/NotFound/Content';

export default function NotFound(): React.JSX.Element {
  return (
    <Layout>
      <NotFoundContent />
    </Layout>
  );
}
