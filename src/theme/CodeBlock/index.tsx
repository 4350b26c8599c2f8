/**
 * Terminal sessions (```console) get their own light component; every other
 * code block is the classic theme's, with syntax highlighting.
 */
import React from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import ConsoleBlock from '@site/src/components/ConsoleBlock';

type Props = WrapperProps<typeof CodeBlockType>;

export default function CodeBlockWrapper(props: Props): React.JSX.Element {
  const isConsole = /\blanguage-console\b/.test(props.className ?? '') || props.language === 'console';
  if (isConsole && typeof props.children === 'string') {
    return <ConsoleBlock code={props.children} />;
  }
  return <CodeBlock {...props} />;
}
