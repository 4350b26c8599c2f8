/**
 * Wraps every Markdown table in a region that keyboard users can reach:
 * `<section class="table-scroll" tabindex="0" aria-label="Table: …">`, a
 * region named for screen readers.
 *
 * On a phone a wide table scrolls sideways inside the text column. A mouse
 * or finger can scroll it; a keyboard can only once the scrolling box takes
 * focus (WCAG 2.1.1, axe's scrollable-region-focusable). The region is named
 * after the heading the table stands under ("Table: Save your work"), or,
 * with no heading before it, after its column headings.
 */
import type {Element, ElementContent, Root} from 'hast';
import {SKIP, visit} from 'unist-util-visit';

const HEADING = /^h[2-6]$/;

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

export default function scrollableTables() {
  return (tree: Root) => {
    let heading: string | undefined;
    visit(tree, 'element', (node: Element, index, parent) => {
      if (HEADING.test(node.tagName)) {
        heading = textOf(node).trim();
        return SKIP;
      }
      if (node.tagName !== 'table' || parent === undefined || index === undefined) return;
      const name = heading ?? columnHeadings(node).join(', ');
      parent.children[index] = {
        type: 'element',
        tagName: 'section',
        properties: {className: ['table-scroll'], tabIndex: 0, ariaLabel: `Table: ${name}`},
        children: [node],
      };
      return [SKIP, index + 1];
    });
  };
}

function columnHeadings(table: Element): string[] {
  const headings: string[] = [];
  visit(table, 'element', (node: Element) => {
    if (node.tagName === 'th') headings.push(textOf(node).trim());
  });
  return headings;
}
