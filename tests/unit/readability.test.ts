import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {parseLesson} from '../../src/lib/lesson';
import {proseBlocks, readabilityOfText} from '../../src/checks/readability';

describe('readability', () => {
  it('counts prose only: code blocks, inline code and tables are left out', () => {
    const lesson = parseLesson(
      'docs/x.md',
      '---\ntitle: X\n---\n\nType `git status --porcelain` now.\n\n```console\n$ extraordinarily complicated\n```\n\n| Command | Meaning |\n| --- | --- |\n| one | internationalisation |\n\n## A step\n\n- A list item.\n',
    );
    assert.deepEqual(proseBlocks(lesson.tree), ['Type now.', 'A step', 'A list item.']);
  });

  it('scores short plain sentences as easy and long abstract ones as hard', () => {
    const easy = readabilityOfText(['You type a command. The computer prints an answer. Then you read it.']);
    const hard = readabilityOfText([
      'Subsequently, the administrative configuration necessitates comprehensive authorization, considering organizational infrastructure requirements simultaneously.',
    ]);
    assert.equal(easy.sentences, 3);
    assert.equal(easy.words, 13);
    assert.ok(easy.grade < 3 && easy.ease > 90, JSON.stringify(easy));
    assert.ok(hard.grade > 18 && hard.ease < 10, JSON.stringify(hard));
  });

  it('ends a sentence at the end of a heading or list item without a full stop', () => {
    assert.equal(readabilityOfText(['Install Git', 'Open a terminal']).sentences, 2);
  });
});
