/**
 * A keyboard shortcut, written once in a lesson (`<Keys combo="Mod+S" />`)
 * and shown as <kbd> keys for the learner's system: Ctrl + S on Windows and
 * Linux, Cmd + S on a Mac. The rules and the names a combo may use are in
 * src/lib/keys.ts; the content check tries every <Keys> of every lesson.
 */
import React from 'react';
import {keysBySystem, type Chord, type KeysProps} from '@site/src/lib/keys';
import styles from './styles.module.css';

function Presses({chords}: {chords: Chord[]}): React.JSX.Element {
  return (
    <>
      {chords.map((chord, press) => (
        <React.Fragment key={press}>
          {press > 0 && ', then '}
          {chord.map((key, index) => (
            <React.Fragment key={index}>
              {index > 0 && <span className={styles.plus}> + </span>}
              <kbd>{key}</kbd>
            </React.Fragment>
          ))}
        </React.Fragment>
      ))}
    </>
  );
}

export default function Keys(props: KeysProps): React.JSX.Element {
  const groups = keysBySystem(props);
  if (groups.length === 1) {
    return (
      <span className={styles.keys}>
        <Presses chords={groups[0].chords} />
      </span>
    );
  }
  return (
    <span className={styles.keys}>
      {groups.map((group) => (
        <span key={group.systems.join(' ')} data-only-on={group.systems.join(' ')}>
          <Presses chords={group.chords} />
        </span>
      ))}
    </span>
  );
}
