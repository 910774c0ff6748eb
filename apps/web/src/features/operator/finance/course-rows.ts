// The dollar course as the form edits it (one row per currency) and as the API takes it (a record of
// three-letter codes to units per dollar). Pure, so the checks are tested.

export interface CourseRow {
  code: string;
  rate: string;
}

export type CourseProblem = 'empty' | 'code' | 'rate' | 'twice';

export function rowsOf(rates: Record<string, number>): CourseRow[] {
  return Object.entries(rates)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, rate]) => ({ code, rate: String(rate) }));
}

export function ratesOf(
  rows: readonly CourseRow[],
): { rates: Record<string, number>; problem: null } | { rates: null; problem: CourseProblem } {
  const rates: Record<string, number> = {};
  const filled = rows.filter((row) => row.code.trim() !== '' || row.rate.trim() !== '');
  if (filled.length === 0) return { rates: null, problem: 'empty' };
  for (const row of filled) {
    const code = row.code.trim().toUpperCase();
    if (!/^[A-Z]{3}$/.test(code)) return { rates: null, problem: 'code' };
    const rate = Number(row.rate.trim().replace(',', '.'));
    if (row.rate.trim() === '' || !Number.isFinite(rate) || rate <= 0)
      return { rates: null, problem: 'rate' };
    if (code in rates) return { rates: null, problem: 'twice' };
    rates[code] = rate;
  }
  return { rates, problem: null };
}
