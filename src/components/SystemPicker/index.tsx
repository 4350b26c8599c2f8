/**
 * "Your computer: Windows / macOS / Linux": the learner's choice of system,
 * above every lesson and in every <SystemTabs>. It is a radio group, so it
 * works with a mouse, the keyboard (Tab to it, arrows to choose) and a
 * screen reader. Every picker on the page follows one choice
 * (src/lib/systems.ts).
 *
 * The build cannot know the choice, so which option looks chosen comes from
 * CSS on <html data-system>, set before the first paint: the picker looks
 * right at once, and only the radios' checked state is filled in by React.
 */
import React, {useId, useSyncExternalStore} from 'react';
import clsx from 'clsx';
import {SYSTEMS, SYSTEM_LABELS, chooseSystem, shownSystem, subscribeToSystem, type System} from '@site/src/lib/systems';
import styles from './styles.module.css';

interface Props {
  /** What the group is called for the learner and a screen reader. */
  legend: string;
  /** Say when the choice is a guess (the picker above a lesson does; one in a box of steps does not). */
  showGuess?: boolean;
  className?: string;
}

export default function SystemPicker({legend, showGuess = false, className}: Props): React.JSX.Element {
  const name = useId();
  const chosen = useSyncExternalStore<System | null>(subscribeToSystem, shownSystem, () => null);
  return (
    <fieldset className={clsx(styles.picker, className)}>
      <legend className={styles.legend}>{legend}</legend>
      <span className={styles.options}>
        {SYSTEMS.map((system) => (
          <label key={system} className={styles.option} data-option={system}>
            <input
              type="radio"
              name={name}
              value={system}
              className={styles.radio}
              checked={chosen === system}
              onChange={() => chooseSystem(system)}
            />
            {SYSTEM_LABELS[system]}
          </label>
        ))}
      </span>
      {/* Which sentence shows, if any, follows <html data-system-guess>, set before the first paint. */}
      {showGuess && (
        <span className={styles.guess}>
          {/* A phone reader may take "Your computer" for the phone; a keyboard user needs the arrow keys. */}
          <span data-guess="browser">Guessed from your browser: pick the computer you type commands on, if it is another (arrow keys change it). Every page remembers it.</span>
          <span data-guess="default">Pick the computer you type commands on: Windows is shown until you do (arrow keys change it). Every page remembers it.</span>
        </span>
      )}
    </fieldset>
  );
}
