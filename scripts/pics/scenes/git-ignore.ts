/**
 * Pictures of /git&github/git/ignore that are not terminal sessions: the
 * finished .gitignore file open in VS Code, with the files Git ignores
 * drawn in grey in the Explorer, as VS Code shows them. Every other step's
 * picture comes from the lesson's own ```console blocks.
 */
import type {Scene} from '../templates';

/** The Explorer's files, as VS Code sorts them: folders first, then names (dot files first). */
const FILES = ['\u25B8 node_modules', '.env', '.gitignore', 'app.log', 'debug.log', 'ideas.txt', 'notes.txt', 'README.md'];
/** Ignored by the .gitignore (debug.log is still tracked at this point, so VS Code does not grey it). */
const IGNORED = ['\u25B8 node_modules', '.env', 'app.log'];

/**
 * The editor template has no per-file colour, so a style sheet greys the
 * ignored files by their place in the side bar (after the title and the
 * folder line). The overlay itself is hidden: it only carries the styles.
 */
const greyIgnored = `<style>.overlay{display:none}${IGNORED.map(
  (file) => `.side .file:nth-child(${FILES.indexOf(file) + 3})`,
).join(',')}{color:#6e7681}</style>`;

export const scenes: Scene[] = [
  {
    kind: 'editor',
    name: 'ignore-patterns-in-editor',
    folder: 'my-project',
    files: FILES,
    openFile: {name: '.gitignore', code: '.env\n*.log\nnode_modules/'},
    terminal: [{cwd: '~/my-project', branch: 'main', command: 'cat .gitignore', output: '.env\n*.log\nnode_modules/'}],
    overlayHtml: greyIgnored,
  },
];
