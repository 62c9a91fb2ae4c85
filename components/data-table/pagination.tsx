'use client';

/** Page navigation and the per-page selector of an admin list. */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { PER_PAGE_OPTIONS, pageCount } from '@/lib/shared/list/list-state';

export interface PaginationProps {
  page: number;
  perPage: number;
  total: number;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
}

const button =
  'inline-flex items-center gap-1 rounded-[var(--radius)] border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100 disabled:opacity-50 disabled:hover:bg-transparent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:border-slate-600 dark:hover:bg-slate-800';

export function Pagination({ page, perPage, total, onPageChange, onPerPageChange }: PaginationProps) {
  const t = useTranslations('dataTable');
  const selectId = useId();
  const pages = pageCount(total, perPage);
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <nav aria-label={t('pagination')} className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p aria-live="polite">{t('range', { from, to, total })}</p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={selectId}>{t('perPage')}</label>
        <select
          id={selectId}
          value={perPage}
          onChange={(e) => onPerPageChange(Number(e.target.value))}
          className="rounded-[var(--radius)] border border-slate-300 bg-white px-2 py-1.5 dark:border-slate-600 dark:bg-slate-900"
        >
          {PER_PAGE_OPTIONS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <button type="button" className={button} onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
          <ChevronLeft aria-hidden className="size-4" />
          {t('previous')}
        </button>
        <span>{t('pageOf', { page, pages })}</span>
        <button type="button" className={button} onClick={() => onPageChange(page + 1)} disabled={page >= pages}>
          {t('next')}
          <ChevronRight aria-hidden className="size-4" />
        </button>
      </div>
    </nav>
  );
}
