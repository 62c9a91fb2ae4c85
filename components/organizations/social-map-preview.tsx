'use client';

/**
 * The organization forms' live preview of the organization's card on the social map: the public card itself
 * (./social-map/organization-card.tsx), fed with the form's values as they are typed, and what keeps the
 * organization off the map (not shown there, no postal code). Must sit inside an <AppForm>.
 */
import { EyeOff, MapPinOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { OrganizationCard } from '@/components/organizations/social-map/organization-card';
import { type PreviewLookups, type PreviewValues, previewHints, toPreviewCard } from '@/lib/shared/organizations/preview';

const WATCHED = ['name', 'description', 'website', 'phoneNumber', 'address', 'profile'] as const;

export function SocialMapPreview({ id, lookups }: { id: string; lookups: PreviewLookups }) {
  const t = useTranslations('organizations.preview');
  const [name, description, website, phoneNumber, address, profile] = useWatch({ name: [...WATCHED] }) as [
    PreviewValues['name'],
    PreviewValues['description'],
    PreviewValues['website'],
    PreviewValues['phoneNumber'],
    PreviewValues['address'],
    PreviewValues['profile'],
  ];
  const values: PreviewValues = { name, description, website, phoneNumber, address, profile };
  const card = toPreviewCard(values, lookups, { id, fallbackName: t('unnamed') });
  const hints = previewHints(values);
  const titleId = `social-map-preview-${id}`;
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <div>
        <p id={titleId} className="text-sm font-semibold">
          {t('title')}
        </p>
        <p className="text-sm text-muted-700 dark:text-muted-300">{t('intro')}</p>
      </div>
      <OrganizationCard organization={card} href={null} headingLevel={3} />
      <div role="status" className="space-y-2">
        {hints.includes('hidden') ? (
          <Alert tone="warning" title={t('hidden')} icon={<EyeOff aria-hidden className="mt-0.5 size-4 shrink-0" />}>
            <p>{t('hiddenHint')}</p>
          </Alert>
        ) : null}
        {hints.includes('noPostalCode') ? (
          <Alert tone="warning" title={t('noPostalCode')} icon={<MapPinOff aria-hidden className="mt-0.5 size-4 shrink-0" />}>
            <p>{t('noPostalCodeHint')}</p>
          </Alert>
        ) : null}
      </div>
    </section>
  );
}
