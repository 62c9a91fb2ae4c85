/**
 * The public lists' pager (news, the vacancy bank, the social map): components/ui/pager.tsx with its texts in the
 * request's language, so each list passes only where its pages are.
 */
import { getTranslations } from 'next-intl/server';
import { Pager } from '@/components/ui/pager';

export async function PublicPager({ current, total, hrefOf }: { current: number; total: number; hrefOf: (page: number) => string }) {
  const t = await getTranslations('publicContent.pager');
  return (
    <Pager
      current={current}
      total={total}
      hrefOf={hrefOf}
      labels={{ label: t('label'), previous: t('previous'), next: t('next'), page: (page) => t('page', { page }) }}
    />
  );
}
