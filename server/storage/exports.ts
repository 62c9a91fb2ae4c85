/**
 * Where prepared personal data exports are kept (docs/decisions.md, "Personal data export"): beside the uploads, on
 * local disk (an `exports` folder next to UPLOADS_DIR, never served) or in the uploads' S3 bucket under `private/`
 * (read back with a signed GET, never by its public URL). Each file is encrypted with AES-256-GCM under a key
 * derived from the mailed download token, whose hash alone is in the database: whoever can read the storage (a
 * bucket policy that turns out public, a backup) still cannot read an export without the mail.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { serverEnv } from '../env';

export interface ExportStorage {
  put(name: string, bytes: Uint8Array): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  get(name: string): Promise<Uint8Array | null>;
  /** Deleting a missing file is no error. */
  remove(name: string): Promise<void>;
}

const NAME = /^[A-Za-z0-9_-]{16,64}\.zip\.enc$/;

export const newExportFileName = () => `${randomBytes(18).toString('base64url')}.zip.enc`;

export function localExportStorage(dir: string): ExportStorage {
  const file = (name: string) => {
    if (!NAME.test(name)) throw new Error('invalid export file name');
    return path.join(dir, name);
  };
  return {
    async put(name, bytes) {
      await mkdir(dir, { recursive: true });
      await writeFile(file(name), bytes, { flag: 'wx', mode: 0o600 });
    },
    async get(name) {
      try {
        return new Uint8Array(await readFile(file(name)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(name) {
      await rm(file(name), { force: true });
    },
  };
}

function s3ExportStorage(o: {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}): ExportStorage {
  const endpoint = o.endpoint.replace(/\/+$/, '');
  let client: Promise<import('aws4fetch').AwsClient> | undefined;
  const aws = () =>
    (client ??= import('aws4fetch').then(
      ({ AwsClient }) => new AwsClient({ accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey, region: o.region, service: 's3' }),
    ));
  const url = (name: string) => {
    if (!NAME.test(name)) throw new Error('invalid export file name');
    return `${endpoint}/${o.bucket}/private/data-exports/${name}`;
  };
  return {
    async put(name, bytes) {
      const body = new Uint8Array(bytes);
      const response = await fetch(
        await (await aws()).sign(url(name), { method: 'PUT', body, headers: { 'content-type': 'application/octet-stream' } }),
      );
      if (!response.ok) throw new Error(`S3 upload failed: ${response.status}`);
    },
    async get(name) {
      const response = await fetch(await (await aws()).sign(url(name), { method: 'GET' }));
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 read failed: ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    async remove(name) {
      const response = await fetch(await (await aws()).sign(url(name), { method: 'DELETE' }));
      if (!response.ok && response.status !== 404) throw new Error(`S3 delete failed: ${response.status}`);
    },
  };
}

let fromEnvironment: ExportStorage | undefined;

/** The export storage the environment configures (cached): S3 when the uploads use S3, else local disk. */
export function exportStorageFromEnv(): ExportStorage {
  if (fromEnvironment) return fromEnvironment;
  const env = serverEnv();
  fromEnvironment =
    env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? s3ExportStorage({
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          region: env.S3_REGION,
        })
      : localExportStorage(path.join(path.dirname(path.resolve(env.UPLOADS_DIR)), 'exports'));
  return fromEnvironment;
}

const keyOf = (token: string, name: string) => Buffer.from(hkdfSync('sha256', token, name, 'data-export-v1', 32));

/** iv (12 bytes) + ciphertext + GCM tag (16 bytes). The file name is the HKDF salt, so each file has its own key. */
export function encryptExport(bytes: Uint8Array, token: string, name: string): Uint8Array {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(token, name), iv);
  const body = Buffer.concat([cipher.update(bytes), cipher.final()]);
  return new Uint8Array(Buffer.concat([iv, body, cipher.getAuthTag()]));
}

export function decryptExport(stored: Uint8Array, token: string, name: string): Uint8Array {
  const buffer = Buffer.from(stored);
  const decipher = createDecipheriv('aes-256-gcm', keyOf(token, name), buffer.subarray(0, 12));
  decipher.setAuthTag(buffer.subarray(buffer.length - 16));
  return new Uint8Array(Buffer.concat([decipher.update(buffer.subarray(12, buffer.length - 16)), decipher.final()]));
}
