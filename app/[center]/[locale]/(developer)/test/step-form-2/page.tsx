/** /test/step-form-2: a multi-step form of one form per step. */
import { DeveloperPage } from '@/components/developer/developer-page';
import { StepFormTwo } from '@/components/developer/step-form-two';
import { developerMetadata, developerPage, type PageParams } from '../../page-context';

export const generateMetadata = developerMetadata('stepForm2');

export default async function DeveloperStepFormTwoPage({ params }: { params: PageParams }) {
  await developerPage(params);
  return (
    <DeveloperPage pageKey="stepForm2">
      <StepFormTwo />
    </DeveloperPage>
  );
}
