/**
 * A step picture that is not drawn yet, as the dev server shows it
 * (src/remark/step-images.ts): a box of a step picture's size that says
 * which command draws it, so an editor previews a new step's text before
 * drawing its picture. The build, `npm run check` and `check:lesson` still
 * fail on a missing picture: this never reaches a learner.
 *
 * It stands where the Markdown image was, inside the step's paragraph, so it
 * is made of spans (shown as blocks): a div or a p inside a p is invalid
 * HTML, and React reports it as a hydration error.
 */
import React from 'react';
import styles from './styles.module.css';

export default function PictureNotDrawn({name, command}: {name: string; command: string}): React.JSX.Element {
  return (
    <span className={styles.box} role="note" aria-label={`Picture ${name} not drawn yet`}>
      <span className={styles.line + ' ' + styles.title}>
        The picture <code>{name}</code> is not drawn yet.
      </span>
      <span className={styles.line}>
        Draw it with <code>{command}</code> once the step's text and commands are right (<code>npm run check:lesson</code>{' '}
        names every picture to draw). Only this preview shows this box: the build and the checks fail until the picture
        is there.
      </span>
    </span>
  );
}
