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
