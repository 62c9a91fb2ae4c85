/** POST /api/v1/uploads: sniffed types, size limit, SVG safety, who may upload what; local disk and S3 storage. */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import * as schema from '@/server/db/schema';
import { MAX_UPLOAD_BYTES } from '@/lib/shared/uploads/rules';
import { localStorage, s3Storage } from '@/server/storage';
import {
  centerHeaders,
  createCenter,
  createOrganization,
  createUser,
  signIn,
  startTestBackend,
  type Headers,
  type TestBackend,
} from '../support/api';
import { en, expectError, expectForbidden } from './helpers';

let backend: TestBackend;
let dir: string;
let center: Awaited<ReturnType<typeof createCenter>>;
const as: Record<string, Headers> = {};

beforeAll(async () => {
  backend = await startTestBackend();
  dir = await mkdtemp(path.join(tmpdir(), 'uploads-test-'));
  backend.deps.storage = localStorage(dir);
  center = await createCenter(backend.db);
  const org = await createOrganization(backend.db, center.id);
  for (const role of ['center_superuser', 'admin', 'content_manager', 'page_manager', 'organization_superuser', 'volunteer'] as const) {
    const user = await createUser(backend.db, center.id, { role, organizationId: role === 'organization_superuser' ? org.id : undefined });
    as[role] = await signIn(backend, center.id, user.email);
  }
}, 60_000);
afterAll(async () => {
  await backend.close();
  await rm(dir, { recursive: true, force: true });
}, 60_000);

