/** The conversation screens' pure parts: wire parsing, message order, the other party, the inbox URL, the event lines. */
import { conversationsOffered } from '@/lib/shared/conversations/access';
import { parseConversationEvent, reconnectDelayMs } from '@/lib/shared/conversations/events';
import { parseInboxState, serializeInboxState } from '@/lib/shared/conversations/inbox-state';
import { mergeMessages, type MessageView, otherParty, toConversationView, toMessageView } from '@/lib/shared/conversations/view';

const message = (id: string, createdAt: string, body = id): MessageView => ({
  id,
  body,
  senderId: '1',
  senderName: 'Sam',
  mine: false,
  createdAt,
});

describe('conversation views', () => {
  it('reads a conversation resource, with null organization meaning the center', () => {
    const view = toConversationView({
      id: 7,
      subject: 'Over de kerstmarkt',
      organizationId: null,
      organizationName: null,
      volunteerId: 12,
      volunteerName: 'Vera Vrijwilliger',
      vacancyId: 3,
      vacancyTitle: 'Gastvrouw',
      applicationId: null,
      lastMessageAt: '2026-11-26T08:00:00Z',
      lastMessagePreview: 'Tot morgen',
      unreadCount: 2,
      archived: false,
    });
    expect(view).toMatchObject({ id: '7', organizationId: null, volunteerId: '12', vacancyId: '3', applicationId: null, unreadCount: 2 });
    expect(toConversationView({ id: 1, unreadCount: -3 }).unreadCount).toBe(0);
    expect(toConversationView({ id: 1, unreadCount: 'x' }).unreadCount).toBe(0);
  });

  it('reads a message and keeps a deleted sender as null', () => {
    expect(toMessageView({ id: 5, body: 'Hoi', senderId: null, senderName: null, mine: true, createdAt: '2026-11-26T08:00:00Z' })).toEqual({
      id: '5',
      body: 'Hoi',
      senderId: null,
      senderName: null,
      mine: true,
      createdAt: '2026-11-26T08:00:00Z',
    });
  });

  it('merges pages in time order, then by id, each message once (the newer copy wins)', () => {
    const older = [message('1', '2026-11-26T08:00:00Z'), message('2', '2026-11-26T08:01:00Z')];
    const latest = [
      message('2', '2026-11-26T08:01:00Z', 'edited'),
      message('10', '2026-11-26T08:02:00Z'),
      message('9', '2026-11-26T08:02:00Z'),
    ];
    const merged = mergeMessages(older, latest);
    expect(merged.map((m) => m.id)).toEqual(['1', '2', '9', '10']);
    expect(merged[1]!.body).toBe('edited');
  });

  it('names the other party: the organization (or the center) for the volunteer, the volunteer for everyone else', () => {
    const c = { volunteerId: '12', volunteerName: 'Vera', organizationName: null };
    expect(otherParty(c, '12', 'Demo Vrijwilligerscentrale')).toBe('Demo Vrijwilligerscentrale');
    expect(otherParty({ ...c, organizationName: 'Buurthuis' }, '12', 'Demo')).toBe('Buurthuis');
    expect(otherParty(c, '99', 'Demo')).toBe('Vera');
  });
});

describe('inbox state in the URL', () => {
  it('parses and serialises only what differs from the defaults', () => {
    expect(parseInboxState(new URLSearchParams(''))).toEqual({ query: '', archived: false, page: 1 });
    const state = parseInboxState(new URLSearchParams('q=%20kerst%20&archived=1&page=3'));
    expect(state).toEqual({ query: 'kerst', archived: true, page: 3 });
    expect(serializeInboxState(state)).toBe('?q=kerst&archived=1&page=3');
    expect(serializeInboxState({ query: '', archived: false, page: 1 })).toBe('');
    expect(parseInboxState(new URLSearchParams('page=-2&archived=yes')).page).toBe(1);
    expect(parseInboxState(new URLSearchParams('archived=yes')).archived).toBe(false);
  });
});

describe('the event stream', () => {
  it('reads a message event and ignores anything else', () => {
    expect(parseConversationEvent('{"conversation_id":1,"message_id":2}')).toEqual({ conversationId: '1', messageId: '2' });
    expect(parseConversationEvent('{"conversation_id":"3","message_id":"4"}')).toEqual({ conversationId: '3', messageId: '4' });
    for (const bad of [
      '',
      'ping',
      'null',
      '[]',
      '{"conversation_id":0,"message_id":2}',
      '{"conversation_id":1}',
      '{"conversation_id":1.5,"message_id":2}',
    ])
      expect(parseConversationEvent(bad)).toBeNull();
  });

  it('waits longer after each failed reconnect, at most a minute', () => {
    expect(reconnectDelayMs(0)).toBe(2_000);
    expect(reconnectDelayMs(1)).toBe(4_000);
    expect(reconnectDelayMs(10)).toBe(60_000);
  });
});

describe('where conversations are offered', () => {
  const features = { volunteerProfiles: true };
  it('to people who can be in a conversation, in a center with the feature', () => {
    expect(conversationsOffered(features, { roles: [{ name: 'volunteer', organizationId: null }] })).toBe(true);
    expect(conversationsOffered(features, { roles: [{ name: 'organization_superuser', organizationId: '1' }] })).toBe(true);
    expect(conversationsOffered(features, { roles: [{ name: 'content_manager', organizationId: null }] })).toBe(false);
    expect(conversationsOffered({ volunteerProfiles: false }, { roles: [{ name: 'volunteer', organizationId: null }] })).toBe(false);
    expect(conversationsOffered(features, null)).toBe(false);
  });
});
