/**
 * Docker as the learner runs it: a Docker engine, and the images the
 * lessons start from.
 *
 * - The engine: when one answers already (`docker info`: Docker Desktop on a
 *   developer's machine, say), the lessons use it. Else, on a machine with
 *   Debian's docker.io (installed by .ci/run) and as root, this session
 *   starts its own dockerd for the path, with its data under .cache/docker,
 *   and stops it when the path ends. It adds no iptables rules (a published
 *   port works through docker-proxy). It does switch IP forwarding on, as
 *   every Docker install does when it starts (Docker Desktop's engine has
 *   it on): with forwarding off, every `docker run` prints "WARNING: IPv4
 *   forwarding is disabled. Networking will not work.", which no learner
 *   sees. The machine's own setting comes back when the engine stops.
 * - The base image: the Dockerfile says `FROM python:3.13-slim`, from Docker
 *   Hub. When the engine does not have it and cannot pull it (the build
 *   machine reaches no image registry), this session makes a STAND-IN under
 *   that name: Debian 13 (trixie) with its Python 3.13 and
 *   python-is-python3, made by debootstrap from Debian's own packages and
 *   loaded with `docker import`. It is not Docker Hub's image, only one that
 *   runs the lesson's app the same way. Its root filesystem is kept in
 *   .cache/docker, so only the first run downloads it. An engine that has
 *   the real image (or can pull it) uses the real one.
 * - A clean start: what an earlier run left in the engine (a container that
 *   still runs after a failed run, the images the learner built) is removed
 *   first, so each run starts as a learner who has just installed Docker.
 *
 * Lessons that run no docker command start nothing.
 */
