// Each test's figures, one plain line apiece (`A1 forged tokens accepted: 0 of 104`), so a CI log
// shows what was tried and what held without opening a report.
export function figure(testId: string, name: string, value: string | number): void {
  console.log(`${testId} ${name}: ${String(value)}`);
}

/** `n of total`, the shape most figures take. */
export function ofTotal(count: number, total: number): string {
  return `${String(count)} of ${String(total)}`;
}
