/**
 * Puts the script that applies the learner's system (src/lib/systems.ts) at
 * the top of every page's <head>, so the page is first painted with the
 * right keys and commands and nothing moves afterwards.
 */
import type {Plugin} from '@docusaurus/types';
import {CHOOSE_SYSTEM_SCRIPT} from '../lib/systems';

export default function systemChoicePlugin(): Plugin {
  return {
    name: 'system-choice',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: CHOOSE_SYSTEM_SCRIPT}]};
    },
  };
}
