'use client';

/**
 * Toolbar control for the color mode: a menu with light, dark and system (the choice is remembered). The menu (Radix
 * dropdown, ./color-mode-menu.tsx) is fetched on intent (./load-on-intent.ts); until then this is a plain button with
 * the same look and name.
 */
import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { type ColorMode, readStoredMode, storeColorMode, subscribeColorMode } from '@/lib/shared/color-mode/color-mode';
import { useLoadOnIntent } from './load-on-intent';
import { toolbarButtonClass } from './styles';

export const COLOR_MODE_ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

export function useColorMode(): [ColorMode, (mode: ColorMode) => void] {
  // The server renders 'system'; the real preference appears after hydration (the <html> class was right all along).
  const mode = useSyncExternalStore(subscribeColorMode, readStoredMode, () => 'system' as const);
  return [mode, storeColorMode];
}

export function ColorModeToggle() {
  const t = useTranslations('theme');
  const [mode] = useColorMode();
  const { loaded, triggerProps } = useLoadOnIntent(() => import('./color-mode-menu'));
  const label = t('colorModeLabel', { mode: t(`modes.${mode}`) });
  if (loaded) {
    const { ColorModeMenu } = loaded.module;
    return <ColorModeMenu label={label} opening={loaded} />;
  }
  const Icon = COLOR_MODE_ICONS[mode];
  return (
    <button type="button" className={toolbarButtonClass} aria-label={label} {...triggerProps}>
      <Icon aria-hidden className="size-5" />
    </button>
  );
}
