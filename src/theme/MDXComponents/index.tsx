/**
 * The components a lesson's Markdown can use without importing them:
 * `<CardGrid />` draws the cards of the index page it is written in,
 * `<StepPicture>` is what a screenshot becomes (src/remark/step-images.ts),
 * `<PictureNotDrawn>` what one not drawn yet becomes on the dev server,
 * `<Keys combo="Mod+S" />` is a keyboard shortcut for the learner's system,
 * `<Command>python3 hello.py</Command>` a command in a sentence, in their system's form,
 * and `<SystemTabs>` with `<System only="windows">` panels holds steps that
 * differ per system.
 */
import MDXComponents from '@theme-original/MDXComponents';
import CardGridOfThisPage from '@site/src/components/CardGrid/CardGridOfThisPage';
import StepPicture from '@site/src/components/StepPicture';
import PictureNotDrawn from '@site/src/components/PictureNotDrawn';
import Keys from '@site/src/components/Keys';
import Command from '@site/src/components/Command';
import {System, SystemTabs} from '@site/src/components/SystemTabs';

export default {
  ...MDXComponents,
  CardGrid: CardGridOfThisPage,
  StepPicture,
  PictureNotDrawn,
  Keys,
  Command,
  SystemTabs,
  System,
};
