/**
 * The socket-address stamp (server/net/peer-stamp.ts) on a real Node HTTP server, as Next's server is one:
 * the header a client sends under the stamp's name is overwritten, and only this process's stamp is read.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { installPeerStamp, PEER_HEADER, stampedPeer } from '@/server/net/peer-stamp';

let server: Server;
let port: number;
let seen: Headers[] = [];

beforeAll(async () => {
  installPeerStamp();
  installPeerStamp(); // idempotent: one subscription
  server = createServer((req, res) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    seen.push(headers);
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
});

test('every request carries the socket address; a client-sent stamp is replaced', async () => {
  await fetch(`http://127.0.0.1:${port}/`);
  await fetch(`http://127.0.0.1:${port}/`, { headers: { [PEER_HEADER]: 'forged 203.0.113.9', 'x-forwarded-for': '203.0.113.9' } });
  expect(seen).toHaveLength(2);
  for (const headers of seen) {
    expect(stampedPeer(headers)).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(headers.get(PEER_HEADER)).not.toContain('forged');
  }
});

test('a stamp not made by this process is not read', () => {
  expect(stampedPeer(new Headers({ [PEER_HEADER]: 'AAAAAAAAAAAAAAAAAAAAAAAA 203.0.113.9' }))).toBeNull();
  expect(stampedPeer(new Headers({ [PEER_HEADER]: '203.0.113.9' }))).toBeNull();
  expect(stampedPeer(new Headers())).toBeNull();
});
