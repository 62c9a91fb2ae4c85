/** The social map's rules (docs/domain.md#social-map): what is on the map, and the names of the lists' entries. */
import { isOnSocialMap, lookupAttributesSchema, LOOKUP_NAME_MAX, SOCIAL_MAP_MARKER_FIELDS } from '@/domain/social-map';
import { ORGANIZATION_STATUSES } from '@/domain/organizations';

describe('isOnSocialMap', () => {
  test.each(ORGANIZATION_STATUSES)('%s', (status) => {
    expect(isOnSocialMap({ status }, { showOnSocialMap: true })).toBe(status === 'approved');
    expect(isOnSocialMap({ status }, { showOnSocialMap: false })).toBe(false);
    expect(isOnSocialMap({ status }, null)).toBe(false);
  });
});

describe('lookupAttributesSchema', () => {
  test('both names, trimmed, 1 to 100 characters', () => {
    expect(lookupAttributesSchema.parse({ nameNl: '  Zorg ', nameEn: 'Care' })).toEqual({ nameNl: 'Zorg', nameEn: 'Care' });
    expect(lookupAttributesSchema.safeParse({ nameNl: 'Zorg' }).success).toBe(false);
    expect(lookupAttributesSchema.safeParse({ nameNl: '   ', nameEn: 'Care' }).success).toBe(false);
    expect(lookupAttributesSchema.safeParse({ nameNl: 'x'.repeat(LOOKUP_NAME_MAX + 1), nameEn: 'Care' }).success).toBe(false);
    expect(lookupAttributesSchema.safeParse({ nameNl: 'x'.repeat(LOOKUP_NAME_MAX), nameEn: 'Care' }).success).toBe(true);
  });
});

test('the marker feed names its columns in order', () => {
  expect(SOCIAL_MAP_MARKER_FIELDS).toEqual(['id', 'name', 'non_profit_type_id', 'latitude', 'longitude']);
});
