/// <reference types="@fastify/multipart" />
import fs from 'node:fs';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { isStorageFullError } from '../http/storage-full';
import { removeQuietly, tempFile } from './paths';

/** How many leading bytes the type check sees (file-type's detectors need at most ~4 KB). */
const HEAD_BYTES = 4100;

/**
 * Passes bytes through unchanged, but holds the first `HEAD_BYTES` until `check` has looked at
 * them: a wrong type is refused before the rest of a large file is written anywhere.
 */
class HeadCheck extends Transform {
  private head: Buffer[] = [];
  private headLength = 0;
  private checked = false;
  bytes = 0;
  /** Why `check` refused the file, if it did. */
  refusal: unknown;

  constructor(private readonly check: (head: Buffer) => Promise<void>) {
    super();
  }

  private release(callback: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.checked = true;
    this.check(head).then(
      () => callback(null, head),
      (err: unknown) => {
        this.refusal = err;
        callback(err as Error);
      },
    );
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.checked) return callback(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength >= HEAD_BYTES) return this.release(callback);
    callback();
  }

  override _flush(callback: TransformCallback): void {
    if (this.checked || this.headLength === 0) return callback();
    this.release(callback);
  }
}

/** A file received into the tenant's temp folder; the caller removes or moves it. */
export interface ReceivedFile {
  file: string;
  bytes: number;
  /** The client's file name: a label only, never part of a path. */
  filename: string;
}

/** How to receive one upload. */
export interface ReceiveOptions {
  /** The tenant's media root (the temp folder is inside it). */
  root: string;
  maxBytes: number;
  /** The temp file's name prefix (`<prefix>-<32 hex>`). */
  prefix: string;
  /** Throws to refuse the file by its first bytes and its declared type (the error is passed on as is). */
  checkHead: (head: Buffer, declaredType: string) => Promise<void>;
  tooLarge: () => Error;
  noFile: () => Error;
  interrupted: () => Error;
}

/**
 * Streams the multipart field `file` into a temp file, refusing it as soon as it passes `maxBytes`
 * or its first bytes fail `checkHead`. On any refusal or failure the temp file is removed: nothing
 * partial stays on disk.
 */
export async function receiveUpload(request: FastifyRequest, opts: ReceiveOptions): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw opts.noFile();
  const part = await request.file({ limits: { fileSize: opts.maxBytes, files: 1, fields: 10, parts: 12 }, throwFileSizeLimit: false });
  if (!part) throw opts.noFile();
  if (part.fieldname !== 'file') {
    part.file.resume();
    throw opts.noFile();
  }
  const tmp = await tempFile(opts.root, opts.prefix);
  const head = new HeadCheck((bytes) => opts.checkHead(bytes, part.mimetype));
  // 'wx': the generated name must be new; never write through an existing file or link.
  const out = fs.createWriteStream(tmp, { flags: 'wx', mode: 0o600 });
  let overLimit = false;
  part.file.once('limit', () => {
    // busboy stops delivering at the limit; stop writing at once rather than at the end of the body.
    overLimit = true;
    out.destroy(opts.tooLarge());
  });
  try {
    await pipeline(part.file, head, out);
  } catch (err) {
    await removeQuietly(tmp);
    if (overLimit || part.file.truncated) throw opts.tooLarge();
    if (head.refusal) throw head.refusal;
    // A full disk is the server's problem, never the visitor's "interrupted" upload.
    if (isStorageFullError(err)) throw err;
    // The client went away or the body ended mid-file: nothing to store, and not a server fault.
    const code = String((err as { code?: unknown }).code ?? '');
    if (request.raw.destroyed || /PREMATURE_CLOSE|ECONNRESET|ECONNABORTED/.test(code) || /terminated early|aborted|unexpected end/i.test((err as Error).message)) throw opts.interrupted();
    throw err;
  }
  if (overLimit || part.file.truncated) {
    await removeQuietly(tmp);
    throw opts.tooLarge();
  }
  if (head.bytes === 0) {
    await removeQuietly(tmp);
    throw opts.noFile();
  }
  return { file: tmp, bytes: head.bytes, filename: part.filename.slice(0, 200) };
}
