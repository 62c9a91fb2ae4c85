'use server';
/** The periodic digest's unsubscribe page's button: the mailed token is the only credential (no session needed). */
import { mailedToken, withMailedToken } from '@/lib/server/api/mailed-token';
import { redirect } from '@/lib/shared/i18n/navigation';
import { getRequestContext } from '@/lib/server/session/request-context';
import { unsubscribeDigest } from '@/lib/shared/notification-templates/digest';

export async function unsubscribeDigestAction(form: FormData): Promise<void> {
  const { locale } = await getRequestContext();
  const token = mailedToken(form.get('token'));
  await withMailedToken(token, unsubscribeDigest);
  redirect({ href: `/periodieke-mail/afmelden?token=${encodeURIComponent(token)}`, locale });
}
