/**
 * The components a lesson's Markdown can use without importing them:
 * `<CardGrid />` draws the cards of the index page it is written in.
 */
import MDXComponents from '@theme-original/MDXComponents';
import CardGridOfThisPage from '@site/src/components/CardGrid/CardGridOfThisPage';

export default {
  ...MDXComponents,
  CardGrid: CardGridOfThisPage,
};
