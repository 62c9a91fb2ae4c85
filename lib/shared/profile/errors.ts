/**
 * The backend answers a wrong current password with its sign-in error ("Invalid login credentials") on
 * `current_password`; on a profile form "the password is not correct" says better what to fix.
 */
import { ApiRequestError, type JsonApiErrorObject } from '@/lib/shared/api/errors';

const isWrongCurrentPassword = (e: JsonApiErrorObject) =>
  e.code === 'invalidCredentials' && Boolean(e.source?.pointer?.endsWith('/current_password'));

export function withPasswordMessage(errors: JsonApiErrorObject[], message: string): JsonApiErrorObject[] {
  return errors.map((e) => (isWrongCurrentPassword(e) ? { ...e, detail: message } : e));
}

/** The same error with the friendlier text; anything that is not a request error passes unchanged. */
export function withPasswordMessageError(error: unknown, message: string): unknown {
  if (!(error instanceof ApiRequestError) || !error.errors.some(isWrongCurrentPassword)) return error;
  return new ApiRequestError(
    error.status,
    { errors: withPasswordMessage(error.errors, message) },
    { method: error.method, url: error.url },
  );
}
