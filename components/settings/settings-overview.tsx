/** /instellingen: an overview of the center's current settings and the way to each section. */
import { getTranslations } from 'next-intl/server';
import { DescriptionList } from '@/components/ui/description-list';
import { cardClass, focusRing } from '@/components/ui/styles';
import type { CenterProfile } from '@/lib/shared/center/types';
import { Link } from '@/lib/shared/i18n/navigation';
import { resolveThemeConfig } from '@/lib/shared/theme/config';
import { SettingsHeader } from './settings-header';

const SECTIONS = [
  { href: '/instellingen/design', key: 'design' },
  { href: '/instellingen/footer', key: 'footer' },
  { href: '/instellingen/organisatie', key: 'organization' },
  { href: '/instellingen/contact-person', key: 'contactPerson' },
] as const;

/** `socialMapLists`: whether the viewer manages the social map's lists (/instellingen/sociale-kaart). */
export async function SettingsOverview({ profile, socialMapLists = false }: { profile: CenterProfile; socialMapLists?: boolean }) {
  const t = await getTranslations('settings');
  const tLists = await getTranslations('socialMapLists');
  const sections = [
    ...SECTIONS.map((section) => ({ href: section.href, title: t(`nav.${section.key}`), text: t(`overview.${section.key}`) })),
    ...(socialMapLists ? [{ href: '/instellingen/sociale-kaart', title: tLists('nav'), text: tLists('overview') }] : []),
  ];
  const theme = resolveThemeConfig(profile.themeConfig);
  const notSet = <span className="text-muted-700 italic dark:text-muted-300">{t('overview.notSet')}</span>;

  return (
    <div className="space-y-8">
      <SettingsHeader title={t('title')} intro={t('intro', { name: profile.name })} />
      <section aria-labelledby="settings-sections">
        <h2 id="settings-sections" className="font-heading text-xl font-semibold">
          {t('overview.sectionsTitle')}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.href} className={cardClass}>
              <Link
                href={section.href}
                className={`font-heading text-lg font-semibold text-primary-700 underline underline-offset-2 hover:text-primary-900 dark:text-primary-300 ${focusRing}`}
              >
                {section.title}
              </Link>
              <p className="mt-1 text-sm text-muted-800 dark:text-muted-200">{section.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="settings-current" className={cardClass}>
        <h2 id="settings-current" className="font-heading text-xl font-semibold">
          {t('overview.currentTitle')}
        </h2>
        <DescriptionList
          className="mt-4 text-sm"
          items={[
            { term: t('overview.profileName'), details: profile.name },
            { term: t('overview.website'), details: profile.website ?? notSet, detailsClassName: 'break-all' },
            { term: t('overview.contactEmail'), details: profile.contactEmail ?? notSet, detailsClassName: 'break-all' },
            { term: t('overview.contactPhoneNumber'), details: profile.contactPhoneNumber ?? notSet },
            {
              term: t('overview.primaryColor'),
              detailsClassName: 'flex items-center gap-2',
              details: profile.primaryColor ? (
                <>
                  <span
                    aria-hidden="true"
                    className="inline-block size-4 rounded border border-muted-300"
                    style={{ backgroundColor: profile.primaryColor }}
                  />
                  <span className="font-mono">{profile.primaryColor}</span>
                </>
              ) : (
                notSet
              ),
            },
            { term: t('overview.font'), details: t(`design.fonts.names.${theme.fonts.sans}`) },
          ]}
        />
      </section>
    </div>
  );
}
