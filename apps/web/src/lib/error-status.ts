// The HTTP status an error page shows (spec 1, section 2): statusCode, else status, else the status
// of the error's response, else 500. Router answers, API errors and plain errors all fit this shape.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function statusIn(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 100 && value <= 599
    ? value
    : null;
}

export function statusOfError(error: unknown): number {
  if (!isRecord(error)) return 500;
  const response = isRecord(error.response) ? error.response.status : null;
  return statusIn(error.statusCode) ?? statusIn(error.status) ?? statusIn(response) ?? 500;
}
