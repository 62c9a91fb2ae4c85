'use client';

/**
 * /test/toaster: the toasts (lib/browser/toast, docs/frontend.md "Toasts") in every color, one that stays, one replaced
 * in place by its id ("Saving…" → "Saved"), and the page-change loading bar driven by hand.
 */
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { navigationProgress } from '@/components/feedback/loading-bar';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { toast } from '@/lib/browser/toast/toast-store';
import { DEVELOPER_BASE_PATH } from '@/lib/shared/developer/pages';
import { Link } from '@/lib/shared/i18n/navigation';
import { linkClass } from '@/components/ui/styles';
import { DeveloperSection } from './section';

const COLORS = ['primary', 'success', 'danger', 'warning', 'info', 'muted'] as const;
const VARIANT: Record<(typeof COLORS)[number], ButtonVariant> = {
  primary: 'primary',
  success: 'outline',
  danger: 'danger',
  warning: 'outline',
  info: 'outline',
  muted: 'light',
};
const SAVE_DELAY_MS = 1500;

export function ToasterDemo() {
  const t = useTranslations('developer.toaster');
  const tColors = useTranslations('toast.colors');
  const sticky = useRef<string | null>(null);

  const saveInPlace = () => {
    const id = toast.info(t('saving'), { duration: 0, closable: false });
    setTimeout(() => toast.success(t('savedInPlace'), { id }), SAVE_DELAY_MS);
  };

  return (
    <div className="space-y-6">
      <DeveloperSection title={t('colorsTitle')} description={t('colorsDescription')}>
        <div className="flex flex-wrap gap-3">
          {COLORS.map((color) => (
            <Button
              key={color}
              variant={VARIANT[color]}
              onClick={() => toast[color](t('message', { color: tColors(color) }), { title: tColors(color) })}
            >
              {t('show', { color: tColors(color) })}
            </Button>
          ))}
        </div>
      </DeveloperSection>
      <DeveloperSection title={t('behaviourTitle')} description={t('behaviourDescription')}>
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => (sticky.current = toast.warning(t('stickyMessage'), { duration: 0 }))}>
            {t('sticky')}
          </Button>
          <Button variant="outline" onClick={() => sticky.current && toast.dismiss(sticky.current)}>
            {t('dismissSticky')}
          </Button>
          <Button variant="outline" onClick={saveInPlace}>
            {t('replace')}
          </Button>
        </div>
      </DeveloperSection>
      <DeveloperSection title={t('loadingTitle')} description={t('loadingDescription')}>
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" onClick={() => navigationProgress.start()}>
            {t('startBar')}
          </Button>
          <Button variant="outline" onClick={() => navigationProgress.finish()}>
            {t('finishBar')}
          </Button>
          <Link href={DEVELOPER_BASE_PATH} className={linkClass}>
            {t('navigate')}
          </Link>
        </div>
      </DeveloperSection>
    </div>
  );
}
