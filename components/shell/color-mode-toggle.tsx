'use client';

/** Toolbar control for the color mode: a menu with light, dark and system (the choice is remembered). */
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, Monitor, Moon, Sun } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import {
  type ColorMode,
  COLOR_MODES,
  isColorMode,
  readStoredMode,
  storeColorMode,
  subscribeColorMode,
} from '@/lib/shared/color-mode/color-mode';
import { toolbarButtonClass } from './styles';

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

export function useColorMode(): [ColorMode, (mode: ColorMode) => void] {
  // The server renders 'system'; the real preference appears after hydration (the <html> class was right all along).
  const mode = useSyncExternalStore(subscribeColorMode, readStoredMode, () => 'system' as const);
  return [mode, storeColorMode];
}

export function ColorModeToggle() {
  const t = useTranslations('theme');
  const [mode, setMode] = useColorMode();
  const Icon = ICONS[mode];
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={toolbarButtonClass} aria-label={t('colorModeLabel', { mode: t(`modes.${mode}`) })}>
        <Icon aria-hidden className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-40 rounded-[var(--radius)] border border-muted-200 bg-surface p-1 text-text shadow-lg dark:border-muted-700"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-semibold text-muted-600 dark:text-muted-300">
            {t('colorMode')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={mode} onValueChange={(value) => isColorMode(value) && setMode(value)}>
            {COLOR_MODES.map((m) => {
              const ItemIcon = ICONS[m];
              return (
                <DropdownMenu.RadioItem
                  key={m}
                  value={m}
                  className="flex cursor-default items-center gap-2 rounded-[calc(var(--radius)*0.75)] px-2 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-primary-50 data-[highlighted]:text-primary-900 dark:data-[highlighted]:bg-primary-900 dark:data-[highlighted]:text-primary-50"
                >
                  <ItemIcon aria-hidden className="size-4" />
                  <span className="flex-1">{t(`modes.${m}`)}</span>
                  <DropdownMenu.ItemIndicator>
                    <Check aria-hidden className="size-4" />
                  </DropdownMenu.ItemIndicator>
                </DropdownMenu.RadioItem>
              );
            })}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
