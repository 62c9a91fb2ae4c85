/** The vacancy's one attribute schema and what is derived from it. */
import { canVacancyTransition, nextVacancyStatuses, VACANCY_STATUSES, vacancyAttributesSchema } from '@/domain/vacancies';
import { vacancyFormSchema } from '@/components/vacancies/admin/vacancy-form-schema';
import { nextStatuses } from '@/lib/shared/vacancies/view';
import { vacancyCreate, vacancyUpdate } from '@/server/resources/vacancies/schemas';

const attributeNames = Object.keys(vacancyAttributesSchema.shape).sort();

describe('vacancy attributes', () => {
  it('the API accepts exactly the domain attributes, with only the title required', () => {
    expect(Object.keys(vacancyCreate.shape).sort()).toEqual(attributeNames);
    expect(vacancyCreate.safeParse({ title: 'Voorlezen' }).success).toBe(true);
    expect(vacancyCreate.safeParse({}).success).toBe(false);
    expect(vacancyUpdate.safeParse({}).success).toBe(true);
    expect(vacancyUpdate.safeParse({ unknownField: 1 }).success).toBe(false);
  });

  it('keeps the rules: normalised postal code, deduplicated sorted ids, an instant as a Date', () => {
    const parsed = vacancyCreate.parse({ title: 'Voorlezen', postalCode: '3811ab', ageGroupIds: [3, 1, 3], expiresAt: '2030-01-01' });
    expect(parsed.postalCode).toBe('3811 AB');
    expect(parsed.ageGroupIds).toEqual([1, 3]);
    expect(parsed.expiresAt).toEqual(new Date('2030-01-01T00:00:00Z'));
  });

  it('the form holds only domain attributes', () => {
    expect(Object.keys(vacancyFormSchema.shape).filter((name) => !attributeNames.includes(name))).toEqual([]);
  });

  it('the form shares the text limits of the API', () => {
    const base = { vacancyType: 'volunteering', title: 'Voorlezen' } as const;
    expect(vacancyFormSchema.safeParse({ ...base, summary: 'x'.repeat(500) }).success).toBe(true);
    expect(vacancyFormSchema.safeParse({ ...base, summary: 'x'.repeat(501) }).success).toBe(false);
    expect(vacancyCreate.safeParse({ ...base, summary: 'x'.repeat(501) }).success).toBe(false);
    const empty = vacancyFormSchema.safeParse({ ...base, title: '' });
    expect(empty.success ? [] : empty.error.issues.map((i) => i.code)).toEqual(['too_small']);
  });
});

describe('vacancy transitions', () => {
  it('the web offers the backend table', () => {
    for (const from of VACANCY_STATUSES) {
      expect(nextStatuses(from)).toEqual(nextVacancyStatuses(from));
      expect(nextVacancyStatuses(from).every((to) => canVacancyTransition(from, to))).toBe(true);
    }
  });
});
