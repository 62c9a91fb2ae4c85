/**
 * The center's home page while it has no content page with the empty slug: name, a short welcome and the main
 * ways in.
 */
import { ArrowRight } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { PageContainer } from '@/components/shell/site-shell';
import { focusRing } from '@/components/ui/styles';
import type { Center } from '@/lib/shared/center/types';
import { Link } from '@/lib/shared/i18n/navigation';
import { TENANTS } from '@/lib/shared/tenancy/tenants';

export async function FallbackHome({ center }: { center: Center }) {
  const t = await getTranslations('home');
  const features = TENANTS[center.tenantKey].features;

  const links = [
    { href: '/vacancies/search', title: t('links.vacancyBank.title'), text: t('links.vacancyBank.text') },
    ...(features.activities ? [{ href: '/activiteitenkalender', title: t('links.calendar.title'), text: t('links.calendar.text') }] : []),
    { href: '/organizations/signup', title: t('links.organizationSignup.title'), text: t('links.organizationSignup.text') },
  ];

  return (
    <>
      <section className="bg-primary-50 dark:bg-primary-950" aria-labelledby="home-title">
        <PageContainer className="py-16 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase dark:text-primary-300">{t('eyebrow')}</p>
          <h1
            id="home-title"
            className="mt-2 max-w-3xl font-heading text-4xl font-bold tracking-tight text-primary-950 sm:text-5xl dark:text-primary-50"
          >
            {center.profile.name}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-muted-800 dark:text-muted-200">{t('welcome', { name: center.profile.name })}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              href="/vacancies/search"
              className={`inline-flex items-center gap-2 rounded-[var(--radius)] bg-primary-700 px-5 py-3 font-semibold text-primary-foreground hover:bg-primary-800 ${focusRing}`}
            >
              {t('primaryAction')}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
            <Link
              href="/signup"
              className={`inline-flex items-center rounded-[var(--radius)] border border-primary-700 px-5 py-3 font-semibold text-primary-800 hover:bg-primary-100 dark:border-primary-300 dark:text-primary-100 dark:hover:bg-primary-900 ${focusRing}`}
            >
              {t('secondaryAction')}
            </Link>
          </div>
        </PageContainer>
      </section>
      <PageContainer className="py-12">
        <h2 className="font-heading text-2xl font-semibold">{t('linksTitle')}</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className={`flex h-full flex-col rounded-[var(--radius)] border border-muted-200 bg-surface p-5 shadow-sm hover:border-primary-400 hover:shadow dark:border-muted-800 ${focusRing}`}
              >
                <span className="font-heading text-lg font-semibold text-primary-800 dark:text-primary-200">{link.title}</span>
                <span className="mt-2 text-sm text-muted-700 dark:text-muted-300">{link.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </PageContainer>
    </>
  );
}
