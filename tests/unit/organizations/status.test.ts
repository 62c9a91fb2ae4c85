import { needsReason, statusOptions, statusTone } from '@/lib/shared/organizations/status';

describe('statusOptions (the status control offers only allowed transitions)', () => {
  test.each([
    ['pending', ['pending', 'approved', 'denied']],
    ['denied', ['denied', 'approved']],
    ['approved', ['approved', 'archived']],
    ['archived', ['archived', 'approved']],
  ] as const)('%s -> %j', (from, expected) => {
    expect(statusOptions(from, { isAdmin: false })).toEqual(expected);
    expect(statusOptions(from, { isAdmin: true })).toEqual(expected);
  });

  test('deleting is never offered as a status (it has its own button)', () => {
    for (const from of ['pending', 'denied', 'approved', 'archived'] as const)
      expect(statusOptions(from, { isAdmin: true })).not.toContain('deleted');
  });

  test('only admins may restore a deleted organization', () => {
    expect(statusOptions('deleted', { isAdmin: false })).toEqual(['deleted']);
    expect(statusOptions('deleted', { isAdmin: true })).toEqual(['deleted', 'approved', 'archived', 'pending']);
  });

  test('a denial needs a reason; tones per status', () => {
    expect(needsReason('denied')).toBe(true);
    expect(needsReason('approved')).toBe(false);
    expect(statusTone('approved')).toBe('success');
    expect(statusTone('pending')).toBe('warning');
    expect(statusTone('denied')).toBe('danger');
    expect(statusTone('archived')).toBe('muted');
  });
});