const bytes = (head: number[], size = 64) => {
  const out = new Uint8Array(Math.max(size, head.length));
  out.set(head);
  return out;
};
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0]);
const WEBP = bytes([0x52, 0x49, 0x46, 0x46, 0x20, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
const ICO = bytes([0, 0, 1, 0, 1, 0, 16, 16]);
const GIF = bytes([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]);
const text = (s: string) => new TextEncoder().encode(s);
const SVG = text(
  '<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"/></defs><rect width="10" height="10" fill="url(#g)"/><use href="#g"/></svg>',
);

async function upload(headers: Headers, fields: { file?: Uint8Array | string; purpose?: string; filename?: string; type?: string }) {
  const form = new FormData();
  if (fields.purpose !== undefined) form.set('purpose', fields.purpose);
  if (typeof fields.file === 'string') form.set('file', fields.file);
  else if (fields.file)
    form.set(
      'file',
      new Blob([fields.file as Uint8Array<ArrayBuffer>], { type: fields.type ?? 'application/octet-stream' }),
      fields.filename ?? 'upload.bin',
    );
  const response = await backend.app.fetch(
    new Request('http://backend.test/api/v1/uploads', {
      method: 'POST',
      headers: { accept: 'application/vnd.api+json', ...headers },
      body: form,
    }),
  );
  const body = await response.text();
  return { status: response.status, headers: response.headers, json: body ? JSON.parse(body) : null };
}

const stored = async () => (await readdir(dir)).sort();

describe('POST /api/v1/uploads: success', () => {
  test.each([
    ['logo', 'png', PNG, 'image/png'],
    ['logo', 'jpg', JPEG, 'image/jpeg'],
    ['logo_dark', 'webp', WEBP, 'image/webp'],
    ['logo', 'svg', SVG, 'image/svg+xml'],
    ['favicon', 'ico', ICO, 'image/x-icon'],
    ['favicon', 'png', PNG, 'image/png'],
  ] as const)('%s as %s: stored under a random name, returned as an uploads resource', async (purpose, extension, file, contentType) => {
    // The name and the browser's type claim do not matter: the bytes decide.
    const res = await upload(as.center_superuser!, { purpose, file, filename: 'evil.html', type: 'text/html' });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toContain('application/vnd.api+json');
    const { id, type, attributes } = res.json.data;
    expect(type).toBe('uploads');
    expect(id).toMatch(new RegExp(`^[a-f0-9]{32}\\.${extension}$`));
    expect(attributes).toEqual({ url: `/uploads/${id}`, purpose, content_type: contentType, byte_size: file.byteLength });
    expect(new Uint8Array(await readFile(path.join(dir, id)))).toEqual(file);
  });

  test('any signed-in user may upload a profile picture; audit-logged', async () => {
    const res = await upload(as.volunteer!, { purpose: 'profile_picture', file: JPEG });
    expect(res.status).toBe(201);
    const [entry] = await backend.db.select().from(schema.auditLog).where(eq(schema.auditLog.subjectId, res.json.data.id));
    expect(entry).toMatchObject({
      action: 'upload.create',
      subjectType: 'uploads',
      volunteerCenterId: center.id,
      data: { purpose: 'profile_picture', size: JPEG.byteLength },
    });
  });

  test('a file of exactly the limit is accepted', async () => {
    const res = await upload(as.admin!, { purpose: 'logo', file: bytes([...PNG.subarray(0, 8)], MAX_UPLOAD_BYTES) });
    expect(res.status).toBe(201);
  });
});

describe('POST /api/v1/uploads: refused, nothing stored', () => {
  let before: string[];
  beforeEach(async () => {
    before = await stored();
  });
  afterEach(async () => {
    expect(await stored()).toEqual(before);
  });

  test('signed out: 401', async () => {
    expectError(await upload(centerHeaders(center.id), { purpose: 'logo', file: PNG }), 401, 'unauthorized');
  });

  test.each(['content_manager', 'page_manager', 'organization_superuser', 'volunteer'])(
    '%s may not upload center branding: 403',
    async (role) => {
      for (const purpose of ['logo', 'logo_dark', 'favicon']) expectForbidden(await upload(as[role]!, { purpose, file: PNG }));
    },
  );

  test('no file, an empty file, or a text field instead of a file: 422 on file', async () => {
    expectError(await upload(as.center_superuser!, { purpose: 'logo' }), 422, 'invalidAttribute', { pointer: '/data/attributes/file' });
    expectError(await upload(as.center_superuser!, { purpose: 'logo', file: new Uint8Array(0) }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/file',
    });
    expectError(await upload(as.center_superuser!, { purpose: 'logo', file: 'not a file' }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/file',
    });
  });

  test('a missing or unknown purpose: 422 on purpose', async () => {
    expectError(await upload(as.center_superuser!, { file: PNG }), 422, 'invalidAttribute', { pointer: '/data/attributes/purpose' });
    expectError(await upload(as.center_superuser!, { purpose: 'banner', file: PNG }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/purpose',
    });
  });

  test('a type not allowed for the purpose, or no image at all: 422', async () => {
    const cases: [string, Uint8Array][] = [
      ['logo', GIF],
      ['logo', ICO],
      ['favicon', JPEG],
      ['favicon', SVG],
      ['profile_picture', SVG],
      ['profile_picture', ICO],
      ['logo', text('<html><body>hello</body></html>')],
      ['logo', text('%PDF-1.7')],
    ];
    for (const [purpose, file] of cases) {
      const res = await upload({ ...as.center_superuser!, ...en }, { purpose, file, type: 'image/png' });
      const error = expectError(res, 422, 'invalidAttribute', { pointer: '/data/attributes/file' });
      expect(error.detail).toMatch(/^This type of file is not allowed here/);
    }
  });

  test('SVG that could run script or load something: 422', async () => {
    const svgs = [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect/></a></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div/></foreignObject></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://tracker.example/p.png"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><use xlink:href="other.svg#x"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(https://x.example/a.css);</style></svg>',
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg"></svg>',
    ];
    for (const svg of svgs) {
      const res = await upload({ ...as.center_superuser!, ...en }, { purpose: 'logo', file: text(svg) });
      expect(expectError(res, 422, 'invalidAttribute', { pointer: '/data/attributes/file' }).detail).toMatch(/SVG/);
    }
  });

  test('over the limit: 413 with the size in the message', async () => {
    const res = await upload(
      { ...as.center_superuser!, ...en },
      { purpose: 'logo', file: bytes([...PNG.subarray(0, 8)], MAX_UPLOAD_BYTES + 1) },
    );
    expect(expectError(res, 413, 'payloadTooLarge', { pointer: '/data/attributes/file' }).detail).toBe(
      'The file must be smaller than 2 MB.',
    );
    const huge = await upload(as.center_superuser!, { purpose: 'logo', file: bytes([...PNG.subarray(0, 8)], MAX_UPLOAD_BYTES + 200_000) });
    expect(huge.status).toBe(413);
  });

  test('not multipart: 415', async () => {
    const response = await backend.app.fetch(
      new Request('http://backend.test/api/v1/uploads', {
        method: 'POST',
        headers: { ...as.center_superuser!, 'content-type': 'application/json' },
        body: '{"purpose":"logo"}',
      }),
    );
    expect(response.status).toBe(415);
  });
});

describe('S3-compatible storage', () => {
  test('PUTs a signed request to <endpoint>/<bucket>/<name> and returns the public URL', async () => {
    const requests: Request[] = [];
    const storage = s3Storage({
      endpoint: 'https://s3.example.org/',
      bucket: 'vp-uploads',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
      region: 'eu-west-1',
      publicUrl: 'https://cdn.example.org/files',
      fetch: (async (input: Request) => {
        requests.push(input);
        return new Response(null, { status: 200 });
      }) as typeof fetch,
    });
    const name = `${'a'.repeat(32)}.png`;
    const result = await storage.put(name, PNG, 'image/png');
    expect(result).toEqual({ name, url: `https://cdn.example.org/files/${name}` });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.method).toBe('PUT');
    expect(request!.url).toBe(`https://s3.example.org/vp-uploads/${name}`);
    expect(request!.headers.get('authorization')).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/s3\/aws4_request/);
    expect(request!.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await request!.arrayBuffer())).toEqual(PNG);
  });

  test('a failed PUT throws (the upload answers 500 and stores nothing)', async () => {
    const storage = s3Storage({
      endpoint: 'https://s3.example.org',
      bucket: 'b1',
      accessKeyId: 'k',
      secretAccessKey: 's',
      region: 'auto',
      fetch: (async () => new Response('denied', { status: 403 })) as unknown as typeof fetch,
    });
    await expect(storage.put(`${'b'.repeat(32)}.png`, PNG, 'image/png')).rejects.toThrow(/S3 upload failed: 403/);
  });
});
