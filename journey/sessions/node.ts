/**
 * Node.js and npm as a learner runs them. The packages a lesson installs
 * are pinned on the page (`npm install express@5.3.0`, a unit test checks
 * it); the packages those bring along are pinned here, by date: npm picks
 * the versions that were out on NPM_BEFORE, so what `npm install` puts in
 * a project (and what the app then shows) is the same on every run, however
 * many releases come out later. Downloads are kept between runs in
 * .cache/npm.
 */
import path from 'node:path';
import type {SessionEnvironment} from './terminal';

/** The day the Node.js and React lessons were last brought up to date. Move it when you update their pinned versions. */
export const NPM_BEFORE = '2026-11-23T00:00:00Z';

export class NodeSession implements SessionEnvironment {
  constructor(private readonly siteDir: string) {}

  get env(): Record<string, string> {
    return {
      npm_config_cache: path.join(this.siteDir, '.cache', 'npm'),
      npm_config_before: NPM_BEFORE,
      // npm's "a new version of npm is available" notice depends on the day.
      npm_config_update_notifier: 'false',
    };
  }

  show(text: string): string {
    return text;
  }
}
