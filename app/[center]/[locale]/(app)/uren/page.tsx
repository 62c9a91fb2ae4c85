/**
 * /uren: hours (docs/domain.md#hours). Everyone signed in sees their own hours, records and downloads the
 * certificate; organization superusers and center staff also review and record attendance; mentors sign off their
 * students' school years. Content-only roles have no hours here (the navigation leaves the item out for them).
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { HoursScreen } from '@/components/hours/hours-screen';
import { mayManageSignOffs, mayOpenHours, mayReviewHours } from '@/domain/hours';
import { signedInPage, type PageParams } from '../page-context';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'hours' });
  return { title: t('title') };
}

export default async function HoursPage({ params }: { params: PageParams }) {
  const { viewer } = await signedInPage(params, '/uren');
  if (!mayOpenHours(viewer)) return <ForbiddenScreen />;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
  return <HoursScreen userId={viewer.id} reviews={mayReviewHours(viewer)} mentor={mayManageSignOffs(viewer)} today={today} />;
}
