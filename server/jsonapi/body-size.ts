/**
 * Request bodies with a size limit that holds while they arrive: a declared Content-Length over the limit is
 * refused before a byte is read, and the bytes are counted as they stream in, so a body without a length (or
 * with a false one) is cut off at the limit instead of being read whole first.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';

/**
 * Reads the body within `maxBytes` and puts it back on the request as a buffer, so Hono's readers (json,
 * formData, arrayBuffer) work on it afterwards. Calls `tooLarge` (which throws) past the limit.
 */
export async function bufferBodyWithin(c: Context<AppEnv>, maxBytes: number, tooLarge: () => never): Promise<void> {
  // Read already (by an earlier reader of this request): Hono keeps it, and the limit held then.
  if (Object.keys(c.req.bodyCache).length > 0) return;
  const declared = c.req.header('content-length');
  if (declared !== undefined && Number(declared) > maxBytes) tooLarge();
  const stream = c.req.raw.body;
  if (!stream) return;
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Stop reading: the rest of the body is never buffered.
      await reader.cancel().catch(() => undefined);
      tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  // As hono/body-limit does: the checked bytes become the request's body.
  c.req.raw = new Request(c.req.raw, { body });
}

/** The same as a middleware, for routes that parse the body themselves (multipart uploads). */
export function bodyWithin(maxBytes: number, tooLarge: (c: Context<AppEnv>) => never): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await bufferBodyWithin(c, maxBytes, () => tooLarge(c));
    await next();
  };
}
