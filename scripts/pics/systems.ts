/**
 * Which pictures are drawn once per system, and their names.
 *
 * A terminal and an editor look different on each computer (Git Bash's
 * two-line prompt and `python` on Windows, zsh's `%` and `python3` on a Mac),
 * so their scenes are drawn three times, as the page's text is shown three
 * ways (src/lib/console-variants.ts). A web page, a diagram and GitHub's site
 * look the same everywhere: one picture.
 */
import {pictureForSystem, pictureOfVersion} from '../../src/lib/pictures';
import {SYSTEMS} from '../../src/lib/systems';
import type {Scene} from './templates';

export function drawnPerSystem(scene: Scene): boolean {
  return scene.kind === 'terminal' || scene.kind === 'editor';
}

/**
 * The scene as each system shows it, each under its file name; the scene
 * itself when it looks the same everywhere, or when it is declared for one
 * system (a Mac's install commands, shown on the Mac's tab of a step).
 */
export function sceneVersions(scene: Scene): Scene[] {
  if ((scene.kind !== 'terminal' && scene.kind !== 'editor') || scene.system) return [scene];
  return SYSTEMS.map((system) => ({...scene, name: pictureForSystem(scene.name, system), system}));
}

/** The command that draws these pictures again: each step picture once (its versions are drawn together). */
export function picsCommand(names: readonly string[]): string {
  return `npm run pics -- ${[...new Set(names.map(pictureOfVersion))].join(' ')}`;
}
