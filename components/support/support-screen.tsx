/**
 * The support screen (docs/domain.md#support): the center's help texts rendered by the block renderer, its contact
 * details, the question form (the center's contact form) and the product's release notes. A server component.
 */
import clsx from 'clsx';
import { Mail, MessageCircleQuestion, Phone, ScrollText } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BlockList } from '@/components/blocks/block-list';
import type { BlockContext } from '@/components/blocks/shared';
import { actionLinkClass, cardClass, linkClass } from '@/components/ui/styles';
import { SUPPORT_PAGE_SLUG } from '@/domain/support';
import type { PublicContentPage } from '@/lib/shared/content/public-data';
import { Link } from '@/lib/shared/i18n/navigation';

export interface SupportScreenProps {
  centerName: string;
  appName: string;
  /** The product whose release notes /{product}/changelog shows (the tenant). */
  product: string;
  contact: { email: string | null; phone: string | null; website: string | null };
  /** The help page; `dutchOriginal` when an English reader gets the Dutch text. */
  help: { page: PublicContentPage; dutchOriginal: boolean } | null;
  blockContext: BlockContext;
  mayEditHelp: boolean;
}

function Card({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={clsx(cardClass, 'min-w-0')}>
      <h2 id={id} className="flex items-center gap-2 font-heading text-xl font-semibold">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

const iconClass = 'size-5 shrink-0 text-primary-700 dark:text-primary-300';

export async function SupportScreen({ centerName, appName, product, contact, help, blockContext, mayEditHelp }: SupportScreenProps) {
  const t = await getTranslations('support');
  const hasContact = !!(contact.email || contact.phone || contact.website);
  return (
    <div className="space-y-8">
      <header>
        <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-2 text-muted-800 dark:text-muted-200">{t('intro', { center: centerName, appName })}</p>
      </header>

      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="support-help" className={clsx(cardClass, 'min-w-0 lg:col-span-2 lg:row-span-3')}>
          <h2 id="support-help" className="font-heading text-xl font-semibold">
            {help?.page.title || t('helpTitle')}
          </h2>
          {help ? (
            <div className="mt-2 -mx-4 sm:-mx-6" lang={help.dutchOriginal ? 'nl' : undefined} data-testid="support-help">
              <BlockList blocks={help.page.blocks} context={{ ...blockContext, images: help.page.images }} />
            </div>
          ) : (
            <p className="mt-4 text-sm">{t('helpMissing', { center: centerName })}</p>
          )}
          {mayEditHelp ? (
            <p className="mt-4 text-sm">
              <Link href={help ? `/content/pages/${help.page.id}` : '/content/pages/add'} className={linkClass}>
                {help ? t('editHelp') : t('createHelp', { slug: SUPPORT_PAGE_SLUG })}
              </Link>
            </p>
          ) : null}
        </section>

        <Card id="support-contact" title={t('contactTitle', { center: centerName })} icon={<Phone aria-hidden className={iconClass} />}>
          {hasContact ? (
            <dl className="mt-4 space-y-3 text-sm">
              {contact.email ? (
                <div>
                  <dt className="font-medium">{t('email')}</dt>
                  <dd>
                    <a href={`mailto:${contact.email}`} className={clsx(linkClass, 'break-all')}>
                      {contact.email}
                    </a>
                  </dd>
                </div>
              ) : null}
              {contact.phone ? (
                <div>
                  <dt className="font-medium">{t('phone')}</dt>
                  <dd>
                    <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`} className={linkClass}>
                      {contact.phone}
                    </a>
                  </dd>
                </div>
              ) : null}
              {contact.website ? (
                <div>
                  <dt className="font-medium">{t('website')}</dt>
                  <dd>
                    <a href={contact.website} className={clsx(linkClass, 'break-all')} rel="noopener noreferrer">
                      {contact.website}
                    </a>
                  </dd>
                </div>
              ) : null}
            </dl>
          ) : (
            <p className="mt-4 text-sm">{t('noContact', { center: centerName })}</p>
          )}
        </Card>

        <Card id="support-question" title={t('questionTitle')} icon={<MessageCircleQuestion aria-hidden className={iconClass} />}>
          <p className="mt-2 text-sm">{t('questionBody', { center: centerName })}</p>
          <p className="mt-4">
            <Link href="/contactformulier" className={actionLinkClass}>
              <Mail aria-hidden className="size-4" />
              {t('questionLink')}
            </Link>
          </p>
        </Card>

        <Card id="support-changelog" title={t('changelogTitle')} icon={<ScrollText aria-hidden className={iconClass} />}>
          <p className="mt-2 text-sm">{t('changelogBody', { appName })}</p>
          <p className="mt-4 text-sm">
            <Link href={`/${product}/changelog`} className={linkClass}>
              {t('changelogLink')}
            </Link>
          </p>
        </Card>
      </div>
    </div>
  );
}
