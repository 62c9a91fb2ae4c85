/** A Google tag id that is safe to put into a script URL and an inline script; null otherwise (no analytics). */
const GTAG_ID = /^(?:G|UA|AW|GT|DC)-[A-Z0-9-]{2,30}$/i;

export function analyticsId(gtagId: string | null | undefined): string | null {
  const id = gtagId?.trim();
  return id && GTAG_ID.test(id) ? id : null;
}
