/**
 * A command inside a sentence, written as Linux runs it and shown in the
 * learner's system's form, by the same rules as a terminal session
 * (src/lib/console-variants.ts): "Type <Command>python3 hello.py</Command>"
 * shows `python hello.py` on Windows.
 */
import React from 'react';
import {consoleVariants} from '@site/src/lib/console-variants';

export default function Command({children}: {children: React.ReactNode}): React.JSX.Element {
  const text = React.Children.toArray(children).join('');
  const variants = consoleVariants(`$ ${text}`);
  if (variants.length === 1) return <code>{text}</code>;
  return (
    <>
      {variants.map((variant) => (
        <code key={variant.systems.join(' ')} data-only-on={variant.systems.join(' ')}>
          {variant.code.slice(2)}
        </code>
      ))}
    </>
  );
}
