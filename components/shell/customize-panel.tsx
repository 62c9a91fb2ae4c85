'use client';

/**
 * The sidebar's "Customize" entry (docs/domain.md#screens-and-routes "Sidebar layout"): a side panel with the theme
 * options a visitor may change for themselves. The color mode is remembered (lib/shared/color-mode); the shape is a
 * preview in this tab only (it sets --radius on <html> over the center's own value until reset or reload), because
 * the site's shape belongs to the center and is set under Instellingen > Design.
 */
import { Monitor, Moon, Palette, Sun } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import clsx from 'clsx';
import { COLOR_MODES, isColorMode } from '@/lib/shared/color-mode/color-mode';
import { SHAPE_RADIUS } from '@/lib/shared/theme/shape';
import { focusRing } from '@/components/ui/styles';
import { useColorMode } from './color-mode-toggle';
import { Sheet } from './sheet';

const MODE_ICONS = { light: Sun, dark: Moon, system: Monitor } as const;
const SHAPES = ['rounded', 'straight'] as const;
type Shape = (typeof SHAPES)[number];

const optionClass = clsx(
  'flex cursor-pointer items-center gap-3 rounded-[var(--radius)] border border-muted-200 px-3 py-2 text-sm hover:bg-muted-100',
  'has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50 has-[:checked]:text-primary-900',
  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600',
  'dark:border-muted-700 dark:hover:bg-muted-800 dark:has-[:checked]:border-primary-300 dark:has-[:checked]:bg-primary-900 dark:has-[:checked]:text-primary-50',
);

function currentShape(): Shape {
  if (typeof document === 'undefined') return 'rounded';
  return getComputedStyle(document.documentElement).getPropertyValue('--radius').trim() === SHAPE_RADIUS.straight ? 'straight' : 'rounded';
}

/** The panel with its own trigger: a row button (sidebar, phone menu). */
export function CustomizePanel({ triggerClassName }: { triggerClassName: string }) {
  const t = useTranslations('theme');
  const [mode, setMode] = useColorMode();
  const [shape, setShape] = useState<Shape>('rounded');
  const [previewing, setPreviewing] = useState(false);

  function previewShape(next: Shape) {
    document.documentElement.style.setProperty('--radius', SHAPE_RADIUS[next]);
    setShape(next);
    setPreviewing(true);
  }

  function resetPreview() {
    document.documentElement.style.removeProperty('--radius');
    setShape(currentShape());
    setPreviewing(false);
  }

  return (
    <Sheet
      title={t('customize')}
      description={t('customizeDescription')}
      closeLabel={t('close')}
      onOpenChange={(open) => {
        if (open) setShape(currentShape());
      }}
      trigger={
        <button type="button" className={triggerClassName}>
          <Palette aria-hidden className="size-5 shrink-0" />
          <span>{t('customize')}</span>
        </button>
      }
    >
      <div className="space-y-6">
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-semibold">{t('colorMode')}</legend>
          {COLOR_MODES.map((m) => {
            const Icon = MODE_ICONS[m];
            return (
              <label key={m} className={optionClass}>
                <input
                  type="radio"
                  name="customize-color-mode"
                  value={m}
                  checked={mode === m}
                  onChange={(e) => isColorMode(e.target.value) && setMode(e.target.value)}
                  className="sr-only"
                />
                <Icon aria-hidden className="size-4" />
                <span>{t(`modes.${m}`)}</span>
              </label>
            );
          })}
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-semibold">{t('shape')}</legend>
          {SHAPES.map((s) => (
            <label key={s} className={optionClass}>
              <input
                type="radio"
                name="customize-shape"
                value={s}
                checked={shape === s}
                onChange={() => previewShape(s)}
                className="sr-only"
              />
              <span aria-hidden className={clsx('size-4 border-2 border-current', s === 'rounded' ? 'rounded-md' : 'rounded-none')} />
              <span>{t(`shapes.${s}`)}</span>
            </label>
          ))}
          <p className="text-xs text-muted-700 dark:text-muted-300">{t('shapePreviewNote')}</p>
          {previewing ? (
            <button
              type="button"
              onClick={resetPreview}
              className={`rounded-[var(--radius)] px-2 py-1 text-sm font-medium text-primary-700 underline underline-offset-2 dark:text-primary-300 ${focusRing}`}
            >
              {t('resetPreview')}
            </button>
          ) : null}
        </fieldset>
      </div>
    </Sheet>
  );
}
