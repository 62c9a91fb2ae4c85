'use client';

/** Add or edit a menu item: its label, what it links to (a page, a system page or a URL) and its parent. */
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { AppForm } from '@/components/forms/app-form';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useAppForm } from '@/components/forms/use-app-form';
import { SelectField } from '@/components/forms/fields';
import { keepFocus } from '@/components/forms/keep-focus';
import { Button } from '@/components/ui/button';
import { SYSTEM_PAGE_KEYS } from '@/lib/shared/content/links';
import { menuItemAttributesSchema } from '@/domain/menus';
import { useWatch } from 'react-hook-form';
import type { MenuItemView, PageView } from '@/lib/shared/content/views';

const menuItemFields = menuItemAttributesSchema.shape;

const schema = z
  .object({
    name: menuItemFields.name,
    linkType: menuItemFields.linkType,
    pageId: z.string(),
    systemPage: z.string(),
    url: z.string().trim().max(2000),
    parentId: z.string(),
  })
  .superRefine((v, ctx) => {
    // Only the target of the chosen link type is required.
    const field = v.linkType === 'page' ? 'pageId' : v.linkType === 'system_page' ? 'systemPage' : 'url';
    if (!v[field]) ctx.addIssue({ code: 'too_small', origin: 'string', minimum: 1, inclusive: true, input: '', path: [field] });
  });

export type MenuItemFormOutput = z.output<typeof schema>;

export function toMenuItemAttributes(v: MenuItemFormOutput): Record<string, unknown> {
  return {
    name: v.name,
    linkType: v.linkType,
    pageId: v.linkType === 'page' ? Number(v.pageId) : null,
    systemPage: v.linkType === 'system_page' ? v.systemPage : null,
    url: v.linkType === 'url' ? v.url : null,
    parentId: v.parentId ? Number(v.parentId) : null,
  };
}

export interface MenuItemFormProps {
  item: MenuItemView | null;
  pages: readonly PageView[];
  parents: readonly MenuItemView[];
  onSubmit: (values: MenuItemFormOutput) => Promise<unknown>;
  onCancel: () => void;
}

export function MenuItemForm({ item, pages, parents, onSubmit, onCancel }: MenuItemFormProps) {
  const t = useTranslations('contentAdmin.menus');
  const tSystem = useTranslations('contentAdmin.systemPages');
  const form = useAppForm({
    schema,
    defaultValues: {
      name: item?.name ?? '',
      linkType: item?.linkType ?? 'page',
      pageId: item?.pageId ?? '',
      systemPage: item?.systemPage ?? '',
      url: item?.url ?? '',
      parentId: item?.parentId ?? '',
    },
  });
  const linkType = useWatch({ control: form.control, name: 'linkType' });
  return (
    <AppForm form={form} id={item ? `menu-item-${item.id}` : 'menu-item-add'} className="space-y-4" onSubmit={onSubmit}>
      <FormErrorSummary />
      <TextField name="name" label={t('fields.name')} />
      <SelectField
        name="linkType"
        label={t('fields.linkType')}
        options={(['page', 'system_page', 'url'] as const).map((value) => ({ value, label: t(`linkTypes.${value}`) }))}
      />
      {linkType === 'page' ? (
        <SelectField
          name="pageId"
          label={t('fields.page')}
          options={[{ value: '', label: t('choose') }, ...pages.map((p) => ({ value: p.id, label: `${p.title} (/${p.slug})` }))]}
        />
      ) : null}
      {linkType === 'system_page' ? (
        <SelectField
          name="systemPage"
          label={t('fields.systemPage')}
          options={[{ value: '', label: t('choose') }, ...SYSTEM_PAGE_KEYS.map((key) => ({ value: key, label: tSystem(key) }))]}
        />
      ) : null}
      {linkType === 'url' ? <TextField name="url" label={t('fields.url')} description={t('urlHelp')} /> : null}
      <SelectField
        name="parentId"
        label={t('fields.parent')}
        options={[
          { value: '', label: t('noParent') },
          ...parents.filter((p) => p.id !== item?.id).map((p) => ({ value: p.id, label: p.name })),
        ]}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton onMouseDown={keepFocus}>{item ? t('saveItem') : t('addItem')}</SubmitButton>
        <Button variant="outline" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </AppForm>
  );
}
