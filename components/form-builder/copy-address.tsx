'use client';

/**
 * A public address in a read-only field with a copy button; the result ("Copied" / "Copy failed, select the
 * address") is announced. The origin is the page's own, known only in the browser: the server renders the path.
 */
import { Check, Copy } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

const noSubscription = () => () => {};

export function CopyAddress({ path, label }: { path: string; label: string }) {
  const t = useTranslations('formBuilder.copy');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const address = `${origin}${path}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setState('copied');
    } catch {
      input.current?.select();
      setState('failed');
    }
  };
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <Input
          ref={input}
          id={id}
          readOnly
          value={address}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 font-mono text-sm"
        />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {state === 'copied' ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
          {t('copy')}
        </Button>
      </div>
      <p role="status" className="min-h-5 text-sm text-muted-700 dark:text-muted-300">
        {state === 'copied' ? t('copied') : state === 'failed' ? t('failed') : ''}
      </p>
    </div>
  );
}
