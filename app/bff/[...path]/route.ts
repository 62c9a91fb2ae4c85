// The same-origin forwarding route for client components (lib/server/session/bff.ts): /bff/api/v1/... and /bff/auth/...
import type { NextRequest } from 'next/server';
import { forwardToBackend } from '@/lib/server/session/bff';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ path: string[] }> };

async function handler(request: NextRequest, { params }: Context): Promise<Response> {
  const { path } = await params;
  return forwardToBackend(request, path);
}

export { handler as GET, handler as POST, handler as PUT, handler as PATCH, handler as DELETE, handler as HEAD };
