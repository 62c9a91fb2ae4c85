/** The content section's badge shape; colours are per use. */
export const badgeClass = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium';
