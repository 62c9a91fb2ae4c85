// Mounts the backend's token auth (/auth/sign_in, /auth/sign_out, /auth/password, /auth/validate_token,
// /auth/confirmation). The sign-in pages (/auth/login-1, ...) are rewritten by proxy.ts into app/[center]/[locale].
import { handleBackendRequest } from '@/server/runtime';

export const dynamic = 'force-dynamic';

// No bindings: the client address is the socket's, stamped by server/net/peer-stamp.ts, never a request header.
const handler = (request: Request) => handleBackendRequest(request);
export { handler as GET, handler as POST, handler as PUT, handler as PATCH, handler as DELETE, handler as OPTIONS, handler as HEAD };
