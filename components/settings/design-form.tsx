'use client';

/**
 * /instellingen/design: colours (with their shade scales), shape, fonts, header and footer options and extra CSS
 * variables, beside a live preview that follows every change before it is saved.
 */
import { Plus, Trash2, Wand2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import * as z from 'zod';
import { AppForm } from '@/components/forms/app-form';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useAppForm } from '@/components/forms/use-app-form';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/shared/api/errors';
import { cssVariableProblem, isHexColor } from '@/lib/shared/center/profile-rules';
import {
  COLOR_FIELDS,
  SCALE_NAMES,
  SHADE_FORM_KEYS,
  type DesignFormValues,
  designAttributes,
  designDefaults,
  designFieldPointer,
  previewTheme,
  shadesToForm,
} from '@/lib/shared/center/settings-forms';
import type { CenterProfile } from '@/lib/shared/center/types';
import { FONT_KEYS } from '@/lib/shared/theme/fonts';
import { MENU_ITEM_FONT_PRESETS } from '@/lib/shared/theme/menu-font-classes';
import { generateShades } from '@/lib/shared/theme/shades';
import { CheckboxField, SelectField } from '@/components/forms/fields';
import { ColorField, RadioGroupField, fieldsetClass, legendClass } from './fields';
import { ThemePreview } from './theme-preview';
import { useSaveProfile } from './use-save-profile';

type T = ReturnType<typeof useTranslations<'settings'>>;

function designSchema(t: T) {
  const color = z
    .string()
    .trim()
    .refine((v) => v === '' || isHexColor(v), t('validation.hex'));
  const shades = z
    .object(
      Object.fromEntries(SHADE_FORM_KEYS.map((key) => [key, z.string().trim()])) as Record<(typeof SHADE_FORM_KEYS)[number], z.ZodString>,
    )
    .superRefine((value, ctx) => {
      const entries = Object.entries(value);
      const filled = entries.filter(([, v]) => v !== '');
      if (filled.length === 0) return;
      for (const [key, v] of entries) {
        if (v === '') ctx.addIssue({ code: 'custom', path: [key], message: t('validation.shadesIncomplete') });
        else if (!isHexColor(v)) ctx.addIssue({ code: 'custom', path: [key], message: t('validation.hex') });
      }
    });
  const variant = z.enum(['tab', 'legacy']);
  return z.object({
    primaryColor: color,
    secondaryColor: color,
    mutedColor: color,
    backgroundColor: color,
    textColor: color,
    primaryColorShades: shades,
    secondaryColorShades: shades,
    mutedColorShades: shades,
    themeConfig: z.object({
      defaultShape: z.enum(['rounded', 'straight']),
      fonts: z.object({ sans: z.enum(FONT_KEYS), heading: z.enum(FONT_KEYS) }),
      header: z.object({
        fullWidth: z.boolean(),
        variant,
        sticky: z.boolean(),
        languageToggle: z.boolean(),
        centerMenuItems: z.boolean(),
        menuItemFontClass: z.string(),
      }),
      footer: z.object({ variant }),
      cssVariables: z.array(z.object({ name: z.string().trim(), value: z.string().trim() })).superRefine((rows, ctx) => {
        const seen = new Set<string>();
        rows.forEach((row, index) => {
          if (row.name === '' && row.value === '') return;
          const problem = cssVariableProblem(row.name, row.value);
          if (problem === 'name') ctx.addIssue({ code: 'custom', path: [index, 'name'], message: t('validation.cssName') });
          else if (problem === 'reserved') ctx.addIssue({ code: 'custom', path: [index, 'name'], message: t('validation.cssReserved') });
          else if (problem === 'value') ctx.addIssue({ code: 'custom', path: [index, 'value'], message: t('validation.cssValue') });
          if (seen.has(row.name)) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: t('validation.cssDuplicate') });
          seen.add(row.name);
        });
      }),
    }),
  });
}

