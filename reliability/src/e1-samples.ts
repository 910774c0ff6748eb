// E1's upload samples: hand-made PNGs (zlib and a hand-written IHDR, so a header can lie about its
// size), polyglots, scripts dressed as images, and the multipart bodies that carry them.
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

function ihdr(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = 8; // bit depth
  data[9] = 2; // colour type: RGB
  return pngChunk('IHDR', data); // compression, filter, interlace: 0
}

/** A real RGB PNG of `width` × `height` (a gradient), with `extra` chunks before the image data. */
export function pngImage(width = 24, height = 16, extra: Buffer[] = []): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      row[1 + x * 3] = (x * 10) & 0xff;
      row[2 + x * 3] = (y * 15) & 0xff;
      row[3 + x * 3] = 0x80;
    }
    rows.push(row);
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(width, height),
    ...extra,
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A pixel flood: about 1 KB whose header declares `width` × `height` (65535² is 4.3 gigapixels,
 * 12.9 GB decoded). The image data is a short run of zeros; a decoder that trusts the header
 * allocates before it notices.
 */
export function pngFlood(width = 65_535, height = 65_535): Buffer {
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(width, height),
    pngChunk('IDAT', deflateSync(randomBytes(900))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** What a script in a sample says, so the stored bytes can be searched for it. */
export const SCRIPT_MARKER = 'e1-marker-alert-document-domain';
const HTML = `<!doctype html><html><body><script>alert('${SCRIPT_MARKER}')</script></body></html>`;

/** A valid PNG carrying an HTML page in a tEXt chunk (old IE sniffed HTML anywhere in 256 bytes). */
export const pngWithHtmlChunk = () =>
  pngImage(24, 16, [pngChunk('tEXt', Buffer.from(`Comment\0${HTML}`, 'latin1'))]);

/** PNG + HTML polyglot: a whole PNG, then an HTML page after IEND. */
export const pngHtmlPolyglot = () => Buffer.concat([pngImage(), Buffer.from(HTML)]);

/**
 * GIF + JS polyglot: `GIF89a/*` opens a JS comment in the width field, the image follows, and the
 * trailer is followed by `*\/=alert(…)`: the file parses as a GIF and, as a script, runs the alert.
 */
export function gifJsPolyglot(): Buffer {
  const screen = Buffer.from([0x2f, 0x2a, 0x01, 0x00, 0x80, 0x00, 0x00]); // 10799 × 1, global table
  const palette = Buffer.from([0, 0, 0, 0xff, 0xff, 0xff]);
  const image = Buffer.from([
    0x2c,
    0,
    0,
    0,
    0,
    0x01,
    0,
    0x01,
    0,
    0x00, // descriptor: 1 × 1 at 0,0
    0x02,
    0x02,
    0x44,
    0x01,
    0x00, // LZW: min code size 2, one block
    0x3b, // trailer
  ]);
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    screen,
    palette,
    image,
    Buffer.from(`*/=alert('${SCRIPT_MARKER}');`, 'latin1'),
  ]);
}

export const svgScript = () =>
  Buffer.from(
    `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert('${SCRIPT_MARKER}')</script></svg>`,
  );
export const svgOnload = () =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" onload="alert('${SCRIPT_MARKER}')"><rect width="1" height="1"/></svg>`,
  );
export const htmlPage = () => Buffer.from(HTML);

/** A Windows executable's first bytes (MZ header, PE signature at 0x80), padded. */
export function windowsExecutable(): Buffer {
  const bytes = Buffer.alloc(4096, 0x90);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  bytes.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  return bytes;
}

/** The hostile client file names of the plan; each sent with a legitimate PNG. */
export const HOSTILE_NAMES: readonly [string, string][] = [
  ['../../etc/passwd', '../../etc/passwd'],
  ['..\\..\\x', '..\\..\\x'],
  ['%2e%2e%2f', '%2e%2e%2fx.png'],
  ['a.php%00.png', 'a.php%00.png'],
  ['a.php NUL .png', 'a.php\u0000.png'],
  ['a.jpg.php', 'a.jpg.php'],
  ['RTLO', 'avatar\u202Egpj.exe'],
  ['300 characters', `${'n'.repeat(296)}.png`],
  ['CON', 'CON'],
  ['emoji', '\u{1F3AE}\u{1F525}.png'],
];

export interface FormPart {
  name: string;
  value: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body, the file name written as raw UTF-8 as browsers do. */
export function multipartBody(parts: readonly FormPart[]): { type: string; body: Buffer } {
  const boundary = `----e1${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename =
      part.filename === undefined ? '' : `; filename="${part.filename.replaceAll('"', '%22')}"`;
    const type =
      part.filename === undefined
        ? ''
        : `\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}${type}\r\n\r\n`,
        'utf8',
      ),
      typeof part.value === 'string' ? Buffer.from(part.value, 'utf8') : part.value,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(chunks) };
}
