/**
 * GET /uploads/<name>: a file stored on local disk by POST /api/v1/uploads (server/storage). Names are random
 * and never reused, so the answer is cacheable for a year. The content type comes from the extension the
 * server chose after sniffing the bytes; nosniff and a sandboxing CSP keep an SVG from acting as a page.
 * proxy.ts's matcher skips paths with image extensions, so this runs without center or locale rewriting.
 */
import { contentTypeForName } from '@/lib/shared/uploads/rules';
import { openLocalUpload } from '@/server/storage';

export const dynamic = 'force-dynamic';

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

async function serve(name: string, method: 'GET' | 'HEAD'): Promise<Response> {
  const contentType = contentTypeForName(name);
  const file = contentType ? await openLocalUpload(name) : null;
  if (!contentType || !file) {
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...SECURITY_HEADERS } });
  }
  if (method === 'HEAD') await file.body.cancel();
  return new Response(method === 'HEAD' ? null : file.body, {
    status: 200,
    headers: {
      'Content-Type': contentType,
      'Content-Length': String(file.size),
      'Cache-Control': 'public, max-age=31536000, immutable',
      ...SECURITY_HEADERS,
    },
  });
}

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  return serve((await params).name, 'GET');
}

export async function HEAD(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  return serve((await params).name, 'HEAD');
}
