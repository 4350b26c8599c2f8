/**
 * Wraps each `##` step of a page, with everything up to the next `##`, in
 * `<section class="step">`. The CSS (src/css/custom.css) gives those sections
 * `content-visibility: auto`: the browser lays out and paints only the steps
 * on or near the screen, so a long lesson's first paint costs about what a
 * short one's does. The text stays in the page (find in page, screen readers,
 * search engines and #links all reach it); only its drawing waits.
 *
 * Runs on the HTML tree (rehype), after Docusaurus has read the headings for
 * the table of contents. Imports and exports (`mdxjsEsm`) stay at the top.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';

const isStepHeading = (node: RootContent): node is Element => node.type === 'element' && node.tagName === 'h2';

export default function stepSections() {
  return (tree: Root) => {
    if (!tree.children.some(isStepHeading)) return;
    const children: RootContent[] = [];
    let section: Element | undefined;
    for (const node of tree.children) {
      if (isStepHeading(node)) {
        section = {type: 'element', tagName: 'section', properties: {className: ['step']}, children: []};
        children.push(section);
      }
      if (section && node.type !== 'mdxjsEsm' && node.type !== 'doctype') section.children.push(node as ElementContent);
      else children.push(node);
    }
    tree.children = children;
  };
}
