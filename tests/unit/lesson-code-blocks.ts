/** The code blocks of the written lessons, for the tests that check what lessons show (not a test file itself). */
import type {Code} from 'mdast';
import {visit} from 'unist-util-visit';
import {listDocFiles} from '../../src/checks/content';
import {readLesson} from '../../src/lib/lesson';

export type LessonCodeBlock = {file: string; line: number; code: Code};

/** Every code block of every written lesson (outlines left out), with the file and the line its fence is on. */
export function lessonCodeBlocks(siteDir = process.cwd()): LessonCodeBlock[] {
  const blocks: LessonCodeBlock[] = [];
  for (const file of listDocFiles(siteDir)) {
    const lesson = readLesson(siteDir, file);
    if (lesson.isOutline) continue;
    visit(lesson.tree, 'code', (code: Code) => {
      blocks.push({file, line: (code.position?.start.line ?? 0) + lesson.bodyStartLine - 1, code});
    });
  }
  return blocks;
}
