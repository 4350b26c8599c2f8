/**
 * A terminal session from a lesson's ```console block: commands after a
 * "$ " prompt, then what the terminal prints. The copy button copies only
 * the commands, so a learner can paste them into their own terminal as they
 * are. Plain HTML with no syntax highlighter: pages with many sessions stay
 * light and quick on a phone.
 *
 * A block whose commands or output differ per system (src/lib/console-variants.ts)
 * is drawn once per system; the page's CSS shows the learner's
 * (`data-only-on`), and each form has its own copy button.
 */
import React from 'react';
import CopyButton from '@site/src/components/CopyButton';
import {consoleVariants, NO_PATH_CONVERSION} from '@site/src/lib/console-variants';
import {parseWarningsMeta} from '@site/src/lib/git-bash-line-endings';
import styles from './styles.module.css';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The session's lines as HTML. A long lesson has hundreds of these lines:
 * as one string React hydrates them as a single node instead of one
 * component per line, and that is less work for the phone as the page starts.
 */
function linesHtml(lines: string[]): string {
  return lines
    .map((line) =>
      line.startsWith('$ ')
        ? `<span class="${styles.line}"><span class="${styles.prompt}" aria-hidden="true">$ </span><span class="${styles.command}">${escapeHtml(line.slice(2))}</span></span>`
        : `<span class="${styles.line}">${escapeHtml(line)}</span>`,
    )
    .join('');
}

function Session({code, systems}: {code: string; systems?: string}): React.JSX.Element {
  const lines = code.replace(/\n+$/, '').split('\n');
  const commands = lines.filter((line) => line.startsWith('$ ')).map((line) => line.slice(2));
  return (
    <div className={styles.console} data-only-on={systems}>
      <pre className={commands.length > 0 ? `${styles.pre} ${styles.withCopy}` : styles.pre} tabIndex={0}>
        <code dangerouslySetInnerHTML={{__html: linesHtml(lines)}} />
      </pre>
      {commands.some((command) => command.includes(NO_PATH_CONVERSION)) && (
        <p className={styles.note}>
          <code>{NO_PATH_CONVERSION}</code> in front keeps Git Bash from turning a path that starts with <code>/</code> into a
          Windows path before the program gets it. Without it, the command fails.
        </p>
      )}
      {commands.length > 0 && (
        <CopyButton
          className={styles.copy}
          label={commands.length === 1 ? 'Copy command' : 'Copy commands'}
          text={() => commands.join('\n')}
        />
      )}
    </div>
  );
}

/** `metastring` is the code fence's options: `crlf="..."`, added by src/remark/git-bash-warnings.ts, names Git for Windows' warnings. */
export default function ConsoleBlock({code, metastring}: {code: string; metastring?: string}): React.JSX.Element {
  const variants = consoleVariants(code, parseWarningsMeta(metastring));
  if (variants.length === 1) return <Session code={code} />;
  return (
    <>
      {variants.map((variant) => (
        <Session key={variant.systems.join(' ')} code={variant.code} systems={variant.systems.join(' ')} />
      ))}
    </>
  );
}
