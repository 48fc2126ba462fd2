// Per-route figures of the load: every answer is recorded with its route template, status and
// latency; percentiles are read from the sorted latencies (a minute of load is ~10^4 samples).

export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** A declined card answers 200 { success: false }: that is an answer, not an error. */
export function createStats(start = performance.now()) {
  const routes = new Map();
  const all = [];
  const answeredAt = []; // ms since start, beside `all`
  const unexpected = new Map();
  function route(name) {
    let r = routes.get(name);
    if (!r) {
      r = { name, latencies: [], statuses: new Map() };
      routes.set(name, r);
    }
    return r;
  }
  return {
    /** One answer: `ok` is whether the status is the one this call expects. */
    record(name, status, ms, ok = status >= 200 && status < 300) {
      const r = route(name);
      r.latencies.push(ms);
      all.push(ms);
      answeredAt.push(performance.now() - start);
      r.statuses.set(status, (r.statuses.get(status) ?? 0) + 1);
      if (!ok) unexpected.set(`${name} → ${status}`, (unexpected.get(`${name} → ${status}`) ?? 0) + 1);
    },
    /** Rows per route (sorted by name) and the overall row. */
    summary() {
      const rows = [...routes.values()]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((r) => summarize(r.name, r.latencies, r.statuses));
      const statuses = new Map();
      for (const r of routes.values())
        for (const [s, n] of r.statuses) statuses.set(s, (statuses.get(s) ?? 0) + n);
      return { rows, overall: summarize('all routes', all, statuses) };
    },
    /** All routes per `stepS` seconds of the run (by answer time): answers, p50, p95. */
    timeline(stepS = 5) {
      const buckets = [];
      all.forEach((ms, i) => {
        const k = Math.floor(answeredAt[i] / 1000 / stepS);
        buckets[k] ??= [];
        buckets[k].push(ms);
      });
      return [...buckets].map((latencies = [], k) => {
        const sorted = Float64Array.from(latencies).sort();
        const at = k * stepS;
        return {
          fromS: at,
          toS: at + stepS,
          count: sorted.length,
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
        };
      });
    },
    /** "POST /api/x → 429 ×3", one per route and status. */
    unexpectedSamples: () => [...unexpected].map(([what, count]) => `${what} ×${count}`),
  };
}

function summarize(name, latencies, statuses) {
  const sorted = Float64Array.from(latencies).sort();
  let non2xx = 0;
  for (const [s, n] of statuses) if (s < 200 || s > 299) non2xx += n;
  return {
    route: name,
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : 0,
    non2xx,
    statuses: Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])),
  };
}
