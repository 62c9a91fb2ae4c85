'use client';

/**
 * The sidebar's Customize panel: color mode, and a preview of the two shapes (rounded, straight). The shape
 * preview changes this browser tab only; the center's real shape is set in Instellingen > Design.
 */
import { Palette } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { COLOR_MODES } from '@/lib/shared/color-mode/color-mode';
import { SHAPE_RADIUS } from '@/lib/shared/theme/css-variables';
import type { Shape } from '@/lib/shared/theme/config';
import { useColorMode } from './color-mode-toggle';
import { Sheet } from './sheet';
import { sidebarItemClass } from './sidebar-link';
import { focusRing } from './styles';

const SHAPES: readonly Shape[] = ['rounded', 'straight'];

export function ThemeSwitcher() {
  const t = useTranslations('theme');
  const [mode, setMode] = useColorMode();
  const [shape, setShape] = useState<Shape | null>(null);

  useEffect(() => {
    const html = document.documentElement;
    if (shape) html.style.setProperty('--radius', SHAPE_RADIUS[shape]);
    else html.style.removeProperty('--radius');
  }, [shape]);
  // Leaving the page ends the preview.
  useEffect(
    () => () => {
      document.documentElement.style.removeProperty('--radius');
    },
    [],
  );

  const option = (selected: boolean) =>
    `flex-1 rounded-[var(--radius)] border px-3 py-2 text-sm ${focusRing} ${selected ? 'border-primary-600 bg-primary-50 font-semibold text-primary-800 dark:bg-primary-900 dark:text-primary-100' : 'border-muted-300 hover:bg-muted-100 dark:border-muted-700 dark:hover:bg-muted-800'}`;

  return (
    <Sheet
      title={t('customize')}
      description={t('customizeDescription')}
      closeLabel={t('close')}
      trigger={
        <button type="button" className={sidebarItemClass}>
          <Palette aria-hidden className="size-4" />
          {t('customize')}
        </button>
      }
    >
      <fieldset className="mb-6">
        <legend className="mb-2 text-sm font-semibold">{t('colorMode')}</legend>
        <div className="flex gap-2">
          {COLOR_MODES.map((m) => (
            <button key={m} type="button" aria-pressed={mode === m} className={option(mode === m)} onClick={() => setMode(m)}>
              {t(`modes.${m}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">{t('shape')}</legend>
        <div className="flex gap-2">
          {SHAPES.map((s) => (
            <button key={s} type="button" aria-pressed={shape === s} className={option(shape === s)} onClick={() => setShape(s)}>
              {t(`shapes.${s}`)}
            </button>
          ))}
        </div>
        <div className="mt-4 space-y-3 rounded-[var(--radius)] border border-muted-200 p-4 dark:border-muted-700" aria-hidden>
          <div className="h-8 w-32 rounded-[var(--radius)] bg-primary-600" />
          <div className="h-8 w-24 rounded-[var(--radius)] bg-secondary-400" />
          <div className="h-16 rounded-[var(--radius)] bg-muted-100 dark:bg-muted-800" />
        </div>
        {shape ? (
          <button type="button" className={`mt-3 text-sm underline ${focusRing}`} onClick={() => setShape(null)}>
            {t('resetPreview')}
          </button>
        ) : null}
        <p className="mt-3 text-xs text-muted-700 dark:text-muted-300">{t('shapePreviewNote')}</p>
      </fieldset>
    </Sheet>
  );
}
