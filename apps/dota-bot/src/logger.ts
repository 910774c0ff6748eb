// One-line JSON logs on stdout, so an operator's process manager can collect and search them.

export type LogFields = Record<string, unknown>;

export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

function write(level: string, message: string, fields: LogFields = {}): void {
  console.log(JSON.stringify({ time: new Date().toISOString(), level, message, ...fields }));
}

export const consoleLogger: Logger = {
  info: (message, fields) => write('info', message, fields),
  warn: (message, fields) => write('warn', message, fields),
  error: (message, fields) => write('error', message, fields),
};

/** For tests and for callers that want quiet. */
export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };

export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
