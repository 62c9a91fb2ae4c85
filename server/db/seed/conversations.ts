/**
 * Demo conversations (docs/domain.md#conversations, "Demo data"): in the demo center, the food bank with the demo
 * volunteer about her application (the last message unread for her, an internal note), the food bank with the
 * student (her mentor reads along), the center with the volunteer (unread), and one the volunteer archived. Times
 * are relative to now, so the inbox looks recent on every first start; the seeded messages count as mailed, so the
 * unread-message job does not mail them. Runs after the applications are seeded.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import {
  applications,
  conversationMessages,
  conversationNotes,
  conversationParticipants,
  conversations,
  organizations,
  users,
  vacancies,
  volunteerCenters,
} from '../schema';

const MINUTE = 60_000;

type Who = 'volunteer' | 'student' | 'organization_superuser' | 'center_superuser' | 'mentor';

interface DemoConversation {
  subject: string;
  /** null: the center itself. */
  organization: 'Voedselbank Demo' | null;
  volunteer: 'volunteer' | 'student';
  /** About the volunteer's application to a vacancy of the organization, when there is one. */
  aboutApplication?: boolean;
  messages: { from: Who; body: string; minutesAgo: number }[];
  notes?: { from: Who; note: string; minutesAgo: number }[];
  /** Who has read everything (the others have read up to their own last message). */
  readBy: Who[];
  archivedBy?: Who[];
}

const DEMO_CONVERSATIONS: DemoConversation[] = [
  {
    subject: 'Je aanmelding bij de Voedselbank',
    organization: 'Voedselbank Demo',
    volunteer: 'volunteer',
    aboutApplication: true,
    messages: [
      {
        from: 'organization_superuser',
        body: 'Hoi Vera, leuk dat je je hebt aangemeld! Heb je dinsdagochtend tijd voor een kennismaking?',
        minutesAgo: 26 * 60,
      },
      { from: 'volunteer', body: 'Hallo Olga, dinsdag om 10 uur past mij goed. Moet ik iets meenemen?', minutesAgo: 25 * 60 },
      {
        from: 'organization_superuser',
        body: 'Top! Neem je legitimatie mee, dan vragen we meteen je VOG aan. Tot dinsdag!',
        minutesAgo: 40,
      },
    ],
    notes: [
      { from: 'organization_superuser', note: 'Rijbewijs B aanwezig: geschikt als chauffeur. VOG nog aanvragen.', minutesAgo: 24 * 60 },
    ],
    readBy: ['organization_superuser'],
  },
  {
    subject: 'Maatschappelijke stage bij de Voedselbank',
    organization: 'Voedselbank Demo',
    volunteer: 'student',
    messages: [
      {
        from: 'organization_superuser',
        body: 'Hoi Sara, welkom! Je stage begint zaterdag om 9 uur in de uitgifte.',
        minutesAgo: 3 * 24 * 60,
      },
      { from: 'student', body: 'Dank u! Mijn mentor vraagt of u het urenbriefje wilt tekenen na afloop.', minutesAgo: 2 * 24 * 60 },
      { from: 'mentor', body: 'Goedemiddag, ik ben de mentor van Sara. Het urenbriefje mag ook digitaal.', minutesAgo: 2 * 24 * 60 - 30 },
    ],
    notes: [{ from: 'center_superuser', note: 'School vraagt om een korte evaluatie na 30 uur.', minutesAgo: 2 * 24 * 60 - 20 }],
    readBy: ['student', 'mentor'],
  },
  {
    subject: 'Welkom bij de vrijwilligerscentrale',
    organization: null,
    volunteer: 'volunteer',
    messages: [
      {
        from: 'center_superuser',
        body: 'Welkom Vera! Wil je eens langskomen voor een gesprek over wat je graag doet? Dan zoeken we samen iets passends.',
        minutesAgo: 3 * 60,
      },
    ],
    readBy: ['center_superuser'],
  },
  {
    subject: 'Kerstmarkt vorig jaar',
    organization: 'Voedselbank Demo',
    volunteer: 'volunteer',
    messages: [
      { from: 'organization_superuser', body: 'Bedankt voor je hulp op de kerstmarkt!', minutesAgo: 30 * 24 * 60 },
      { from: 'volunteer', body: 'Graag gedaan, volgend jaar weer!', minutesAgo: 30 * 24 * 60 - 60 },
    ],
    readBy: ['organization_superuser', 'volunteer'],
    archivedBy: ['volunteer'],
  },
];

