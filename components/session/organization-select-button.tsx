'use client';
/** Makes one of the user's organizations the selected one (SPEC §4; stored in the session and its cookie). */
import { useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { useRouter } from '@/lib/shared/i18n/navigation';
import { selectOrganizationAction } from '@/lib/server/session/actions';

export function OrganizationSelectButton({ organizationId, label }: { organizationId: string; label: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button
      variant="outline"
      size="sm"
      pending={pending}
      onClick={() =>
        startTransition(async () => {
          const result = await selectOrganizationAction(organizationId);
          if (result.ok) router.refresh();
        })
      }
    >
      {label}
    </Button>
  );
}
