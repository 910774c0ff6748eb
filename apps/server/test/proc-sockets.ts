// Which process holds a TCP connection, its children and CPU time, read from Linux's /proc: how a
// test tells node:cluster workers apart without the server exposing anything about itself.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces). */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

export function childPids(parent: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => statFields(pid)?.[1] === String(parent));
}

/** User plus system CPU time, in clock ticks (utime and stime, fields 14 and 15 of stat). */
export function cpuTicks(pid: number): number {
  const fields = statFields(pid);
  return Number(fields?.[11] ?? 0) + Number(fields?.[12] ?? 0);
}

/** Resident memory, from /proc/<pid>/status (VmRSS), in MiB. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  return Math.round(Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? 0) / 1024);
}

const portOf = (address: string) => Number.parseInt(address.split(':')[1] ?? '', 16);

/** The socket inode of the server's end of the loopback connection from `clientPort`. */
function serverSideInode(serverPort: number, clientPort: number): string | undefined {
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const [, local, remote, , , , , , , inode] = line.trim().split(/\s+/);
    if (!local || !remote || !inode) continue;
    if (portOf(local) === serverPort && portOf(remote) === clientPort && inode !== '0')
      return inode;
  }
  return undefined;
}

function holds(pid: number, link: string): boolean {
  try {
    return readdirSync(`/proc/${String(pid)}/fd`).some((fd) => {
      try {
        return readlinkSync(`/proc/${String(pid)}/fd/${fd}`) === link;
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

/** Which of `pids` serves the open connection our end of which is `clientPort`. */
export function connectionOwner(
  serverPort: number,
  clientPort: number,
  pids: readonly number[],
): number | undefined {
  const inode = serverSideInode(serverPort, clientPort);
  if (inode === undefined) return undefined;
  return pids.find((pid) => holds(pid, `socket:[${inode}]`));
}
