/**
 * maplibre-gl's web worker, served from the site itself: the library finds its worker next to its own module,
 * which a bundled chunk does not have, so the map sets this address with setWorkerUrl. Same origin, so no CORS.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

let cached: Promise<string> | null = null;

function workerSource(): Promise<string> {
  // A plain path: the bundler would turn a require.resolve into a module id.
  cached ??= readFile(path.join(process.cwd(), 'node_modules', 'maplibre-gl', 'dist', 'maplibre-gl-worker.mjs'), 'utf8');
  return cached;
}

export async function GET() {
  return new Response(await workerSource(), {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=86400' },
  });
}
