/** /test/formbuilder: a sample form of every question type, answered and checked without saving. */
import { getTranslations } from 'next-intl/server';
import { DeveloperPage } from '@/components/developer/developer-page';
import { FormbuilderSample } from '@/components/developer/formbuilder-sample';
import { answerRuleMessages } from '@/lib/server/forms/public-api';
import { sampleForm } from '@/lib/shared/developer/sample-form';
import { developerMetadata, developerPage, type PageParams } from '../../page-context';

export const generateMetadata = developerMetadata('formbuilder');

export default async function DeveloperFormbuilderPage({ params }: { params: PageParams }) {
  const { locale } = await developerPage(params);
  const [t, ruleMessages] = await Promise.all([getTranslations('developer.formbuilder'), answerRuleMessages(locale)]);
  return (
    <DeveloperPage pageKey="formbuilder">
      <FormbuilderSample form={sampleForm((key) => t(`sample.${key}`))} ruleMessages={ruleMessages} />
    </DeveloperPage>
  );
}
