/** Calendar feeds: cacheable, but never shared across the centers a cookie can choose (lib/shared/vacancies/ics-headers.ts). */
import { calendarHeaders } from '@/lib/shared/vacancies/ics-headers';

describe('calendar feed cache headers', () => {
  it('are public for a center chosen by the host, and vary on Cookie', () => {
    expect(calendarHeaders({ fileName: 'a.ics', download: false, chosenByCookie: false })).toMatchObject({
      'cache-control': 'public, max-age=300',
      vary: 'Cookie',
    });
  });

  it('are private for a center chosen by the center cookie', () => {
    expect(calendarHeaders({ fileName: 'a.ics', download: true, chosenByCookie: true })).toMatchObject({
      'cache-control': 'private, max-age=300',
      vary: 'Cookie',
    });
  });
});
