/**
 * What `ls` prints in a Mac's Terminal. macOS's ls is BSD's: it sorts the
 * names as GNU's does in the lessons' C locale, but lays them out its own
 * way, on tab stops: every column is as wide as the longest name rounded up
 * to the next multiple of 8, as many columns as fit in the terminal's width,
 * filled down first (printcol() in FreeBSD's and Apple's ls/print.c).
 */
const TAB = 8;

/** The names `ls` listed in columns (none of the lessons' names has a space). */
function listedNames(output: string): string[] {
  return output.split(/\s+/).filter(Boolean);
}

/** `names` as BSD ls lays them out in a terminal `width` columns wide. */
export function bsdColumns(names: readonly string[], width = 80): string {
  const sorted = [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const maxLength = Math.max(...sorted.map((name) => name.length));
  const columnWidth = (maxLength + TAB) & ~(TAB - 1);
  if (width < 2 * columnWidth) return sorted.join('\n');
  const columns = Math.floor(width / columnWidth);
  const rows = Math.ceil(sorted.length / columns);
  const lines: string[] = [];
  for (let row = 0; row < rows; row += 1) {
    let line = '';
    // Where the cursor stands on screen: a tab moves it to the next multiple of 8.
    let position = 0;
    let end = columnWidth;
    for (let base = row; base < sorted.length; base += rows) {
      line += sorted[base];
      position += sorted[base].length;
      if (base + rows >= sorted.length) break;
      // Tabs up to the next column's start.
      while (((position + TAB) & ~(TAB - 1)) <= end) {
        line += '\t';
        position = (position + TAB) & ~(TAB - 1);
      }
      end += columnWidth;
    }
    lines.push(line);
  }
  return lines.join('\n');
}

/** A plain `ls` listing (names only, no message) as a Mac prints it; undefined when it is something else. */
export function macListing(output: string, width = 80): string | undefined {
  if (!output.trim() || /^ls: /m.test(output)) return undefined;
  return bsdColumns(listedNames(output), width);
}
