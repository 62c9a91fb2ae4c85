import { fittingItemCount } from '@/lib/shared/navigation/fit';

const fit = (available: number, itemWidths = [100, 100, 100, 100], moreWidth = 60, gap = 4) =>
  fittingItemCount({ itemWidths, moreWidth, gap, available });

describe('fittingItemCount', () => {
  it('keeps every item when they all fit, without a More button', () => {
    expect(fit(412)).toBe(4); // 4 × 100 + 3 gaps
    expect(fit(2000)).toBe(4);
  });

  it('moves the items that do not fit, leaving room for More', () => {
    expect(fit(411)).toBe(3); // 3 × 100 + 2 gaps + gap + 60 = 368
    expect(fit(367)).toBe(2);
    expect(fit(268)).toBe(2); // 2 × 100 + 1 gap + gap + 60
    expect(fit(267)).toBe(1);
  });

  it('may leave only the More button', () => {
    expect(fit(100)).toBe(0);
    expect(fit(0)).toBe(0);
  });

  it('rounds fractional widths up, so the bar is never a pixel too wide', () => {
    expect(fittingItemCount({ itemWidths: [50.2, 50.2], moreWidth: 40, gap: 0, available: 101 })).toBe(1);
    expect(fittingItemCount({ itemWidths: [50.2, 50.2], moreWidth: 40, gap: 0, available: 102 })).toBe(2);
  });

  it('handles no items', () => {
    expect(fittingItemCount({ itemWidths: [], moreWidth: 40, gap: 4, available: 10 })).toBe(0);
  });
});
