/**
 * What the learner's servers listen on. A server a lesson starts must stay on
 * the learner's own computer: listen on a loopback address (127.0.0.1 or
 * ::1), not on every network (0.0.0.0 or ::), where anybody on the same
 * Wi-Fi can reach it. The journey reads the computer's listening TCP sockets
 * before and after each command and server, and names the lesson and line
 * of one that opened a socket other computers can reach.
 *
 * Linux lists them in /proc/net/tcp and /proc/net/tcp6: one line a socket,
 * its local address in hexadecimal, its state (0A is LISTEN) and its inode.
 */
import fs from 'node:fs';

export interface ListeningSocket {
  /** As people write it: 0.0.0.0, 127.0.0.1, ::, ::1. */
  address: string;
  port: number;
  inode: string;
}

const LISTEN = '0A';

/** Every TCP socket of this computer that listens now. */
export function listeningSockets(): ListeningSocket[] {
  const sockets: ListeningSocket[] = [];
  for (const [file, parse] of [
    ['/proc/net/tcp', ipv4],
    ['/proc/net/tcp6', ipv6],
  ] as const) {
    let table = '';
    try {
      table = fs.readFileSync(file, 'utf8');
    } catch {
      continue; // no IPv6 on this computer
    }
    for (const row of table.split('\n').slice(1)) {
      const fields = row.trim().split(/\s+/);
      if (fields.length < 10 || fields[3] !== LISTEN) continue;
      const [hexAddress, hexPort] = fields[1].split(':');
      sockets.push({address: parse(hexAddress), port: parseInt(hexPort, 16), inode: fields[9]});
    }
  }
  return sockets;
}

/** /proc writes an IPv4 address as one 32-bit number in the machine's (little-endian) byte order. */
function ipv4(hex: string): string {
  return [6, 4, 2, 0].map((at) => parseInt(hex.slice(at, at + 2), 16)).join('.');
}

/** An IPv6 address: four 32-bit words, each in little-endian byte order. */
function ipv6(hex: string): string {
  const bytes: number[] = [];
  for (let word = 0; word < 4; word++) {
    for (const at of [6, 4, 2, 0]) bytes.push(parseInt(hex.slice(word * 8 + at, word * 8 + at + 2), 16));
  }
  // An IPv4 address in IPv6 clothes (::ffff:127.0.0.1).
  if (bytes.slice(0, 10).every((byte) => byte === 0) && bytes[10] === 0xff && bytes[11] === 0xff) return `::ffff:${bytes.slice(12).join('.')}`;
  const groups = Array.from({length: 8}, (_, index) => ((bytes[index * 2] << 8) | bytes[index * 2 + 1]).toString(16));
  return groups.join(':').replace(/(^|:)0(:0)+(:|$)/, '::').replace(/:{3,}/, '::');
}

/** Only this computer can reach an address of the loopback range: 127.0.0.0/8 and ::1. */
export function isLoopback(address: string): boolean {
  return /^(::ffff:)?127\./.test(address) || address === '::1';
}

/**
 * The sockets that listen now and did not before, on an address other
 * computers can reach, and that belong to the learner: to a process for
 * which `isLearners(pid)` says so (one started from the learner's shell, or
 * Docker's proxy for a container's port). Other programs on the same
 * computer (a test's own server, say) are not the lesson's doing.
 */
export function newOpenSockets(before: readonly ListeningSocket[], isLearners: (pid: number) => boolean = () => true): ListeningSocket[] {
  const known = new Set(before.map((socket) => socket.inode));
  const open = listeningSockets().filter((socket) => !known.has(socket.inode) && !isLoopback(socket.address));
  if (open.length === 0) return [];
  const owners = socketOwners();
  return open.filter((socket) => owners.get(socket.inode)?.some(isLearners) ?? false);
}

/** Which processes hold each socket: its inode -> their process ids (from the links in /proc/PID/fd). */
function socketOwners(): Map<string, number[]> {
  const owners = new Map<string, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = fs.readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // it ended meanwhile
    }
    for (const fd of fds) {
      let target = '';
      try {
        target = fs.readlinkSync(`/proc/${entry}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode) owners.set(inode, [...(owners.get(inode) ?? []), Number(entry)]);
    }
  }
  return owners;
}

/** The process's parent, and its name, from /proc (undefined once it has ended). */
function processInfo(pid: number): {parent: number; name: string} | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return {parent: Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0), name: /^Name:\s+(.*)$/m.exec(status)?.[1] ?? ''};
  } catch {
    return undefined;
  }
}

/** Whether a process was started, through any number of steps, by one of these processes (or is one of them). */
export function startedBy(pid: number, ancestors: readonly number[]): boolean {
  for (let current = pid, steps = 0; current > 1 && steps < 64; steps++) {
    if (ancestors.includes(current)) return true;
    current = processInfo(current)?.parent ?? 0;
  }
  return false;
}

/** Docker publishes a container's port through its proxy program, which Docker's engine starts, not the learner's shell. */
export function isDockerProxy(pid: number): boolean {
  return processInfo(pid)?.name === 'docker-proxy';
}

/** How a problem names such sockets: "0.0.0.0:3000 and [::]:3000". */
export function describeSockets(sockets: readonly ListeningSocket[]): string {
  const names = [...new Set(sockets.map((socket) => (socket.address.includes(':') ? `[${socket.address}]:${socket.port}` : `${socket.address}:${socket.port}`)))];
  return names.join(' and ');
}

export const OPEN_TO_NETWORK_FIX =
  'other computers on the same network (a café\'s Wi-Fi, an office) can reach it. Make it listen on 127.0.0.1 only (Node.js: listen(3000, "127.0.0.1"); Python: http.server --bind 127.0.0.1; Docker: -p 127.0.0.1:8000:8000)';