export function DesignForm({ profile }: { profile: CenterProfile }) {
  const t = useTranslations('settings');
  const schema = useMemo(() => designSchema(t), [t]);
  const defaultValues = useMemo(() => designDefaults(profile), [profile]);
  const form = useAppForm({ schema, defaultValues, warnOnUnsavedChanges: true });
  const save = useSaveProfile();

  const onSubmit = async (values: DesignFormValues) => {
    try {
      await save(designAttributes(values));
    } catch (error) {
      if (error instanceof ApiRequestError) {
        const names = values.themeConfig.cssVariables.map((row) => row.name);
        for (const item of error.errors) if (item.source?.pointer) item.source.pointer = designFieldPointer(item.source.pointer, names);
      }
      throw error;
    }
    form.reset(values);
  };

  return (
    <AppForm form={form} onSubmit={onSubmit} id="design" className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <div className="space-y-6">
        <FormErrorSummary />
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{t('design.colors.legend')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {COLOR_FIELDS.map((field) => (
              <ColorField
                key={field}
                name={field}
                label={t(`design.colors.${field}`)}
                pickLabel={t('design.colors.pick', { field: t(`design.colors.${field}`) })}
              />
            ))}
          </div>
          <p className="text-sm text-muted-700 dark:text-muted-300">{t('design.colors.hint')}</p>
        </fieldset>

        {SCALE_NAMES.map((scale) => (
          <ShadesFieldset key={scale} scale={scale} />
        ))}

        <RadioGroupField
          section
          name="themeConfig.defaultShape"
          legend={t('design.shape.legend')}
          options={[
            { value: 'rounded', label: t('design.shape.rounded') },
            { value: 'straight', label: t('design.shape.straight') },
          ]}
        />

        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{t('design.fonts.legend')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {(['sans', 'heading'] as const).map((kind) => (
              <SelectField
                key={kind}
                required={false}
                name={`themeConfig.fonts.${kind}`}
                label={t(`design.fonts.${kind}`)}
                options={FONT_KEYS.map((key) => ({ value: key, label: t(`design.fonts.names.${key}`) }))}
              />
            ))}
          </div>
        </fieldset>

        <HeaderFieldset />

        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{t('design.footer.legend')}</legend>
          <RadioGroupField
            name="themeConfig.footer.variant"
            legend={t('design.footer.variant')}
            options={[
              { value: 'tab', label: t('design.variants.tab') },
              { value: 'legacy', label: t('design.variants.legacy') },
            ]}
          />
        </fieldset>

        <CssVariablesFieldset />

        <div className="flex items-center gap-3">
          <SubmitButton>{t('save')}</SubmitButton>
        </div>
      </div>
      <div className="xl:sticky xl:top-24 xl:self-start">
        <LivePreview profile={profile} />
      </div>
    </AppForm>
  );
}

function LivePreview({ profile }: { profile: CenterProfile }) {
  const { control } = useFormContext<DesignFormValues>();
  const values = useWatch({ control }) as DesignFormValues;
  return <ThemePreview theme={previewTheme(values, profile)} name={profile.name} />;
}

function ShadesFieldset({ scale }: { scale: (typeof SCALE_NAMES)[number] }) {
  const t = useTranslations('settings.design');
  const { control, setValue, getValues } = useFormContext<DesignFormValues>();
  const [status, setStatus] = useState('');
  const colorField = `${scale}Color` as const;
  const shadesField = `${scale}ColorShades` as const;
  const shades = useWatch({ control, name: shadesField });
  const colorLabel = t(`colors.${colorField}`);

  const generate = () => {
    const color = getValues(colorField);
    const generated = isHexColor(color) ? generateShades(color) : null;
    if (!generated) {
      setStatus(t('shades.needColor'));
      return;
    }
    setValue(shadesField, shadesToForm(generated), { shouldDirty: true, shouldValidate: true });
    setStatus(t('shades.generated', { color: color.trim() }));
  };
  const clear = () => {
    setValue(shadesField, shadesToForm(null), { shouldDirty: true, shouldValidate: true });
    setStatus('');
  };

  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>{t('shades.legend', { color: colorLabel.toLowerCase() })}</legend>
      <p className="text-sm text-muted-700 dark:text-muted-300">{t('shades.description')}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={generate}>
          <Wand2 aria-hidden="true" className="size-4" />
          {t('shades.generate')}
        </Button>
        <Button variant="tertiary" size="sm" onClick={clear}>
          {t('shades.clear')}
        </Button>
      </div>
      <p role="status" className="text-sm text-muted-800 dark:text-muted-200">
        {status}
      </p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {SHADE_FORM_KEYS.map((key) => (
          <div key={key} className="flex items-end gap-2">
            <span
              aria-hidden="true"
              className="mb-2 size-6 shrink-0 rounded border border-muted-300"
              style={{ backgroundColor: isHexColor(shades?.[key]) ? shades[key] : 'transparent' }}
            />
            <TextField
              name={`${shadesField}.${key}`}
              label={t('shades.shade', { key: key.slice(1) })}
              placeholder="#"
              required={false}
              autoComplete="off"
              spellCheck={false}
              className="font-mono"
              fieldClassName="min-w-0 flex-1"
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

function HeaderFieldset() {
  const t = useTranslations('settings.design');
  const { control } = useFormContext<DesignFormValues>();
  const current = useWatch({ control, name: 'themeConfig.header.menuItemFontClass' });
  const presets: readonly string[] = MENU_ITEM_FONT_PRESETS;
  const options = presets.map((value) => ({
    value,
    label: t(`header.presets.${value === '' ? 'default' : value}` as 'header.presets.default'),
  }));
  if (current && !presets.includes(current)) options.push({ value: current, label: t('header.presets.custom', { value: current }) });
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>{t('header.legend')}</legend>
      <div className="space-y-3">
        <CheckboxField required={false} name="themeConfig.header.sticky" label={t('header.sticky')} />
        <CheckboxField required={false} name="themeConfig.header.fullWidth" label={t('header.fullWidth')} />
        <CheckboxField required={false} name="themeConfig.header.centerMenuItems" label={t('header.centerMenuItems')} />
        <CheckboxField required={false} name="themeConfig.header.languageToggle" label={t('header.languageToggle')} />
      </div>
      <RadioGroupField
        name="themeConfig.header.variant"
        legend={t('header.variant')}
        options={[
          { value: 'tab', label: t('variants.tab') },
          { value: 'legacy', label: t('variants.legacy') },
        ]}
      />
      <SelectField required={false} name="themeConfig.header.menuItemFontClass" label={t('header.menuItemFontClass')} options={options} />
    </fieldset>
  );
}

function CssVariablesFieldset() {
  const t = useTranslations('settings.design.cssVariables');
  const { control } = useFormContext<DesignFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'themeConfig.cssVariables' });
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>{t('legend')}</legend>
      <p className="text-sm text-muted-700 dark:text-muted-300">{t('description')}</p>
      {fields.length === 0 ? <p className="text-sm">{t('empty')}</p> : null}
      <ul className="space-y-3">
        {fields.map((field, index) => (
          <li key={field.id} className="flex flex-wrap items-end gap-3">
            <TextField
              name={`themeConfig.cssVariables.${index}.name`}
              label={t('name', { number: index + 1 })}
              placeholder="--hero-height"
              required={false}
              autoComplete="off"
              spellCheck={false}
              className="font-mono"
              fieldClassName="min-w-48 flex-1"
            />
            <TextField
              name={`themeConfig.cssVariables.${index}.value`}
              label={t('value', { number: index + 1 })}
              placeholder="24rem"
              required={false}
              autoComplete="off"
              spellCheck={false}
              className="font-mono"
              fieldClassName="min-w-48 flex-1"
            />
            <Button
              variant="outline"
              size="md"
              onClick={() => remove(index)}
              aria-label={t('remove', { number: index + 1 })}
              className="mb-6"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="light" size="sm" onClick={() => append({ name: '', value: '' })}>
        <Plus aria-hidden="true" className="size-4" />
        {t('add')}
      </Button>
    </fieldset>
  );
}
