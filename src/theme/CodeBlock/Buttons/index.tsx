/**
 * The classic theme's copy and word-wrap icons, which appear on hover, are
 * replaced by the "Copy code" button src/theme/CodeBlock adds to every
 * highlighted block, whether the build drew it or React did. Long lines
 * scroll sideways (the block takes keyboard focus for that).
 */
export default function CodeBlockButtons(): null {
  return null;
}
