/** The response headers of the .ics routes (pure, for lib/server/vacancies/ics-response.ts and its test). */

export interface CalendarHeaderOptions {
  fileName: string;
  download: boolean;
  /** The center came from the visitor's center cookie, not from the host. */
  chosenByCookie: boolean;
}

export function calendarHeaders(options: CalendarHeaderOptions): Record<string, string> {
  return {
    'content-type': 'text/calendar; charset=utf-8',
    'content-disposition': `${options.download ? 'attachment' : 'inline'}; filename="${options.fileName}"`,
    // Calendar apps poll; a few minutes of staleness is fine and spares the database. The same URL names another
    // center when the center cookie chose it: such an answer is private, and every answer varies on Cookie so a
    // shared cache never hands the host's feed to a cookie's visitor or the other way round.
    'cache-control': `${options.chosenByCookie ? 'private' : 'public'}, max-age=300`,
    vary: 'Cookie',
  };
}
