/**
 * The CPU single processes have spent, from Linux's /proc: what sale-cost-split.ts needs to say
 * which process (a server, its PostgreSQL backends, PostgreSQL's own background) a sale's machine
 * time went to, where the machine-wide figure of load-run.ts cannot.
 */
import fs from 'fs';

/** User and system CPU `pid` has spent so far, ms; null once it is gone (or off Linux). */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime] = [Number(fields[11]), Number(fields[12])];
    // In clock ticks (USER_HZ: 100 a second on Linux).
    return ((utime + stime) * 1000) / 100;
  } catch {
    return null;
  }
}

/** The process ids of every PostgreSQL process of this machine (backends and background alike). */
export function postgresPids(): number[] {
  try {
    return fs
      .readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .filter((pid) => {
        try {
          return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim().startsWith('postgres');
        } catch {
          return false;
        }
      })
      .map(Number);
  } catch {
    return [];
  }
}

/** CPU (ms) of each of `pids` now; the gone ones are left out. */
export function cpuOf(pids: readonly number[]): Map<number, number> {
  const readings = new Map<number, number>();
  for (const pid of pids) {
    const ms = processCpuMs(pid);
    if (ms !== null) readings.set(pid, ms);
  }
  return readings;
}

/** What each of `after`'s processes spent since `before` (0 for one that was not there: it is new). */
export function spentBetween(before: Map<number, number>, after: Map<number, number>, pids: Iterable<number>): number {
  let total = 0;
  for (const pid of pids) {
    const end = after.get(pid);
    if (end !== undefined) total += end - (before.get(pid) ?? 0);
  }
  return total;
}
