import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CardGrid from '@site/src/components/CardGrid';
import {cardsByPage} from '@site/src/data/cards';
import {CarryOn, ProgressNote} from '@site/src/components/Progress';
import styles from './index.module.css';

export default function Home(): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  return (
    // No `title`: the document title is the site's name, "Easy Programming".
    <Layout description={siteConfig.tagline}>
      <main className="container margin-vert--lg">
        <header className={styles.hero}>
          <Heading as="h1" className={styles.title}>
            {siteConfig.title}
          </Heading>
          <p className={styles.lead}>
            Learn to code from the very start, in plain English. Every lesson shows you each step
            with a picture, so you can follow along on your own computer.
          </p>
          <CarryOn pagePath="/" />
          <ProgressNote />
        </header>
        <CardGrid cards={cardsByPage['/']} />
      </main>
    </Layout>
  );
}
