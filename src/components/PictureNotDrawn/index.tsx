/**
 * A step picture that is not drawn yet, as the dev server shows it
 * (src/remark/step-images.ts): a box of a step picture's size that says
 * which command draws it, so an editor previews a new step's text before
 * drawing its picture. The build, `npm run check` and `check:lesson` still
 * fail on a missing picture: this never reaches a learner.
 */
import React from 'react';
import styles from './styles.module.css';

export default function PictureNotDrawn({name, command}: {name: string; command: string}): React.JSX.Element {
  return (
    <div className={styles.box} role="note" aria-label={`Picture ${name} not drawn yet`}>
      <p className={styles.title}>
        The picture <code>{name}</code> is not drawn yet.
      </p>
      <p>
        Draw it with <code>{command}</code> (after <code>npm run check:lesson</code> passes). Only this preview shows this
        box: the build and the checks fail until the picture is there.
      </p>
    </div>
  );
}
