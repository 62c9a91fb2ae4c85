/**
 * The Redis cache handler of issue 14 §2 (lib/server/cache/redis-cache-handler.cjs) against a real redis-server of
 * its own on a free port (never the machine's Redis). Two copies of the module stand for two instances (each has its
 * own connection, as two processes would): what one stores the other reads, a tag one invalidates is a miss on the
 * other, pages keep their binary parts, another build's entries are not served, and a stopped Redis makes reads
 * miss without failing while an invalidation made meanwhile is written once Redis is back.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import Redis from 'ioredis';
import { freePort } from '../support/free-port';

jest.setTimeout(30_000);

interface Handler {
  get(key: string, ctx?: Record<string, unknown>): Promise<{ lastModified: number; value: Record<string, unknown> } | null>;
  set(key: string, data: Record<string, unknown> | null, ctx?: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}
interface HandlerClass {
  new (options?: { serverDistDir?: string }): Handler;
  disconnect(): Promise<void>;
}

const available = spawnSync('redis-server', ['--version'], { timeout: 5000 }).status === 0;
const suite = available ? describe : describe.skip;
if (!available) console.warn('redis-cache-handler skipped: no redis-server binary on PATH');

/** A fresh copy of the module: its own shared connection, like another process. */
function loadInstance(): HandlerClass {
  let loaded: HandlerClass | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual('@/lib/server/cache/redis-cache-handler.cjs') as HandlerClass;
  });
  return loaded!;
}

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

const fetchEntry = (data: string, tags: string[]) => ({
  kind: 'FETCH',
  data: { headers: {}, body: Buffer.from(JSON.stringify(data)).toString('base64'), status: 200, url: '' },
  revalidate: 3600,
  tags,
});
const fetchCtx = (tags: string[], softTags: string[] = []) => ({ kind: 'FETCH', tags, softTags, fetchCache: true });

