/**
 * Steps that differ per system, with the others one click away:
 *
 *   <SystemTabs>
 *   <System only="windows">
 *
 *   Open the **Start** menu and type `Git Bash`.
 *
 *   </System>
 *   <System only="mac linux">
 *
 *   Open the **Terminal** app.
 *
 *   </System>
 *   </SystemTabs>
 *
 * Every panel is in the page's HTML (for search, and with no JavaScript);
 * the learner's system shows (src/lib/systems.ts), and the picker at the top
 * of the box switches the choice for the whole site. The content check
 * requires the panels to cover Windows, macOS and Linux; the journey runs
 * the commands of the Linux panel only.
 */
import React from 'react';
import SystemPicker from '@site/src/components/SystemPicker';
import styles from './styles.module.css';

export function SystemTabs({children}: {children: React.ReactNode}): React.JSX.Element {
  return (
    <div className={styles.box}>
      <SystemPicker legend="Steps for" className={styles.picker} />
      {children}
    </div>
  );
}

/** One panel: `only` lists the systems it is for, such as "windows" or "mac linux". */
export function System({only, children}: {only: string; children: React.ReactNode}): React.JSX.Element {
  return (
    <div className={styles.panel} data-only-on={only}>
      {children}
    </div>
  );
}
