/**
 * The messages each layout hands to the browser (lib/server/i18n/client-messages.tsx), as namespaces or parts of one
 * ('shell.menu'). Pure, for the tests.
 */

/** The root layout's own client components: error boundaries, the 404's path line, toasts, the loading bar. */
export const ROOT_NAMESPACES = ['errors', 'toast', 'loadingBar'] as const;

/**
 * What the client components of the public pages use (the shell's menus and color mode, the bank's apply form, forms,
 * the social map, shift sign-up, the consent banner), each as narrow as the components ask for it: 'shifts.picker'
 * hands over that part of the shifts messages, not the rest, which only signed-in screens use. Every public page
 * carries these in its HTML, so a whole namespace here costs every visitor (docs/benchmarks.md "Public pages").
 * tests/unit/i18n/client-messages.test.ts follows the imports of app/[center]/[locale]/(public) and fails when a
 * client component there asks for messages outside these paths.
 */
export const PUBLIC_NAMESPACES = [
  ...ROOT_NAMESPACES,
  'analytics.consent',
  'forms',
  'navigation',
  'organizationSignup',
  'organizations.fields',
  'organizations.types',
  'publicForms',
  'shell.language',
  'shell.menu',
  'shell.more',
  'shifts.picker',
  'socialMap.map',
  'socialMap.tabs',
  'theme',
  'vacancyBank.apply',
] as const;

type Messages = Record<string, unknown>;

/** The parts of `messages` at `paths` ('shifts' or 'shifts.picker'), each at its own place. */
export function pickMessages(messages: Messages, paths: readonly string[]): Messages {
  const picked: Messages = {};
  for (const path of paths) {
    const keys = path.split('.');
    let from: unknown = messages;
    for (const key of keys) from = from && typeof from === 'object' ? (from as Messages)[key] : undefined;
    if (from === undefined) continue;
    let into = picked;
    for (const key of keys.slice(0, -1)) into = (into[key] ??= {}) as Messages;
    into[keys[keys.length - 1]!] = from;
  }
  return picked;
}
