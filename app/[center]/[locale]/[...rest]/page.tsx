/**
 * Any path under a center that no page matches: the center's own 404 screen (within its root layout) instead of
 * Next's bare default. More specific routes (static, [param]) always win over this catch-all.
 */
import { notFound } from 'next/navigation';

export default function UnknownPage(): never {
  notFound();
}
