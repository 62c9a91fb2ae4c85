/**
 * The authorization matrix (issue 17, docs/authorization.md): every endpoint of the API × every role of the product
 * × signed out × another center's record, generated from the one table in tests/api/authorization/table.ts. Each
 * cell is its own test against the real backend and database; an endpoint of the app without a row fails here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NO_RATE_LIMIT } from '@/server/auth/rate-limit';
import { localStorage } from '@/server/storage';
import { centerHeaders, startTestBackend, type Headers, type TestBackend } from '../support/api';
import { TABLE } from './authorization/table';
import type { Expectation, RequestSpec, Row, Status } from './authorization/types';
import { ROLES, freshActor, seedWorld, type Actor, type Role, type World } from './authorization/world';

const SIGNED_OUT = 'signed out';
const OTHER_CENTER = "another center's record";
type Column = Role | typeof SIGNED_OUT | typeof OTHER_CENTER;

interface Cell {
  name: string;
  row: Row;
  column: Column;
  expected: readonly Status[];
}

const label = (row: Row) => `${row.endpoint}${row.variant ? ` [${row.variant}]` : ''}`;
const asList = (e: Expectation): readonly Status[] => (Array.isArray(e) ? e : [e as Status]);
const hasParameter = (row: Row) => row.endpoint.includes('/:');

function expectationOf(row: Row, column: Column): Expectation | 'n/a' {
  if (column === SIGNED_OUT) return row.signedOut ?? 401;
  if (column === OTHER_CENTER) return row.otherCenter ?? (hasParameter(row) ? 404 : 'n/a');
  const own = row.except?.[column];
  if (own !== undefined) return own;
  if (row.allow === 'everyone' || row.allow.includes(column)) return '2xx';
  return row.deny ?? 403;
}

const COLUMNS: readonly Column[] = [...ROLES, SIGNED_OUT, OTHER_CENTER];

const CELLS: Cell[] = TABLE.flatMap((row) =>
  COLUMNS.flatMap((column) => {
    const e = expectationOf(row, column);
    if (e === 'n/a') return [];
    const expected = asList(e);
    return [{ name: `${label(row)} as ${column} -> ${expected.join(' or ')}`, row, column, expected }];
  }),
);

let backend: TestBackend;
let world: World;
let uploadsDir: string;

beforeAll(async () => {
  // Rate limits are not what this test is about: hundreds of sign-ups and resets come from one test address.
  backend = await startTestBackend({ rateLimiter: NO_RATE_LIMIT });
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'matrix-uploads-'));
  backend.deps.storage = localStorage(uploadsDir);
  world = await seedWorld(backend);
}, 120_000);

afterAll(async () => {
  await backend?.close();
  if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
});

describe('every endpoint has a row', () => {
  /** Method and path of every handler of the app; `use` middleware (ALL …/*) is not an endpoint. */
  const endpoints = () =>
    [
      ...new Set(backend.app.routes.filter((r) => !(r.method === 'ALL' && r.path.endsWith('*'))).map((r) => `${r.method} ${r.path}`)),
    ].sort();

  test('no endpoint of server/app.ts is missing from tests/api/authorization/table.ts', () => {
    const covered = new Set<string>(TABLE.map((row) => row.endpoint));
    const missing = endpoints().filter((e) => !covered.has(e));
    // A new endpoint needs a row: see docs/authorization.md.
    expect(missing).toEqual([]);
  });

  test('no row names an endpoint that does not exist', () => {
    const existing = new Set(endpoints());
    expect(TABLE.map((row) => row.endpoint).filter((e) => !existing.has(e))).toEqual([]);
  });

  test('each row is told apart by its variant', () => {
    const labels = TABLE.map(label);
    expect(labels.filter((l, i) => labels.indexOf(l) !== i)).toEqual([]);
  });
});

describe('authorization matrix', () => {
  test.each(CELLS)('$name', async ({ row, column, expected }) => {
    const actor = await actorOf(row, column);
    const spec = await row.request({ world, side: column === OTHER_CENTER ? 'B' : 'A', actor });
    const res = await send(row, spec, actor?.headers ?? centerHeaders(world.a.id));
    const received = `${res.status}${res.codes.length ? ` (${res.codes.join(', ')})` : ''}`;
    const wanted = expected.join(' or ');
    expect(matches(expected, res.status) ? wanted : received).toBe(wanted);
    // Refusals are JSON:API error documents (never a bare status or an HTML page).
    if (res.status >= 400) expect(res.codes.length).toBeGreaterThan(0);
  });
});

async function actorOf(row: Row, column: Column): Promise<Actor | null> {
  if (column === SIGNED_OUT) return null;
  const role: Role = column === OTHER_CENTER ? (row.otherCenterAs ?? 'center_superuser') : column;
  return row.freshActor ? freshActor(world, role) : world.actors[role];
}

function matches(expected: readonly Status[], status: number) {
  return expected.some((e) => (e === '2xx' ? status >= 200 && status < 300 : e === status));
}

async function send(row: Row, spec: RequestSpec, actorHeaders: Headers) {
  const method = row.endpoint.slice(0, row.endpoint.indexOf(' '));
  const headers: Record<string, string> = { accept: 'application/vnd.api+json', 'accept-language': 'en', ...actorHeaders, ...spec.headers };
  let body: BodyInit | undefined;
  if (spec.form) body = spec.form;
  else if (spec.body !== undefined) {
    body = JSON.stringify(spec.body);
    headers['content-type'] = spec.contentType ?? 'application/vnd.api+json';
  }
  const response = await backend.app.fetch(new Request(`http://backend.test${spec.path}`, { method, headers, body }));
  const text = await response.text();
  let codes: string[] = [];
  try {
    const json = text ? JSON.parse(text) : null;
    codes = Array.isArray(json?.errors) ? json.errors.map((e: { code?: string }) => String(e.code)) : [];
  } catch {
    codes = [];
  }
  return { status: response.status, codes };
}
