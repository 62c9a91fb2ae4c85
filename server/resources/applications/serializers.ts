import { type ApplicationAttributes, applicationState } from '@/domain/applications';
import type { applications } from '../../db/schema';
import { ref, resource } from '../../jsonapi/document';

export type ApplicationRow = typeof applications.$inferSelect;

/** An application with what lists and screens show of its vacancy. */
export interface ApplicationView extends ApplicationRow {
  vacancyTitle: string;
  organizationId: number;
  organizationName: string;
  applicantMentorId: number | null;
}

/**
 * `internalNote` is the organization's own: absent (not null) for anyone who does not manage the application.
 * `withdrawable` says whether this viewer may withdraw it now (the applicant, while it is still new), so screens
 * offer the button without repeating the policy and the transition rules. Every attribute of
 * domain/applications.ts, no other.
 */
export function applicationResource(app: ApplicationView, options: { showInternalNote: boolean; withdrawable: boolean }) {
  return resource({
    type: 'applications',
    id: app.id,
    attributes: {
      name: `${app.firstName} ${app.lastName}`.trim(),
      firstName: app.firstName,
      lastName: app.lastName,
      email: app.email,
      phoneNumber: app.phoneNumber,
      message: app.message,
      status: app.status,
      state: applicationState(app),
      withdrawable: options.withdrawable && applicationState(app) === 'new',
      vacancyId: app.vacancyId,
      vacancyTitle: app.vacancyTitle,
      organizationId: app.organizationId,
      organizationName: app.organizationName,
      locale: app.locale,
      guest: app.userId === null,
      confirmedAt: app.confirmedAt,
      decidedAt: app.decidedAt,
      withdrawnAt: app.withdrawnAt,
      createdAt: app.createdAt,
      updatedAt: app.updatedAt,
      ...(options.showInternalNote ? { internalNote: app.internalNote } : {}),
    } satisfies ApplicationAttributes,
    relationships: {
      vacancy: ref('vacancies', app.vacancyId),
      user: ref('users', app.userId),
      organization: ref('organizations', app.organizationId),
    },
  });
}
