import { emptyToNull, toProfileView } from '@/lib/shared/profile/profile-view';
import { detailsSchema, digestSchema, emailChangeSchema, passwordSchema } from '@/lib/shared/profile/schemas';

describe('toProfileView', () => {
  test('maps a deserialized current_user to plain, form-ready values', () => {
    const view = toProfileView({
      id: 12,
      type: 'users',
      firstName: 'Vera',
      lastName: 'Vrijwilliger',
      fullName: 'Vera Vrijwilliger',
      email: 'vera@example.org',
      phoneNumber: null,
      jobTitle: 'Coördinator',
      gender: 'female',
      locale: 'en',
      digestDays: [5, 1, 1],
      roles: [{ id: '1', type: 'roles' }],
    });
    expect(view).toEqual({
      id: '12',
      firstName: 'Vera',
      lastName: 'Vrijwilliger',
      fullName: 'Vera Vrijwilliger',
      email: 'vera@example.org',
      phoneNumber: '',
      jobTitle: 'Coördinator',
      gender: 'female',
      locale: 'en',
      digestDays: [1, 5],
    });
  });

  test('unknown gender and locale fall back; a missing full name is built', () => {
    const view = toProfileView({ id: '3', firstName: 'Ab', lastName: 'C', email: 'a@b.nl', gender: 'robot', locale: 'de' });
    expect(view).toMatchObject({ gender: null, locale: 'nl', fullName: 'Ab C', digestDays: [] });
  });

  test('an e-mail address is required', () => {
    expect(() => toProfileView({ id: '1' })).toThrow();
  });
});

test('emptyToNull clears optional fields', () => {
  expect(emptyToNull('  ')).toBeNull();
  expect(emptyToNull(undefined)).toBeNull();
  expect(emptyToNull(' 0612 ')).toBe('0612');
});

describe('form schemas', () => {
  test('details: names required, optional fields may be empty, gender from the list', () => {
    expect(detailsSchema.safeParse({ firstName: 'A', lastName: 'B', phoneNumber: '', jobTitle: '', gender: '' }).success).toBe(true);
    expect(detailsSchema.safeParse({ firstName: ' ', lastName: 'B', phoneNumber: '', jobTitle: '', gender: '' }).success).toBe(false);
    expect(detailsSchema.safeParse({ firstName: 'A', lastName: 'B', phoneNumber: '', jobTitle: '', gender: 'robot' }).success).toBe(false);
  });

  test('e-mail change needs a valid address and the current password', () => {
    expect(emailChangeSchema.safeParse({ email: 'new@example.org', currentPassword: 'x' }).success).toBe(true);
    expect(emailChangeSchema.safeParse({ email: 'new', currentPassword: 'x' }).success).toBe(false);
    expect(emailChangeSchema.safeParse({ email: 'new@example.org', currentPassword: '' }).success).toBe(false);
  });

  test('password: minimum length and a matching confirmation (message on the confirmation)', () => {
    const schema = passwordSchema({ passwordsDiffer: 'differ' });
    expect(schema.safeParse({ currentPassword: 'old', password: 'Nieuw-123', passwordConfirmation: 'Nieuw-123' }).success).toBe(true);
    expect(schema.safeParse({ currentPassword: 'old', password: 'kort', passwordConfirmation: 'kort' }).success).toBe(false);
    const differ = schema.safeParse({ currentPassword: 'old', password: 'Nieuw-123', passwordConfirmation: 'Nieuw-124' });
    expect(differ.success).toBe(false);
    expect(differ.error?.issues[0]).toMatchObject({ path: ['passwordConfirmation'], message: 'differ' });
  });

  test('digest: checkbox values 1-7, none allowed', () => {
    expect(digestSchema.safeParse({ digestDays: [] }).success).toBe(true);
    expect(digestSchema.safeParse({ digestDays: ['1', '7'] }).success).toBe(true);
    expect(digestSchema.safeParse({ digestDays: ['0'] }).success).toBe(false);
  });
});
