/**
 * Terminal sessions (```console) get their own light component; every other
 * code block is the classic theme's, with syntax highlighting, and a "Copy
 * code" button of ours.
 *
 * The browser runs no highlighter for the page it loads first: the build
 * wrote each block's highlighted HTML, and React keeps that HTML as it is
 * instead of drawing it again. Drawing it again (Prism's tokens for every
 * line of every block, then the theme measuring each block) was most of the
 * start-up work of a long lesson on a phone. Prism (./Highlighted.tsx,
 * src/plugins/lazy-prism.ts) is loaded only when the reader moves to
 * another page with code, which React then draws itself. Dark mode's
 * colours for the build's HTML come from a stylesheet made from the dark
 * code theme (src/lib/code-theme.ts).
 */
import React, {useEffect, useRef, useState} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import ConsoleBlock from '@site/src/components/ConsoleBlock';
import CopyButton from '@site/src/components/CopyButton';
import styles from './styles.module.css';

type Props = WrapperProps<typeof CodeBlockType>;
type Highlighter = typeof CodeBlockType;

// The build's server rendering imports the highlighted block as usual, so
// every page's HTML has it; the browser loads it (once) when a page needs it.
let loaded: Highlighter | undefined = process.env.SSR_BUNDLE
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('./Highlighted').default
  : undefined;

/** A ```text block that names no file (`title=`): what the learner sees, unless it says `copy`. */
function isTextWithoutFile(props: Props): boolean {
  const language = props.language ?? /\blanguage-(\S+)/.exec(props.className ?? '')?.[1];
  return language === 'text' && !props.title && !/(^|\s)title=/.test(props.metastring ?? '');
}

/** Whether the page came as HTML from a server rendering: a production build's, not the dev server's. */
const SERVER_RENDERED = process.env.NODE_ENV === 'production';

/** The code as the block shows it (the theme leaves out magic comments such as `highlight-next-line`). */
function shownCode(block: HTMLElement): string {
  const lines = block.querySelectorAll('.token-line');
  if (lines.length) return Array.from(lines, (line) => line.textContent ?? '').join('\n');
  return block.querySelector('code')?.textContent ?? '';
}

function HighlightedCodeBlock(props: Props): React.JSX.Element {
  const isBrowser = useIsBrowser(); // false while React takes over the server's HTML
  // Decided once, in the browser: a block that came with the page keeps the
  // build's HTML. (The build itself draws every block highlighted.) The dev
  // server (`npm start`) renders no HTML on a server, so there React draws
  // every block itself.
  const [fromBuild] = useState(() => SERVER_RENDERED && !process.env.SSR_BUNDLE && !isBrowser);
  const [Highlighted, setHighlighted] = useState<Highlighter | undefined>(() => loaded);
  const block = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!fromBuild && !Highlighted) {
      void import('./Highlighted').then((module) => {
        loaded = module.default;
        setHighlighted(() => module.default);
      });
    }
  }, [fromBuild, Highlighted]);

  let code: React.JSX.Element;
  if (fromBuild) {
    // React leaves the inside of an innerHTML element alone: the build's HTML stays.
    code = <div suppressHydrationWarning dangerouslySetInnerHTML={{__html: ''}} />;
  } else if (Highlighted) {
    code = (
      <div>
        <Highlighted {...props} />
      </div>
    );
  } else {
    // After a move to another page, until Prism has loaded: the code, plain.
    code = (
      <div>
        <pre className={props.className}>
          <code>{props.children}</code>
        </pre>
      </div>
    );
  }
  // An `edit` block shows a line or two to type into a file with the lines around them:
  // pasting it would put those lines in twice, so it has no copy button.
  const isEdit = /(^|\s)edit(\s|$)/.test(props.metastring ?? '');
  // A ```text block with no file name shows what the learner sees (a program's output, a page): nothing to
  // copy, as in the terminal boxes. One to paste somewhere says `copy`.
  const isOutput = isTextWithoutFile(props) && !/(^|\s)copy(\s|$)/.test(props.metastring ?? '');
  const hasCopy = !isEdit && !isOutput;
  return (
    <div className={hasCopy ? `${styles.codeBlock} ${styles.withCopy}` : styles.codeBlock} ref={block}>
      {code}
      {hasCopy && <CopyButton className={styles.copy} label="Copy code" text={() => shownCode(block.current!)} />}
    </div>
  );
}

export default function CodeBlockWrapper(props: Props): React.JSX.Element {
  const isConsole = /\blanguage-console\b/.test(props.className ?? '') || props.language === 'console';
  if (isConsole && typeof props.children === 'string') {
    return <ConsoleBlock code={props.children} metastring={props.metastring} />;
  }
  return <HighlightedCodeBlock {...props} />;
}
