/**
 * Cache tags of the public site's renderings, one set per center: the backend names them after a committed write
 * (Deps.invalidate), the web tags its cached data with the same names. Pure, so both sides import it.
 */
export const cacheTags = {
  /** Pages, news, success stories, their blocks and the stock images they show. */
  content: (centerId: number) => `content:${centerId}`,
  /** Header and footer menus. */
  menus: (centerId: number) => `menus:${centerId}`,
  /** Center profile: colours, logos, footer, theme and settings every page renders. */
  branding: (centerId: number) => `branding:${centerId}`,
  /**
   * The center record with its profile as the web loads it by slug (lib/server/center/get-center.ts), before it
   * knows the id: named with branding after a profile write.
   */
  centerRecord: (slug: string) => `center:${slug}`,
  /**
   * The social map (/sociale-kaart): its organizations, markers and the center's non-profit and activity type lists.
   * Named after every organization write (create, update, status change, delete, move: both centers, sign-up) and
   * every list write.
   */
  socialMap: (centerId: number) => `social-map:${centerId}`,
  /**
   * The center's public vacancies: named after every vacancy write and by the expiry job (server/resources/vacancies,
   * server/jobs/scheduler.ts). The embeddable widget's page is tagged with it.
   */
  vacancies: (centerId: number) => `vacancies:${centerId}`,
  /** The center's vacancy widgets' settings (server/resources/widgets): named after every widget write. */
  vacancyWidgets: (centerId: number) => `vacancy-widgets:${centerId}`,
} as const;

/** Every tag of a center, for a change that touches all of its public pages. */
export const allCenterTags = (centerId: number) => [
  cacheTags.content(centerId),
  cacheTags.menus(centerId),
  cacheTags.branding(centerId),
  cacheTags.socialMap(centerId),
];
