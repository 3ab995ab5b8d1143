/**
 * The `npm run bench:server` result as one Markdown section: the three reads at the offered rate and the
 * course list while 10 clients send wrong passwords, p50/p99 over the runs beside the targets (p99 under
 * 20 ms; under 50 ms with the abuse). bench-server.ts prints it (to paste); scripts/measured.mjs writes it
 * into docs/MEASURED.md.
 */
const range = (values) => {
  const lo = Math.min(...values)
  const hi = Math.max(...values)
  return lo === hi ? String(lo) : `${lo}-${hi}`
}

/** `data`: reports/bench-server.json as bench-server.ts writes it. */
export function benchServerSection(data) {
  const { date, host, cores, cpu, pinned, rate, seconds, runs, results, loadAtStart, engine = 'sqlite' } = data
  const endpoints = [...new Set(results.map((r) => r.endpoint))]
  const lines = [
    engine === 'sqlite' ? '## Reference server (`npm run bench:server`)' : `## Reference server on PostgreSQL (\`npm run bench:server -- --engine ${engine}\`)`,
    '',
    `${date.slice(0, 16).replace('T', ' ')} UTC, ${host}: ${cores} cores (${cpu}), load average at the start ${loadAtStart ? loadAtStart.map((l) => l.toFixed(1)).join(' ') : 'not recorded'}; ` +
      `${rate} req/s offered for ${seconds} s per row, ${runs} run(s), ${pinned ? "server's event loop pinned to core 0, load generator on core 1" : 'not pinned'}. Figures are min-max over the runs.`,
    '',
    '| endpoint | p50 ms | p99 ms | p99 target | served req/s | server CPU ms/req | load during |',
    '| --- | --- | --- | --- | --- | --- | --- |'
  ]
  for (const endpoint of endpoints) {
    const rows = results.filter((r) => r.endpoint === endpoint)
    const target = endpoint.includes('wrong-password') ? 50 : 20
    const met = rows.every((r) => r.p99ms < target && r.errors === 0)
    const cpuRows = rows.filter((r) => r.serverCpuMsPerRequest !== null)
    lines.push(
      `| ${endpoint} | ${range(rows.map((r) => r.p50ms))} | ${range(rows.map((r) => r.p99ms))} | < ${target} ms: ${met ? 'met' : 'missed'} | ${range(rows.map((r) => r.reqPerSec))} | ${cpuRows.length ? range(cpuRows.map((r) => r.serverCpuMsPerRequest)) : 'n/a'} | ${range(rows.map((r) => Number(r.load)))} |`
    )
  }
  return lines
}
