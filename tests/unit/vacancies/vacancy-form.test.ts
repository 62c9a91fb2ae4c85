import { splitTags, toVacancyAttributes, vacancyFormSchema, vacancyFormValues } from '@/components/vacancies/admin/vacancy-form-schema';
import { nextStatuses, toVacancyView } from '@/lib/shared/vacancies/view';
import { toApplicationView } from '@/lib/shared/applications/view';

const base = vacancyFormValues(null, { organizationId: '3' });

describe('vacancy form', () => {
  it('splits tags on commas, trimmed and without repeats', () => {
    expect(splitTags(' zorg, buiten ,, zorg ')).toEqual(['zorg', 'buiten']);
    expect(splitTags(undefined)).toEqual([]);
  });

  it('requires a title of three characters', () => {
    expect(vacancyFormSchema.safeParse({ ...base, title: '' }).success).toBe(false);
    expect(vacancyFormSchema.safeParse({ ...base, title: 'ab' }).success).toBe(false);
    expect(vacancyFormSchema.safeParse({ ...base, title: 'Maatje' }).success).toBe(true);
  });

  it('refuses a malformed postal code, hours or image address', () => {
    expect(vacancyFormSchema.safeParse({ ...base, title: 'Maatje', postalCode: '12AB' }).success).toBe(false);
    expect(vacancyFormSchema.safeParse({ ...base, title: 'Maatje', hoursPerWeek: 'vier' }).success).toBe(false);
    expect(vacancyFormSchema.safeParse({ ...base, title: 'Maatje', imageUrl: 'javascript:alert(1)' }).success).toBe(false);
  });

  it('maps the values to API attributes, empty text as null', () => {
    const values = vacancyFormSchema.parse({
      ...base,
      title: 'Maatje',
      tags: 'a, b',
      ageGroupIds: ['2'],
      hoursPerWeek: '4',
      contactPersonId: '7',
    });
    const attrs = toVacancyAttributes(values, { includeOrganization: true });
    expect(attrs).toMatchObject({
      title: 'Maatje',
      tags: ['a', 'b'],
      ageGroupIds: [2],
      hoursPerWeek: 4,
      contactPersonId: 7,
      organizationId: 3,
      summary: null,
      activityFrequency: null,
      weekdays: [],
    });
  });

  it('sends activity fields only for activities, and only those the frequency uses', () => {
    const activity = {
      ...base,
      title: 'Wandelen',
      vacancyType: 'activity' as const,
      activityFrequency: 'regularly' as const,
      startsOn: '2026-12-01',
      endsOn: '2026-12-05',
      weekdays: ['3', '1'],
    };
    const attrs = toVacancyAttributes(vacancyFormSchema.parse(activity), { includeOrganization: false });
    expect(attrs).toMatchObject({ activityFrequency: 'regularly', startsOn: '2026-12-01', endsOn: null, weekdays: [3, 1] });
    expect(attrs).not.toHaveProperty('organizationId');
    const notActivity = toVacancyAttributes(vacancyFormSchema.parse({ ...activity, vacancyType: 'volunteering' }), {
      includeOrganization: false,
    });
    expect(notActivity).toMatchObject({ activityFrequency: null, startsOn: null, weekdays: [] });
  });

  it('reads a stored vacancy back into form values', () => {
    const view = toVacancyView({
      id: '5',
      type: 'vacancies',
      title: 'Maatje',
      status: 'published',
      vacancyType: 'p2p',
      tags: ['a', 'b'],
      ageGroupIds: [1],
      hoursPerWeek: 3,
      expiresAt: '2026-12-31T22:59:00.000Z',
      organizationId: 3,
    });
    expect(vacancyFormValues(view)).toMatchObject({
      title: 'Maatje',
      vacancyType: 'p2p',
      tags: 'a, b',
      ageGroupIds: ['1'],
      hoursPerWeek: '3',
      expiresAt: '2026-12-31',
      organizationId: '3',
    });
  });
});

describe('vacancy status actions', () => {
  it('offers the transitions of docs/domain.md#states-and-transitions', () => {
    expect(nextStatuses('draft')).toEqual(['published', 'deleted']);
    expect(nextStatuses('published')).toEqual(['filled', 'archived', 'deleted']);
    expect(nextStatuses('expired')).toEqual(['published', 'deleted']);
    expect(nextStatuses('deleted')).toEqual([]);
  });
});

describe('application view', () => {
  it('is manageable only when the API sent the internal note', () => {
    expect(toApplicationView({ id: '1', type: 'applications', state: 'new', internalNote: null }).manageable).toBe(true);
    expect(toApplicationView({ id: '1', type: 'applications', state: 'accepted' })).toMatchObject({ manageable: false, state: 'accepted' });
  });

  it('is withdrawable only when the API says so, and knows whose it is', () => {
    expect(toApplicationView({ id: '1', type: 'applications', withdrawable: true, user: { id: '7', type: 'users' } })).toMatchObject({
      withdrawable: true,
      userId: '7',
    });
    expect(toApplicationView({ id: '1', type: 'applications', withdrawable: 'yes', user: null })).toMatchObject({
      withdrawable: false,
      userId: null,
    });
    expect(toApplicationView({ id: '1', type: 'applications' })).toMatchObject({ withdrawable: false, userId: null });
  });
});
