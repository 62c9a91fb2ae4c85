/**
 * The hours certificate (docs/domain.md#hours): a one-or-more-page PDF of a volunteer's approved hours per
 * organization in a period, in the center's branding (name, primary color, logo when it is a PNG or JPEG upload on
 * local storage). Built with pdf-lib (docs/decisions.md, "PDF certificates"): pure JavaScript with the standard
 * fonts inside the package, so it runs the same in the bundled web server, the standalone API and the tests.
 * Standard fonts speak WinAnsi: characters outside it are replaced rather than failing the whole document.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';

export interface CertificateLine {
  organizationName: string;
  minutes: number;
}

export interface CertificateInput {
  centerName: string;
  /** `#rrggbb`; anything else falls back to a neutral dark blue. */
  primaryColor: string | null;
  /** PNG or JPEG bytes, or null. */
  logo: Uint8Array | null;
  volunteerName: string;
  /** Already formatted dates (the caller's locale). */
  period: string;
  lines: CertificateLine[];
  totalMinutes: number;
  issuedOn: string;
  texts: {
    title: string;
    intro: string;
    organization: string;
    hours: string;
    total: string;
    issued: string;
    none: string;
  };
  formatHours: (minutes: number) => string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

function colorOf(hex: string | null) {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex ?? '');
  if (!m) return rgb(0.12, 0.23, 0.45);
  return rgb(parseInt(m[1]!, 16) / 255, parseInt(m[2]!, 16) / 255, parseInt(m[3]!, 16) / 255);
}

/** Keeps what WinAnsi can encode (Latin-1 plus a few), replacing the rest, so a name in another script cannot break the PDF. */
function encodable(font: PDFFont, text: string): string {
  let out = '';
  for (const ch of text.replace(/[\r\n\t]+/g, ' ')) {
    try {
      font.encodeText(ch);
      out += ch;
    } catch {
      out += '?';
    }
  }
  return out;
}

/** Shortens a text with an ellipsis until it fits the width. */
function fit(font: PDFFont, text: string, size: number, width: number): string {
  let t = text;
  while (t.length > 1 && font.widthOfTextAtSize(t, size) > width) t = t.slice(0, -2) + '…';
  return t;
}

async function embedLogo(doc: PDFDocument, bytes: Uint8Array | null): Promise<PDFImage | null> {
  if (!bytes || bytes.length < 8) return null;
  try {
    if (bytes[0] === 0x89 && bytes[1] === 0x50) return await doc.embedPng(bytes);
    if (bytes[0] === 0xff && bytes[1] === 0xd8) return await doc.embedJpg(bytes);
  } catch {
    // A broken logo must not cost the volunteer their certificate.
  }
  return null;
}

export async function renderCertificate(input: CertificateInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const brand = colorOf(input.primaryColor);
  const ink = rgb(0.1, 0.1, 0.12);
  const muted = rgb(0.35, 0.35, 0.4);
  const logo = await embedLogo(doc, input.logo);
  const [width, height] = A4;
  const contentWidth = width - 2 * MARGIN;
  doc.setTitle(`${input.texts.title} – ${encodable(regular, input.volunteerName)}`);
  doc.setAuthor(encodable(regular, input.centerName));
  doc.setSubject(`${input.texts.total}: ${input.formatHours(input.totalMinutes)}`);
  doc.setCreator(encodable(regular, input.centerName));
  doc.setProducer('pdf-lib');

  const text = (
    page: PDFPage,
    value: string,
    x: number,
    y: number,
    o: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb>; maxWidth?: number } = {},
  ) => {
    const font = o.font ?? regular;
    const size = o.size ?? 11;
    const safe = encodable(font, value);
    page.drawText(o.maxWidth ? fit(font, safe, size, o.maxWidth) : safe, { x, y, size, font, color: o.color ?? ink });
  };

  const newPage = () => {
    const page = doc.addPage(A4);
    page.drawRectangle({ x: 0, y: height - 12, width, height: 12, color: brand });
    return page;
  };

  let page = newPage();
  let y = height - MARGIN - 12;
  if (logo) {
    const scale = Math.min(140 / logo.width, 48 / logo.height, 1);
    page.drawImage(logo, { x: MARGIN, y: y - logo.height * scale, width: logo.width * scale, height: logo.height * scale });
    y -= logo.height * scale + 16;
  }
  text(page, input.centerName, MARGIN, y - 14, { font: bold, size: 14, color: brand, maxWidth: contentWidth });
  y -= 60;
  text(page, input.texts.title, MARGIN, y, { font: bold, size: 24 });
  y -= 34;
  text(page, input.volunteerName, MARGIN, y, { font: bold, size: 16, maxWidth: contentWidth });
  y -= 22;
  text(page, input.period, MARGIN, y, { color: muted });
  y -= 30;
  text(page, input.texts.intro, MARGIN, y, { maxWidth: contentWidth });
  y -= 30;

  const hoursX = width - MARGIN;
  const header = () => {
    text(page, input.texts.organization, MARGIN, y, { font: bold, size: 10, color: muted });
    const label = encodable(bold, input.texts.hours);
    text(page, label, hoursX - bold.widthOfTextAtSize(label, 10), y, { font: bold, size: 10, color: muted });
    y -= 8;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: hoursX, y }, thickness: 1, color: brand });
    y -= 18;
  };
  header();
  if (input.lines.length === 0) {
    text(page, input.texts.none, MARGIN, y, { color: muted });
    y -= 20;
  }
  for (const line of input.lines) {
    if (y < MARGIN + 80) {
      page = newPage();
      y = height - MARGIN - 20;
      header();
    }
    const hours = input.formatHours(line.minutes);
    text(page, line.organizationName, MARGIN, y, { maxWidth: contentWidth - 100 });
    text(page, hours, hoursX - regular.widthOfTextAtSize(hours, 11), y);
    y -= 20;
  }
  page.drawLine({ start: { x: MARGIN, y: y + 8 }, end: { x: hoursX, y: y + 8 }, thickness: 0.5, color: muted });
  y -= 8;
  const total = input.formatHours(input.totalMinutes);
  text(page, input.texts.total, MARGIN, y, { font: bold, size: 12 });
  text(page, total, hoursX - bold.widthOfTextAtSize(total, 12), y, { font: bold, size: 12 });
  y -= 48;
  text(page, `${input.texts.issued} ${input.issuedOn}`, MARGIN, Math.max(y, MARGIN), { color: muted, size: 10 });

  // Uncompressed object streams keep the text findable by simple tools (and tests); the file stays small anyway.
  return doc.save({ useObjectStreams: false });
}
