/**
 * The developer pages under /test (docs/frontend.md "Developer pages"), in the order the index lists them.
 * `key` names the page's texts under messages "developer.pages".
 */
export const DEVELOPER_PAGE_GROUPS = [
  {
    key: 'data',
    pages: [
      { slug: 'api', key: 'api' },
      { slug: 'dollar-api', key: 'dollarApi' },
      { slug: 'dupe', key: 'dupe' },
      { slug: 'user-store', key: 'userStore' },
    ],
  },
  {
    key: 'session',
    pages: [
      { slug: 'auth', key: 'auth' },
      { slug: 'user', key: 'user' },
    ],
  },
  {
    key: 'forms',
    pages: [
      { slug: 'form', key: 'form' },
      { slug: 'step-form', key: 'stepForm' },
      { slug: 'step-form-2', key: 'stepForm2' },
      { slug: 'datepicker', key: 'datepicker' },
      { slug: 'formbuilder', key: 'formbuilder' },
      { slug: 'tiptap', key: 'tiptap' },
    ],
  },
  {
    key: 'feedback',
    pages: [
      { slug: 'toaster', key: 'toaster' },
      { slug: 'colors', key: 'colors' },
      { slug: 'sentry', key: 'sentry' },
      { slug: 'server-error', key: 'serverError' },
    ],
  },
] as const;

export type DeveloperPageKey = (typeof DEVELOPER_PAGE_GROUPS)[number]['pages'][number]['key'];

export const DEVELOPER_BASE_PATH = '/test';
