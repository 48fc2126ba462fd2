// CPU time used during the load by the server (all its threads: event loop, libuv pool with argon2,
// import workers), by PostgreSQL (postmaster and its backends) and by this load generator. Read
// from /proc (Linux), so it holds even when other work shares the machine: CPU-ms per request is
// what the 2 cores can afford, whatever the latency on a busy machine.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_S = 100; // USER_HZ on Linux

function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // After the name: state(0) ppid(1) … utime(11) stime(12)
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null; // the process ended
  }
}

/** CPU seconds of one process and of the direct children of another (PostgreSQL's backends). */
function sample(serverPid, postmasterPid) {
  let pg = stat(postmasterPid)?.ticks ?? 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const s = stat(name);
    if (s && s.ppid === postmasterPid) pg += s.ticks;
  }
  const own = process.cpuUsage();
  return {
    server: (stat(serverPid)?.ticks ?? 0) / TICKS_PER_S,
    postgres: pg / TICKS_PER_S,
    loadGenerator: (own.user + own.system) / 1e6,
  };
}

/** The PostgreSQL server's pid, from its data directory. */
export function postmasterPidOf(pgDir) {
  return Number(readFileSync(`${pgDir}/data/postmaster.pid`, 'utf8').split('\n')[0]);
}

/**
 * Starts counting; `stop()` answers the CPU seconds used since, per process group. Backends that
 * ended in between are not counted (the server's pool keeps its connections open during the load).
 */
export function cpuMeter(serverPid, postmasterPid) {
  const start = sample(serverPid, postmasterPid);
  return {
    stop() {
      const end = sample(serverPid, postmasterPid);
      return Object.fromEntries(Object.keys(end).map((k) => [k, end[k] - start[k]]));
    },
  };
}
