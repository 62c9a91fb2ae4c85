import { defaultOrganization, resolveSelectedOrganization } from '@/lib/server/session/selected-organization';
import { decodeOrganizationCookie, encodeOrganizationCookie } from '@/lib/server/session/organization-cookie';

const nonProfit = { id: '1', organizationType: 'NonProfit' };
const school = { id: '2', organizationType: 'School' };
const center = { id: '3', organizationType: 'VolunteerCenter' };
const other = { id: '4', organizationType: 'NonProfit' };

describe('defaultOrganization (SPEC §4)', () => {
  it('is the first School or VolunteerCenter', () => {
    expect(defaultOrganization([nonProfit, school, center])).toBe(school);
    expect(defaultOrganization([nonProfit, center, school])).toBe(center);
  });
  it('else the first organization', () => {
    expect(defaultOrganization([other, nonProfit])).toBe(other);
  });
  it('else none', () => {
    expect(defaultOrganization([])).toBeNull();
  });
});

describe('resolveSelectedOrganization', () => {
  it('keeps a stored choice that is still one of the organizations', () => {
    expect(resolveSelectedOrganization([nonProfit, school], '1')).toEqual({ selected: nonProfit, storedId: '1', cleared: false });
    expect(resolveSelectedOrganization([nonProfit, school], 1)).toEqual({ selected: nonProfit, storedId: '1', cleared: false });
  });
  it('clears a stored choice that is no longer in the list and falls back to the default', () => {
    expect(resolveSelectedOrganization([nonProfit, school], '9')).toEqual({ selected: school, storedId: null, cleared: true });
  });
  it('uses the default without a stored choice, and clears nothing', () => {
    for (const stored of [null, undefined, '']) {
      expect(resolveSelectedOrganization([nonProfit, center], stored)).toEqual({ selected: center, storedId: null, cleared: false });
    }
  });
  it('selects nothing for a user without organizations (and clears a stale choice)', () => {
    expect(resolveSelectedOrganization([], '2')).toEqual({ selected: null, storedId: null, cleared: true });
  });
});

describe('organization cookie', () => {
  it('round-trips for the same user only', () => {
    const value = encodeOrganizationCookie('12', '7');
    expect(decodeOrganizationCookie(value, '12')).toBe('7');
    expect(decodeOrganizationCookie(value, '13')).toBeNull();
  });
  it('ignores malformed values', () => {
    for (const value of [undefined, null, '', '7', '12:', ':7', '12:7:1', 'a:b', '12:7; x']) {
      expect(decodeOrganizationCookie(value, '12')).toBeNull();
    }
  });
});
