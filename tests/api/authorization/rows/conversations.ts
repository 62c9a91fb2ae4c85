/**
 * Conversations (docs/authorization.md "Conversations", docs/domain.md#conversations). The record of side A is a
 * conversation of the world's organization (orgA) with the world's student, so the student's mentor reads it too;
 * everyone else gets 404 (its existence is not theirs to know). Notes: staff of the organization (and center) only,
 * 404 to all others, the student and the mentor included.
 */
import { startConversation } from '@/server/resources/conversations/service';
import { createApplication, createVacancy } from '../../../support/factories/applications';
import type { Row } from '../types';
import { centerOf, make, orgOf, type Side, type World } from '../world';

const ORG = ['admin', 'center_superuser', 'organization_superuser'] as const;
/** Who reads the conversation of side A: its organization, center staff, the student and the student's mentor. */
const READERS = [...ORG, 'mentor', 'student'] as const;
const SIGNED_IN = { allow: 'everyone' } as const;

const resource = (type: string, attributes: Record<string, unknown>) => ({ data: { type, attributes } });

/** A conversation of the side's organization: in A with the world's student, in B with a member of B. */
async function conversationOf(world: World, side: Side) {
  const volunteer = side === 'A' ? world.actors.student.user : await make.member(world, 'B');
  return startConversation(world.backend.db, {
    volunteerCenterId: centerOf(world, side).id,
    organizationId: orgOf(world, side).id,
    volunteerId: volunteer.id,
    subject: 'Matrix',
    body: 'Hallo',
    senderId: side === 'A' ? world.actors.organization_superuser.user.id : world.staffB.id,
  });
}

const onConversation = (
  method: 'GET' | 'POST' | 'DELETE',
  suffix: string,
  allow: readonly (typeof READERS)[number][],
  body?: () => unknown,
): Row => ({
  endpoint: `${method} /api/v1/conversations/:id${suffix}`,
  allow,
  deny: 404,
  note: 'a conversation (or its notes) the viewer may not read is not found',
  async request({ world, side }) {
    const { id } = await conversationOf(world, side);
    return { path: `/api/v1/conversations/${id}${suffix}`, ...(body ? { body: body() } : {}) };
  },
});

export const CONVERSATIONS_ROWS: readonly Row[] = [
  { endpoint: 'GET /api/v1/conversations', ...SIGNED_IN, otherCenter: 'n/a', request: () => ({ path: '/api/v1/conversations' }) },
  {
    endpoint: 'GET /api/v1/conversations/unread_count',
    ...SIGNED_IN,
    otherCenter: 'n/a',
    request: () => ({ path: '/api/v1/conversations/unread_count' }),
  },
  {
    endpoint: 'GET /api/v1/conversations/events',
    ...SIGNED_IN,
    otherCenter: 'n/a',
    note: 'max_seconds=0: the stream opens and ends at once (tests/api/conversations.test.ts follows it live)',
    request: () => ({ path: '/api/v1/conversations/events?max_seconds=0' }),
  },
  {
    endpoint: 'POST /api/v1/conversations',
    allow: ORG,
    otherCenter: 'n/a',
    note: "for the world's organization; the volunteer is the world's volunteer",
    request: ({ world }) => ({
      path: '/api/v1/conversations',
      body: resource('conversations', {
        subject: 'Hallo',
        body: 'Hoi',
        volunteer_id: world.actors.volunteer.user.id,
        organization_id: world.orgA.id,
      }),
    }),
  },
  onConversation('GET', '', READERS),
  onConversation('GET', '/messages', READERS),
  onConversation('POST', '/messages', READERS, () => resource('conversation_messages', { body: 'Antwoord' })),
  onConversation('POST', '/read', READERS),
  onConversation('POST', '/archive', READERS),
  onConversation('DELETE', '/archive', READERS),
  onConversation('GET', '/notes', ORG),
  onConversation('POST', '/notes', ORG, () => resource('conversation_notes', { note: 'Alleen voor medewerkers' })),
  {
    endpoint: 'POST /api/v1/applications/:id/conversation',
    allow: ORG,
    note: "the application's vacancy is of the world's organization; its applicant has an account",
    async request({ world, side }) {
      const centerId = centerOf(world, side).id;
      const vacancy = await createVacancy(world.backend.db, { centerId, organizationId: orgOf(world, side).id, status: 'published' });
      const user = side === 'A' ? world.actors.volunteer.user : await make.member(world, 'B');
      const application = await createApplication(world.backend.db, { centerId, vacancyId: vacancy.id, user });
      return { path: `/api/v1/applications/${application.id}/conversation` };
    },
  },
];
