/**
 * Development mail catcher: `npx tsx scripts/dev-mailbox.ts`, then run the app with SMTP_URL=smtp://localhost:1025.
 * Prints each mail (recipient, subject, text) in this terminal, so confirmation and reset links can be followed
 * without a real relay and without the server ever logging them. Keeps nothing. Never for production.
 */
import { SMTPServer } from 'smtp-server';

const port = Number(process.argv[2] ?? 1025);

/** The text/plain part of a simple nodemailer message, quoted-printable decoded. */
function plainText(raw: string): string {
  const part = /Content-Type: text\/plain[\s\S]*?\r?\n\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(raw)?.[1] ?? raw;
  const quoted = /Content-Transfer-Encoding: quoted-printable/i.test(raw);
  if (!quoted) return part;
  const bytes = part.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The subject with RFC 2047 encoded words (as nodemailer writes non-ASCII subjects) decoded. */
function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '';
  return header.replace(/\r?\n[ \t]/g, '').replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (raw += chunk));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address).join(', ');
      console.info(`\n── mail to ${to}: ${subjectOf(raw)}\n${plainText(raw).trim()}\n`);
      callback();
    });
  },
});

server.listen(port, '127.0.0.1', () =>
  console.info(`dev mailbox on smtp://localhost:${port}: start the app with SMTP_URL=smtp://localhost:${port}`),
);
