/** The sign-in journey (SPEC §2: public, empty layout): no header or footer, a centered card per page. */
import type { ReactNode } from 'react';
import { EmptyLayout } from '@/components/shell/empty-layout';

export default function AuthGroupLayout({ children }: { children: ReactNode }) {
  return <EmptyLayout>{children}</EmptyLayout>;
}
