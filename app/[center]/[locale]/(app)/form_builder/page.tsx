/** /form_builder: the forms the viewer manages (center staff and content managers: all; organization superusers: theirs). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { FormsList } from '@/components/form-builder/forms-list';
import type { PageParams } from '../page-context';
import { formBuilderPage } from './load-form';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'formBuilder.list' });
  return { title: t('metaTitle') };
}

export default async function FormBuilderPage({ params }: { params: PageParams }) {
  const { allowed } = await formBuilderPage(params, '/form_builder');
  if (!allowed) return <ForbiddenScreen />;
  return <FormsList />;
}
