import { isRequiredField } from '@/lib/shared/forms/is-required';
import {
  emptyOrganizationForm,
  emptySignupForm,
  organizationFormSchema,
  organizationFormValues,
  organizationSignupFormSchema,
  toOrganizationAttributes,
  toSignupAttributes,
} from '@/lib/shared/organizations/form';
import { formatAddress, toLookupOptions, toOrganizationView, type OrganizationView } from '@/lib/shared/organizations/view';

const messages = { passwordsDiffer: 'differ', acceptTerms: 'terms' };

const org: OrganizationView = {
  id: '7',
  name: 'Voedselbank',
  organizationType: 'NonProfit',
  status: 'pending',
  email: 'info@vb.example',
  phoneNumber: null,
  website: null,
  description: null,
  denialReason: null,
  city: 'Wezep',
  createdAt: '2025-01-01T00:00:00.000Z',
  volunteerCenterId: 1,
  address: { street: 'Kerkstraat', houseNumber: '1', postalCode: '8091 AB', city: 'Wezep' },
  profile: { nonProfitTypeId: 3, showOnSocialMap: true, activityTypeIds: [1, 2] },
};

describe('organization form', () => {
  test('required marks come from the schema', () => {
    expect(isRequiredField(organizationFormSchema, 'name')).toBe(true);
    expect(isRequiredField(organizationFormSchema, 'email')).toBe(false);
    expect(isRequiredField(organizationFormSchema, 'website')).toBe(false);
    const signup = organizationSignupFormSchema(messages);
    expect(isRequiredField(signup, 'email')).toBe(true);
    expect(isRequiredField(signup, 'address.city')).toBe(true);
    expect(isRequiredField(signup, 'address.street')).toBe(false);
    expect(isRequiredField(signup, 'user.password')).toBe(true);
  });

  test('edit values round-trip to attributes; empty strings become null; the status only when changed and allowed', () => {
    const values = organizationFormSchema.parse(organizationFormValues(org));
    const same = toOrganizationAttributes(values, { initialStatus: 'pending', canChangeStatus: true });
    expect(same).toEqual({
      name: 'Voedselbank',
      organizationType: 'NonProfit',
      email: 'info@vb.example',
      phoneNumber: null,
      website: null,
      description: null,
      address: { street: 'Kerkstraat', houseNumber: '1', postalCode: '8091 AB', city: 'Wezep' },
      profile: { nonProfitTypeId: 3, showOnSocialMap: true, activityTypeIds: [1, 2] },
    });
    const denied = toOrganizationAttributes(
      { ...values, status: 'denied', denialReason: ' Geen match ' },
      { initialStatus: 'pending', canChangeStatus: true },
    );
    expect(denied).toMatchObject({ status: 'denied', denialReason: 'Geen match' });
    expect(
      toOrganizationAttributes({ ...values, status: 'approved' }, { initialStatus: 'pending', canChangeStatus: false }),
    ).not.toHaveProperty('status');
  });

  test('schools have no non-profit profile', () => {
    const values = organizationFormSchema.parse({ ...emptyOrganizationForm(), name: 'De School', organizationType: 'School' });
    expect(toOrganizationAttributes(values, { initialStatus: 'approved', canChangeStatus: false })).not.toHaveProperty('profile');
  });

  test('validation: postal code, URL, e-mail', () => {
    const bad = organizationFormSchema.safeParse({
      ...emptyOrganizationForm(),
      name: 'X',
      website: 'geen url',
      email: 'nee',
      address: { street: '', houseNumber: '', postalCode: 'XYZ', city: '' },
    });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join('.')).sort();
    expect(paths).toEqual(['address.postalCode', 'email', 'name', 'website']);
  });

  test('sign-up: passwords must match and the terms be accepted; attributes nest the user', () => {
    const schema = organizationSignupFormSchema(messages);
    const input = {
      ...emptySignupForm(),
      name: 'Buurthuis',
      email: 'info@buurt.example',
      address: { street: '', houseNumber: '', postalCode: '', city: 'Elburg' },
      user: {
        firstName: 'Sanne',
        lastName: 'Jansen',
        email: 'sanne@buurt.example',
        phoneNumber: '',
        password: 'Geheim123!',
        passwordConfirmation: 'Anders',
        acceptTerms: false,
      },
    };
    const result = schema.safeParse(input);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual(expect.arrayContaining([['user.acceptTerms', 'terms']]));
    const ok = schema.parse({ ...input, user: { ...input.user, passwordConfirmation: 'Geheim123!', acceptTerms: true } });
    expect(toSignupAttributes(ok)).toMatchObject({
      name: 'Buurthuis',
      organizationType: 'NonProfit',
      email: 'info@buurt.example',
      address: { city: 'Elburg', street: null },
      user: { firstName: 'Sanne', email: 'sanne@buurt.example', phoneNumber: null, acceptTerms: true },
    });
    const mismatch = schema.safeParse({ ...input, user: { ...input.user, acceptTerms: true } });
    expect(mismatch.error!.issues).toEqual([expect.objectContaining({ path: ['user', 'passwordConfirmation'], message: 'differ' })]);
  });
});

describe('organization view', () => {
  test('parses a deserialised resource; identifiers without attributes are not included data', () => {
    const view = toOrganizationView({
      id: '5',
      type: 'organizations',
      name: 'Club',
      organizationType: 'School',
      status: 'approved',
      city: null,
      address: { id: '9', type: 'addresses' },
      profile: { id: '2', type: 'organization_profiles', showOnSocialMap: true, activityTypeIds: [4], nonProfitTypeId: null },
    });
    expect(view).toMatchObject({
      id: '5',
      email: null,
      address: null,
      profile: { showOnSocialMap: true, activityTypeIds: [4], nonProfitTypeId: null },
    });
    expect(formatAddress(org.address)).toBe('Kerkstraat 1, 8091 AB Wezep');
    expect(formatAddress({ street: null, houseNumber: null, postalCode: null, city: null })).toBeNull();
    expect(toLookupOptions([{ id: '3', type: 'x', key: 'k', name: 'Naam' }])).toEqual([{ id: 3, key: 'k', name: 'Naam' }]);
    // An entry the center added itself has no key.
    expect(toLookupOptions([{ id: '4', type: 'x', key: null, name: 'Koken' }])).toEqual([{ id: 4, key: null, name: 'Koken' }]);
  });
});

describe('organization form messages', () => {
  test('the profile has no required fields; an empty name is "required" before "too short"', () => {
    for (const name of ['profile.nonProfitTypeId', 'profile.showOnSocialMap', 'profile.activityTypeIds', 'phoneNumber', 'address.street'])
      expect(isRequiredField(organizationFormSchema, name)).toBe(false);
    const empty = organizationFormSchema.safeParse(emptyOrganizationForm());
    expect(empty.error!.issues.find((i) => i.path[0] === 'name')).toMatchObject({ code: 'too_small', minimum: 1 });
  });
});
