/**
 * A practice answer's files are the learner's own work. When a later
 * lesson's task asks for a new file ("Save it as price_list.py") where an
 * earlier lesson's practice answer saved one, a learner who did both loses
 * the first one: the trial's "Print a price list" task would have written
 * over the dictionary lesson's price_list.py in ~/python-practice. Tasks
 * that go on with a practice project ("change Pet", "in App.jsx") and steps
 * (React's src/App.jsx, Django's views.py) save over earlier files on
 * purpose.
 */
export interface SavedBy {
  /** The lesson's file, as docs/... */
  lesson: string;
  /** The line of the code block that saves the file. */
  line: number;
  /** The practice task whose answer saved it. */
  task: string;
}

export class PracticeFiles {
  private readonly saved = new Map<string, SavedBy>();

  /**
   * A file saved whole at `absolutePath` (`shown` is how the page names it,
   * `folder` the prompt's folder). Returns the problem when it writes over an
   * earlier lesson's practice answer, or nothing. (A file changed in place,
   * an `edit` block, goes on with the learner's work: it is not saved here.)
   */
  save(absolutePath: string, shown: string, folder: string, by: SavedBy, isAnswer: boolean, taskMakesItNew = false): string | undefined {
    const earlier = this.saved.get(absolutePath);
    if (isAnswer) this.saved.set(absolutePath, by);
    else this.saved.delete(absolutePath);
    // A task may go on with the practice project of earlier lessons ("change Pet", "in App.jsx"); one that
    // asks for the file anew ("Save it as price_list.py") does not know the learner has one already.
    if (!earlier || earlier.lesson === by.lesson || !isAnswer || !taskMakesItNew) return undefined;
    const what = `the answer to "${by.task}"`;
    return (
      `${by.lesson}:${by.line} ${what} saves ${shown} in ${folder}, where ${earlier.lesson}:${earlier.line} (the answer to "${earlier.task}") saved the learner's own ${shown}: a learner who did both loses that work.\n` +
      `  Fix: give this file a name no earlier lesson uses in ${folder} (search the docs folder for "${shown}").`
    );
  }
}
