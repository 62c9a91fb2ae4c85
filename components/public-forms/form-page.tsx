/**
 * /forms/{key} in the empty layout: the center's logo (a link home) above one card with the form, or the message why
 * it cannot be answered (invitation required / used / revoked, not found; a closed form says so itself).
 */
import { getTranslations } from 'next-intl/server';
import { CenterLogo } from '@/components/shell/logo';
import { focusRing } from '@/components/ui/styles';
import type { CenterProfile } from '@/lib/shared/center/types';
import type { PublicFormLookup } from '@/lib/shared/form-builder/public-form';
import { Link } from '@/lib/shared/i18n/navigation';
import { FormUnavailable, PublicForm } from './public-form';

export async function PublicFormPage({
  lookup,
  profile,
  ruleMessages,
}: {
  lookup: PublicFormLookup;
  ruleMessages: Record<string, string>;
  profile: Pick<CenterProfile, 'name' | 'websiteLogoUrl' | 'websiteLogoDarkUrl'>;
}) {
  const t = await getTranslations('publicForms');
  return (
    <div className="flex flex-1 flex-col bg-muted-50 dark:bg-background">
      <header className="border-b border-muted-200 bg-surface dark:border-muted-800">
        <div className="mx-auto flex max-w-3xl items-center px-4 py-4 sm:px-6">
          <Link href="/" className={`inline-flex rounded ${focusRing}`} aria-label={t('page.homeLink', { name: profile.name })}>
            <CenterLogo profile={profile} />
          </Link>
        </div>
      </header>
      <div className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
        <div className="rounded-xl border border-muted-200 bg-surface p-5 shadow-sm sm:p-8 dark:border-muted-800">
          {lookup.ok ? (
            <PublicForm form={lookup.form} mode="live" headingLevel="h1" ruleMessages={ruleMessages} />
          ) : (
            <>
              <h1 className="font-heading text-2xl font-bold tracking-tight sm:text-3xl">{t(`unavailable.${lookup.reason}.title`)}</h1>
              <FormUnavailable reason={lookup.reason} titled={false} className="mt-4" />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
