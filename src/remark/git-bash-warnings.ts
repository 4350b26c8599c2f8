/**
 * Gives each console block of a lesson the line-ending warnings that Git for
 * Windows prints in it (src/lib/git-bash-line-endings.ts), as the code-fence
 * option `crlf="..."`: ConsoleBlock shows them to Windows learners. The
 * journey records them in src/data/git-bash-line-endings.json; a record that
 * no longer matches its command is the content check's to report.
 */
import path from 'node:path';
import type {Root} from 'mdast';
import {consoleBlocksInOrder, warningsMeta, type LineEndingRecords} from '../lib/git-bash-line-endings';
import records from '../data/git-bash-line-endings.json';

export default function gitBashWarnings() {
  return (tree: Root, file: {path?: string}) => {
    const lesson = (records as LineEndingRecords)[path.relative(process.cwd(), file.path ?? '')];
    if (!lesson) return;
    for (const {code, firstCommand, commands} of consoleBlocksInOrder(tree)) {
      const warnings = new Map<number, string[]>();
      commands.forEach((command, index) => {
        const record = lesson[String(firstCommand + index)];
        if (record?.command === command) warnings.set(index, record.files);
      });
      if (warnings.size > 0) code.meta = `${code.meta ?? ''} ${warningsMeta(warnings)}`.trim();
    }
  };
}
