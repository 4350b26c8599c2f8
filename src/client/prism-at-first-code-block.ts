/**
 * Stands in for the classic theme's client module
 * (@docusaurus/theme-classic/lib/prism-include-languages.js), which loads
 * Prism and its languages on every page as the page starts. Here they load
 * with the first highlighted code block instead (src/theme/CodeBlock).
 * See src/plugins/lazy-prism.ts.
 */
export {};
