/**
 * Pictures of /git&github/git/ignore that are not terminal sessions: the
 * finished .gitignore file open in VS Code. Every other step's picture comes
 * from the lesson's own ```console blocks.
 */
import type {Scene} from '../templates';

export const scenes: Scene[] = [
  {
    kind: 'editor',
    name: 'ignore-patterns-in-editor',
    folder: 'my-project',
    files: ['\u25B8 node_modules', '.env', '.gitignore', 'app.log', 'debug.log', 'README.md'],
    openFile: {name: '.gitignore', code: '.env\n*.log\nnode_modules/'},
    terminal: [{cwd: '~/my-project', command: 'cat .gitignore', output: '.env\n*.log\nnode_modules/'}],
  },
];
