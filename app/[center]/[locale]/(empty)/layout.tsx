/** The empty layout group (docs/domain.md#screens-and-routes): /switch, /gelderse-handen. No header or footer. */
import type { ReactNode } from 'react';
import { EmptyLayout } from '@/components/shell/empty-layout';

export default function EmptyGroupLayout({ children }: { children: ReactNode }) {
  return <EmptyLayout>{children}</EmptyLayout>;
}
