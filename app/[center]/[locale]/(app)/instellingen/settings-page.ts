/** Shared by the /instellingen pages: the signed-in viewer, the center, and whether they may see the settings. */
import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { mayEditCenter } from '@/domain/centers';
import { type PageParams, signedInPage } from '../page-context';

export async function settingsPage(params: PageParams, returnTo: string) {
  const context = await signedInPage(params, returnTo);
  // docs/domain.md: settings and design are the center's (center superusers; admins everywhere in their tenant).
  return { ...context, allowed: mayEditCenter(context.viewer) };
}

export async function settingsMetadata(
  params: PageParams,
  key: 'metaTitle' | 'design.metaTitle' | 'footer.metaTitle' | 'organization.metaTitle' | 'contactPerson.metaTitle',
): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'settings' });
  return { title: t(key) };
}
