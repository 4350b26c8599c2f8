/**
 * What `pip install` prints on each system, from what pip's resolver says it
 * installs there (scripts/platform-packages/, `npm run platform-packages`,
 * written to src/data/platform-packages.json).
 *
 * The journey runs pip on Linux. A package's dependencies can hold on one
 * system only: Django needs `tzdata` on Windows (`tzdata; sys_platform ==
 * "win32"`), pytest needs `colorama` there. So the Windows (or macOS) form of
 * the output collects and installs those too, and leaves out what that
 * system does not install.
 */
import type {System} from './systems';

export interface ResolvedPackage {
  name: string;
  version: string;
  wheel: string;
  /** How pip names a dependency it collects for this system only: "tzdata (from Django==5.2.19)". */
  collecting?: string;
  /** The wheel's size in bytes, for a package this system adds (pip prints it). */
  size?: number;
}

/** For each `pip install` of the lessons (its requirements, joined by spaces): what each system installs. */
export type PlatformPackages = Record<string, Record<System, ResolvedPackage[]>>;

export const PLATFORM_PACKAGES_FILE = 'src/data/platform-packages.json';

/** The Python release the resolver is asked for: the one the Python lessons install. */
export const PIP_TARGET_PYTHON = '3.13';

/** The requirements of `pip install A==1 B==2` (or `python -m pip install`), when each is pinned; else undefined. */
export function pipInstallRequirements(command: string): string[] | undefined {
  const match = /^(?:python3? -m )?pip3? install ((?:[A-Za-z0-9._-]+==[A-Za-z0-9._-]+\s*)+)$/.exec(command.trim());
  return match ? match[1].trim().split(/\s+/) : undefined;
}

/**
 * What the resolver installs for this command on each system: found by its
 * pinned requirements, or for `pip install -r FILE` by what the Linux run
 * says it installed (the lesson's "Successfully installed" line), which is the
 * Linux list of exactly one resolved install.
 */
export function resolvedInstall(command: string, output: string, data: PlatformPackages): Record<System, ResolvedPackage[]> | undefined {
  const requirements = pipInstallRequirements(command);
  if (requirements) return data[requirements.join(' ')];
  if (!/^(?:python3? -m )?pip3? install -r \S+$/.test(command.trim())) return undefined;
  const installed = /^Successfully installed (.*)$/m.exec(output)?.[1];
  if (!installed) return undefined;
  const key = (items: string[]) => items.map((item) => item.toLowerCase()).sort().join(' ');
  const wanted = key(installed.split(' '));
  return Object.values(data).find((resolved) => key(resolved.linux.map((entry) => `${entry.name}-${entry.version}`)) === wanted);
}

/** pip's own way of writing a size: 8.3 MB, 348 kB, 1.4 kB (pip._internal.utils.misc.format_size). */
export function pipSize(bytes: number): string {
  if (bytes > 1000 * 1000) return `${(bytes / 1000 / 1000).toFixed(1)} MB`;
  if (bytes > 10 * 1000) return `${Math.floor(bytes / 1000)} kB`;
  if (bytes > 1000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${Math.floor(bytes)} bytes`;
}

/** A project's name as a wheel's file name writes it: lower case, with _ for - and . (PEP 427, PEP 503). */
const wheelName = (name: string) => name.toLowerCase().replace(/[-_.]+/g, '_');

/**
 * The output of `command` (run on Linux) as pip prints it on `system`: the
 * packages only that system installs are collected (before "Installing
 * collected packages"), installed first and named in the last line, which pip
 * sorts by name; those it does not install there are left out.
 */
export function pipOutputForSystem(command: string, output: string, system: System, data: PlatformPackages): string {
  const resolved = resolvedInstall(command, output, data);
  if (!resolved || system === 'linux') return output;
  // A wheel built for one system (coverage's C code) is another file on the others: the resolver's for this system.
  const wheels = new Map(resolved[system].map((entry) => [wheelName(entry.name), entry]));
  output = output
    .split('\n')
    .map((line) => {
      const found = /^(\s*Downloading )(\S+\.whl)( \(.*\))?$/.exec(line);
      if (!found || found[2].endsWith('-none-any.whl')) return line;
      const entry = wheels.get(wheelName(found[2].split('-')[0]));
      if (!entry || entry.wheel === found[2]) return line;
      return `${found[1]}${entry.wheel}${entry.size ? ` (${pipSize(entry.size)})` : (found[3] ?? '')}`;
    })
    .join('\n');
  const onLinux = new Set(resolved.linux.map((entry) => entry.name));
  const here = new Set(resolved[system].map((entry) => entry.name));
  const added = resolved[system].filter((entry) => !onLinux.has(entry.name));
  const dropped = resolved.linux.filter((entry) => !here.has(entry.name)).map((entry) => entry.name);
  if (added.length === 0 && dropped.length === 0) return output;
  const lines: string[] = [];
  for (const line of output.split('\n')) {
    const installing = /^Installing collected packages: (.*)$/.exec(line);
    const installed = /^Successfully installed (.*)$/.exec(line);
    if (installing) {
      for (const entry of added) {
        lines.push(`Collecting ${entry.collecting ?? `${entry.name}==${entry.version}`}`, `  Downloading ${entry.wheel}${entry.size ? ` (${pipSize(entry.size)})` : ''}`);
      }
      const names = [...added.map((entry) => entry.name), ...installing[1].split(', ').filter((name) => !dropped.includes(name))];
      lines.push(`Installing collected packages: ${names.join(', ')}`);
    } else if (installed) {
      const items = [
        ...installed[1].split(' ').filter((item) => !dropped.some((name) => item.startsWith(`${name}-`))),
        ...added.map((entry) => `${entry.name}-${entry.version}`),
      ];
      // pip sorts them by name, as Python compares strings: capitals first (Django before asgiref).
      lines.push(`Successfully installed ${items.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).join(' ')}`);
    } else {
      lines.push(line);
    }
  }
  return lines.join('\n');
}
