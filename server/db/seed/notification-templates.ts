/**
 * Demo notification templates and failed mail (docs/domain.md#notification-templates, #failed-mail): in the demo
 * center, a template for every mail in Dutch and English, starting from the built-in text (inactive, so the demo's
 * mails read as before until staff switch one on); the Dutch "organization approved" with the center's own words;
 * and two mails the delivery job gave up on, so /admin/mail shows what a failure looks like. Deterministic.
 */
import { eq } from 'drizzle-orm';
import { LOCALES } from '@/domain/values';
import type { Executor } from '../client';
import { emailOutbox, notificationTemplates, volunteerCenters } from '../schema';
import { builtInTemplate, keyLabel, mailTemplateKeys } from '../../mail/center-templates';

const DEMO_SLUG = 'demo';

export async function seedNotificationTemplates(db: Executor): Promise<void> {
  const [center] = await db.select({ id: volunteerCenters.id }).from(volunteerCenters).where(eq(volunteerCenters.slug, DEMO_SLUG));
  if (!center) return;
  const rows = mailTemplateKeys().flatMap((key) =>
    LOCALES.map((locale) => {
      const builtIn = builtInTemplate(key, locale);
      const own =
        key === 'organizationApproved' && locale === 'nl'
          ? {
              body: `Hallo {{name}},\n\nWelkom bij {{appName}}! {{organization}} is goedgekeurd: je kunt nu vacatures plaatsen en reacties van vrijwilligers ontvangen.\n\nHeb je vragen? Bel ons gerust op werkdagen tussen 9 en 12 uur.\n\nHartelijke groet,\nHet team van {{appName}}`,
            }
          : {};
      return {
        volunteerCenterId: center.id,
        key,
        locale,
        name: keyLabel(key, locale),
        subject: builtIn.subject,
        body: builtIn.body,
        active: false,
        ...own,
      };
    }),
  );
  await db.insert(notificationTemplates).values(rows).onConflictDoNothing();
  const failedAt = new Date(Date.UTC(2026, 10, 20, 9, 15));
  await db.insert(emailOutbox).values(
    [
      { to: 'j.devries@voorbeeld.test', template: 'applicationAccepted', subject: 'Je reactie op "Taalmaatje" is geaccepteerd' },
      { to: 'info@buurthuis-oost.test', template: 'organizationApproved', subject: 'Buurthuis Oost is goedgekeurd' },
    ].map((m, i) => ({
      volunteerCenterId: center.id,
      toAddress: m.to,
      subject: m.subject,
      // The second still has its body (failed within FAILED_BODY_TTL_MS): staff can retry it.
      textBody: i === 1 ? 'Hallo,\n\nBuurthuis Oost is goedgekeurd.\n\nMet vriendelijke groet' : null,
      htmlBody: i === 1 ? '<p>Hallo,</p><p>Buurthuis Oost is goedgekeurd.</p><p>Met vriendelijke groet</p>' : null,
      template: m.template,
      locale: 'nl' as const,
      status: 'failed' as const,
      error: i === 0 ? '550: 5.1.1 <j.devries@voorbeeld.test>: Recipient address rejected: User unknown' : 'ETIMEDOUT: Connection timeout',
      attempts: 8,
      createdAt: new Date(failedAt.getTime() - i * 3600_000),
      nextAttemptAt: failedAt,
    })),
  );
}
