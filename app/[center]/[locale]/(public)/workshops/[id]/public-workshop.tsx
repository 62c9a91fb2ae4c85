/**
 * /workshops/{id}: a published workshop with its dates to sign up for; drafts and unknown ids are 404. Rendered for the
 * visitor of the request (page.tsx, a signed-in visitor: their own sign-ups) or signed out (the copy the cache keeps
 * for everyone else: (public)/%5Fcached/workshops/[id]).
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ShiftPicker } from '@/components/shifts/shift-picker';
import { WorkshopPage } from '@/components/workshops/workshop-page';
import { type Visitor, fixedPageMetadata, publicRequest, requirePublicRequest } from '@/lib/server/content/public-page';
import { signInPath } from '@/lib/server/session/redirect';
import { loadPublicShifts } from '@/lib/server/shifts/public-api';
import { getPublicWorkshop } from '@/lib/server/workshops/public-api';
import { localizedPath } from '@/lib/shared/content/seo';

export type Params = Promise<{ center: string; locale: string; id: string }>;

export async function publicWorkshopMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [request, { id }] = await Promise.all([publicRequest(params), params]);
  if (!request) return {};
  const workshop = await getPublicWorkshop(request.center, request.locale, id);
  if (!workshop) return {};
  return fixedPageMetadata(request, {
    title: workshop.title,
    description: workshop.description.slice(0, 160),
    path: `/workshops/${workshop.id}`,
    translations: {},
  });
}

export async function PublicWorkshop({ params, visitor }: { params: Params; visitor: Visitor }) {
  const [request, { id }] = await Promise.all([requirePublicRequest(params), params]);
  const workshop = await getPublicWorkshop(request.center, request.locale, id);
  if (!workshop) notFound();
  const path = `/workshops/${workshop.id}`;
  const { shifts, signedIn } = await loadPublicShifts(visitor, request.center, request.locale, { workshopId: workshop.id });
  return (
    <WorkshopPage
      workshop={workshop}
      picker={
        <ShiftPicker
          shifts={shifts}
          locale={request.locale}
          signedIn={signedIn}
          signInHref={localizedPath(request.locale, signInPath(`${path}#diensten`))}
          returnTo={path}
        />
      }
    />
  );
}
