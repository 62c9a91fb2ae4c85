'use client';

/**
 * /test/auth: the sign-in state from both sides. The server read the sealed session cookie (vp_session, httpOnly) and
 * rendered the viewer; the browser sees the session provider's state and, by design, cannot read that cookie.
 * Sign in and out through the real screens and actions.
 */
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { useSession } from '@/components/session/session-provider';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DescriptionList } from '@/components/ui/description-list';
import { actionLinkClass } from '@/components/ui/styles';
import { Link } from '@/lib/shared/i18n/navigation';
import { DeveloperSection } from './section';

const SESSION_COOKIE = 'vp_session';
const noSubscription = () => () => {};
const browserCookieNames = () => document.cookie;

export function AuthState({ serverCookieNames, signInHref }: { serverCookieNames: string[]; signInHref: string }) {
  const t = useTranslations('developer.auth');
  const { status, viewer, signingOut, signOut } = useSession();
  // The cookie string is read after hydration only (the server has no document).
  const cookieString = useSyncExternalStore(noSubscription, browserCookieNames, () => null);
  const readable =
    cookieString === null
      ? null
      : cookieString
          .split(';')
          .map((part) => part.split('=')[0]?.trim() ?? '')
          .filter(Boolean);

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <DeveloperSection title={t('stateTitle')}>
        <DescriptionList
          items={[
            {
              term: t('status'),
              details: <Badge tone={status === 'signedIn' ? 'success' : 'muted'}>{t(`statuses.${status}`)}</Badge>,
            },
            { term: t('viewer'), details: viewer ? `${viewer.fullName} (${viewer.email})` : '—', detailsClassName: 'break-all' },
            { term: t('impersonating'), details: viewer?.impersonating ? t('yes') : t('no') },
          ]}
        />
        {status === 'signedIn' ? (
          <Button variant="outline" onClick={() => void signOut()} pending={signingOut}>
            {t('signOut')}
          </Button>
        ) : (
          <Link href={signInHref} className={actionLinkClass}>
            {t('signIn')}
          </Link>
        )}
      </DeveloperSection>
      <DeveloperSection title={t('cookiesTitle')} description={t('cookiesDescription')}>
        <DescriptionList
          items={[
            { term: t('serverCookies'), details: serverCookieNames.join(', ') || '—', detailsClassName: 'break-all' },
            {
              term: t('browserCookies'),
              details: readable === null ? '…' : readable.join(', ') || '—',
              detailsClassName: 'break-all',
            },
            {
              term: t('sessionReadable'),
              details: readable === null ? '…' : readable.includes(SESSION_COOKIE) ? t('yes') : t('noHttpOnly'),
            },
          ]}
        />
      </DeveloperSection>
    </div>
  );
}
