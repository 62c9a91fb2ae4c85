import { renderMail } from '@/server/mail/templates';

describe('e-mail change mails', () => {
  test('the confirmation goes with a link and the validity', () => {
    const mail = renderMail('emailChange', 'nl', {
      appName: 'Demo',
      name: 'Eva',
      hours: 24,
      actionUrl: 'http://demo.localhost:3000/profile-edit/email?email_token=abc',
    });
    expect(mail.subject).toBe('Bevestig je nieuwe e-mailadres voor Demo');
    expect(mail.text).toContain('Mijn nieuwe e-mailadres bevestigen: http://demo.localhost:3000/profile-edit/email?email_token=abc');
    expect(mail.text).toContain('24 uur');
    expect(mail.html).toContain('href="http://demo.localhost:3000/profile-edit/email?email_token=abc"');
  });

  test('the notice to the old address has no link and its own closing hint; values are escaped in HTML', () => {
    const mail = renderMail('emailChangeNotice', 'en', { appName: 'Demo', name: 'Eva', newEmail: 'new<x>@example.org', actionUrl: '' });
    expect(mail.subject).toBe('Your e-mail address for Demo is about to change');
    expect(mail.text).toContain('new<x>@example.org');
    expect(mail.text).toContain('Was this not you? Change your password right away and contact Demo.');
    expect(mail.text).not.toContain('If you did not request this');
    expect(mail.text).not.toContain('http');
    expect(mail.html).not.toContain('<a ');
    expect(mail.html).toContain('new&lt;x&gt;@example.org');
  });

  test('other mails keep the shared closing hint', () => {
    const mail = renderMail('confirmation', 'en', {
      appName: 'Demo',
      name: 'Eva',
      actionUrl: 'http://x.test/confirm?confirmation_token=1',
    });
    expect(mail.text).toContain('If you did not request this, you can ignore this e-mail.');
    expect(mail.text).toContain('Confirm my e-mail address: http://x.test/confirm?confirmation_token=1');
  });
});