export async function seedConversations(db: Database, now = new Date()): Promise<void> {
  const [center] = await db.select().from(volunteerCenters).where(eq(volunteerCenters.slug, 'demo'));
  if (!center) return;
  const people = new Map<Who, number>();
  for (const who of ['volunteer', 'student', 'organization_superuser', 'center_superuser', 'mentor'] as const) {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.volunteerCenterId, center.id), eq(users.email, `${who}@demo.test`)));
    if (user) people.set(who, user.id);
  }
  const [foodBank] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.volunteerCenterId, center.id), eq(organizations.name, 'Voedselbank Demo')));
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE);

  await db.transaction(async (tx) => {
    for (const demo of DEMO_CONVERSATIONS) {
      const volunteerId = people.get(demo.volunteer);
      const organizationId = demo.organization ? (foodBank?.id ?? null) : null;
      if (volunteerId === undefined || (demo.organization && organizationId === null)) continue;
      const [application] = demo.aboutApplication
        ? await tx
            .select({ id: applications.id, vacancyId: applications.vacancyId })
            .from(applications)
            .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
            .where(and(eq(applications.userId, volunteerId), eq(vacancies.organizationId, organizationId ?? -1)))
            .orderBy(asc(applications.id))
            .limit(1)
        : [];
      const first = demo.messages[0]!;
      const last = demo.messages[demo.messages.length - 1]!;
      const [conversation] = await tx
        .insert(conversations)
        .values({
          volunteerCenterId: center.id,
          organizationId,
          volunteerId,
          subject: demo.subject,
          vacancyId: application?.vacancyId ?? null,
          applicationId: application?.id ?? null,
          createdById: people.get(first.from) ?? null,
          lastMessageAt: at(last.minutesAgo),
          createdAt: at(first.minutesAgo),
          updatedAt: at(last.minutesAgo),
        })
        .returning({ id: conversations.id });
      if (!conversation) continue;
      const inserted = await tx
        .insert(conversationMessages)
        .values(
          demo.messages.map((m) => ({
            conversationId: conversation.id,
            senderId: people.get(m.from) ?? null,
            body: m.body,
            createdAt: at(m.minutesAgo),
          })),
        )
        .returning({ id: conversationMessages.id });
      const lastId = Math.max(...inserted.map((m) => m.id));
      for (const n of demo.notes ?? [])
        await tx
          .insert(conversationNotes)
          .values({ conversationId: conversation.id, authorId: people.get(n.from) ?? null, note: n.note, createdAt: at(n.minutesAgo) });
      // Participants: the volunteer, the staff of the side and everyone who wrote; each has read up to their own last
      // message, or everything when listed in readBy.
      const side: Who = demo.organization ? 'organization_superuser' : 'center_superuser';
      const who = new Set<Who>([demo.volunteer, side, ...demo.messages.map((m) => m.from)]);
      for (const person of who) {
        const userId = people.get(person);
        if (userId === undefined) continue;
        const own = demo.messages.filter((m) => m.from === person).map((m) => m.minutesAgo);
        const readAt = demo.readBy.includes(person) ? at(last.minutesAgo) : own.length ? at(Math.min(...own)) : null;
        await tx.insert(conversationParticipants).values({
          conversationId: conversation.id,
          userId,
          lastReadAt: readAt,
          archivedAt: demo.archivedBy?.includes(person) ? at(last.minutesAgo - 1) : null,
          lastMailedMessageId: lastId,
          createdAt: at(first.minutesAgo),
        });
      }
    }
  });
}
