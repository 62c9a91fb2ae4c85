/**
 * Reads the mails the e2e server wrote into E2E_MAILBOX_DIR (one JSON file per mail; the server's database
 * cannot be opened by a second process). Polls until a mail for the address arrives.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_MAILBOX_DIR } from './env';

export interface StoredMail {
  to: string;
  /** server/mail/templates.ts MailTemplate. */
  template:
    | 'confirmation'
    | 'resetPassword'
    | 'invitation'
    | 'emailChange'
    | 'emailChangeNotice'
    | 'organizationApproved'
    | 'organizationDenied'
    | 'organizationSignupNotice'
    | 'applicationConfirm'
    | 'applicationReceived'
    | 'applicationAccepted'
    | 'applicationRejected'
    | 'shiftConfirmed'
    | 'shiftReminder';
  locale: 'nl' | 'en';
  actionUrl: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

const dir = path.resolve(__dirname, '..', '..', E2E_MAILBOX_DIR);

async function allMails(): Promise<StoredMail[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  // File names start with the time in ms and a high-resolution counter, so a name sort is a time sort.
  const files = names.filter((n) => n.endsWith('.json')).sort();
  return Promise.all(files.map(async (n) => JSON.parse(await readFile(path.join(dir, n), 'utf8')) as StoredMail));
}

/** The newest mail to `to` (optionally of one template) that arrived after `since`; waits up to 10 s (or `timeout`) for it. */
export async function latestMail(
  to: string,
  options: { template?: StoredMail['template']; since?: Date; timeout?: number } = {},
): Promise<StoredMail> {
  let found: StoredMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await allMails()).filter(
          (m) =>
            m.to.toLowerCase() === to.toLowerCase() &&
            (!options.template || m.template === options.template) &&
            (!options.since || new Date(m.createdAt) >= options.since),
        );
        found = mails.at(-1);
        return found !== undefined;
      },
      {
        message: `a mail to ${to}${options.template ? ` (${options.template})` : ''} in ${dir}`,
        timeout: options.timeout ?? 10_000,
        intervals: [1_000],
      },
    )
    .toBe(true);
  return found as StoredMail;
}
