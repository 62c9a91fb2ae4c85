/**
 * The accessibility statement's status comes from the committed audit (docs/decisions.md, "Accessibility
 * statement"): the rules of statementStatus, and the committed audit itself (valid, made with the axe-core version
 * the e2e suite runs, and no older than the statement allows).
 */
import { createRequire } from 'node:module';
import { type AccessibilityAudit, accessibilityAuditSchema, statementStatus } from '@/domain/accessibility';
import committed from '@/lib/shared/accessibility/audit.json';

const audit = (over: Partial<AccessibilityAudit> = {}): AccessibilityAudit => ({
  checkedOn: '2026-06-01',
  tool: 'axe-core',
  toolVersion: '4.14.1',
  ruleTags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
  pages: [{ path: '/', locale: 'nl', violations: 0, rules: [] }],
  manualAudit: null,
  ...over,
});

describe('statementStatus', () => {
  const today = new Date('2026-11-26T12:00:00Z');
  it('is E without an audit', () => expect(statementStatus(null, today)).toBe('E'));
  it('is C on a recent automated run alone, with or without violations', () => {
    expect(statementStatus(audit(), today)).toBe('C');
    expect(statementStatus(audit({ pages: [{ path: '/', locale: 'nl', violations: 3, rules: ['color-contrast'] }] }), today)).toBe('C');
  });
  it('is D once the last run is more than 12 months old', () => {
    expect(statementStatus(audit({ checkedOn: '2025-11-25' }), today)).toBe('D');
    expect(statementStatus(audit({ checkedOn: '2025-11-27' }), today)).toBe('C');
  });
  it('is A or B only with a recent manual audit', () => {
    expect(statementStatus(audit({ manualAudit: { by: 'Stichting Accessibility', on: '2026-05-01', outcome: 'compliant' } }), today)).toBe(
      'A',
    );
    expect(
      statementStatus(audit({ manualAudit: { by: 'Stichting Accessibility', on: '2026-05-01', outcome: 'partlyCompliant' } }), today),
    ).toBe('B');
    // A compliant manual audit does not outweigh violations the automated run finds now.
    expect(
      statementStatus(
        audit({
          pages: [{ path: '/', locale: 'nl', violations: 1, rules: ['label'] }],
          manualAudit: { by: 'Stichting Accessibility', on: '2026-05-01', outcome: 'compliant' },
        }),
        today,
      ),
    ).toBe('B');
    expect(statementStatus(audit({ manualAudit: { by: 'X', on: '2025-01-01', outcome: 'compliant' } }), today)).toBe('C');
  });
});

describe('the committed audit', () => {
  const parsed = () => accessibilityAuditSchema.parse(committed);
  it('was made with the axe-core version the e2e suite runs', () => {
    // The axe-core that @axe-core/playwright (the e2e suite's) loads, resolved from that package.
    const fromPlaywright = createRequire(createRequire(__filename).resolve('@axe-core/playwright'));
    const axePackage = fromPlaywright(['axe-core', 'package.json'].join('/')) as { version: string };
    expect(parsed().toolVersion).toBe(axePackage.version);
  });
  it('covers the public pages in both languages', () => {
    const nl = parsed()
      .pages.filter((p) => p.locale === 'nl')
      .map((p) => p.path);
    const en = parsed()
      .pages.filter((p) => p.locale === 'en')
      .map((p) => p.path);
    expect(nl).toEqual(en);
    expect(nl).toEqual(expect.arrayContaining(['/', '/vacancies/search', '/toegankelijkheid']));
  });
});
