/**
 * Storage of uploaded files: local disk (UPLOADS_DIR, served by the web at /uploads/<name>) by default, an
 * S3-compatible bucket (its public URL) when S3_* is configured. Names are random, so a stored file never changes
 * and may be cached for a year.
 */
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { STORED_NAME } from '@/lib/shared/uploads/rules';
import { serverEnv } from '../env';

export interface StoredFile {
  name: string;
  /** Public URL: `/uploads/<name>` (same origin as each center's site) or the bucket's URL. */
  url: string;
}

export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** The public URL a file of this name has (or will have) once stored: lets a row be written before its file. */
  urlOf(name: string): string;
  put(name: string, bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<StoredFile>;
  /** Removes a stored file; a name that is not stored is no error (deleting twice is harmless). */
  remove(name: string): Promise<void>;
}

export const UPLOADS_PATH = '/uploads';

export function localStorage(dir: string): FileStorage {
  const urlOf = (name: string) => `${UPLOADS_PATH}/${name}`;
  return {
    kind: 'local',
    urlOf,
    async put(name, bytes) {
      if (!STORED_NAME.test(name)) throw new Error(`refusing to store ${name}`);
      await mkdir(dir, { recursive: true });
      // 'wx': never overwrite (the random names make a clash practically impossible; this makes it certain).
      await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
      return { name, url: urlOf(name) };
    },
    async remove(name) {
      if (!STORED_NAME.test(name)) return;
      await rm(path.join(dir, name), { force: true });
    },
  };
}

export interface S3Options {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  publicUrl?: string;
  /** For tests. */
  fetch?: typeof fetch;
}

export function s3Storage(options: S3Options): FileStorage {
  const endpoint = options.endpoint.replace(/\/+$/, '');
  const publicBase = (options.publicUrl ?? `${endpoint}/${options.bucket}`).replace(/\/+$/, '');
  let client: Promise<import('aws4fetch').AwsClient> | undefined;
  const getClient = () =>
    (client ??= import('aws4fetch').then(
      ({ AwsClient }) =>
        new AwsClient({
          accessKeyId: options.accessKeyId,
          secretAccessKey: options.secretAccessKey,
          region: options.region,
          service: 's3',
        }),
    ));
  const urlOf = (name: string) => `${publicBase}/${name}`;
  return {
    kind: 's3',
    urlOf,
    async put(name, bytes, contentType) {
      if (!STORED_NAME.test(name)) throw new Error(`refusing to store ${name}`);
      const aws = await getClient();
      const request = await aws.sign(`${endpoint}/${options.bucket}/${name}`, {
        method: 'PUT',
        body: bytes,
        headers: { 'content-type': contentType, 'cache-control': 'public, max-age=31536000, immutable' },
      });
      const response = await (options.fetch ?? fetch)(request);
      if (!response.ok) throw new Error(`S3 upload failed: ${response.status} ${await response.text().catch(() => '')}`.trim());
      return { name, url: urlOf(name) };
    },
    async remove(name) {
      if (!STORED_NAME.test(name)) return;
      const aws = await getClient();
      const request = await aws.sign(`${endpoint}/${options.bucket}/${name}`, { method: 'DELETE' });
      const response = await (options.fetch ?? fetch)(request);
      // S3 answers 204 for a missing key too; 404 from other implementations means the same.
      if (!response.ok && response.status !== 404) throw new Error(`S3 delete failed: ${response.status}`);
    },
  };
}

let fromEnvironment: FileStorage | undefined;

/** The storage the environment configures (cached). */
export function storageFromEnv(): FileStorage {
  if (fromEnvironment) return fromEnvironment;
  const env = serverEnv();
  fromEnvironment =
    env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? s3Storage({
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          region: env.S3_REGION,
          publicUrl: env.S3_PUBLIC_URL,
        })
      : localStorage(path.resolve(env.UPLOADS_DIR));
  return fromEnvironment;
}

/** A locally stored upload for the web's GET /uploads/<name>, streamed; null for unknown or malformed names. */
export async function openLocalUpload(
  name: string,
  dir = path.resolve(serverEnv().UPLOADS_DIR),
): Promise<{ body: ReadableStream<Uint8Array>; size: number } | null> {
  if (!STORED_NAME.test(name)) return null;
  const file = path.join(dir, name);
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    return { body, size: info.size };
  } catch {
    return null;
  }
}
