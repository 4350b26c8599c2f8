/**
 * Links in lessons. A link that leaves the site (the VS Code or Python
 * download page) opens in a new tab, safely, and says so to every reader
 * (DECISIONS.md 11): an arrow for the eye, words for a screen reader. The
 * arrow's own label ("(opens in new tab)") is hidden, so a screen reader says
 * it once: "Download VS Code (opens another site in a new tab)".
 */
import React from 'react';
import A from '@theme-original/MDXComponents/A';
import type AType from '@theme/MDXComponents/A';
import type {WrapperProps} from '@docusaurus/types';
import isInternalUrl from '@docusaurus/isInternalUrl';
import IconExternalLink from '@theme/Icon/ExternalLink';

type Props = WrapperProps<typeof AType>;

export default function AWrapper(props: Props): React.JSX.Element {
  const external = typeof props.href === 'string' && /^https?:\/\//.test(props.href) && !isInternalUrl(props.href);
  if (!external) return <A {...props} />;
  return (
    <A {...props} target="_blank" rel="noopener noreferrer">
      {props.children}
      <span aria-hidden="true">
        <IconExternalLink />
      </span>
      <span className="sr-only"> (opens another site in a new tab)</span>
    </A>
  );
}
