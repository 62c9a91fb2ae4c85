import { focusRing } from '@/components/shell/styles';

export const linkClass = `font-medium text-primary-700 underline-offset-2 hover:underline dark:text-primary-300 ${focusRing}`;
export const actionLinkClass = `inline-flex h-10 items-center gap-2 rounded-md px-4 text-sm font-medium ${focusRing}`;
