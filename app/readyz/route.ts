/**
 * GET /readyz through Next.js: the backend's readiness probe (server/health.ts). When the backend could not even
 * start (database unreachable at boot), that is "not ready" too: 503, not a 500 page.
 */
import { handleBackendRequest } from '@/server/runtime';
import { reportError } from '@/server/log';

export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  try {
    return await handleBackendRequest(request);
  } catch (error) {
    reportError(error, 'backend not started');
    return Response.json({ status: 'unavailable', down: ['backend'] }, { status: 503, headers: { 'cache-control': 'no-store' } });
  }
}
