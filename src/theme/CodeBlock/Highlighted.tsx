/**
 * The classic theme's code block, with Prism's syntax highlighting. Loaded
 * only when a page shows such a block (see ./index.tsx): Prism and its
 * languages are a large share of the code every page would otherwise run as
 * it starts. The extra languages (docusaurus.config.ts, `prism`) are added
 * here, once, as the classic theme's own client module would at start.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';

prismIncludeLanguages(Prism);

export default CodeBlock as typeof CodeBlockType;
