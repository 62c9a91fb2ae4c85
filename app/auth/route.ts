// POST /auth (devise_token_auth registration) goes to the backend.
import { handleBackendRequest } from '@/server/runtime';

export const dynamic = 'force-dynamic';

// No bindings: the client address is the socket's, stamped by server/net/peer-stamp.ts, never a request header.
const handler = (request: Request) => handleBackendRequest(request);
export { handler as POST, handler as OPTIONS };
