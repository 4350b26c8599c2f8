/** Keyboard shortcuts as each system shows them (src/lib/keys.ts, drawn by <Keys>). */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {KeysError, chordsFor, keysBySystem, keysText} from '../../src/lib/keys';

const shown = (props: Parameters<typeof keysBySystem>[0]) =>
  Object.fromEntries(keysBySystem(props).flatMap((group) => group.systems.map((system) => [system, keysText(group.chords)])));

describe('keys', () => {
  it('shows Mod as Ctrl on Windows and Linux and as Cmd on a Mac', () => {
    assert.deepEqual(shown({combo: 'Mod+S'}), {windows: 'Ctrl + S', linux: 'Ctrl + S', mac: 'Cmd + S'});
  });

  it('shows Alt as Option on a Mac', () => {
    assert.deepEqual(shown({combo: 'Mod+Alt+I'}), {windows: 'Ctrl + Alt + I', linux: 'Ctrl + Alt + I', mac: 'Cmd + Option + I'});
  });

  it('keeps Ctrl as Ctrl on every system (a terminal stops a program with Ctrl + C on a Mac too)', () => {
    const groups = keysBySystem({combo: 'Ctrl+C'});
    assert.equal(groups.length, 1);
    assert.deepEqual(groups[0].systems, ['windows', 'mac', 'linux']);
    assert.equal(keysText(groups[0].chords), 'Ctrl + C');
  });

  it('groups systems that show the same keys, and gives each system its own keys when they differ', () => {
    assert.deepEqual(
      keysBySystem({windows: 'Shift+Insert', mac: 'Mod+V', linux: 'Ctrl+Shift+V'}).map((group) => [group.systems, keysText(group.chords)]),
      [[['windows'], 'Shift + Insert'], [['mac'], 'Cmd + V'], [['linux'], 'Ctrl + Shift + V']],
    );
    assert.deepEqual(keysBySystem({combo: 'Mod+S'}).map((group) => group.systems), [['windows', 'linux'], ['mac']]);
  });

  it('shows two presses one after the other', () => {
    assert.equal(keysText(chordsFor('Mod+K Mod+S', 'mac')), 'Cmd + K, then Cmd + S');
  });

  it('names signs and function keys as they are', () => {
    assert.equal(keysText(chordsFor('Mod+/', 'windows')), 'Ctrl + /');
    assert.equal(keysText(chordsFor('Ctrl+`', 'mac')), 'Ctrl + `');
    assert.equal(keysText(chordsFor('F5', 'linux')), 'F5');
    assert.equal(keysText(chordsFor('Mod+Plus', 'mac')), 'Cmd + +');
  });

  it('refuses keys a system does not have, unknown keys and broken combos, saying how to write them', () => {
    assert.throws(() => keysBySystem({combo: 'Cmd+S'}), (error: Error) => error instanceof KeysError && /Windows keyboard does not have/.test(error.message));
    assert.throws(() => keysBySystem({combo: 'Shift+Insert'}), /Mac keyboard does not have/);
    assert.throws(() => chordsFor('Mod+s', 'windows'), /Write letters in capitals/);
    assert.throws(() => chordsFor('Mod++', 'windows'), /The "\+" key itself is "Plus"/);
    assert.throws(() => keysBySystem({mac: 'Mod+V'}), /it has none for windows, linux/);
  });
});
