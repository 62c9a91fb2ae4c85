/** GET /healthz through Next.js: the backend's probe (server/health.ts), so the web and the standalone API answer alike. */
import { handleBackendRequest } from '@/server/runtime';

export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return handleBackendRequest(request);
}
