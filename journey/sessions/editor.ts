/**
 * The learner's code editor. A lesson shows the whole text of a file the
 * learner writes or changes in VS Code as a code block with the file's name
 * as its title and the word `save`:
 *
 *     ```html title="index.html" save
 *     <h1>Hello</h1>
 *     ```
 *
 * The journey saves that text, as the learner does with Ctrl+S, under that
 * name in the folder the terminal is in at that point (the folder the
 * learner opened in VS Code). A title may hold a folder too
 * (`title="templates/home.html"`), which is made when missing, as VS Code's
 * New File box does.
 *
 * A file the learner changes by a line or two, where pasting the whole file
 * would overwrite what is theirs (Django's settings.py holds their own
 * SECRET_KEY), is shown as an excerpt with the word `edit`: the lines around
 * the change as they are in the file, and the new lines highlighted.
 *
 *     ```python title="mysite/settings.py" edit {2}
 *         'django.contrib.staticfiles',
 *         'recipes',
 *     ]
 *     ```
 *
 * The journey finds the lines around the change in the file, one after the
 * other as the excerpt shows them, and adds the highlighted lines there.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface EditorSave {
  /** The file name from the code block's title. */
  file: string;
  text: string;
}

/** The `title="..."` and `save` of a code block's meta, or undefined when the block is not saved. */
export function savedFile(meta: string | null | undefined): string | undefined {
  if (!meta || !/(^|\s)save(\s|$)/.test(meta)) return undefined;
  return /title="([^"]+)"/.exec(meta)?.[1];
}

export function saveInEditor(folder: string, save: EditorSave): void {
  const target = path.resolve(folder, save.file);
  fs.mkdirSync(path.dirname(target), {recursive: true});
  fs.writeFileSync(target, save.text.endsWith('\n') ? save.text : `${save.text}\n`);
}

/** The `title="..."` and `edit` of a code block's meta, or undefined when the block is not an edit. */
export function editedFile(meta: string | null | undefined): string | undefined {
  if (!meta || !/(^|\s)edit(\s|$)/.test(meta)) return undefined;
  return /title="([^"]+)"/.exec(meta)?.[1];
}

export class EditError extends Error {}

/**
 * Adds an excerpt's highlighted lines (counted from 1) to a file's text,
 * where its other lines stand one after the other; returns the new text and
 * the new lines' numbers in the whole file.
 */
export function applyEdit(fileText: string, excerpt: string, added: readonly number[]): {text: string; highlight: number[]} {
  const excerptLines = excerpt.split('\n');
  const context = excerptLines.filter((_, index) => !added.includes(index + 1));
  if (added.length === 0 || context.length === 0) throw new EditError('an "edit" block highlights the new lines ({N}) and shows at least one line around them as it is in the file');
  const lines = fileText.replace(/\n$/, '').split('\n');
  const starts = lines.flatMap((_, start) => (context.every((line, offset) => lines[start + offset] === line) ? [start] : []));
  if (starts.length !== 1) {
    throw new EditError(
      starts.length === 0
        ? `the lines around the change are not in the file one after the other, as the block shows them: ${JSON.stringify(context.slice(0, 3))}`
        : `the lines around the change stand in the file ${starts.length} times: show one more line around it, so the learner knows where`,
    );
  }
  const result = lines.slice(0, starts[0]);
  const highlight: number[] = [];
  let next = starts[0];
  excerptLines.forEach((line, index) => {
    if (added.includes(index + 1)) {
      result.push(line);
      highlight.push(result.length);
    } else {
      result.push(lines[next]);
      next += 1;
    }
  });
  result.push(...lines.slice(next));
  return {text: `${result.join('\n')}\n`, highlight};
}
