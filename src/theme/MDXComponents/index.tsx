/**
 * The components a lesson's Markdown can use without importing them:
 * `<CardGrid />` draws the cards of the index page it is written in, and
 * `<StepPicture>` is what a screenshot becomes (src/remark/step-images.ts).
 */
import MDXComponents from '@theme-original/MDXComponents';
import CardGridOfThisPage from '@site/src/components/CardGrid/CardGridOfThisPage';
import StepPicture from '@site/src/components/StepPicture';

export default {
  ...MDXComponents,
  CardGrid: CardGridOfThisPage,
  StepPicture,
};
