/**
 * The journey fails a lesson that saves a whole file over an earlier
 * lesson's practice answer in the same folder: the learner's own work would
 * be lost (the editor trial's price_list.py). A step that goes on with an
 * earlier step's project file, or a lesson that saves its own file twice,
 * is not a clash.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {PracticeFiles} from '../../journey/practice-files';
import {newFilesOfTask} from '../../src/lib/practice';

const dictionary = 'docs/programming-language/python/data-type/data-structure/dictionary.md';
const forLoop = 'docs/programming-language/python/loops/for-loop.md';
const home = '/tmp/home/python-practice';

describe('a practice answer\'s file, saved over by a later lesson', () => {
  it('fails the later answer, naming both places, the folder and the fix', () => {
    const files = new PracticeFiles();
    assert.equal(files.save(`${home}/price_list.py`, 'price_list.py', '~/python-practice', {lesson: dictionary, line: 210, task: 'Price list'}, true), undefined);
    const problem = files.save(`${home}/price_list.py`, 'price_list.py', '~/python-practice', {lesson: forLoop, line: 240, task: 'Print a price list'}, true, true);
    assert.equal(
      problem,
      `${forLoop}:240 the answer to "Print a price list" saves price_list.py in ~/python-practice, where ${dictionary}:210 (the answer to "Price list") saved the learner's own price_list.py: a learner who did both loses that work.\n` +
        '  Fix: give this file a name no earlier lesson uses in ~/python-practice (search the docs folder for "price_list.py").',
    );
  });

  it('lets a later task go on with the practice project ("change Pet"), and a step save over it', () => {
    const files = new PracticeFiles();
    files.save('/h/react-practice/src/Pet.jsx', 'src/Pet.jsx', '~/react-practice', {lesson: 'docs/props.md', line: 310, task: 'Give each pet its own name'}, true, true);
    assert.equal(files.save('/h/react-practice/src/Pet.jsx', 'src/Pet.jsx', '~/react-practice', {lesson: 'docs/state.md', line: 240, task: 'Change a pet'}, true, false), undefined);
    assert.equal(files.save('/h/react-practice/src/Pet.jsx', 'src/Pet.jsx', '~/react-practice', {lesson: 'docs/router.md', line: 20, task: ''}, false, false), undefined);
  });

  it('lets a file of the same name live in another folder', () => {
    const files = new PracticeFiles();
    files.save(`${home}/price_list.py`, 'price_list.py', '~/python-practice', {lesson: dictionary, line: 210, task: 'Price list'}, true);
    assert.equal(files.save('/tmp/home/data-practice/price_list.py', 'price_list.py', '~/data-practice', {lesson: forLoop, line: 240, task: 'Print a price list'}, true, true), undefined);
  });

  it('lets a lesson save its own practice file again', () => {
    const files = new PracticeFiles();
    files.save(`${home}/price_list.py`, 'price_list.py', '~/python-practice', {lesson: forLoop, line: 200, task: 'One'}, true);
    assert.equal(files.save(`${home}/price_list.py`, 'price_list.py', '~/python-practice', {lesson: forLoop, line: 240, task: 'Two'}, true, true), undefined);
  });

  it('lets later steps go on with files that earlier steps made (a project the track builds)', () => {
    const files = new PracticeFiles();
    files.save('/tmp/home/my-app/src/App.jsx', 'src/App.jsx', '~/my-app', {lesson: 'docs/a.md', line: 10, task: ''}, false);
    assert.equal(files.save('/tmp/home/my-app/src/App.jsx', 'src/App.jsx', '~/my-app', {lesson: 'docs/b.md', line: 20, task: ''}, false), undefined);
    assert.equal(files.save('/tmp/home/my-app/src/App.jsx', 'src/App.jsx', '~/my-app', {lesson: 'docs/c.md', line: 30, task: 'Make it blue'}, true, true), undefined);
  });

  it('forgets a practice file once a step of a later lesson has taken its place', () => {
    const files = new PracticeFiles();
    files.save(`${home}/a.py`, 'a.py', '~/python-practice', {lesson: 'docs/a.md', line: 1, task: 'T'}, true);
    files.save(`${home}/a.py`, 'a.py', '~/python-practice', {lesson: 'docs/b.md', line: 2, task: ''}, false);
    assert.equal(files.save(`${home}/a.py`, 'a.py', '~/python-practice', {lesson: 'docs/c.md', line: 3, task: 'U'}, true, true), undefined);
  });
});

describe('the files a task asks for anew', () => {
  it('are the ones it says to save as, or names as a new file, not the ones it changes', () => {
    assert.deepEqual(newFilesOfTask('Write a program that adds up a bill. Save it as practice_bill.py. When it works, the terminal shows:\n'), ['practice_bill.py']);
    assert.deepEqual(newFilesOfTask('Make a new file `shop.js` in node-tasks, and save it as `src/Cart.jsx` too.'), ['shop.js', 'src/Cart.jsx']);
    assert.deepEqual(newFilesOfTask('In react-practice, change Pet so that it takes two props. Show it in App.jsx.'), []);
  });
});
