// What a run reports: one summary row per target (measured beside its baseline), detail tables per
// section, and notes. Rendered as Markdown, which also reads well in a terminal.
import type { CpuShare } from './cpu-usage.js';
import type { HttpLoadResult } from './http-load.js';
import type { QueryLoadResult } from './pg-baseline.js';
import type { LatencySummary } from './stats.js';

export type Verdict = 'pass' | 'FAIL' | 'info' | 'n/a' | 'invalid';

export interface Row {
  metric: string;
  measured: string;
  baseline: string;
  target: string;
  verdict: Verdict;
}

export interface Report {
  rows: Row[];
  /** Markdown blocks, each with its own heading. */
  details: string[];
  notes: string[];
}

export function emptyReport(): Report {
  return { rows: [], details: [], notes: [] };
}

export const int = (n: number) =>
  Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '—';
export const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(2)} ms` : '—');
export const kb = (n: number) => (Number.isFinite(n) ? `${n.toFixed(1)} KB` : '—');
export const latencyText = (l: LatencySummary) =>
  `p50 ${ms(l.p50)} · p99 ${ms(l.p99)} · max ${ms(l.max)}`;

/** `pass`/`FAIL` for a measurable target; `invalid` when the run itself went wrong. */
export function verdict(isValid: boolean, meetsTarget: boolean): Verdict {
  if (!isValid) return 'invalid';
  return meetsTarget ? 'pass' : 'FAIL';
}

const cell = (text: string) => text.replaceAll('|', '\\|');

/** Columns padded to one width, as Prettier writes Markdown tables, so the written file stays lint-clean. */
export function markdownTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const body = [headers, ...rows].map((cells) => headers.map((_, i) => cell(cells[i] ?? '')));
  const widths = headers.map((_, i) =>
    Math.max(3, ...body.map((cells) => [...(cells[i] ?? '')].length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((text, i) => text + ' '.repeat((widths[i] ?? 0) - [...text].length)).join(' | ')} |`;
  const [head, ...rest] = body;
  return [line(head ?? []), line(widths.map((w) => '-'.repeat(w))), ...rest.map(line)].join('\n');
}

export function renderSummary(rows: readonly Row[]): string {
  return markdownTable(
    ['Metric', 'Measured', 'Baseline (same run)', 'Target', 'Result'],
    rows.map((r) => [r.metric, r.measured, r.baseline, r.target, r.verdict]),
  );
}

export function renderReport(title: string, context: readonly string[], report: Report): string {
  const parts = [
    `# ${title}`,
    context.map((line) => `- ${line}`).join('\n'),
    '## Summary',
    renderSummary(report.rows),
  ];
  parts.push(...report.details);
  if (report.notes.length > 0) parts.push('## Notes', report.notes.map((n) => `- ${n}`).join('\n'));
  return `${parts.join('\n\n')}\n`;
}

/** Share of a core that other processes may take during a run before the report warns about it. */
export const BUSY_PERCENT = 25;

export function noteIfBusy(
  report: Report,
  section: string,
  othersPercents: readonly number[],
): void {
  const worst = Math.max(0, ...othersPercents);
  if (worst < BUSY_PERCENT) return;
  report.notes.push(
    `During the ${section} runs other processes used up to ${worst.toFixed(0)} % of a core ` +
      '(see the details): those figures understate what the server can do on a quiet machine.',
  );
}

/** Where the CPU went during a run: the server, PostgreSQL, the bench itself and everything else. */
export const cpuText = (c: CpuShare) =>
  `${int(c.serverPercent)} / ${int(c.postgresPercent)} / ${int(c.benchPercent)} / ${int(c.othersPercent)} %`;

/** The columns of a details table of HTTP runs beside raw pg baselines (`loadRow`, `pgRow`). */
export const LOAD_TABLE_HEADERS = [
  'Run',
  'req/s',
  'p50',
  'p99',
  'max',
  'server CPU µs/req',
  'CPU % server / postgres / bench / others',
  'errors / wrong status',
];

export const loadRow = (r: HttpLoadResult, name = r.target.name): string[] => [
  name,
  int(r.requestsPerSecond),
  ms(r.latency.p50),
  ms(r.latency.p99),
  ms(r.latency.max),
  int(r.serverUsPerRequest),
  cpuText(r.cpu),
  `${String(r.errors)} / ${String(r.unexpected)}`,
];

export const pgRow = (name: string, q: QueryLoadResult): string[] => [
  name,
  int(q.perSecond),
  ms(q.latency.p50),
  ms(q.latency.p99),
  ms(q.latency.max),
  '—',
  cpuText(q.cpu),
  `${String(q.errors)} / —`,
];
