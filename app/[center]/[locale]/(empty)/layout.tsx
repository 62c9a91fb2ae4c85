/** The empty layout group (docs/domain.md#screens-and-routes): /switch, /gelderse-handen. No header or footer. */
import type { ReactNode } from 'react';
import { EmptyLayout } from '@/components/shell/empty-layout';
import { ClientMessages } from '@/lib/server/i18n/client-messages';

export default function EmptyGroupLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages namespaces="all">
      <EmptyLayout>{children}</EmptyLayout>
    </ClientMessages>
  );
}
