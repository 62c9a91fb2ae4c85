import { ApiRequestError, readErrors } from '@/lib/shared/api/errors';

describe('ApiRequestError', () => {
  const body = {
    errors: [
      {
        status: '422',
        code: 'invalid',
        title: 'Invalid attribute',
        detail: 'First name is required',
        source: { pointer: '/data/attributes/first_name' },
      },
      {
        status: 422,
        title: 'Invalid attribute',
        detail: 'Postal code is invalid',
        source: { pointer: '/data/attributes/address/postal_code' },
      },
      { detail: 'Second message for first name', source: { pointer: '/data/attributes/first_name' } },
      { detail: 'Pick an organization', source: { pointer: '/data/relationships/current_organization' } },
      { detail: 'Bad filter', source: { parameter: 'filter[foo]' }, meta: { allowed_values: ['a'] } },
    ],
  };

  it('carries status, body and camelCased error objects', () => {
    const error = new ApiRequestError(422, body, { method: 'POST', url: 'http://x/api/v1/users' });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiRequestError');
    expect(error.status).toBe(422);
    expect(error.body).toBe(body);
    expect(error.method).toBe('POST');
    expect(error.errors[0]).toEqual({
      status: '422',
      code: 'invalid',
      title: 'Invalid attribute',
      detail: 'First name is required',
      source: { pointer: '/data/attributes/first_name' },
    });
    expect(error.errors[1]?.status).toBe('422');
    expect(error.errors[4]).toEqual({ detail: 'Bad filter', source: { parameter: 'filter[foo]' }, meta: { allowedValues: ['a'] } });
    expect(error.message).toBe('First name is required');
    expect(error.firstDetail()).toBe('First name is required');
  });

  it('maps pointers to form field names, first message per field', () => {
    expect(new ApiRequestError(422, body).fieldErrors()).toEqual({
      firstName: 'First name is required',
      'address.postalCode': 'Postal code is invalid',
      currentOrganization: 'Pick an organization',
    });
  });

  it('falls back to the title and then to a generic message', () => {
    expect(new ApiRequestError(403, { errors: [{ title: 'Forbidden' }] }).firstDetail()).toBe('Forbidden');
    const bare = new ApiRequestError(502, '<html>Bad gateway</html>');
    expect(bare.errors).toEqual([]);
    expect(bare.firstDetail()).toBeUndefined();
    expect(bare.message).toBe('Request failed with status 502');
    expect(bare.fieldErrors()).toEqual({});
  });

  it('recognises the wrong-center error by message, detail or code', () => {
    expect(new ApiRequestError(401, { errors: ['User is registered with the Wrong Center'] }).isWrongCenter()).toBe(true);
    expect(new ApiRequestError(403, { errors: [{ title: 'x', detail: 'signed in to the wrong center' }] }).isWrongCenter()).toBe(true);
    expect(new ApiRequestError(403, { errors: [{ code: 'wrong_center' }] }).isWrongCenter()).toBe(true);
    expect(new ApiRequestError(403, 'wrong center').isWrongCenter()).toBe(true);
    expect(new ApiRequestError(403, { errors: [{ detail: 'Forbidden' }] }).isWrongCenter()).toBe(false);
  });
});

describe('readErrors', () => {
  it('reads devise_token_auth style bodies', () => {
    expect(readErrors({ success: false, errors: ['Invalid login credentials'] })).toEqual([{ detail: 'Invalid login credentials' }]);
    expect(readErrors({ errors: { email: ['has already been taken'], full_messages: ['Email has already been taken'] } })).toEqual([
      { detail: 'Email has already been taken' },
      { detail: 'has already been taken', source: { pointer: '/data/attributes/email' } },
    ]);
    expect(readErrors({ error: 'No tenant found' })).toEqual([{ detail: 'No tenant found' }]);
  });

  it('returns nothing for bodies without errors', () => {
    expect(readErrors(null)).toEqual([]);
    expect(readErrors('text')).toEqual([]);
    expect(readErrors({ data: null })).toEqual([]);
  });
});
