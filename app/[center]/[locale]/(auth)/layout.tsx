/** The sign-in journey (docs/domain.md#screens-and-routes: public, empty layout): no header or footer, a centered card per page. */
import type { ReactNode } from 'react';
import { EmptyLayout } from '@/components/shell/empty-layout';

export default function AuthGroupLayout({ children }: { children: ReactNode }) {
  return <EmptyLayout>{children}</EmptyLayout>;
}
