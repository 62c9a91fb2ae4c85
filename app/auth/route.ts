// POST /auth (devise_token_auth registration) goes to the backend.
import { handleBackendRequest } from '@/server/runtime';

export const dynamic = 'force-dynamic';

const handler = (request: Request) => handleBackendRequest(request);
export { handler as POST, handler as OPTIONS };
