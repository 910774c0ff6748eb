// Reads a multipart/form-data request for an endpoint that declares `multipart`: text parts are
// validated with the contract's schema, file parts come back as buffers. Every way a form can be
// wrong (unknown or repeated parts, too many, too large, empty, malformed) is a 400 naming the part.
import { AppError } from '@clutch/contract/errors';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { schemaFieldsError } from './localized-errors.js';

export interface UploadedFile {
  /** As the client named it; only ever shown, never used as a path. */
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface MultipartSpec<S extends z.ZodType> {
  fields: S;
  files: readonly string[];
}

export interface MultipartForm<S extends z.ZodType> {
  fields: z.output<S>;
  files: Partial<Record<string, UploadedFile>>;
}

export interface MultipartOptions {
  /** File parts that may come several times (a message's attachments); each answers a list. */
  repeatable?: readonly string[];
  /** Files in all (one per file part when absent). */
  maxFiles?: number;
  /** What a file over the size limit is refused with, under its part's name. */
  tooLargeMessage?: string;
}

export interface MultipartFileLists<S extends z.ZodType> {
  fields: z.output<S>;
  /** Every file part, in the order sent, by part name. */
  files: Partial<Record<string, UploadedFile[]>>;
}

const MAX_FIELDS = 50;
const MAX_FIELD_BYTES = 65_536;

const fieldError = (field: string, message: string) => AppError.fields({ [field]: [message] });

function megabytes(bytes: number): string {
  return `${String(Math.round(bytes / 1_048_576))} MB`;
}

function multipartCode(error: unknown): string | null {
  return error instanceof Error && 'code' in error && typeof error.code === 'string'
    ? error.code
    : null;
}

async function readFile(
  part: MultipartFile,
  maxFileBytes: number,
  tooLargeMessage: string | undefined,
): Promise<UploadedFile> {
  const tooLarge = () =>
    fieldError(
      part.fieldname,
      tooLargeMessage ?? `The file is too large: the limit is ${megabytes(maxFileBytes)}.`,
    );
  // Busboy stops passing bytes on at the limit but ends the part only once the client has sent
  // all of it: waiting for that end would take in a 200 MB (or endless chunked) body before
  // answering. The answer goes at the limit (the error handler ends the connection soon after).
  const overLimit = new Promise<never>((_, reject) => {
    part.file.once('limit', () => reject(tooLarge()));
  });
  let data: Buffer;
  try {
    data = await Promise.race([part.toBuffer(), overLimit]);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (multipartCode(error) === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  if (data.length === 0) throw fieldError(part.fieldname, 'The submitted file is empty.');
  return { filename: part.filename, mimetype: part.mimetype, data };
}

async function collect(
  request: FastifyRequest,
  fileFields: readonly string[],
  maxFileBytes: number,
  options: MultipartOptions,
): Promise<{ texts: Record<string, string>; files: Partial<Record<string, UploadedFile[]>> }> {
  const texts: Record<string, string> = {};
  const files: Partial<Record<string, UploadedFile[]>> = {};
  const repeatable = options.repeatable ?? [];
  const parts: AsyncIterable<Multipart> = request.parts({
    limits: {
      fileSize: maxFileBytes,
      files: options.maxFiles ?? Math.max(fileFields.length, 1),
      fields: MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
    },
  });
  for await (const part of parts) {
    const name = part.fieldname;
    const again = Object.hasOwn(texts, name) || Object.hasOwn(files, name);
    if (again && !(part.type === 'file' && repeatable.includes(name))) {
      if (part.type === 'file') part.file.resume();
      throw fieldError(name, 'Send this field once.');
    }
    if (part.type === 'file') {
      if (!fileFields.includes(name)) {
        part.file.resume();
        throw fieldError(name, 'A file is not expected here.');
      }
      const file = await readFile(part, maxFileBytes, options.tooLargeMessage);
      (files[name] ??= []).push(file);
      continue;
    }
    if (part.valueTruncated) throw fieldError(name, 'This value is too long.');
    texts[name] = typeof part.value === 'string' ? part.value : String(part.value);
  }
  return { texts, files };
}

/** Callers check `request.isMultipart()` first; the limits here apply to this request only. */
export async function readMultipart<S extends z.ZodType>(
  request: FastifyRequest,
  spec: MultipartSpec<S>,
  maxFileBytes: number,
): Promise<MultipartForm<S>> {
  const form = await readMultipartFiles(request, spec, maxFileBytes);
  const files: Partial<Record<string, UploadedFile>> = {};
  for (const [name, list] of Object.entries(form.files)) if (list?.[0]) files[name] = list[0];
  return { fields: form.fields, files };
}

/**
 * readMultipart for forms whose `repeatable` file parts may come several times (up to `maxFiles`
 * files in all): every file part answers a list.
 */
export async function readMultipartFiles<S extends z.ZodType>(
  request: FastifyRequest,
  spec: MultipartSpec<S>,
  maxFileBytes: number,
  options: MultipartOptions = {},
): Promise<MultipartFileLists<S>> {
  let collected: Awaited<ReturnType<typeof collect>>;
  try {
    collected = await collect(request, spec.files, maxFileBytes, options);
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = multipartCode(error);
    if (code === 'FST_FILES_LIMIT')
      throw new AppError(
        'bad_request',
        `Send at most ${String(options.maxFiles ?? spec.files.length)} file(s).`,
      );
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new AppError('bad_request', 'The form has too many fields.');
    // Nothing but the request body is read here: busboy's failures and a stream closed early (a
    // cut-off body, a broken boundary) are the client's malformed form.
    const reason = error instanceof Error ? error.message : String(error);
    throw new AppError('bad_request', `Malformed multipart form: ${reason}`);
  }
  const parsed = spec.fields.safeParse(collected.texts);
  if (!parsed.success) throw schemaFieldsError(spec.fields, collected.texts, parsed.error.issues);
  return { fields: parsed.data, files: collected.files };
}
