/** /test/step-form: a multi-step form in one form, validated per step. */
import { DeveloperPage } from '@/components/developer/developer-page';
import { StepForm } from '@/components/developer/step-form';
import { developerMetadata, developerPage, type PageParams } from '../../page-context';

export const generateMetadata = developerMetadata('stepForm');

export default async function DeveloperStepFormPage({ params }: { params: PageParams }) {
  await developerPage(params);
  return (
    <DeveloperPage pageKey="stepForm">
      <StepForm />
    </DeveloperPage>
  );
}
