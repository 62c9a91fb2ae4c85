/**
 * The reminder hour is a setting of the center's profile (docs/domain.md#shifts): the settings screen reads it from the
 * profile the center resource includes, and falls back to 18 when it is absent or out of range.
 */
import type { ApiClient } from '@/lib/shared/api';
import { fetchReminderHour } from '@/lib/shared/shifts/api';

const clientAnswering = (data: unknown) => {
  const calls: unknown[][] = [];
  const api = { get: async (...args: unknown[]) => (calls.push(args), { data }) } as unknown as ApiClient;
  return { api, calls };
};

test('reads the hour from the included profile, asking for it', async () => {
  const { api, calls } = clientAnswering({ id: '1', type: 'volunteer_centers', profile: { id: '2', shiftReminderHour: 7 } });
  expect(await fetchReminderHour(api)).toBe(7);
  expect(calls[0]).toEqual(['/api/v1/volunteer_centers/current', { include: ['profile'] }]);
});

test('falls back to 18 without a profile or with an hour out of range', async () => {
  expect(await fetchReminderHour(clientAnswering({ id: '1', type: 'volunteer_centers', profile: null }).api)).toBe(18);
  expect(await fetchReminderHour(clientAnswering({ id: '1', type: 'volunteer_centers', profile: { shiftReminderHour: 24 } }).api)).toBe(18);
});
