/**
 * Stands in for the classic theme's client module
 * (@docusaurus/theme-classic/lib/prism-include-languages.js), which loads
 * Prism and its languages on every page as the page starts. Here they load
 * only when React draws a highlighted code block itself (src/theme/CodeBlock).
 * See src/plugins/lazy-prism.ts.
 */
export {};
