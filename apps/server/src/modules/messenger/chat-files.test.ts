import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CHAT_MAX_FILES_PER_MESSAGE,
  CHAT_MAX_UPLOAD_MB,
  FILE_TOO_LARGE_MESSAGE,
} from '@clutch/contract/messenger';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import { useTestApp } from '../../../test/harness.js';
import sharp from 'sharp';
import { gif, jpeg, png, pngClaiming, webp } from '../../../test/images.js';
import { countMessages, createChat, messengerApi, type TestChat } from '../../../test/messenger.js';
import type { FormPart } from '../../../test/multipart.js';
import {
  displayName,
  isTooLarge,
  kindOf,
  MAX_FILE_NAME_LENGTH,
  newChatFileKey,
} from './chat-files.js';

const MB = 1_048_576;
const pad = (head: Buffer, size = 512) => Buffer.concat([head, Buffer.alloc(size, 0)]);
/** An ISO media file's first box: `ftyp` with a major brand (isom: MP4, `qt  `: QuickTime). */
function ftyp(brand: string): Buffer {
  const box = Buffer.alloc(32);
  box.writeUInt32BE(24, 0);
  box.write('ftyp', 4);
  box.write(brand, 8);
  box.write(brand, 16);
  return pad(box);
}
/** An EBML header whose DocType is webm. */
const webm = () =>
  pad(
    Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01]),
      Buffer.from([0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84]),
      Buffer.from('webm'),
      Buffer.from([0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02]),
    ]),
  );
const exe = () => pad(Buffer.from('MZ'), 2048);
const html = () =>
  Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
const svg = () =>
  Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );

describe('the size rule', () => {
  it.each([
    [0, false],
    [1, false],
    [CHAT_MAX_UPLOAD_MB * MB - 1, false],
    [CHAT_MAX_UPLOAD_MB * MB, true],
    [CHAT_MAX_UPLOAD_MB * MB + 1, true],
    [100 * MB, true],
  ])('a file of %i bytes is too large: %s', (bytes, tooLarge) => {
    expect(isTooLarge(bytes)).toBe(tooLarge);
  });
});

describe('display names', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\Windows\\system32\\evil.dll', 'evil.dll'],
    ['C:\\Users\\me\\photo.jpg', 'photo.jpg'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['a\u2067b\u2069c\u200Fd.txt', 'abcd.txt'],
    ['line\nbreak\r\u0000.txt', 'linebreak.txt'],
    ['..', 'file'],
    ['', 'file'],
    ['   ', 'file'],
    ['.hidden', 'hidden'],
    ['dir/', 'file'],
  ])('shows %j as %j', (raw, shown) => {
    expect(displayName(raw)).toBe(shown);
  });

  it('keeps at most 120 characters, and a short extension', () => {
    const long = displayName(`${'x'.repeat(300)}.docx`);
    expect([...long]).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(long.endsWith('.docx')).toBe(true);
    const emoji = displayName('😀'.repeat(200));
    expect([...emoji]).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(emoji).toBe('😀'.repeat(MAX_FILE_NAME_LENGTH));
  });
});

describe('the type, read from the bytes', () => {
  it.each([
    ['png', png, { type: 'image', ext: 'png', mime: 'image/png' }],
    ['jpeg', jpeg, { type: 'image', ext: 'jpg', mime: 'image/jpeg' }],
    ['gif', gif, { type: 'image', ext: 'gif', mime: 'image/gif' }],
    ['webp', webp, { type: 'image', ext: 'webp', mime: 'image/webp' }],
    ['mp4', () => ftyp('isom'), { type: 'video', ext: 'mp4', mime: 'video/mp4' }],
    ['quicktime', () => ftyp('qt  '), { type: 'video', ext: 'mov', mime: 'video/quicktime' }],
    ['webm', webm, { type: 'video', ext: 'webm', mime: 'video/webm' }],
    ['m4a audio', () => ftyp('M4A '), { type: 'file', ext: 'bin' }],
    ['pdf', () => pad(Buffer.from('%PDF-1.4\n')), { type: 'file', ext: 'bin' }],
    ['zip', () => pad(Buffer.from([0x50, 0x4b, 3, 4, 20, 0, 0, 0])), { type: 'file', ext: 'bin' }],
    ['exe', exe, { type: 'file', ext: 'bin' }],
    ['html', html, { type: 'file', ext: 'bin' }],
    ['svg', svg, { type: 'file', ext: 'bin' }],
    ['plain text', () => Buffer.from('just words'), { type: 'file', ext: 'bin' }],
  ])('%s', async (_, bytes, expected) => {
    expect(await kindOf(Buffer.from(await bytes()))).toMatchObject(expected);
  });

  it('names stored files randomly, under two hex characters', () => {
    const key = newChatFileKey('png');
    expect(key).toMatch(/^chat\/([0-9a-f]{2})\/\1[0-9a-f]{30}\.png$/);
    expect(newChatFileKey('png')).not.toBe(key);
  });
});

