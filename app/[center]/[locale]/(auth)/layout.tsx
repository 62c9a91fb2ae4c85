/** The sign-in journey (docs/domain.md#screens-and-routes: public, empty layout): no header or footer, a centered card per page. */
import type { ReactNode } from 'react';
import { EmptyLayout } from '@/components/shell/empty-layout';
import { ClientMessages } from '@/lib/server/i18n/client-messages';

export default function AuthGroupLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages namespaces="all">
      <EmptyLayout>{children}</EmptyLayout>
    </ClientMessages>
  );
}