import {execFile, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {isAlive, type SessionEnvironment} from './terminal';

/** The image the lessons' Dockerfiles start from. */
const BASE_IMAGE = 'python:3.13-slim';
/** The stand-in's own name: it is tagged BASE_IMAGE only where that image is missing. */
const STAND_IN = 'easy-programming/python-stand-in:trixie';
const STAND_IN_SUITE = 'trixie';
const DEBIAN_MIRROR = 'http://deb.debian.org/debian';

/** How to get Docker, for the report when there is none. */
const INSTALL_HINT =
  'start Docker Desktop, or on Debian or Ubuntu install Docker as root (`apt-get install docker.io debootstrap`, as .ci/run does) and run the journey as root: it starts the engine itself';

interface Result {
  code: number;
  out: string;
}

export class DockerSession implements SessionEnvironment {
  /** Why the lessons' docker commands cannot run here, if they cannot. */
  private problem?: string;

  /** The lesson files that run docker commands. */
  private readonly lessons = new Set<string>();

  /** The engine this session started: its socket and process. */
  private engine?: {host: string; pid: number; madeBridge: boolean; execRoot: string; forwardingWas?: string};

  private readonly cache: string;

  constructor(private readonly siteDir: string) {
    this.cache = path.join(siteDir, '.cache', 'docker');
  }

  /** Gets Docker ready for the lessons of a path (docs/... files), if any of them runs a docker command. */
  async start(lessonFiles: string[]): Promise<void> {
    const names = new Set<string>();
    for (const file of lessonFiles) {
      const commands = dockerCommands(fs.readFileSync(path.join(this.siteDir, file), 'utf8'));
      if (commands.length === 0) continue;
      this.lessons.add(file);
      for (const command of commands) for (const match of command.matchAll(/--name[= ](\S+)/g)) names.add(match[1]);
    }
    if (this.lessons.size === 0) return;
    try {
      if ((await this.docker(['info'])).code !== 0 && !(await this.startEngine())) return;
      await this.cleanUp([...names]);
      await this.baseImage();
    } catch (error) {
      this.problem = `Docker could not be made ready: ${(error as Error).message}`;
    }
  }

  /** What the journey reports for a lesson whose docker commands cannot run. */
  problemFor(file: string): string | undefined {
    return this.lessons.has(file) ? this.problem : undefined;
  }

  get env(): Record<string, string> {
    return this.engine ? {DOCKER_HOST: this.engine.host} : {};
  }

  show(text: string): string {
    return text;
  }

  /**
   * After `docker run -d --name NAME ...`: waits (at most 10 s) until the
   * container's app has printed its first line. A learner takes a few
   * seconds before the next command; the journey types at once, and
   * `docker logs NAME` must not come before the app has started.
   */
  async afterCommand(command: string): Promise<void> {
    const detached = /^docker run\b(?=.*\s(?:-d|--detach)\b).*--name[ =](\S+)/.exec(command);
    if (!detached) return;
    for (let waited = 0; waited < 10_000; waited += 100) {
      const logs = await this.docker(['logs', detached[1]], 5_000);
      if (logs.code !== 0 || logs.out.trim() !== '') return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Stops the engine this session started (its images stay in .cache/docker for the next run). */
  async stop(): Promise<void> {
    const engine = this.engine;
    if (!engine) return;
    this.engine = undefined;
    try {
      process.kill(engine.pid, 'SIGTERM');
    } catch {
      // It has ended already.
    }
    for (let waited = 0; isAlive(engine.pid) && waited < 30_000; waited += 200) await new Promise((resolve) => setTimeout(resolve, 200));
    if (isAlive(engine.pid)) process.kill(engine.pid, 'SIGKILL');
    // dockerd leaves its network namespace mounted and its bridge in place: remove what it added.
    const netns = path.join(engine.execRoot, 'netns', 'default');
    if (fs.readFileSync('/proc/self/mountinfo', 'utf8').includes(` ${netns} `)) await run('umount', [netns]);
    if (engine.madeBridge) await run('ip', ['link', 'delete', 'docker0']);
    restoreForwarding(engine.forwardingWas);
  }

  /** Starts dockerd, if it is installed and we are root; else notes what is missing. */
  private async startEngine(): Promise<boolean> {
    const dockerd = findProgram('dockerd');
    if (!dockerd || process.getuid?.() !== 0) {
      this.problem = `no Docker engine answers (\`docker info\` failed)${dockerd ? ' and only root can start dockerd' : ''}: ${INSTALL_HINT}.`;
      return false;
    }
    // A short folder for the engine's sockets (a socket's path has at most 107 characters).
    const execRoot = path.join(os.tmpdir(), 'easy-programming-docker');
    const pidFile = path.join(execRoot, 'dockerd.pid');
    const host = `unix://${path.join(execRoot, 'docker.sock')}`;
    // An engine left running by a run that was killed: stop it first.
    const leftOver = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8')) : 0;
    if (leftOver && isAlive(leftOver) && fs.readFileSync(`/proc/${leftOver}/comm`, 'utf8').trim() === 'dockerd') {
      process.kill(leftOver, 'SIGTERM');
      for (let waited = 0; isAlive(leftOver) && waited < 30_000; waited += 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    fs.mkdirSync(execRoot, {recursive: true});
    fs.mkdirSync(this.cache, {recursive: true});
    const madeBridge = (await run('ip', ['link', 'show', 'docker0'])).code !== 0;
    const forwardingWas = readForwarding();
    const log = fs.openSync(path.join(this.cache, 'dockerd.log'), 'a');
    const engine = spawn(
      dockerd,
      [
        // Leave the machine's firewall as it is. IP forwarding: see the top of this file.
        '--iptables=false',
        `--data-root=${path.join(this.cache, 'engine')}`,
        `--exec-root=${execRoot}`,
        `--pidfile=${pidFile}`,
        `--host=${host}`,
      ],
      {detached: true, stdio: ['ignore', log, log]},
    );
    fs.closeSync(log);
    engine.unref();
    this.engine = {host, pid: engine.pid!, madeBridge, execRoot, forwardingWas};
    // Ended from outside (Ctrl+C): the engine stops its containers and ends on its own.
    process.once('exit', () => {
      if (this.engine) {
        try {
          process.kill(this.engine.pid, 'SIGTERM');
        } catch {
          // It has ended already.
        }
        restoreForwarding(this.engine.forwardingWas);
      }
    });
    for (let waited = 0; waited < 60_000; waited += 250) {
      if ((await this.docker(['info'])).code === 0) return true;
      if (!isAlive(this.engine.pid)) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await this.stop();
    this.problem = `dockerd did not start: see ${path.join(this.cache, 'dockerd.log')}.`;
    return false;
  }

  /**
   * Removes the containers the lessons name (`--name hello-web`) and, in the
   * engine this session runs, every container and every image the learner
   * built, so a second run starts as the first one did.
   */
  private async cleanUp(names: string[]): Promise<void> {
    const containers = this.engine ? (await this.docker(['ps', '-aq'])).out.split('\n').filter(Boolean) : names;
    // A name that no container has gives an error here, and nothing else happens.
    if (containers.length > 0) await this.docker(['rm', '-f', ...containers]);
    if (!this.engine) return;
    const images = (await this.docker(['images', '--format', '{{.Repository}}:{{.Tag}}'])).out.split('\n');
    const built = images.filter((image) => image && image !== BASE_IMAGE && image !== STAND_IN && !image.includes('<none>'));
    if (built.length > 0) await this.docker(['rmi', ...built]);
    await this.docker(['image', 'prune', '-f']);
  }

  /** Makes sure the engine has python:3.13-slim: the real one, or else the stand-in (see the top of this file). */
  private async baseImage(): Promise<void> {
    if ((await this.docker(['image', 'inspect', BASE_IMAGE])).code === 0) return;
    if ((await this.docker(['pull', '--quiet', BASE_IMAGE], 300_000)).code === 0) return;
    if ((await this.docker(['image', 'inspect', STAND_IN])).code !== 0) {
      const tarball = await this.standInRootFs();
      const imported = await this.docker(['import', '--change', 'ENV LANG=C.UTF-8', '--change', 'CMD ["python3"]', tarball, STAND_IN], 300_000);
      if (imported.code !== 0) throw new Error(`docker import failed:\n${imported.out}`);
    }
    const tagged = await this.docker(['tag', STAND_IN, BASE_IMAGE]);
    if (tagged.code !== 0) throw new Error(`docker tag failed:\n${tagged.out}`);
  }

  /** The stand-in's root filesystem as a tarball in .cache/docker: made by debootstrap on the first run. */
  private async standInRootFs(): Promise<string> {
    const tarball = path.join(this.cache, `python3-${STAND_IN_SUITE}-rootfs.tar`);
    if (fs.existsSync(tarball)) return tarball;
    if (!findProgram('debootstrap')) {
      throw new Error(`no registry gave ${BASE_IMAGE}, and debootstrap, which makes a stand-in for it, is not installed: apt-get install debootstrap.`);
    }
    const rootfs = fs.mkdtempSync(path.join(os.tmpdir(), 'easy-programming-rootfs-'));
    try {
      const made = await run(
        'debootstrap',
        ['--variant=minbase', '--include=python3,python-is-python3', STAND_IN_SUITE, rootfs, DEBIAN_MIRROR],
        600_000,
      );
      if (made.code !== 0) throw new Error(`debootstrap failed:\n${made.out.split('\n').slice(-10).join('\n')}`);
      for (const dir of ['var/cache/apt/archives', 'var/lib/apt/lists']) {
        for (const entry of fs.readdirSync(path.join(rootfs, dir), {withFileTypes: true})) {
          if (entry.isFile()) fs.rmSync(path.join(rootfs, dir, entry.name));
        }
      }
      const packed = await run('tar', ['--numeric-owner', '-C', rootfs, '-cf', `${tarball}.tmp`, '.'], 300_000);
      if (packed.code !== 0) throw new Error(`tar failed:\n${packed.out}`);
      fs.renameSync(`${tarball}.tmp`, tarball);
      return tarball;
    } finally {
      fs.rmSync(rootfs, {recursive: true, force: true});
    }
  }

  private docker(args: string[], timeout = 60_000): Promise<Result> {
    return run('docker', args, timeout, this.engine ? {DOCKER_HOST: this.engine.host} : {});
  }
}

const IP_FORWARD = '/proc/sys/net/ipv4/ip_forward';

/** The machine's IPv4 forwarding setting ("0" or "1"), before our engine switches it on. */
function readForwarding(): string | undefined {
  try {
    return fs.readFileSync(IP_FORWARD, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** Puts the machine's IPv4 forwarding back as it was before our engine started. */
function restoreForwarding(was: string | undefined): void {
  if (was === undefined || readForwarding() === was) return;
  try {
    fs.writeFileSync(IP_FORWARD, `${was}\n`);
  } catch {
    // Not ours to change (a read-only /proc): nothing to put back.
  }
}

/** The commands of a lesson's console blocks that run (not `norun`) and start with `docker`. */
function dockerCommands(markdown: string): string[] {
  const commands: string[] = [];
  for (const block of markdown.matchAll(/^```console([^\n]*)\n([\s\S]*?)^```/gm)) {
    if (/\bnorun\b/.test(block[1])) continue;
    for (const line of block[2].split('\n')) if (/^\$ docker\s/.test(line)) commands.push(line.slice(2));
  }
  return commands;
}

function run(program: string, args: string[], timeout = 60_000, env: Record<string, string> = {}): Promise<Result> {
  return new Promise((resolve) => {
    execFile(program, args, {timeout, env: {...process.env, ...env}, maxBuffer: 64 * 1024 * 1024}, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({code, out: `${stdout}${stderr}`.trim()});
    });
  });
}

/** A program's path, looked up on PATH and in the system folders (root's programs, such as dockerd, live in sbin). */
function findProgram(name: string): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/local/sbin', '/usr/sbin', '/sbin'];
  return dirs.map((dir) => path.join(dir, name)).find((file) => {
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}
