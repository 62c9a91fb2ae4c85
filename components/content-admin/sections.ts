/**
 * The sub-sections of /content; `site` ones are for site managers only (not page managers); the forms only for those
 * the form builder's rule (mayManageForms, domain/forms.ts) lets in, which the page passes as `forms`.
 */
export const CONTENT_SECTIONS = [
  { href: '/content', key: 'overview', site: false },
  { href: '/content/pages', key: 'pages', site: false },
  { href: '/content/menu-items', key: 'menuItems', site: true },
  { href: '/content/file-upload', key: 'fileUpload', site: false },
  { href: '/content/stock-images', key: 'stockImages', site: false },
  { href: '/content/forms', key: 'forms', site: false },
  { href: '/content/widgets', key: 'widgets', site: true },
  // Outside /content (its own route), listed here so the site's managers find the mail texts with the content.
  { href: '/notification_templates', key: 'notificationTemplates', site: true },
] as const;

export const visibleSections = (site: boolean, forms: boolean = site) =>
  CONTENT_SECTIONS.filter((s) => (site || !s.site) && (s.key !== 'forms' || forms));
