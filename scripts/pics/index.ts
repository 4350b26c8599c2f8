/**
 * `npm run pics [name ...]`: draws every picture of the site that is not up
 * to date (or the named ones; `--all` draws every one) into static/pic/{name}.png with Playwright and Chromium, as an
 * optimised palette PNG with a lossless WebP twin ({name}.webp), and records what each shows in
 * scripts/pics/fingerprints.json, so the tests can tell when a picture is
 * out of date (for example when a command's real output changed).
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import sharp from 'sharp';
import {CHROMIUM_ARGS, chromiumExecutable} from '../lib/chromium';
import {allScenes, FINGERPRINTS_FILE, readFingerprints, sceneFingerprint} from './scenes';
import {PALETTE_PNG, sceneHtml, type Scene} from './templates';
import {wrappedLines} from './wrapped-lines';
import {pictureOfVersion} from '../../src/lib/pictures';

const OUT_DIR = 'static/pic';

async function main() {
  // A step picture's name draws all its systems' versions; a version's name (name.macos) draws that one.
  const all = process.argv.includes('--all');
  const asked = new Set(process.argv.slice(2).filter((arg) => arg !== '--all'));
  const wanted = new Set([...asked].map(pictureOfVersion));
  // Named pictures: only the learner's paths through their lessons are run.
  const scenes = (await allScenes(process.cwd(), {allowMissing: wanted.size > 0, pictures: wanted.size > 0 ? wanted : undefined})).filter(
    (scene) => asked.size === 0 || asked.has(scene.name) || asked.has(pictureOfVersion(scene.name)),
  );
  const unknown = [...asked].filter((name) => !scenes.some((scene) => scene.name === name || pictureOfVersion(scene.name) === name));
  if (unknown.length > 0) throw new Error(`No scene draws: ${unknown.join(', ')}`);
  const fingerprints = readFingerprints();
  // Without names, a picture whose file shows what its scene shows today is kept: only the rest are drawn.
  const upToDate = (scene: Scene) => fingerprints[scene.name] === sceneFingerprint(scene) && fs.existsSync(path.join(OUT_DIR, `${scene.name}.png`));
  const toDraw = all || asked.size > 0 ? scenes : scenes.filter((scene) => !upToDate(scene));
  if (toDraw.length < scenes.length) console.log(`${scenes.length - toDraw.length} pictures are up to date (npm run pics -- --all draws them too).`);
  await drawPictures(toDraw, fingerprints);
}

/** Draws the scenes into static/pic and records their fingerprints. */
export async function drawPictures(scenes: readonly Scene[], fingerprints = readFingerprints()): Promise<void> {
  const browser = await chromium.launch({executablePath: chromiumExecutable(), args: CHROMIUM_ARGS});
  const page = await browser.newPage({viewport: {width: 1000, height: 800}, deviceScaleFactor: 1});
  const tmpHtml = path.resolve(`node_modules/.cache/easy-programming-scene-${process.pid}.html`);
  fs.mkdirSync(path.dirname(tmpHtml), {recursive: true});
  let bytes = 0;
  const wraps: string[] = [];
  const wrappedCommands: string[] = [];
  for (const scene of scenes) {
    fs.writeFileSync(tmpHtml, sceneHtml(scene));
    await page.goto(`file://${tmpHtml}`);
    await page.evaluate(() => document.fonts.ready);
    const wrapped = await wrappedLines(page);
    for (const line of wrapped.lines) wraps.push(`${scene.name}: ${line}`);
    for (const line of wrapped.commands) wrappedCommands.push(`${scene.name}: ${line}`);
    const shot = await page.locator('#scene').screenshot({animations: 'disabled'});
    const png = await sharp(shot)
      .png(PALETTE_PNG)
      .toBuffer();
    fs.writeFileSync(path.join(OUT_DIR, `${scene.name}.png`), png);
    await writeWebpTwin(scene.name);
    fingerprints[scene.name] = sceneFingerprint(scene);
    bytes += png.length;
    console.log(`${scene.kind.padEnd(8)} ${scene.name}.png  ${(png.length / 1024).toFixed(1)} KB`);
  }
  await browser.close();
  fs.rmSync(tmpHtml, {force: true});
  // A picture drawn before the twins existed gets its twin too.
  for (const file of fs.readdirSync(OUT_DIR).filter((name) => name.endsWith('.png'))) {
    if (!fs.existsSync(path.join(OUT_DIR, file.replace(/\.png$/, '.webp')))) await writeWebpTwin(file.replace(/\.png$/, ''));
  }
  const sorted = Object.fromEntries(Object.entries(fingerprints).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(FINGERPRINTS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`${scenes.length} pictures, ${(bytes / 1024).toFixed(0)} KB in all.`);
  if (wraps.length > 0) {
    console.log(`\nWarning: ${wraps.length} line${wraps.length === 1 ? ' does' : 's do'} not fit in a picture (an output line wraps, or a code line runs off the editor's edge), where a learner's screen shows it whole:`);
    for (const wrap of wraps) console.log(`  ${wrap}`);
    console.log('Shorten them: a shorter name or message in the code. (Another lesson\'s picture, redrawn because its Explorer lists your new file, may have wrapped before: leave it.)');
  }
  if (wrappedCommands.length > 0) {
    // The pictures are drawn 80 columns wide, as the learner's terminal: this is a fault of the picture's template.
    throw new Error(
      `${wrappedCommands.length} command${wrappedCommands.length === 1 ? ' wraps' : 's wrap'} in a picture although a real 80-column terminal shows it on one line:\n${wrappedCommands.map((line) => `  ${line}`).join('\n')}\n` +
        'Fix: the terminal of that scene is drawn narrower than 80 columns (scripts/pics/templates.ts); make it as wide as the others.',
    );
  }
}

/** The PNG's lossless WebP twin: the same pixels, about a third fewer bytes. */
async function writeWebpTwin(name: string) {
  const webp = await sharp(path.join(OUT_DIR, `${name}.png`)).webp({lossless: true, effort: 6}).toBuffer();
  fs.writeFileSync(path.join(OUT_DIR, `${name}.webp`), webp);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
