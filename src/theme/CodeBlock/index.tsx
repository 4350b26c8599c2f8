/**
 * Terminal sessions (```console) get their own light component; every other
 * code block is the classic theme's, with syntax highlighting, whose code
 * (Prism) the browser loads only on a page that shows such a block
 * (./Highlighted.tsx, src/plugins/lazy-prism.ts).
 */
import React, {useEffect, useState} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import ConsoleBlock from '@site/src/components/ConsoleBlock';

type Props = WrapperProps<typeof CodeBlockType>;
type Highlighter = typeof CodeBlockType;

// The build's server rendering imports the highlighted block as usual, so
// every page's HTML has it; the browser loads it (once) when a page needs it.
let loaded: Highlighter | undefined = process.env.SSR_BUNDLE
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('./Highlighted').default
  : undefined;

function HighlightedCodeBlock(props: Props): React.JSX.Element {
  const isBrowser = useIsBrowser(); // false while React takes over the server's HTML
  const [Highlighted, setHighlighted] = useState<Highlighter | undefined>(() => loaded);
  useEffect(() => {
    if (!Highlighted) {
      void import('./Highlighted').then((module) => {
        loaded = module.default;
        setHighlighted(() => module.default);
      });
    }
  }, [Highlighted]);
  if (Highlighted) return <div><Highlighted {...props} /></div>;
  // Not loaded yet. On the page's first load, keep the server's highlighted
  // HTML untouched (React leaves the inside of an innerHTML element alone);
  // after a click to another page, show the code plain for that moment.
  if (!isBrowser) return <div suppressHydrationWarning dangerouslySetInnerHTML={{__html: ''}} />;
  return (
    <div>
      <pre className={props.className}>
        <code>{props.children}</code>
      </pre>
    </div>
  );
}

export default function CodeBlockWrapper(props: Props): React.JSX.Element {
  const isConsole = /\blanguage-console\b/.test(props.className ?? '') || props.language === 'console';
  if (isConsole && typeof props.children === 'string') {
    return <ConsoleBlock code={props.children} />;
  }
  return <HighlightedCodeBlock {...props} />;
}
