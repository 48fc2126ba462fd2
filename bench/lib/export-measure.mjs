import { readFileSync } from 'node:fs';

/** A field of /proc/<pid>/status (VmRSS, VmHWM) in MB. */
export function procStatus(pid, field) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) / 1024; // kB → MB
}

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;
};

/**
 * Downloads the accounts export to nowhere; meanwhile samples the server's RSS and times a request
 * for `pagePath` (an accounts first page) every 250 ms, to show whether other requests stay fast.
 */
export async function measureExport(server, cookie, pagePath) {
  const pid = server.child.pid;
  const rssBeforeMb = procStatus(pid, 'VmRSS');
  let peakSampleMb = rssBeforeMb;
  const pageMs = [];
  let done = false;
  const sampler = (async () => {
    while (!done) {
      peakSampleMb = Math.max(peakSampleMb, procStatus(pid, 'VmRSS'));
      const t = performance.now();
      await fetch(server.url + pagePath, { headers: { cookie } }).then((r) => r.arrayBuffer());
      pageMs.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  const started = performance.now();
  const res = await fetch(`${server.url}/api/admin/export-excel`, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`export answered ${res.status}: ${await res.text()}`);
  let bytes = 0;
  let head = null;
  for await (const chunk of res.body) {
    head ??= Buffer.from(chunk).subarray(0, 2).toString();
    bytes += chunk.length;
  }
  const seconds = (performance.now() - started) / 1000;
  done = true;
  await sampler;
  if (head !== 'PK') throw new Error('the export is not a zip (.xlsx) file');
  return {
    seconds,
    megabytes: bytes / 1e6,
    fileName: /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1],
    rssBeforeMb,
    peakRssMb: Math.max(peakSampleMb, procStatus(pid, 'VmHWM')),
    pageSamples: pageMs.length,
    pageP50Ms: percentile(pageMs, 50),
    pageP99Ms: percentile(pageMs, 99),
    pageMaxMs: Math.max(0, ...pageMs),
  };
}
