/**
 * The "priority+" rule of the top navigation: how many items, in order, stay in the bar when the rest moves into the
 * "More" menu. Pure (widths in, count out), so the header component only measures and the rule is unit-tested.
 */
export interface FitInput {
  /** The width each item needs, in navigation order. */
  itemWidths: readonly number[];
  /** The width of the "More" button. */
  moreWidth: number;
  /** The space between two neighbouring items (the flex gap). */
  gap: number;
  /** The width the bar may use. */
  available: number;
}

/**
 * All items when they fit side by side; otherwise the longest leading run that fits together with the "More" button
 * (possibly none). Fractions of a pixel are rounded up per item, so a bar never comes out a pixel too wide.
 */
export function fittingItemCount({ itemWidths, moreWidth, gap, available }: FitInput): number {
  const widths = itemWidths.map((w) => Math.ceil(Math.max(0, w)));
  const total = (n: number) => widths.slice(0, n).reduce((sum, w) => sum + w, 0) + gap * Math.max(0, n - 1);
  if (total(widths.length) <= available) return widths.length;
  const more = Math.ceil(moreWidth);
  let count = 0;
  while (count < widths.length && total(count + 1) + gap + more <= available) count += 1;
  return count;
}
