'use client';
/**
 * The account menu of the toolbar: name, roles, links to /account/roles, /profiel and /profile-edit, and sign-out.
 * Radix's dropdown gives the menu semantics, keyboard use and focus return.
 */
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, CircleUser, LogOut } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/shared/i18n/navigation';
import { roleNames } from '@/lib/shared/session/types';
import { useSession } from './session-provider';

const itemClass =
  'flex w-full cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-text outline-none select-none data-[highlighted]:bg-primary-50 data-[highlighted]:text-primary-900 dark:data-[highlighted]:bg-primary-900 dark:data-[highlighted]:text-primary-50';

export function AccountMenu() {
  const t = useTranslations('session');
  const { viewer, signOut, signingOut } = useSession();
  if (!viewer) {
    return (
      <Link
        href="/auth/login-1"
        className="rounded-md px-3 py-2 text-sm font-medium text-primary-800 hover:bg-primary-50 dark:text-primary-200 dark:hover:bg-primary-900"
      >
        {t('menu.signIn')}
      </Link>
    );
  }
  const roles = roleNames(viewer).map((r) => t(`roles.${r}`));
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="inline-flex h-10 items-center gap-2 rounded-md px-2 text-sm font-medium text-text hover:bg-muted-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:hover:bg-muted-800"
        aria-label={t('menu.open', { name: viewer.fullName })}
      >
        <CircleUser aria-hidden className="size-5" />
        {/* The name only on wide screens: below that the top navigation needs the room (docs/frontend.md "Shell"). */}
        <span className="hidden max-w-40 truncate xl:inline">{viewer.fullName}</span>
        <ChevronDown aria-hidden className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-64 rounded-lg border border-muted-200 bg-surface p-1 shadow-lg dark:border-muted-800"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block text-sm font-semibold text-text">{viewer.fullName}</span>
            <span className="block truncate text-xs text-muted-700 dark:text-muted-300">{viewer.email}</span>
            {roles.length ? <span className="mt-1 block text-xs text-muted-700 dark:text-muted-300">{roles.join(', ')}</span> : null}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-muted-200 dark:bg-muted-800" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/dashboard">{t('menu.dashboard')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/account/roles">{t('menu.roles')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/profiel">{t('menu.myProfile')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/profile-edit">{t('menu.profile')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-muted-200 dark:bg-muted-800" />
          <DropdownMenu.Item
            className={itemClass}
            disabled={signingOut}
            onSelect={() => {
              void signOut();
            }}
          >
            <LogOut aria-hidden className="size-4" />
            {signingOut ? t('menu.signingOut') : t('menu.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