describe('attachments over HTTP', () => {
  const t = useTestApp();
  const api = messengerApi(t);

  async function chatOf(): Promise<{ user: TestUser; chat: TestChat }> {
    const user = await createUser(t);
    return { user, chat: await createChat(t, 'group', [user]) };
  }
  const file = (value: Buffer, filename: string, contentType?: string): FormPart => ({
    name: 'upload_files',
    value,
    filename,
    ...(contentType ? { contentType } : {}),
  });
  const served = (url: string) =>
    t.app.inject({ method: 'GET', url: new URL(url, 'http://clutch.test').pathname });
  const storedFiles = () => {
    const root = join(t.config.DATA_DIR, 'media', 'chat');
    if (!existsSync(root)) return 0;
    return readdirSync(root, { recursive: true }).filter((name) => String(name).includes('.'))
      .length;
  };

  it('re-encodes an image to webp and shows it inline', async () => {
    const { user, chat } = await chatOf();
    const bytes = await png(40, 30);
    const res = await api.sendForm(user, chat, [
      { name: 'content_text', value: 'look' },
      file(bytes, 'screenshot.jpeg', 'image/jpeg'),
    ]);
    expect(res.status).toBe(201);
    const [stored] = res.body.files;
    expect(stored).toMatchObject({ type: 'image', name: 'screenshot.jpeg' });
    expect(stored?.file).toMatch(/^\/media\/chat\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/);
    const get = await served(stored?.file ?? '');
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-type']).toBe('image/webp');
    expect(get.headers['x-content-type-options']).toBe('nosniff');
    expect(get.headers['content-disposition']).toBeUndefined();
    expect(stored?.size).toBe(get.rawPayload.length);
    expect(await sharp(get.rawPayload).metadata()).toMatchObject({ width: 40, height: 30 });
  });

  it('keeps every frame of an animated GIF', async () => {
    const { user, chat } = await chatOf();
    const frame = (r: number) =>
      sharp({ create: { width: 20, height: 10, channels: 3, background: { r, g: 0, b: 0 } } })
        .png()
        .toBuffer();
    const frames = await Promise.all([frame(20), frame(220)]);
    const animated = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const res = await api.sendForm(user, chat, [file(animated, 'party.gif')]);
    const get = await served(res.body.files[0]?.file ?? '');
    expect(await sharp(get.rawPayload).metadata()).toMatchObject({ format: 'webp', pages: 2 });
  });

  it.each([
    ['a PNG with an HTML page after its end', async () => Buffer.concat([await png(), html()])],
    [
      'a GIF with a script after its trailer',
      async () => Buffer.concat([await gif(), Buffer.from('*/=alert(document.cookie);')]),
    ],
  ])('keeps none of %s: the image is re-encoded', async (_, make) => {
    const { user, chat } = await chatOf();
    const res = await api.sendForm(user, chat, [file(await make(), 'poly.png')]);
    expect(res.body.files[0]?.file).toMatch(/\.webp$/);
    const get = await served(res.body.files[0]?.file ?? '');
    expect(get.rawPayload.includes('alert(document.cookie)')).toBe(false);
  });

  it('stores a pixel flood as a download, never inline', async () => {
    const { user, chat } = await chatOf();
    const res = await api.sendForm(user, chat, [
      file(await pngClaiming(65_535, 65_535), 'flood.png'),
    ]);
    expect(res.body.files[0]).toMatchObject({ type: 'file', name: 'flood.png' });
    expect(res.body.files[0]?.file).toMatch(/\.bin$/);
  });

  it('keeps a video as a video', async () => {
    const { user, chat } = await chatOf();
    const res = await api.sendForm(user, chat, [file(ftyp('isom'), 'clip.mp4', 'video/mp4')]);
    expect(res.body.files[0]).toMatchObject({ type: 'video', name: 'clip.mp4' });
    expect(res.body.files[0]?.file).toMatch(/\.mp4$/);
    expect(res.body.content_text).toBe('');
  });

  it.each([
    ['a .png that is HTML', html(), 'cute-cat.png', 'image/png'],
    ['an executable renamed .jpg', exe(), 'holiday.jpg', 'image/jpeg'],
    ['an SVG with a script', svg(), 'logo.svg', 'image/svg+xml'],
    ['a PDF', pad(Buffer.from('%PDF-1.4\n')), 'rules.pdf', 'application/pdf'],
  ])('stores %s as a download under a neutral name', async (_, bytes, name, claimed) => {
    const { user, chat } = await chatOf();
    const res = await api.sendForm(user, chat, [file(bytes, name, claimed)]);
    expect(res.status).toBe(201);
    const [stored] = res.body.files;
    expect(stored).toMatchObject({ type: 'file', name, size: bytes.length });
    expect(stored?.file).toMatch(/\/media\/chat\/[0-9a-f]{2}\/[0-9a-f]{32}\.bin$/);
    const get = await served(stored?.file ?? '');
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-type']).toBe('application/octet-stream');
    expect(get.headers['content-disposition']).toBe('attachment');
    expect(get.headers['x-content-type-options']).toBe('nosniff');
    expect(get.rawPayload.equals(bytes)).toBe(true);
  });

  it('shows a name with folders or direction marks only as its harmless last part', async () => {
    const { user, chat } = await chatOf();
    const res = await api.sendForm(user, chat, [
      file(Buffer.from('x'), '../../../etc/passwd'),
      file(Buffer.from('y'), 'invoice\u202Efdp.exe'),
    ]);
    expect(res.body.files.map((f) => f.name)).toEqual(['passwd', 'invoicefdp.exe']);
    for (const stored of res.body.files) expect(stored.file).not.toMatch(/passwd|invoice|exe/);
  });

  it('takes several files in one message, in the order sent, up to the limit', async () => {
    const { user, chat } = await chatOf();
    const res = await api.sendForm(user, chat, [
      file(await png(), 'a.png'),
      file(await gif(), 'b.gif'),
      file(Buffer.from('notes'), 'c.txt'),
    ]);
    expect(res.body.files.map((f) => [f.name, f.type])).toEqual([
      ['a.png', 'image'],
      ['b.gif', 'image'],
      ['c.txt', 'file'],
    ]);
    const many = Array.from({ length: CHAT_MAX_FILES_PER_MESSAGE + 1 }, (_, i) =>
      file(Buffer.from(`file ${String(i)}`), `${String(i)}.txt`),
    );
    const tooMany = await api.sendForm(user, chat, many);
    expect(tooMany.status).toBe(400);
    expect(tooMany.error).toMatchObject({
      error: `Send at most ${String(CHAT_MAX_FILES_PER_MESSAGE)} file(s).`,
    });
    const justEnough = await api.sendForm(user, chat, many.slice(1));
    expect(justEnough.body.files).toHaveLength(CHAT_MAX_FILES_PER_MESSAGE);
  });

  it('refuses a file at the size limit and takes one a byte under it', async () => {
    const { user, chat } = await chatOf();
    const limit = CHAT_MAX_UPLOAD_MB * MB;
    const at = await api.sendForm(user, chat, [file(Buffer.alloc(limit, 1), 'big.bin')]);
    expect(at.status).toBe(400);
    expect(at.error).toEqual({ upload_files: [FILE_TOO_LARGE_MESSAGE] });
    const over = await api.sendForm(user, chat, [file(Buffer.alloc(limit + MB, 1), 'bigger.bin')]);
    expect(over.status).toBe(400);
    expect(over.error).toEqual({ upload_files: [FILE_TOO_LARGE_MESSAGE] });
    expect(await countMessages(t, chat.id)).toBe(0);
    const under = await api.sendForm(user, chat, [file(Buffer.alloc(limit - 1, 1), 'fits.bin')]);
    expect(under.status).toBe(201);
    expect(under.body.files[0]?.size).toBe(limit - 1);
  });

  it('stores nothing for a sender who may not post, nor for a retried send', async () => {
    const { user, chat } = await chatOf();
    const stranger = await createUser(t);
    const before = storedFiles();
    const refused = await api.sendForm(stranger, chat, [file(await png(), 'a.png')]);
    expect(refused.status).toBe(403);
    expect(storedFiles()).toBe(before);
    const parts = [{ name: 'txn_id', value: 'upload-1' }, file(await png(), 'a.png')];
    const first = await api.sendForm(user, chat, parts);
    const retry = await api.sendForm(user, chat, parts);
    expect(retry.body.id).toBe(first.body.id);
    expect(retry.body.files).toEqual(first.body.files);
    expect(storedFiles()).toBe(before + 1);
  });

  it('refuses a file under another part name, and a form without text or file', async () => {
    const { user, chat } = await chatOf();
    const wrong = await api.sendForm(user, chat, [
      { name: 'avatar', value: await png(), filename: 'a.png' },
    ]);
    expect(wrong.status).toBe(400);
    expect(wrong.error).toEqual({ avatar: ['A file is not expected here.'] });
    const empty = await api.sendForm(user, chat, [{ name: 'content_text', value: '  ' }]);
    expect(empty.error).toEqual({ content_text: ['Write a message or attach a file.'] });
  });

  it('never serves anything but images and videos inline from /media/', async () => {
    const { user, chat } = await chatOf();
    const res = await api.sendForm(user, chat, [file(html(), 'page.html', 'text/html')]);
    const path = new URL(res.body.files[0]?.file ?? '', 'http://clutch.test').pathname;
    const onDisk = join(t.config.DATA_DIR, path);
    expect(readFileSync(onDisk).equals(html())).toBe(true);
    const get = await t.app.inject({ method: 'GET', url: path });
    expect(get.headers['content-type']).not.toMatch(/html/);
    expect(get.headers['content-disposition']).toBe('attachment');
  });
});
