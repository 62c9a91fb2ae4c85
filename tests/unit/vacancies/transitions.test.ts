/** The vacancy status table of docs/domain.md#states-and-transitions and its translated refusal. */
import { canVacancyTransition, nextVacancyStatuses, VACANCY_STATUSES } from '@/domain/vacancies';
import { translator } from '@/server/i18n';
import { transitionError } from '@/server/resources/vacancies/transitions';

describe('vacancy transitions', () => {
  test('the listed transitions, and no others', () => {
    const allowed = VACANCY_STATUSES.flatMap((from) =>
      VACANCY_STATUSES.filter((to) => to !== from && canVacancyTransition(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'draft->published',
        'draft->deleted',
        'published->filled',
        'published->archived',
        'published->deleted',
        'filled->published',
        'filled->deleted',
        'expired->published',
        'expired->deleted',
        'archived->published',
        'archived->deleted',
      ].sort(),
    );
  });

  test('staying in the same status is not a transition', () => {
    for (const status of VACANCY_STATUSES) expect(canVacancyTransition(status, status)).toBe(true);
  });

  test('nobody sets expired by hand; a deleted vacancy stays deleted', () => {
    for (const from of VACANCY_STATUSES) expect(nextVacancyStatuses(from)).not.toContain('expired');
    expect(nextVacancyStatuses('deleted')).toEqual([]);
  });

  test('a refusal is a 422 on the status with the statuses named in the language', () => {
    expect(transitionError(translator('nl'), 'draft', 'published')).toBeNull();
    const nl = transitionError(translator('nl'), 'archived', 'filled');
    expect(nl?.status).toBe(422);
    expect(nl?.items[0]).toMatchObject({
      code: 'invalidTransition',
      source: { pointer: '/data/attributes/status' },
      detail: 'Een vacature met de status gearchiveerd kan niet de status vervuld krijgen.',
    });
    const en = transitionError(translator('en'), 'deleted', 'published', { pointer: '/data/attributes/ids/3' });
    expect(en?.items[0]).toMatchObject({
      source: { pointer: '/data/attributes/ids/3' },
      detail: 'A vacancy with status deleted cannot be changed to published.',
    });
  });
});