suite('Redis cache handler (own redis-server on a free port)', () => {
  let port: number;
  let server: ChildProcess | null = null;
  let admin: Redis;
  let A: HandlerClass;
  let B: HandlerClass;

  async function startRedis() {
    server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await until(async () => {
      const probe = new Redis({
        port,
        host: '127.0.0.1',
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
        connectTimeout: 500,
      });
      probe.on('error', () => undefined);
      try {
        await probe.connect();
        return (await probe.ping()) === 'PONG';
      } catch {
        return false;
      } finally {
        probe.disconnect();
      }
    }, 'redis-server');
  }

  async function stopRedis() {
    const child = server;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  beforeAll(async () => {
    port = await freePort();
    await startRedis();
    process.env.REDIS_URL = `redis://127.0.0.1:${port}/0`;
    process.env.REDIS_CACHE_PREFIX = 'test-cache:';
    admin = new Redis({ port, host: '127.0.0.1' });
    A = loadInstance();
    B = loadInstance();
  });

  afterAll(async () => {
    await A?.disconnect();
    await B?.disconnect();
    admin?.disconnect();
    await stopRedis();
    delete process.env.REDIS_URL;
    delete process.env.REDIS_CACHE_PREFIX;
  });

  it('serves on one instance what the other stored, until a tag of it is invalidated on either', async () => {
    const a = new A();
    const b = new B();
    await a.set('page-1', fetchEntry('first', ['content:1']), fetchCtx(['content:1']));
    await a.set('menus-1', fetchEntry('menus', ['menus:1']), fetchCtx(['menus:1']));

    const read = await b.get('page-1', fetchCtx(['content:1']));
    expect(read?.value).toEqual(fetchEntry('first', ['content:1']));
    expect(read?.lastModified).toBeGreaterThan(Date.now() - 60_000);

    await b.revalidateTag(['content:1'], { expire: 0 });
    expect(await a.get('page-1', fetchCtx(['content:1']))).toBeNull();
    expect(await b.get('page-1', fetchCtx(['content:1']))).toBeNull();
    // Other tags are untouched.
    expect((await a.get('menus-1', fetchCtx(['menus:1'])))?.value).toEqual(fetchEntry('menus', ['menus:1']));

    // Stored again after the invalidation, the entry is served again.
    await a.set('page-1', fetchEntry('second', ['content:1']), fetchCtx(['content:1']));
    expect((await b.get('page-1', fetchCtx(['content:1'])))?.value).toEqual(fetchEntry('second', ['content:1']));

    // Each process keeps a copy of what it read or wrote; a newer entry stored by the other replaces it.
    expect((await a.get('page-1', fetchCtx(['content:1'])))?.value).toEqual(fetchEntry('second', ['content:1']));
    await b.set('page-1', fetchEntry('third', ['content:1']), fetchCtx(['content:1']));
    expect((await a.get('page-1', fetchCtx(['content:1'])))?.value).toEqual(fetchEntry('third', ['content:1']));
  });

  it('honours the tags of the request (implicit path tags of revalidatePath) and revalidateTag without a profile', async () => {
    const a = new A();
    await a.set('news', fetchEntry('news', ['content:2']), fetchCtx(['content:2']));
    expect(await a.get('news', fetchCtx(['content:2'], ['_N_T_/demo/nl/nieuws']))).not.toBeNull();
    await new B().revalidateTag('_N_T_/demo/nl/nieuws');
    expect(await a.get('news', fetchCtx(['content:2'], ['_N_T_/demo/nl/nieuws']))).toBeNull();

    await a.set('news', fetchEntry('news', ['content:2']), fetchCtx(['content:2']));
    await new B().revalidateTag(['content:2']);
    expect(await a.get('news', fetchCtx(['content:2']))).toBeNull();
  });

  it('keeps a rendered page whole (HTML, RSC buffer, segment map, headers, cache control) and expires it by its tags header', async () => {
    const page = {
      kind: 'APP_PAGE',
      html: '<html>hoi</html>',
      rscData: Buffer.from([0, 1, 2, 250, 255]),
      segmentData: new Map([['/_tree', Buffer.from('tree')]]),
      headers: { 'x-next-cache-tags': '_N_T_/layout,content:3,menus:3' },
      status: 200,
    };
    const ctx = { cacheControl: { revalidate: false, expire: 31_536_000 }, isRoutePPREnabled: false, isFallback: false };
    await new A().set('/demo/nl', page, ctx);

    const read = await new B().get('/demo/nl', { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false });
    expect(read?.value).toEqual(page);
    expect(Buffer.isBuffer(read?.value.rscData)).toBe(true);
    expect((read as unknown as { cacheControl: unknown }).cacheControl).toEqual(ctx.cacheControl);
    const ttl = await admin.ttl('test-cache:development:/demo/nl');
    expect(ttl).toBeGreaterThan(31_000_000);

    await new A().revalidateTag('menus:3', { expire: 0 });
    expect(await new B().get('/demo/nl', { kind: 'APP_PAGE' })).toBeNull();
  });

  it("does not serve another build's entries", async () => {
    const fs = await import('node:fs/promises');
    const os = await import('node:os');
    const path = await import('node:path');
    const dirs = await Promise.all(
      ['one', 'two'].map(async (id) => {
        const dist = await fs.mkdtemp(path.join(os.tmpdir(), `cache-build-${id}-`));
        await fs.mkdir(path.join(dist, 'server'));
        await fs.writeFile(path.join(dist, 'BUILD_ID'), id);
        return path.join(dist, 'server');
      }),
    );
    await new A({ serverDistDir: dirs[0] }).set('shared-key', fetchEntry('one', []), fetchCtx([]));
    expect(await new B({ serverDistDir: dirs[1] }).get('shared-key', fetchCtx([]))).toBeNull();
    expect(await new B({ serverDistDir: dirs[0] }).get('shared-key', fetchCtx([]))).not.toBeNull();
    await Promise.all(dirs.map((dir) => fs.rm(path.dirname(dir), { recursive: true })));
  });

  it('misses without failing while Redis is down, and writes an invalidation made meanwhile once it is back', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const a = new A();
    await a.set('kept', fetchEntry('kept', ['content:4']), fetchCtx(['content:4']));
    await stopRedis();
    await until(async () => (await a.get('kept', fetchCtx(['content:4']))) === null, 'a miss while Redis is down');
    await expect(a.set('other', fetchEntry('x', []), fetchCtx([]))).resolves.toBeUndefined();
    await expect(new B().revalidateTag('content:4', { expire: 0 })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();

    await startRedis();
    await until(async () => (await admin.hget('test-cache:tags', 'content:4').catch(() => null)) !== null, 'the kept invalidation');
    warn.mockRestore();
  });
});
