/** /test/datepicker: the browser's own date and time controls through the form kit. */
import { DeveloperPage } from '@/components/developer/developer-page';
import { DatepickerDemo } from '@/components/developer/datepicker-demo';
import { developerMetadata, developerPage, type PageParams } from '../../page-context';

export const generateMetadata = developerMetadata('datepicker');

export default async function DeveloperDatepickerDemoPage({ params }: { params: PageParams }) {
  await developerPage(params);
  return (
    <DeveloperPage pageKey="datepicker">
      <DatepickerDemo />
    </DeveloperPage>
  );
}
