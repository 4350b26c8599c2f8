import React from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

/** The "Home" link above the content of every page (DECISIONS.md 13). */
export default function HomeLink(): React.JSX.Element {
  return (
    <nav aria-label="Back to the start" className={styles.bar}>
      <div className="container">
        <Link to="/" className={styles.link}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className={styles.icon}>
            <path d="M12 3 2 12h3v8h6v-6h2v6h6v-8h3z" fill="currentColor" />
          </svg>
          Home
        </Link>
      </div>
    </nav>
  );
}
