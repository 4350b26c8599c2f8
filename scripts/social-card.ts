/**
 * `npm run social-card`: draws static/img/social-card.png, the 1200 x 630
 * picture that chat apps and social sites show when someone shares a page
 * (og:image, set in docusaurus.config.ts). Drawn like the site's pictures
 * (scripts/pics): Chromium, the fonts from node_modules/@fontsource, the
 * section colours of the cards, saved as a palette PNG with sharp.
 */
import fs from 'node:fs';
import {chromium} from '@playwright/test';
import sharp from 'sharp';
import {CHROMIUM_ARGS, chromiumExecutable} from './lib/chromium';
import {font, PALETTE_PNG} from './pics/templates';

export const SOCIAL_CARD = {file: 'static/img/social-card.png', width: 1200, height: 630};

/** The five sections of the site: their card symbol and colour. */
const TILES: [glyph: string, color: string][] = [
  ['>_', '#1f6f5c'],
  ['{ }', '#2f5fb3'],
  ['git', '#b0452f'],
  ['</>', '#6a3fa0'],
  ['+++', '#0f6b86'],
];

const html = `<!doctype html><html><head><meta charset="utf-8"><style>
${font('Inter', 'inter/files/inter-latin-400-normal.woff2', 400)}
${font('Inter', 'inter/files/inter-latin-700-normal.woff2', 700)}
${font('Mono', 'jetbrains-mono/files/jetbrains-mono-latin-700-normal.woff2', 700)}
*{box-sizing:border-box;margin:0;padding:0}
#scene{width:${SOCIAL_CARD.width}px;height:${SOCIAL_CARD.height}px;padding:80px 90px;background:#1a6b57;color:#fff;
  font-family:Inter,sans-serif;-webkit-font-smoothing:antialiased;position:relative;overflow:hidden;display:flex;flex-direction:column;justify-content:space-between}
#scene:before{content:'';position:absolute;width:520px;height:520px;border-radius:50%;background:rgb(255 255 255/8%);right:-150px;top:-210px}
h1{font-size:92px;font-weight:700;letter-spacing:-.02em;line-height:1.05}
p{font-size:38px;line-height:1.35;max-width:900px;margin-top:26px;color:#e8f3ef}
.tiles{display:flex;gap:22px}
.tile{font-family:Mono,monospace;font-variant-ligatures:none;font-feature-settings:"calt" 0,"liga" 0;font-weight:700;font-size:40px;
  min-width:130px;padding:22px 24px;border-radius:20px;text-align:center;border:3px solid rgb(255 255 255/35%)}
</style></head><body><div id="scene">
<div><h1>Easy Programming</h1><p>Programming and IT lessons in plain English, for people with no IT background.</p></div>
<div class="tiles">${TILES.map(([glyph, color]) => `<div class="tile" style="background:${color}">${glyph.replace(/</g, '&lt;').replace(/>/g, '&gt;')}</div>`).join('')}</div>
</div></body></html>`;

async function main() {
  const browser = await chromium.launch({executablePath: chromiumExecutable(), args: CHROMIUM_ARGS});
  const page = await browser.newPage({viewport: {width: SOCIAL_CARD.width, height: SOCIAL_CARD.height}, deviceScaleFactor: 1});
  await page.setContent(html);
  await page.evaluate(() => document.fonts.ready);
  const shot = await page.locator('#scene').screenshot({animations: 'disabled'});
  await browser.close();
  const png = await sharp(shot).png(PALETTE_PNG).toBuffer();
  fs.writeFileSync(SOCIAL_CARD.file, png);
  console.log(`${SOCIAL_CARD.file}  ${(png.length / 1024).toFixed(1)} KB`);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
