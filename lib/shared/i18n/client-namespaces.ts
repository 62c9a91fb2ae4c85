/** The message namespaces each layout hands to the browser (lib/server/i18n/client-messages.tsx). Pure, for the tests. */

/** The root layout's own client components: error boundaries, the 404's path line, toasts, the loading bar. */
export const ROOT_NAMESPACES = ['errors', 'toast', 'loadingBar'] as const;

/**
 * What the client components of the public pages use (the shell's menus and color mode, the bank's filters, forms,
 * the social map, shift sign-up, the consent banner). tests/unit/i18n/client-messages.test.ts follows the imports of
 * app/[center]/[locale]/(public) and fails when a client component there asks for a namespace that is not listed.
 */
export const PUBLIC_NAMESPACES = [
  ...ROOT_NAMESPACES,
  'analytics',
  'forms',
  'navigation',
  'organizationSignup',
  'organizations',
  'publicForms',
  'shell',
  'shifts',
  'socialMap',
  'theme',
  'vacancyBank',
] as const;
