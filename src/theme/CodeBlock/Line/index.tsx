/**
 * One line of highlighted code: the classic theme's own, but a <span> shown
 * as a block instead of a <div>. A <div> may not stand inside <code>
 * (html-validate: element-permitted-content), and the lines sit in
 * <pre><code>. Its styles are copied from the classic theme's, with line
 * numbers in full colour (the theme's 40% opacity is too faint).
 */
import React from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Line';
import LineToken from '@theme/CodeBlock/Line/Token';
import styles from './styles.module.css';

// A line holding only '\n' becomes empty: the <br /> below gives it its height.
function fixLineBreak(line: Props['line']): Props['line'] {
  const onlyLineBreak = line.length === 1 && line[0].content === '\n' ? line[0] : undefined;
  return onlyLineBreak ? [{...onlyLineBreak, content: ''}] : line;
}

export default function CodeBlockLine({line: lineProp, classNames, showLineNumbers, getLineProps, getTokenProps}: Props): React.JSX.Element {
  const line = fixLineBreak(lineProp);
  const lineProps = getLineProps({
    line,
    className: clsx(classNames, showLineNumbers ? styles.codeLine : styles.line),
  });
  const lineTokens = line.map((token, key) => {
    const tokenProps = getTokenProps({token});
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{lineTokens}</span>
        </>
      ) : (
        lineTokens
      )}
      <br />
    </span>
  );
}
