/**
 * The devise_token_auth calls made outside the session server actions, for any ApiClient. Both are raw requests:
 * their answers are not JSON:API documents, and validate_token's answer headers may carry refreshed tokens.
 */
import type { ApiClient } from '@/lib/shared/api';

/**
 * Throws an ApiRequestError when the backend refuses the client's tokens. Returns the user's id (null if the answer
 * named none) and the answer's headers, which may hold refreshed auth headers to keep instead of the old ones.
 */
export async function validateToken(api: ApiClient): Promise<{ userId: string | null; headers: Headers }> {
  const response = await api.request('GET', '/auth/validate_token', { raw: true });
  const document: unknown = response.document;
  const id =
    typeof document === 'object' &&
    document !== null &&
    'data' in document &&
    typeof document.data === 'object' &&
    document.data !== null &&
    'id' in document.data
      ? document.data.id
      : null;
  return { userId: typeof id === 'string' || typeof id === 'number' ? String(id) : null, headers: response.headers };
}

/** Confirms a new account's e-mail address with the token from the confirmation mail. */
export async function confirmAccount(api: ApiClient, confirmationToken: string): Promise<void> {
  await api.request('POST', '/api/v1/confirm', { body: { confirmation_token: confirmationToken }, raw: true });
}
