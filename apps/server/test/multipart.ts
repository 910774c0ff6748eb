// Builds multipart/form-data bodies byte by byte, so tests control every header a hostile client
// could send (file names with path tricks, lying content types) — FormData would tidy them up.
import { randomBytes } from 'node:crypto';

export interface FormPart {
  name: string;
  value: string | Buffer;
  /** Present: the part is a file. */
  filename?: string;
  contentType?: string;
}

export function multipart(parts: FormPart[]): {
  payload: Buffer;
  headers: { 'content-type': string };
} {
  const boundary = `----clutch-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const type =
      part.filename === undefined && part.contentType === undefined
        ? ''
        : `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
