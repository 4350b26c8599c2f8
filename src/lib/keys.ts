/**
 * Keyboard shortcuts, written once in a lesson and shown for the learner's
 * system by <Keys> (src/components/Keys):
 *
 *   <Keys combo="Mod+S" />                      Ctrl + S, or Cmd + S on a Mac
 *   <Keys combo="Mod+Alt+I" />                  Ctrl + Alt + I, or Cmd + Option + I
 *   <Keys combo="Ctrl+C" />                     Ctrl + C everywhere (a terminal stops a program)
 *   <Keys combo="Mod+K Mod+S" />                two presses, one after the other
 *   <Keys windows="Shift+Insert" mac="Mod+V" linux="Ctrl+Shift+V" />   when the systems differ
 *
 * `Mod` is the key most shortcuts use: Ctrl on Windows and Linux, Cmd on a
 * Mac. `Alt` is Option on a Mac. `Ctrl` stays Ctrl on every system.
 */
import {SYSTEMS, type System} from './systems';

/** Key names a lesson may write, with how each system labels them. */
const NAMED_KEYS: Record<string, Record<System, string>> = {
  Mod: {windows: 'Ctrl', mac: 'Cmd', linux: 'Ctrl'},
  Ctrl: {windows: 'Ctrl', mac: 'Ctrl', linux: 'Ctrl'},
  Alt: {windows: 'Alt', mac: 'Option', linux: 'Alt'},
  Shift: {windows: 'Shift', mac: 'Shift', linux: 'Shift'},
  Cmd: {windows: 'Cmd', mac: 'Cmd', linux: 'Cmd'},
  Option: {windows: 'Option', mac: 'Option', linux: 'Option'},
  Win: {windows: 'Windows key', mac: 'Windows key', linux: 'Windows key'},
  Plus: {windows: '+', mac: '+', linux: '+'},
};
const PLAIN_KEYS = new Set(['Enter', 'Tab', 'Esc', 'Space', 'Backspace', 'Delete', 'Insert', 'Home', 'End', 'PageUp', 'PageDown', 'Up', 'Down', 'Left', 'Right', 'PrtSc']);
/** Keys that exist on one kind of keyboard only. */
const ONLY_ON: Record<string, System[]> = {Cmd: ['mac'], Option: ['mac'], Win: ['windows'], Insert: ['windows', 'linux']};

export class KeysError extends Error {}

/** One press: the keys held together, as a system labels them ("Ctrl", "S"). */
export type Chord = string[];

const KEYBOARD_NAMES: Record<System, string> = {windows: 'Windows', mac: 'Mac', linux: 'Linux'};

function keyLabel(key: string, system: System, combo: string): string {
  if (ONLY_ON[key] && !ONLY_ON[key].includes(system)) {
    throw new KeysError(`"${combo}" uses ${key}, which a ${KEYBOARD_NAMES[system]} keyboard does not have. Write "Mod" (Ctrl, or Cmd on a Mac) or "Alt" (Alt, or Option on a Mac), or give that system its own keys: <Keys windows="..." mac="..." linux="..." />.`);
  }
  if (NAMED_KEYS[key]) return NAMED_KEYS[key][system];
  if (PLAIN_KEYS.has(key) || /^F([1-9]|1[0-2])$/.test(key) || /^[A-Z0-9]$/.test(key) || /^[`\-=[\];',./\\]$/.test(key)) return key;
  throw new KeysError(`"${combo}" has the key "${key}", which <Keys> does not know. Write letters in capitals (Mod+S), and name keys as ${[...Object.keys(NAMED_KEYS), ...PLAIN_KEYS].join(', ')}, F1 to F12 or one sign such as / or \`.`);
}

/** The presses of a combo on one system: "Mod+K Mod+S" on a Mac is [["Cmd", "K"], ["Cmd", "S"]]. */
export function chordsFor(combo: string, system: System): Chord[] {
  const presses = combo.trim().split(/\s+/);
  if (!combo.trim() || presses.some((press) => press.split('+').some((key) => !key))) {
    throw new KeysError(`"${combo}" is not a key combination. Write keys joined by "+", such as Mod+S, and two presses with a space between them: Mod+K Mod+S. The "+" key itself is "Plus".`);
  }
  return presses.map((press) => press.split('+').map((key) => keyLabel(key, system, combo)));
}

export interface KeysProps {
  /** The keys on every system, with Mod and Alt following it. */
  combo?: string;
  windows?: string;
  mac?: string;
  linux?: string;
}

/**
 * What each system shows, grouped: systems whose keys read the same share
 * one entry, so "Ctrl + S" is written once for Windows and Linux.
 */
export function keysBySystem(props: KeysProps): {systems: System[]; chords: Chord[]}[] {
  const missing = SYSTEMS.filter((system) => !props[system] && !props.combo);
  if (missing.length > 0) {
    throw new KeysError(`<Keys> needs combo="..." (the same keys on every system, with Mod for Ctrl or Cmd), or windows="...", mac="..." and linux="..."; it has none for ${missing.join(', ')}.`);
  }
  const groups: {systems: System[]; chords: Chord[]; text: string}[] = [];
  for (const system of SYSTEMS) {
    const chords = chordsFor(props[system] ?? props.combo!, system);
    const text = JSON.stringify(chords);
    const same = groups.find((group) => group.text === text);
    if (same) same.systems.push(system);
    else groups.push({systems: [system], chords, text});
  }
  return groups.map(({systems, chords}) => ({systems, chords}));
}

/** The keys as plain text, for a check's message or a test: "Ctrl + S". */
export function keysText(chords: Chord[]): string {
  return chords.map((chord) => chord.join(' + ')).join(', then ');
}
