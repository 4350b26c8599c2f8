/**
 * Pieces that several scene files draw: a page drawn in two lessons, and
 * the side-by-side "before / after" or "unclear / clear" comparison used in
 * diagrams. Scene files build their HTML from these instead of copying it.
 */
import type {Scene} from './templates';

/** The VS Code download page; `highlightWindows` rings the Windows button. */
export function vscodeDownloadPage(name: string, {highlightWindows = false, hint}: {highlightWindows?: boolean; hint: string}): Scene {
  return {
    kind: 'browser',
    name,
    url: 'https://code.visualstudio.com/download',
    tabTitle: 'Download Visual Studio Code',
    body: `<h1>Download Visual Studio Code</h1>
<p class="muted">Free and built on open source. Integrated Git, debugging and extensions.</p>
<div class="row">
  <div class="box${highlightWindows ? ' highlight' : ''}"><div class="icon">[#]</div><div class="btn">Windows</div><p class="muted" style="margin-top:8px">Windows 10, 11</p></div>
  <div class="box"><div class="icon">.deb</div><div class="btn">Linux</div><p class="muted" style="margin-top:8px">Debian, Ubuntu</p></div>
  <div class="box"><div class="icon">( )</div><div class="btn">Mac</div><p class="muted" style="margin-top:8px">macOS 11.0+</p></div>
</div>
<p class="muted" style="margin-top:16px">${hint}</p>`,
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
