import { call, centerHeaders, createCenter, createUser, signIn, startTestBackend, type TestBackend } from '../support/api';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

test('sign in and list organizations', async () => {
  const center = await createCenter(backend.db);
  await createUser(backend.db, center.id, { email: 'cs@example.org', role: 'center_superuser' });
  const headers = await signIn(backend, center.id, 'cs@example.org');
  const res = await call(backend, 'GET', '/api/v1/organizations?include=profile,address', { headers });
  expect(res.status).toBe(200);
  expect(res.json.meta.total_count).toBe(0);
  const cu = await call(backend, 'GET', '/api/v1/current_user?include=roles', { headers });
  expect(cu.status).toBe(200);
  expect(cu.json.data.attributes.role).toBe('center_superuser');
  expect(centerHeaders(1)).toBeTruthy();
});
