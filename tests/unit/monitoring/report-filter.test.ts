import { isNavigationSignal, shouldReport, statusOf } from '@/lib/shared/monitoring/report-filter';

describe('error reporting filter', () => {
  it.each([300, 301, 400, 401, 403, 404, 422, 429, 499])('does not report status %i', (status) => {
    expect(shouldReport({ status })).toBe(false);
    expect(shouldReport({ statusCode: status })).toBe(false);
  });

  it.each([500, 502, 503])('reports server errors (%i)', (status) => {
    expect(shouldReport({ status })).toBe(true);
  });

  it('reports errors without a status', () => {
    expect(shouldReport(new Error('boom'))).toBe(true);
    expect(shouldReport('text')).toBe(true);
    expect(statusOf(null)).toBeUndefined();
  });

  it('recognises Next.js navigation signals', () => {
    expect(isNavigationSignal({ digest: 'NEXT_REDIRECT;replace;/auth/login-1;307;' })).toBe(true);
    expect(isNavigationSignal({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' })).toBe(true);
    expect(isNavigationSignal(new Error('x'))).toBe(false);
  });
});
