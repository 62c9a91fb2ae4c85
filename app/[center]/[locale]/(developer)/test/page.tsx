/** /test: the developer pages' index (docs/frontend.md "Developer pages"). */
import { DeveloperIndex } from '@/components/developer/developer-index';
import { webEnv } from '@/lib/server/env';
import { developerPage, type PageParams } from '../page-context';

export default async function DeveloperIndexPage({ params }: { params: PageParams }) {
  await developerPage(params);
  return <DeveloperIndex nodeEnv={webEnv.NODE_ENV} />;
}
