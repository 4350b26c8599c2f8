/**
 * pytest draws its rules (`=== test session starts ===`, `___ test_name ___`)
 * and the `[100%]` column as wide as the terminal: 80 columns in a new
 * terminal window. On Windows its rules stop one column short, so that the
 * cursor never lands in the last column (_pytest/_io/terminalwriter.py,
 * TerminalWriter.sep); the progress column ends one short of the width on
 * every system (_pytest/terminal.py, _write_progress_information_filling_space).
 */

/** Is this command a pytest run (`pytest`, `python -m pytest`, `coverage run -m pytest`)? */
export function runsPytest(command: string): boolean {
  return /(^|\s)(pytest|-m pytest)(\s|$)/.test(command.trim());
}

/** A titled rule as pytest's TerminalWriter.sep draws it in `width` columns. */
export function pytestRule(character: string, title: string, width: number): string {
  const fill = character.repeat(Math.max(Math.floor((width - title.length - 2) / 2), 1));
  const line = `${fill} ${title} ${fill}`;
  return line.length + 1 <= width ? line + character : line;
}

/** pytest's output as a terminal `columns` wide shows it, on Windows or elsewhere. */
export function pytestAtWidth(output: string, columns: number, windows: boolean): string {
  const ruleWidth = windows ? columns - 1 : columns;
  return output
    .split('\n')
    .map((line) => {
      const rule = /^([=_])\1+ (.+?) \1+$/.exec(line);
      if (rule) return pytestRule(rule[1], rule[2], ruleWidth);
      const progress = /^(\S.*?) +(\[ *\d+%\])$/.exec(line);
      if (progress) return progress[1] + progress[2].padStart(columns - 1 - progress[1].length);
      return line;
    })
    .join('\n');
}
