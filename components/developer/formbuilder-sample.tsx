/**
 * /test/formbuilder: a sample form with one question of every type the form builder offers, rendered by the same
 * renderer respondents get (components/blocks PublicForm) and checked on blur and on submit by the API's own answer
 * rules. The check is a server action that stores nothing; a real form is made in the form builder itself.
 */
import { getTranslations } from 'next-intl/server';
import { PublicForm } from '@/components/blocks/public-form-renderer';
import { Alert } from '@/components/ui/alert';
import { linkClass } from '@/components/ui/styles';
import { checkSampleForm } from '@/lib/server/developer/actions';
import type { PublicFormView } from '@/lib/shared/form-builder/public-form';
import { Link } from '@/lib/shared/i18n/navigation';
import { DeveloperSection, JsonBlock } from './section';

export async function FormbuilderSample({ form, ruleMessages }: { form: PublicFormView; ruleMessages: Record<string, string> }) {
  const t = await getTranslations('developer.formbuilder');
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <DeveloperSection title={form.title} description={t('formDescription')}>
        <Alert tone="info">{t('nothingSaved')}</Alert>
        {/* The section's heading is the form's title. */}
        <PublicForm form={form} mode="live" action={checkSampleForm} ruleMessages={ruleMessages} showTitle={false} />
      </DeveloperSection>
      <div className="min-w-0 space-y-6">
        <DeveloperSection title={t('builderTitle')} description={t('builderDescription')}>
          <Link href="/form_builder/new" className={linkClass}>
            {t('openBuilder')}
          </Link>
        </DeveloperSection>
        <DeveloperSection title={t('definitionTitle')} description={t('definitionDescription')}>
          <JsonBlock value={form.questions} label={t('definitionTitle')} />
        </DeveloperSection>
      </div>
    </div>
  );
}
