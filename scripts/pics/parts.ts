/**
 * Pieces that several scene files draw: a page drawn in two lessons, and
 * the side-by-side "before / after" or "unclear / clear" comparison used in
 * diagrams. Scene files build their HTML from these instead of copying it.
 */
import type {Scene} from './templates';

/** The three systems' logos, drawn small (about 44 px high) in SVG. */
export const LOGOS = {
  windows: `<svg width="44" height="44" viewBox="0 0 44 44" aria-hidden="true"><g fill="#0078d4"><rect x="2" y="2" width="19" height="19"/><rect x="23" y="2" width="19" height="19"/><rect x="2" y="23" width="19" height="19"/><rect x="23" y="23" width="19" height="19"/></g></svg>`,
  apple: `<svg width="40" height="46" viewBox="0 0 40 48" aria-hidden="true"><path fill="#1c1e21" d="M20 14C14 10 3 12 3 25c0 10 7 21 12 21 3 0 3.5-1.6 5-1.6s2 1.6 5 1.6c5 0 12-11 12-21 0-13-11-15-17-11z"/><circle cx="39" cy="24" r="6" fill="#fff"/><path fill="#1c1e21" d="M20 12c0-6 4-10 9-10 0 6-4 10-9 10z"/></svg>`,
  linux: `<svg width="40" height="46" viewBox="0 0 40 48" aria-hidden="true"><ellipse cx="20" cy="26" rx="14" ry="18" fill="#1c1e21"/><ellipse cx="20" cy="31" rx="9" ry="12" fill="#fff"/><circle cx="15.5" cy="14" r="3" fill="#fff"/><circle cx="24.5" cy="14" r="3" fill="#fff"/><circle cx="16" cy="14.5" r="1.4" fill="#1c1e21"/><circle cx="24" cy="14.5" r="1.4" fill="#1c1e21"/><path d="M15 19h10l-5 5z" fill="#f5a623"/><ellipse cx="12" cy="45" rx="7" ry="3" fill="#f5a623"/><ellipse cx="28" cy="45" rx="7" ry="3" fill="#f5a623"/></svg>`,
} as const;

/**
 * The VS Code download page as it is: a logo and big button(s) for each
 * system (Windows; .deb and .rpm for Linux; Mac). `highlightWindows` rings
 * the Windows button. Drawn in /setting-up and in the VS Code overview.
 */
export function vscodeDownloadPage(name: string, {highlightWindows = false} = {}): Scene {
  const column = (logo: string, buttons: string) =>
    `<div class="box"><div style="height:50px;display:flex;align-items:center;justify-content:center;margin-bottom:10px">${logo}</div>${buttons}</div>`;
  const button = (label: string, detail: string, highlight = false) =>
    `<div class="${highlight ? 'highlight' : ''}" style="margin-top:10px"><div class="btn" style="display:block">${label}<div style="font-weight:400;font-size:14px">${detail}</div></div></div>`;
  return {
    kind: 'browser',
    name,
    url: 'https://code.visualstudio.com/download',
    tabTitle: 'Download Visual Studio Code',
    body: `<h1>Download Visual Studio Code</h1>
<p class="muted">Free and built on open source. Integrated Git, debugging and extensions.</p>
<div class="row">
  ${column(LOGOS.windows, button('Windows', 'Windows 10, 11', highlightWindows))}
  ${column(LOGOS.linux, button('.deb', 'Debian, Ubuntu') + button('.rpm', 'Red Hat, Fedora, SUSE'))}
  ${column(LOGOS.apple, button('Mac', 'macOS 11.0+'))}
</div>`,
  };
}

const TONES = {
  bad: {color: '#d1242f', background: '#fff5f5'},
  good: {color: '#1f883d', background: '#f3fbf5'},
} as const;

export interface ComparisonPanel {
  tone: keyof typeof TONES;
  title: string;
  /** The panel's HTML under its title. */
  content: string;
  /** Its share of the width (CSS flex-grow); 1 by default. */
  grow?: number;
}

/** Two panels side by side, each with a coloured frame and title. */
export function comparison(...panels: ComparisonPanel[]): string {
  const panel = ({tone, title, content, grow = 1}: ComparisonPanel) => {
    const {color, background} = TONES[tone];
    return `<div style="flex:${grow};border:2px solid ${color};border-radius:10px;padding:14px 16px;background:${background}">
    <div style="font-weight:700;color:${color};margin-bottom:12px">${title}</div>
    ${content}
  </div>`;
  };
  return `<div style="display:flex;gap:22px">
  ${panels.map(panel).join('\n  ')}
</div>`;
}

/** A grey line of explanation inside a panel. */
export const panelNote = (text: string, margin = '6px 0 0') =>
  `<div style="font-size:16px;color:#57606a;margin:${margin}">${text}</div>`;

/** The diagrams' colours: one blue, green, orange, purple and grey across the site. */
export const BLUE = '#0b62c4';
export const GREEN = '#1f883d';
export const ORANGE = '#bc4c00';
export const PURPLE = '#8250df';
export const GREY = '#57606a';

/** A diagram's box: a title and an optional line of text under it. */
export const box = (title: string, text = '', color = BLUE, extra = '') =>
  `<div style="flex:1;border:2px solid ${color};border-radius:10px;padding:10px 12px;text-align:center;background:#fff;${extra}"><div style="font-weight:700;color:${color};font-size:18px">${title}</div>${
    text ? `<div style="font-size:16px;color:#333;margin-top:4px">${text}</div>` : ''
  }</div>`;
/** Arrows between a diagram's boxes: to the right, and down. */
export const right = `<div style="font-size:26px;color:${BLUE};font-weight:700;flex:none">&#8594;</div>`;
export const down = `<div style="text-align:center;font-size:26px;color:${BLUE};font-weight:700;line-height:1.2">&#8595;</div>`;
/** Boxes and arrows side by side, centred on one line. */
export const row = (...items: string[]) => `<div style="display:flex;align-items:center;gap:10px">${items.join('')}</div>`;
/** A sentence under a diagram. */
export const note = (text: string) => `<p style="margin-top:14px;font-size:17px;color:#333">${text}</p>`;
/** A dashed frame around a group of boxes, with a label. */
export const frame = (label: string, inner: string, color = GREY, extra = '') =>
  `<div style="border:2px dashed ${color};border-radius:12px;padding:10px 12px 12px;${extra}"><div style="font-weight:700;color:${color};font-size:16px;margin-bottom:8px">${label}</div>${inner}</div>`;
