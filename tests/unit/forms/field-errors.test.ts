import { fieldDescriptionId, fieldErrorId, fieldId, flattenFieldErrors, rootErrorMessages } from '@/lib/shared/forms/field-errors';
import { createLabelRegistry } from '@/lib/shared/forms/label-registry';

describe('field ids', () => {
  it('are valid, stable DOM ids', () => {
    expect(fieldId('firstName')).toBe('field-firstName');
    expect(fieldId('address.postalCode')).toBe('field-address-postalCode');
    expect(fieldId('tags.0.name', 'profile')).toBe('profile-field-tags-0-name');
    expect(fieldErrorId('email')).toBe('field-email-error');
    expect(fieldDescriptionId('email')).toBe('field-email-description');
  });
});

describe('flattenFieldErrors', () => {
  it('lists nested and array errors with dotted names, skipping root errors', () => {
    const errors = {
      firstName: { type: 'too_small', message: 'Required' },
      address: { postalCode: { type: 'server', message: 'Invalid postal code' } },
      tags: Object.assign([undefined, { name: { type: 'too_small', message: 'Name required' } }], {
        type: 'too_small',
        message: 'Add a tag',
      }),
      empty: { type: 'custom', message: '' },
      root: { server: { type: 'server', message: 'Server says no' } },
    };
    expect(flattenFieldErrors(errors)).toEqual([
      { name: 'firstName', message: 'Required' },
      { name: 'address.postalCode', message: 'Invalid postal code' },
      { name: 'tags', message: 'Add a tag' },
      { name: 'tags.1.name', message: 'Name required' },
    ]);
    expect(rootErrorMessages(errors)).toEqual(['Server says no']);
    expect(rootErrorMessages({ root: { type: 'x', message: 'Top' } })).toEqual(['Top']);
    expect(flattenFieldErrors(null)).toEqual([]);
  });
});

describe('label registry', () => {
  it('keeps labels of mounted fields and notifies subscribers', () => {
    const labels = createLabelRegistry();
    const seen: number[] = [];
    const unsubscribe = labels.subscribe(() => seen.push(labels.getSnapshot().size));
    const unset = labels.set('email', 'E-mail');
    const snapshot = labels.getSnapshot();
    labels.set('email', 'E-mail'); // no change, no new snapshot
    expect(labels.getSnapshot()).toBe(snapshot);
    expect(labels.get('email')).toBe('E-mail');
    unset();
    expect(labels.get('email')).toBeUndefined();
    unsubscribe();
    labels.set('x', 'X');
    expect(seen).toEqual([1, 0]);
  });
});
