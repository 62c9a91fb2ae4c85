'use client';
/**
 * The personal iCal feed's address with a copy button (docs/domain.md#shifts, calendar). The address is a secret:
 * shown only to its owner, and a new one (the rotate form beside it) makes the old one stop working.
 */
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export function CalendarFeedBox({ url }: { url: string }) {
  const t = useTranslations('shifts.mine.feed');
  const [copied, setCopied] = useState(false);
  return (
    <div className="space-y-2">
      <Label htmlFor="calendar-feed-url">{t('label')}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="calendar-feed-url"
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="font-mono text-xs"
          data-testid="calendar-feed-url"
        />
        <Button
          type="button"
          variant="outline"
          onClick={async () => {
            await navigator.clipboard.writeText(url);
            setCopied(true);
          }}
        >
          {t('copy')}
        </Button>
      </div>
      <p role="status" className="min-h-5 text-sm text-muted-700 dark:text-muted-300">
        {copied ? t('copied') : ''}
      </p>
    </div>
  );
}
