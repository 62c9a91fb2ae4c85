import { ApiRequestError } from '@/lib/shared/api/errors';
import { withPasswordMessage, withPasswordMessageError } from '@/lib/shared/profile/errors';

const wrong = {
  status: '422',
  code: 'invalidCredentials',
  detail: 'Invalid login credentials.',
  source: { pointer: '/data/attributes/current_password' },
};
const other = { status: '422', code: 'emailTaken', detail: 'Taken', source: { pointer: '/data/attributes/email' } };

test('a wrong current password gets the form text; other errors stay', () => {
  expect(withPasswordMessage([wrong, other], 'Het wachtwoord klopt niet.')).toEqual([
    { ...wrong, detail: 'Het wachtwoord klopt niet.' },
    other,
  ]);
  // A sign-in failure elsewhere (no current_password pointer) keeps its text.
  const signIn = { code: 'invalidCredentials', detail: 'Invalid login credentials.' };
  expect(withPasswordMessage([signIn], 'x')).toEqual([signIn]);
});

test('on a request error it keeps status, method and url; anything else passes unchanged', () => {
  const error = new ApiRequestError(422, { errors: [wrong] }, { method: 'POST', url: '/x' });
  const mapped = withPasswordMessageError(error, 'Het wachtwoord klopt niet.');
  expect(mapped).toBeInstanceOf(ApiRequestError);
  expect(mapped).toMatchObject({ status: 422, method: 'POST', url: '/x' });
  expect((mapped as ApiRequestError).fieldErrors()).toEqual({ currentPassword: 'Het wachtwoord klopt niet.' });
  const untouched = new ApiRequestError(422, { errors: [other] });
  expect(withPasswordMessageError(untouched, 'x')).toBe(untouched);
  const plain = new Error('boom');
  expect(withPasswordMessageError(plain, 'x')).toBe(plain);
});
