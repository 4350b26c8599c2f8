/**
 * A terminal session from a lesson's ```console block: commands after a
 * "$ " prompt, then what the terminal prints. The copy button copies only
 * the commands, so a learner can paste them into their own terminal as they
 * are. Plain HTML with no syntax highlighter: pages with many sessions stay
 * light and quick on a phone.
 */
import React, {useState} from 'react';
import styles from './styles.module.css';

export default function ConsoleBlock({code}: {code: string}): React.JSX.Element {
  const lines = code.replace(/\n+$/, '').split('\n');
  const commands = lines.filter((line) => line.startsWith('$ ')).map((line) => line.slice(2));
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard.writeText(commands.join('\n')).then(() => {
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    });
  };
  return (
    <div className={styles.console}>
      <pre className={styles.pre} tabIndex={0}>
        <code>
          {lines.map((line, index) =>
            line.startsWith('$ ') ? (
              <span key={index} className={styles.line}>
                <span className={styles.prompt} aria-hidden="true">
                  ${' '}
                </span>
                <span className={styles.command}>{line.slice(2)}</span>
              </span>
            ) : (
              <span key={index} className={`${styles.line} ${styles.output}`}>
                {line}
              </span>
            ),
          )}
        </code>
      </pre>
      {commands.length > 0 && (
        <button type="button" className={styles.copy} onClick={copy}>
          {copied ? 'Copied' : commands.length === 1 ? 'Copy command' : 'Copy commands'}
        </button>
      )}
    </div>
  );
}
