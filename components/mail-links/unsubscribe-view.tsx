/**
 * The page behind a one-click unsubscribe link (the periodic digest, a saved search's alerts): it asks before turning
 * the mail off, because a GET never changes anything (link checkers and mail scanners must not unsubscribe anyone),
 * then confirms. The texts and the action come from the page, in the words of the mail it is about.
 */
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { linkClass } from '@/components/ui/styles';
import { Link } from '@/lib/shared/i18n/navigation';

export interface UnsubscribeTexts {
  title: string;
  /** The link is malformed, unknown or expired. */
  invalid: string;
  confirm: string;
  submit: string;
  done: string;
  doneHint: string;
  /** Where the mail can be switched on again. */
  settings: { href: string; label: string };
}

export function UnsubscribeView({
  token,
  state,
  texts,
  action,
}: {
  token: string;
  state: 'invalid' | 'subscribed' | 'unsubscribed';
  texts: UnsubscribeTexts;
  action: (form: FormData) => Promise<void>;
}) {
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 className="font-heading text-3xl font-bold tracking-tight">{texts.title}</h1>
      {state === 'invalid' ? (
        <Alert tone="error">{texts.invalid}</Alert>
      ) : state === 'unsubscribed' ? (
        <>
          <Alert tone="success" role="status">
            {texts.done}
          </Alert>
          <p className="text-sm">
            {texts.doneHint}{' '}
            <Link href={texts.settings.href} className={linkClass}>
              {texts.settings.label}
            </Link>
          </p>
        </>
      ) : (
        <form action={action} className="space-y-4">
          <p>{texts.confirm}</p>
          <input type="hidden" name="token" value={token} />
          <Button type="submit">{texts.submit}</Button>
        </form>
      )}
    </div>
  );
}
