/**
 * A button with words on it ("Copy commands", "Copy code") that copies text
 * for the reader to paste, and says "Copied" for two seconds after. Used by
 * terminal sessions and by highlighted code blocks.
 */
import React, {useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  label: string;
  /** The text to copy, read when the button is pressed. */
  text: () => string;
  /** The colours, from the block the button sits on. */
  className?: string;
}

export default function CopyButton({label, text, className}: Props): React.JSX.Element {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = () => {
    void navigator.clipboard.writeText(text()).then(() => {
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), 2000);
    });
  };
  return (
    <button type="button" className={clsx(styles.copyButton, className)} onClick={copy}>
      {copied ? 'Copied' : label}
    </button>
  );
}
