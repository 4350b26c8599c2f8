/**
 * What `ls` prints in Git Bash. Git for Windows makes `ls` mean
 * `ls -F --color=auto --show-control-chars` (its /etc/profile.d/aliases.sh),
 * so a folder's name ends in `/` and a program's in `*` (Git Bash counts a
 * file that starts with `#!`, such as Django's manage.py, as a program).
 *
 * Which names are folders only the learner's computer knows: the journey,
 * which runs every `ls` of the lessons on Linux, also lists the same folder
 * with `ls -F` at the same width and records it here, keyed by the command
 * and what plain `ls` printed (src/data/git-bash-listings.json). It fails
 * when an entry is missing or out of date, and `npm run journey -- --write`
 * records it.
 */
import listings from '../data/git-bash-listings.json';

export const GIT_BASH_LISTINGS_FILE = 'src/data/git-bash-listings.json';

/** A plain `ls` (with names of folders or files, no options), which Git Bash runs as `ls -F`. */
export function isPlainLs(command: string): boolean {
  return /^ls(\s+[^\s\-|;&<>$`][^\s|;&<>$`]*)*$/.test(command.trim());
}

export const listingKey = (command: string, output: string) => `${command.trim()}\n${output}`;

/** What `command` prints in Git Bash, given what it printed on Linux; undefined when not recorded (or not a plain ls). */
export function gitBashListing(command: string, output: string, recorded: Record<string, string> = listings): string | undefined {
  if (!isPlainLs(command) || !output.trim()) return undefined;
  return recorded[listingKey(command, output)];
}
