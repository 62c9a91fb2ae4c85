import { CSP_REPORT_MAX_BYTES, parseCspReports, readLimited, withoutQuery } from '@/lib/shared/security/csp-report';

describe('parseCspReports', () => {
  it('reads a report-uri report and strips the query from every address', () => {
    const [v, ...rest] = parseCspReports({
      'csp-report': {
        'document-uri': 'https://demo.example/auth/reset?reset_password_token=secret123',
        'violated-directive': 'script-src-elem',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example/x.js?k=1',
        'source-file': 'https://demo.example/page#frag',
        'line-number': 12,
        disposition: 'enforce',
      },
    });
    expect(rest).toEqual([]);
    expect(v).toEqual({
      documentUrl: 'https://demo.example/auth/reset',
      directive: 'script-src-elem',
      blockedUrl: 'https://evil.example/x.js',
      sourceFile: 'https://demo.example/page',
      line: 12,
      disposition: 'enforce',
    });
    expect(JSON.stringify(v)).not.toContain('secret123');
  });

  it('reads Reporting API batches, csp-violation entries only', () => {
    const reports = parseCspReports([
      {
        type: 'csp-violation',
        url: 'https://demo.example/?token=abc',
        body: { documentURL: 'https://demo.example/?token=abc', effectiveDirective: 'style-src-elem', blockedURL: 'inline', lineNumber: 3 },
      },
      { type: 'deprecation', body: { id: 'x' } },
    ]);
    expect(reports).toEqual([
      {
        documentUrl: 'https://demo.example/',
        directive: 'style-src-elem',
        blockedUrl: 'inline',
        sourceFile: null,
        line: 3,
        disposition: null,
      },
    ]);
  });

  it('ignores anything else', () => {
    expect(parseCspReports(null)).toEqual([]);
    expect(parseCspReports({ 'csp-report': 'x' })).toEqual([]);
    expect(parseCspReports('text')).toEqual([]);
    expect(parseCspReports(Array.from({ length: 100 }, () => ({ type: 'csp-violation', body: {} })))).toHaveLength(20);
  });

  it('keeps keywords and cuts non-URLs at the query', () => {
    expect(withoutQuery('eval')).toBe('eval');
    expect(withoutQuery('/relative?token=1')).toBe('/relative');
    expect(withoutQuery(42)).toBeNull();
  });
});

describe('readLimited', () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    new Request('http://x/api/csp-report', { method: 'POST', body, headers });

  it('returns the body up to the limit', async () => {
    await expect(readLimited(post('{"a":1}'), CSP_REPORT_MAX_BYTES)).resolves.toBe('{"a":1}');
  });

  it('refuses a longer body, declared or not', async () => {
    await expect(readLimited(post('x'.repeat(100)), 50)).resolves.toBeNull();
    await expect(readLimited(post('x', { 'content-length': '999999' }), 50)).resolves.toBeNull();
  });
});
