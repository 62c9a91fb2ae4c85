/**
 * /content: the content section with its sub-navigation, for whoever edits pages (others get the 403 screen).
 * Each page checks again itself, because a layout is not re-rendered on client-side navigation.
 */
import type { ReactNode } from 'react';
import { ContentNav } from '@/components/content-admin/content-nav';
import { mayManageForms } from '@/domain/forms';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { type PageParams, signedInPage } from '../page-context';
import { contentContext } from '@/lib/server/content/access';

export default async function ContentLayout({ children, params }: { children: ReactNode; params: PageParams }) {
  const { access, viewer } = contentContext(await signedInPage(params, '/content'));
  if (!access.pages) return <ForbiddenScreen />;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[12rem_minmax(0,1fr)]">
      <ContentNav site={access.site} forms={mayManageForms(viewer)} />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
