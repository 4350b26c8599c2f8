/**
 * Pictures in `static/pic`: card images (`{urlname}.png`) and step
 * screenshots (`{image-name}.png`). The site serves them at exactly
 * `{baseUrl}pic/{name}.png`, each with a lossless WebP twin `{name}.webp`
 * that browsers which read WebP load instead (src/components/SitePicture).
 */
import fs from 'node:fs';
import path from 'node:path';
import {imageSize} from 'image-size';
import {SYSTEMS, type System} from './systems';

export const PICTURE_DIR = 'static/pic';

export {CARD_IMAGE} from './card-image';

/** Lower-case kebab-case that says what the picture shows (DECISIONS.md 8). */
export const STEP_IMAGE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A step picture of a terminal or an editor has a version for each system.
 * The spec's `/pic/{name}.png` is the Windows one, because a page without
 * JavaScript shows Windows (src/lib/systems.ts); the others are named for
 * their system: `{name}.macos.png`, `{name}.linux.png`.
 */
export const SYSTEM_PICTURE_SUFFIX: Record<System, string> = {windows: '', mac: '.macos', linux: '.linux'};

/** The file name (without .png) of a picture's version for `system`. */
export function pictureForSystem(name: string, system: System): string {
  return `${name}${SYSTEM_PICTURE_SUFFIX[system]}`;
}

/** `git-init-output.macos` -> `git-init-output`: the step picture a version belongs to. */
export function pictureOfVersion(file: string): string {
  const suffix = Object.values(SYSTEM_PICTURE_SUFFIX).find((end) => end !== '' && file.endsWith(end));
  return suffix ? file.slice(0, -suffix.length) : file;
}

/** What each picture showed when `npm run pics` drew it (scripts/pics/scenes.ts writes it; the content check reads it). */
export const FINGERPRINTS_FILE = 'scripts/pics/fingerprints.json';

/** The other systems' versions of a step picture that exist, with their sizes; empty for a picture that looks the same everywhere. */
export function systemVersions(siteDir: string, name: string): {system: System; name: string; size: PictureSize}[] {
  return SYSTEMS.filter((system) => SYSTEM_PICTURE_SUFFIX[system] !== '' && fs.existsSync(path.join(siteDir, PICTURE_DIR, `${pictureForSystem(name, system)}.png`))).map(
    (system) => ({system, name: pictureForSystem(name, system), size: readPicture(siteDir, pictureForSystem(name, system))}),
  );
}

/** `/pic/git-init-output.png` -> `git-init-output`; `undefined` for any other URL. */
export function pictureNameFromUrl(url: string): string | undefined {
  return /^\/pic\/([^/]+)\.png$/.exec(url)?.[1];
}

export interface PictureSize {
  width: number;
  height: number;
}

export class PictureError extends Error {}
/** The picture, or its WebP twin, is not drawn yet: `npm run pics` makes it. */
export class MissingPictureError extends PictureError {}

/**
 * The size of `static/pic/{name}.png`, or a PictureError that tells a content
 * editor what is wrong and how to fix it.
 */
export function readPicture(siteDir: string, name: string): PictureSize {
  const file = path.join(siteDir, PICTURE_DIR, `${name}.png`);
  const shown = `${PICTURE_DIR}/${name}.png`;
  if (!fs.existsSync(file)) {
    throw new MissingPictureError(
      `${shown} does not exist. Draw it with "npm run pics -- ${name}" (a step's terminal or editor picture is drawn from its commands and saved file; a diagram, a browser or a GitHub page needs its scene in scripts/pics/scenes first), or fix the image name.`,
    );
  }
  const bytes = fs.readFileSync(file);
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
    throw new PictureError(
      `${shown} is not a valid PNG file. Re-make it with "npm run pics".`,
    );
  }
  let size: PictureSize;
  try {
    const {width, height} = imageSize(bytes);
    if (!width || !height) throw new Error('no size');
    size = {width, height};
  } catch {
    throw new PictureError(`${shown} is a damaged PNG file. Re-make it with "npm run pics".`);
  }
  if (!fs.existsSync(file.replace(/\.png$/, '.webp'))) {
    throw new MissingPictureError(`${PICTURE_DIR}/${name}.webp, the picture's smaller twin, is missing. Make it with "npm run pics -- ${name}".`);
  }
  return size;
}
