/**
 * CSV of one analytics dataset, exactly the rows and numbers of its table (RFC 4180: comma separated, CRLF, fields
 * with a comma, quote or line break quoted). A byte order mark lets spreadsheet programs read it as UTF-8. Values
 * are written unformatted (1234.5, not "1.234,5"), so any program reads them as numbers.
 */
export type CsvValue = string | number | null;

const field = (value: CsvValue): string => {
  const text = value === null ? '' : String(value);
  // A leading =, +, - or @ would make a spreadsheet run the cell as a formula (CSV injection).
  const safe = typeof value === 'string' && /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function toCsv(header: string[], rows: CsvValue[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}
