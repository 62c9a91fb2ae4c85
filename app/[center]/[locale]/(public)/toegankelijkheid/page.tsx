/**
 * /toegankelijkheid: the center's accessibility statement (docs/domain.md#accessibility-statement), server-rendered
 * from the committed audit and the center's accessibility contact (cached under its branding tag).
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccessibilityStatement } from '@/components/accessibility/accessibility-statement';
import { committedAudit } from '@/lib/shared/accessibility/audit';
import { getAccessibilityContact } from '@/lib/server/accessibility/public-api';
import { fixedPageMetadata, publicRequest, requirePublicRequest, translationsOf } from '@/lib/server/content/public-page';

type Params = Promise<{ center: string; locale: string }>;

const PATH = '/toegankelijkheid';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const request = await publicRequest(params);
  if (!request) return {};
  const t = await getTranslations({ locale: request.locale, namespace: 'accessibility' });
  return fixedPageMetadata(request, {
    title: t('metaTitle'),
    description: t('metaDescription', { center: request.center.profile.name }),
    path: PATH,
    translations: await translationsOf(request, PATH),
  });
}

export default async function AccessibilityStatementPage({ params }: { params: Params }) {
  const request = await requirePublicRequest(params);
  const own = await getAccessibilityContact(request.key, request.locale);
  const profile = request.center.profile;
  return (
    <AccessibilityStatement
      locale={request.locale}
      centerName={profile.name}
      site={new URL(request.origin).host}
      audit={committedAudit()}
      contact={{ email: own.email ?? profile.contactEmail ?? null, phoneNumber: own.phoneNumber ?? profile.contactPhoneNumber ?? null }}
    />
  );
}
