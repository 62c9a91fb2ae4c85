'use server';

/**
 * /switch: choose which volunteer center this browser shows (a cookie that overrides the host mapping), or go
 * back to the center of the host name. Only existing centers can be chosen.
 */
import { cookies } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { getCenter } from '@/lib/server/center/get-center';
import { webEnv } from '@/lib/server/env';
import { redirect } from '@/lib/shared/i18n/navigation';
import { isAppLocale } from '@/lib/shared/i18n/locales';
import { CENTER_COOKIE } from '@/lib/shared/tenancy/resolve-center';

const ONE_YEAR = 60 * 60 * 24 * 365;
const SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;

export async function chooseCenter(formData: FormData): Promise<void> {
  const locale = await currentLocale();
  const slug = formData.get('slug');
  if (typeof slug !== 'string' || !SLUG.test(slug) || !(await getCenter(slug, locale))) {
    redirect({ href: { pathname: '/switch', query: { error: 'unknown' } }, locale });
    return;
  }
  (await cookies()).set(CENTER_COOKIE, slug, {
    path: '/',
    maxAge: ONE_YEAR,
    sameSite: 'lax',
    httpOnly: false,
    secure: webEnv.isProduction,
  });
  redirect({ href: '/', locale });
}

export async function forgetCenter(): Promise<void> {
  const locale = await currentLocale();
  (await cookies()).delete({ name: CENTER_COOKIE, path: '/' });
  redirect({ href: '/', locale });
}

async function currentLocale() {
  const locale = await getLocale();
  return isAppLocale(locale) ? locale : 'nl';
}
