/**
 * Public organization sign-up: the organization (pending) and its first user (active, organization superuser,
 * e-mail address still to confirm) in one transaction. The mails go out after the commit.
 */
import { users } from '../../db/schema';
import type { Executor } from '../../db/client';
import type { Locale } from '@/domain/values';
import { ApiError } from '../../jsonapi/errors';
import { addRole, assertEmailFree } from '../users/service';
import { audit } from '../../audit';
import type { OrganizationSignup } from './schemas';
import { createOrganization } from './service';

export interface SignupInput {
  centerId: number;
  locale: Locale;
  passwordHash: string;
  now: Date;
  ip: string;
}

export async function signUpOrganization(db: Executor, attrs: OrganizationSignup, input: SignupInput) {
  const { user: person, ...organization } = attrs;
  return db.transaction(async (tx) => {
    await assertEmailFree(tx, person.email).catch(() => {
      throw new ApiError(422, { code: 'emailTaken', source: { pointer: '/data/attributes/user/email' } });
    });
    const org = await createOrganization(tx, { centerId: input.centerId }, organization, 'pending');
    const [user] = await tx
      .insert(users)
      .values({
        volunteerCenterId: input.centerId,
        email: person.email.trim(),
        firstName: person.firstName,
        lastName: person.lastName,
        phoneNumber: person.phoneNumber ?? null,
        locale: input.locale,
        passwordHash: input.passwordHash,
        status: 'active',
        signupMethod: 'signedUp',
        acceptedTermsAt: input.now,
      })
      .returning();
    if (!user) throw new Error('insert returned nothing');
    await addRole(tx, user, 'organization_superuser', org.id);
    await audit(tx, {
      volunteerCenterId: input.centerId,
      actorId: user.id,
      action: 'organization.signup',
      subjectType: 'organizations',
      subjectId: org.id,
      ip: input.ip,
    });
    return { org, user };
  });
}
