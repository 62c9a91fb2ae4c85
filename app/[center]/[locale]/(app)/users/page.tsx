/** /users: the users of the center (or of the organizations the viewer manages), with filters and search. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { type PageParams, signedInPage } from '../page-context';
import { UsersList } from '@/components/users/users-list';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'users.list' });
  return { title: t('title') };
}

export default async function UsersPage({ params }: { params: PageParams }) {
  await signedInPage(params, '/users');
  return (
    // useSearchParams (the list state) needs a Suspense boundary.
    <Suspense>
      <UsersList />
    </Suspense>
  );
}
