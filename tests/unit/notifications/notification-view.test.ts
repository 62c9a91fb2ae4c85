import { internalPath, toNotificationView, unreadCountOf } from '@/lib/shared/notifications/notification-view';

describe('notification view', () => {
  it('maps a resource, defaulting what is missing', () => {
    expect(
      toNotificationView({
        id: 3,
        type: 'notifications',
        kind: 'application_received',
        title: 'Nieuw',
        body: 'Tekst',
        url: '/applications/9',
        read: false,
        createdAt: '2025-01-02T10:00:00Z',
      }),
    ).toEqual({
      id: '3',
      kind: 'application_received',
      title: 'Nieuw',
      body: 'Tekst',
      url: '/applications/9',
      read: false,
      createdAt: '2025-01-02T10:00:00Z',
    });
    expect(toNotificationView({ id: '4', type: 'notifications' })).toEqual({
      id: '4',
      kind: '',
      title: '',
      body: '',
      url: null,
      read: false,
      createdAt: null,
    });
  });

  it('follows only same-site paths', () => {
    expect(internalPath('/applications/1')).toBe('/applications/1');
    for (const bad of [
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'applications/1',
      '',
      null,
      12,
    ])
      expect(internalPath(bad)).toBeNull();
  });

  it('reads the unread count from meta', () => {
    expect(unreadCountOf({ unreadCount: 2 })).toBe(2);
    expect(unreadCountOf({ unreadCount: '3' })).toBe(3);
    expect(unreadCountOf({ unreadCount: -1 })).toBe(0);
    expect(unreadCountOf({})).toBe(0);
    expect(unreadCountOf(undefined)).toBe(0);
  });
});
