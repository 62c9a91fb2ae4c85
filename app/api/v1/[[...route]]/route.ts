// Mounts the backend (server/) at /api/v1; nothing else lives here.
import { handleBackendRequest } from '@/server/runtime';

export const dynamic = 'force-dynamic';

// No bindings: the client address is the socket's, stamped by server/net/peer-stamp.ts, never a request header.
const handler = (request: Request) => handleBackendRequest(request);
export { handler as GET, handler as POST, handler as PUT, handler as PATCH, handler as DELETE, handler as OPTIONS, handler as HEAD };
