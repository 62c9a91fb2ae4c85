/** Locale-aware Link, redirect and router: `<Link href="/vacancies">` becomes /en/vacancies in English. */
import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
