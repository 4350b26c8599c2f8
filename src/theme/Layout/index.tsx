/**
 * Wraps the classic theme's Layout so that every page, the home page and the
 * 404 page included, shows the Home link above its content.
 */
import React from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import HomeLink from '@site/src/components/HomeLink';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper({children, ...props}: Props): React.JSX.Element {
  return (
    <Layout {...props}>
      <HomeLink />
      {children}
    </Layout>
  );
}
