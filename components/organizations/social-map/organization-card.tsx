/**
 * One organization on the social map: name (the link to its page), non-profit type, activities, a short
 * description, address or distance, website and phone. No hooks beyond translations, so it renders on the server
 * (/sociale-kaart) and inside the client forms as the live preview of the organization's public card.
 */
import { Globe, MapPin, Phone } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { focusRing } from '@/components/ui/styles';
import { Link } from '@/lib/shared/i18n/navigation';
import { cardExcerpt, type SocialMapCardData, websiteLabel } from '@/lib/shared/social-map/card';

interface Props {
  organization: SocialMapCardData;
  /** The organization's page; null in the forms' preview, where the name is plain text. */
  href: string | null;
  headingLevel?: 2 | 3;
  /** Highlighted while its marker is hovered or selected on the map. */
  active?: boolean;
}

export function OrganizationCard({ organization: o, href, headingLevel = 2, active = false }: Props) {
  const t = useTranslations('socialMap.card');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const excerpt = cardExcerpt(o.description);
  const place = [o.address, o.distanceKm !== null ? t('distance', { km: o.distanceKm }) : null].filter(Boolean).join(' · ');
  return (
    <article
      data-organization-id={o.id}
      data-active={active || undefined}
      className="relative flex h-full flex-col rounded-[var(--radius)] border border-muted-200 bg-white p-4 shadow-sm focus-within:ring-2 focus-within:ring-primary-600 data-active:border-primary-600 data-active:ring-2 data-active:ring-primary-600 dark:border-muted-700 dark:bg-muted-900"
    >
      {o.typeName ? (
        <p className="text-xs font-semibold uppercase tracking-wide text-primary-800 dark:text-primary-200">
          <span className="sr-only">{t('type')}: </span>
          {o.typeName}
        </p>
      ) : null}
      <Heading className="mt-1 font-heading text-lg font-semibold">
        {href ? (
          <Link href={href} className={`after:absolute after:inset-0 hover:underline ${focusRing}`}>
            {o.name}
          </Link>
        ) : (
          o.name
        )}
      </Heading>
      {excerpt ? <p className="mt-2 text-sm">{excerpt}</p> : null}
      {o.activityNames.length ? (
        <ul aria-label={t('activities')} className="mt-3 flex flex-wrap gap-1.5">
          {o.activityNames.map((name) => (
            <li
              key={name}
              className="rounded-full bg-primary-50 px-2 py-0.5 text-xs text-primary-900 dark:bg-primary-950 dark:text-primary-100"
            >
              {name}
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-3 text-sm text-muted-700 dark:text-muted-300">
        {place ? (
          <li className="flex items-center gap-1">
            <MapPin aria-hidden className="size-4 shrink-0" />
            <span className="sr-only">{t('address')}: </span>
            {place}
          </li>
        ) : null}
        {o.phoneNumber ? (
          <li className="flex items-center gap-1">
            <Phone aria-hidden className="size-4 shrink-0" />
            <span className="sr-only">{t('phone')}: </span>
            {o.phoneNumber}
          </li>
        ) : null}
        {o.website ? (
          <li className="flex items-center gap-1">
            <Globe aria-hidden className="size-4 shrink-0" />
            <span className="sr-only">{t('website')}: </span>
            {websiteLabel(o.website)}
          </li>
        ) : null}
      </ul>
    </article>
  );
}
