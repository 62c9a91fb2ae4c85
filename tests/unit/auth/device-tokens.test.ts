/** Known-device tokens (server/auth/device-tokens.ts): bound to the user, the device id and the secret. */
import { issueDeviceToken, readDeviceToken } from '@/server/auth/device-tokens';

const secret = 'a-device-token-secret-of-at-least-32-chars';

test('a token reads back as its user and device; the same device keeps its id', () => {
  const token = issueDeviceToken(secret, 42);
  const claim = readDeviceToken(secret, token);
  expect(claim).toEqual({ userId: 42, deviceId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) });
  expect(readDeviceToken(secret, issueDeviceToken(secret, 42, claim!.deviceId))).toEqual(claim);
  expect(issueDeviceToken(secret, 42)).not.toBe(token);
});

test('another secret, another user or a changed device id is refused', () => {
  const token = issueDeviceToken(secret, 42);
  const [version, , deviceId, mac] = token.split('.');
  expect(readDeviceToken('another-secret-that-is-also-long-enough', token)).toBeNull();
  expect(readDeviceToken(secret, [version, '43', deviceId, mac].join('.'))).toBeNull();
  expect(readDeviceToken(secret, [version, '42', `${deviceId}x`, mac].join('.'))).toBeNull();
});

test.each(['', 'd1', 'd1.42', 'd1.x.aaaaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb', 'a'.repeat(500), null, undefined])(
  'malformed %p is refused',
  (token) => expect(readDeviceToken(secret, token)).toBeNull(),
);

test('without a configured secret, tokens of this process still verify', () => {
  expect(readDeviceToken(undefined, issueDeviceToken(undefined, 7))).toMatchObject({ userId: 7 });
  expect(readDeviceToken(secret, issueDeviceToken(undefined, 7))).toBeNull();
});
