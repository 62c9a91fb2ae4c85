'use client';

/** The color mode menu behind ./color-mode-toggle.tsx, loaded on intent: light, dark and system, the current one checked. */
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { COLOR_MODES, isColorMode } from '@/lib/shared/color-mode/color-mode';
import { COLOR_MODE_ICONS, useColorMode } from './color-mode-toggle';
import { type Opening, useOpeningFocus } from './load-on-intent';
import { toolbarButtonClass } from './styles';

export function ColorModeMenu({ label, opening }: { label: string; opening: Opening }) {
  const t = useTranslations('theme');
  const [mode, setMode] = useColorMode();
  const { triggerRef, contentRef } = useOpeningFocus(opening);
  const Icon = COLOR_MODE_ICONS[mode];
  return (
    <DropdownMenu.Root defaultOpen={opening.open}>
      <DropdownMenu.Trigger ref={triggerRef} className={toolbarButtonClass} aria-label={label}>
        <Icon aria-hidden className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          ref={contentRef}
          className="z-50 min-w-40 rounded-[var(--radius)] border border-muted-200 bg-surface p-1 text-text shadow-lg dark:border-muted-700"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-semibold text-muted-600 dark:text-muted-300">
            {t('colorMode')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={mode} onValueChange={(value) => isColorMode(value) && setMode(value)}>
            {COLOR_MODES.map((m) => {
              const ItemIcon = COLOR_MODE_ICONS[m];
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
