/**
 * Personal data export (docs/domain.md#personal-data-export): a signed-in person asks for everything the platform
 * holds about them; the job runner prepares a ZIP, mails a link that expires, and deletes the file afterwards.
 */
export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** How long a prepared export can be downloaded (the mailed link's lifetime). */
export const DATA_EXPORT_LINK_DAYS = 7;

/** Requests per person per day: preparing one reads everything they have, so a loop of requests is refused. */
export const DATA_EXPORT_DAILY_REQUESTS = 5;

/** Preparation attempts before a request is given up (`failed`); the job retries a failure on its next run. */
export const DATA_EXPORT_MAX_ATTEMPTS = 3;

/** Only the person the export is about may see or download it: nobody else, staff and admins included. */
export const mayAccessDataExport = (viewer: { id: number } | null, dataExport: { userId: number | null }): boolean =>
  viewer !== null && dataExport.userId !== null && dataExport.userId === viewer.id;
