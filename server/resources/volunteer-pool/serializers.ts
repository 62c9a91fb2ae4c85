/**
 * JSON:API resources of the pool. `volunteer_profiles` as an organization sees one carries the pool name (first name
 * and last initial) and the city, never an e-mail address, phone number, postal code or coordinates; the owner's own
 * profile (`volunteer_profile`) carries what they entered.
 */
import { resource, type ResourceObject } from '../../jsonapi/document';
import type { PoolProfile, ReplyView, VolunteerProfileRow } from './service';

/** The owner's own profile; before the first save, the defaults (not in the pool, nothing filled in). */
export function ownProfileResource(row: VolunteerProfileRow | null, userId: number): ResourceObject {
  return resource({
    type: 'volunteer_profiles',
    id: row?.id ?? `user-${userId}`,
    attributes: {
      inPool: row?.inPool ?? false,
      bio: row?.bio ?? '',
      interests: row?.interests ?? [],
      skills: row?.skills ?? [],
      availability: row?.availability ?? [],
      languages: row?.languages ?? [],
      postalCode: row?.postalCode ?? null,
      city: row?.city ?? null,
      maxDistanceKm: row?.maxDistanceKm ?? null,
      createdAt: row?.createdAt ?? null,
      updatedAt: row?.updatedAt ?? null,
    },
  });
}

export function poolProfileResource(p: PoolProfile): ResourceObject {
  return resource({
    type: 'volunteer_profiles',
    id: p.profile.id,
    attributes: {
      displayName: p.displayName,
      city: p.profile.city,
      bio: p.profile.bio,
      interests: p.profile.interests,
      skills: p.profile.skills,
      availability: p.profile.availability,
      languages: p.profile.languages,
      maxDistanceKm: p.profile.maxDistanceKm,
      distanceKm: p.distanceKm === null ? null : Math.round(p.distanceKm * 10) / 10,
      updatedAt: p.profile.updatedAt,
    },
  });
}

export function replyResource(v: ReplyView): ResourceObject {
  return resource({
    type: 'profile_replies',
    id: v.reply.id,
    attributes: {
      body: v.reply.body,
      volunteerProfileId: v.reply.volunteerProfileId,
      volunteerName: v.volunteerName,
      organizationId: v.reply.organizationId,
      organizationName: v.organizationName,
      senderName: v.senderName,
      conversationId: v.reply.conversationId,
      read: v.reply.readAt !== null,
      readAt: v.reply.readAt,
      createdAt: v.reply.createdAt,
    },
  });
}
