import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '@/lib/shared/api/errors';
import { applyServerErrors, fieldFromPointer, mapServerErrors } from '@/lib/shared/forms/server-errors';

function recorder() {
  const calls: [string, { type?: string; message?: string }, { shouldFocus?: boolean } | undefined][] = [];
  const setError: UseFormSetError<FieldValues> = (name, error, options) => {
    calls.push([name, { type: error.type, message: error.message }, options]);
  };
  return { calls, setError };
}

const body = {
  errors: [
    { status: '422', detail: 'First name is required', source: { pointer: '/data/attributes/first_name' } },
    { status: '422', detail: 'First name is too short', source: { pointer: '/data/attributes/first_name' } },
    { status: '422', detail: 'Postal code is invalid', source: { pointer: '/data/attributes/address/postal_code' } },
    { status: '422', title: 'Invalid organization', source: { pointer: '/data/relationships/organization' } },
    { status: '400', detail: 'Unknown filter', source: { parameter: 'filter[x]' } },
    { status: '422', detail: 'You may not do this' },
  ],
};

describe('fieldFromPointer', () => {
  it('turns attribute pointers into camelCased dotted paths', () => {
    expect(fieldFromPointer('/data/attributes/first_name')).toBe('firstName');
    expect(fieldFromPointer('/data/attributes/address/postal_code')).toBe('address.postalCode');
    expect(fieldFromPointer('/data/attributes/footer_column1_title')).toBe('footerColumn1Title');
    expect(fieldFromPointer('/data/relationships/current_organization')).toBe('currentOrganization');
    expect(fieldFromPointer('/data/attributes/a~1b')).toBe('a/b');
    expect(fieldFromPointer('/data')).toBeUndefined();
    expect(fieldFromPointer('')).toBeUndefined();
    expect(fieldFromPointer(undefined)).toBeUndefined();
  });
});

describe('applyServerErrors', () => {
  it('sets field errors (first message per field) and collects the rest as the root error', () => {
    const { calls, setError } = recorder();
    const result = applyServerErrors(setError, new ApiRequestError(422, body));
    expect(result.fields).toEqual({
      firstName: 'First name is required',
      'address.postalCode': 'Postal code is invalid',
      organization: 'Invalid organization',
    });
    expect(result.root).toEqual(['Unknown filter', 'You may not do this']);
    expect(calls).toEqual([
      ['firstName', { type: 'server', message: 'First name is required' }, { shouldFocus: true }],
      ['address.postalCode', { type: 'server', message: 'Postal code is invalid' }, { shouldFocus: false }],
      ['organization', { type: 'server', message: 'Invalid organization' }, { shouldFocus: false }],
      ['root.server', { type: 'server', message: 'Unknown filter\nYou may not do this' }, undefined],
    ]);
  });

  it('accepts snake_case error arrays and raw bodies', () => {
    expect(mapServerErrors(body.errors).fields.firstName).toBe('First name is required');
    expect(mapServerErrors(body).fields['address.postalCode']).toBe('Postal code is invalid');
    expect(mapServerErrors({ errors: { email: ['has already been taken'] } }).fields).toEqual({ email: 'has already been taken' });
  });

  it('sends errors for fields the form does not show to the root error', () => {
    const result = mapServerErrors(body, { fields: ['firstName'] });
    expect(result.fields).toEqual({ firstName: 'First name is required' });
    expect(result.root).toEqual(['Postal code is invalid', 'Invalid organization', 'Unknown filter', 'You may not do this']);
  });

  it('falls back to the given message when the error has no error objects', () => {
    const { calls, setError } = recorder();
    applyServerErrors(setError, new ApiRequestError(500, null), { fallbackMessage: 'Something went wrong' });
    expect(calls).toEqual([['root.server', { type: 'server', message: 'Something went wrong' }, undefined]]);
    expect(mapServerErrors(new TypeError('Failed to fetch')).root).toEqual(['Failed to fetch']);
    expect(mapServerErrors(undefined).root).toEqual([]);
  });
});
