import { readBodyWithin } from '@/lib/shared/http/read-body-within';

/** A body that never ends unless the reader stops: proves the limit holds while the bytes arrive. */
function endlessBody(chunk = new Uint8Array(1024)) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += 1;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://bff.test/bff/api/v1/pages', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('readBodyWithin', () => {
  it('returns the bytes of a body within the limit', async () => {
    const body = await readBodyWithin(post('{"data":{}}'), 1024);
    expect(new TextDecoder().decode(body!)).toBe('{"data":{}}');
  });

  it('returns an empty body for a request without one', async () => {
    expect(await readBodyWithin(new Request('http://bff.test/x', { method: 'DELETE' }), 10)).toEqual(new Uint8Array(0));
  });

  it('refuses a declared length over the limit without reading a byte', async () => {
    const endless = endlessBody();
    expect(await readBodyWithin(post(endless.stream, { 'content-length': '999999999' }), 4096)).toBeNull();
    expect(endless.pulled()).toBeLessThanOrEqual(1);
  });

  it('cuts off a body without a length at the limit instead of reading it whole', async () => {
    const endless = endlessBody();
    expect(await readBodyWithin(post(endless.stream), 8 * 1024)).toBeNull();
    // Stream readers pull a chunk or two ahead; an endless body is never read much past the limit.
    expect(endless.pulled()).toBeLessThan(16);
  });
});
