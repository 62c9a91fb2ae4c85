/** /test/tiptap: the rich-text editor, its HTML and that HTML rendered. */
import { getTranslations } from 'next-intl/server';
import { DeveloperPage } from '@/components/developer/developer-page';
import { TiptapDemo } from '@/components/developer/tiptap-demo';
import { developerMetadata, developerPage, type PageParams } from '../../page-context';

export const generateMetadata = developerMetadata('tiptap');

export default async function DeveloperTiptapPage({ params }: { params: PageParams }) {
  await developerPage(params);
  const t = await getTranslations('developer.tiptap');
  return (
    <DeveloperPage pageKey="tiptap">
      <TiptapDemo initialHtml={t.raw('initialHtml') as string} />
    </DeveloperPage>
  );
}
