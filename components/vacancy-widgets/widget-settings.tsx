'use client';

/**
 * /content/widgets: the center's embeddable vacancy widgets (docs/domain.md#vacancy-widget). A list of the saved
 * widgets, a form for one (filters, number of items, light or dark) whose live preview is the real widget page with
 * the unsaved settings (/widget/voorbeeld, resized by the same height message a partner's page listens to), and the
 * snippet of a saved widget with a copy button. The API's 422s land on their fields; nothing typed is lost.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Copy, Plus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { VACANCY_TYPES } from '@/domain/vacancies';
import { WIDGET_DISTANCES_KM, WIDGET_ITEM_COUNT, WIDGET_THEMES, type WidgetTheme } from '@/domain/widgets';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { cardClass } from '@/components/ui/styles';
import { useApi } from '@/lib/browser/api/use-api';
import { toast } from '@/lib/browser/toast/toast-store';
import { ApiRequestError } from '@/lib/shared/api';
import { bankHref } from '@/lib/shared/vacancies/filters';
import { createWidget, deleteWidget, fetchWidgets, updateWidget, widgetKeys, type WidgetWrite } from '@/lib/shared/widgets/api';
import { WIDGET_HEIGHT_MESSAGE, WIDGET_PREVIEW_ID, widgetSnippet, widgetUrl } from '@/lib/shared/widgets/embed';
import { widgetBankFilters, widgetPreviewQuery, type WidgetSettings as Settings, type WidgetView } from '@/lib/shared/widgets/view';

export interface WidgetSettingsProps {
  centerId: string;
  centerName: string;
  /** The center's own origin (its canonical host), which the snippet points at and checks messages against. */
  origin: string;
  /** The language of the widget (the screen's). */
  locale: string;
  initialWidgets: WidgetView[];
  organizations: { id: number; name: string }[];
}

interface FormValues {
  name: string;
  vacancyTypes: string[];
  tag: string;
  organizationId: string;
  postalCode: string;
  distanceKm: string;
  itemCount: string;
  theme: WidgetTheme;
}

const EMPTY: FormValues = {
  name: '',
  vacancyTypes: [],
  tag: '',
  organizationId: '',
  postalCode: '',
  distanceKm: '',
  itemCount: String(WIDGET_ITEM_COUNT.default),
  theme: 'light',
};

const toValues = (w: WidgetView): FormValues => ({
  name: w.name,
  vacancyTypes: w.vacancyTypes,
  tag: w.tag ?? '',
  organizationId: w.organizationId ? String(w.organizationId) : '',
  postalCode: w.postalCode ?? '',
  distanceKm: w.distanceKm ? String(w.distanceKm) : '',
  itemCount: String(w.itemCount),
  theme: w.theme,
});

const toWrite = (v: FormValues): WidgetWrite => ({
  name: v.name,
  vacancyTypes: v.vacancyTypes as WidgetWrite['vacancyTypes'],
  tag: v.tag.trim() || null,
  organizationId: v.organizationId ? Number(v.organizationId) : null,
  postalCode: v.postalCode.trim() || null,
  distanceKm: v.distanceKm ? Number(v.distanceKm) : null,
  itemCount: Number(v.itemCount),
  theme: v.theme,
});

/** What the preview shows: the form's values, with anything not (yet) valid left out as the widget page would. */
function previewSettings(v: FormValues): Settings {
  const count = Number(v.itemCount);
  return {
    vacancyTypes: v.vacancyTypes as Settings['vacancyTypes'],
    tag: v.tag.trim() || null,
    organizationId: v.organizationId ? Number(v.organizationId) : null,
    postalCode: v.postalCode.trim() || null,
    distanceKm: v.postalCode.trim() && v.distanceKm ? Number(v.distanceKm) : null,
    itemCount:
      Number.isInteger(count) && count >= WIDGET_ITEM_COUNT.min && count <= WIDGET_ITEM_COUNT.max ? count : WIDGET_ITEM_COUNT.default,
    theme: v.theme,
  };
}

export function WidgetSettings({ centerId, centerName, origin, locale, initialWidgets, organizations }: WidgetSettingsProps) {
  const t = useTranslations('vacancyWidgetSettings');
  const types = useTranslations('vacancyBank.types');
  const api = useApi();
  const queryClient = useQueryClient();
  const { data: widgets = initialWidgets } = useQuery({
    queryKey: widgetKeys.list(centerId),
    queryFn: ({ signal }) => fetchWidgets(api, signal),
    initialData: initialWidgets,
    staleTime: 30_000,
  });
  const [selected, setSelected] = useState<string | null>(initialWidgets[0]?.id ?? null);
  const current = widgets.find((w) => w.id === selected) ?? null;
  const [values, setValues] = useState<FormValues>(current ? toValues(current) : EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const formId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const choose = (widget: WidgetView | null) => {
    setSelected(widget?.id ?? null);
    setValues(widget ? toValues(widget) : EMPTY);
    setErrors({});
    setFormError(null);
    headingRef.current?.focus();
  };

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const save = async () => {
    setSaving(true);
    setErrors({});
    setFormError(null);
    try {
      const saved = current ? await updateWidget(api, current.id, toWrite(values)) : await createWidget(api, toWrite(values));
      await queryClient.invalidateQueries({ queryKey: widgetKeys.all });
      setSelected(saved.id);
      setValues(toValues(saved));
      toast.success(t('saved', { name: saved.name }));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 422) {
        setErrors(error.fieldErrors());
        setFormError(t('fixErrors'));
      } else setFormError(error instanceof ApiRequestError ? (error.firstDetail() ?? t('saveFailed')) : t('saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!current) return;
    await deleteWidget(api, current.id);
    await queryClient.invalidateQueries({ queryKey: widgetKeys.all });
    toast.success(t('deleted', { name: current.name }));
    choose(null);
  };

  const snippet = current
    ? widgetSnippet({
        origin,
        locale,
        id: current.id,
        title: t('iframeTitle', { name: centerName }),
        linkText: t('fallbackLink', { name: centerName }),
        linkUrl: `${origin}${locale === 'nl' ? '' : `/${locale}`}${bankHref('/vacancies/search', widgetBankFilters(current))}`,
      })
    : null;

  const field = (name: keyof FormValues) => ({
    id: `${formId}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${formId}-${name}-error` : undefined,
  });
  const error = (name: keyof FormValues) =>
    errors[name] ? (
      <p id={`${formId}-${name}-error`} className="text-sm text-red-700 dark:text-red-400">
        {errors[name]}
      </p>
    ) : null;

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <p className="max-w-prose text-muted-700 dark:text-muted-300">{t('intro')}</p>
      </header>

      <nav aria-label={t('listLabel')} className="flex flex-wrap items-center gap-2">
        {widgets.map((w) => (
          <Button
            key={w.id}
            type="button"
            variant={w.id === selected ? 'primary' : 'outline'}
            size="sm"
            aria-current={w.id === selected ? 'true' : undefined}
            onClick={() => choose(w)}
          >
            {w.name}
          </Button>
        ))}
        <Button
          type="button"
          variant={selected === null ? 'primary' : 'outline'}
          size="sm"
          aria-current={selected === null ? 'true' : undefined}
          onClick={() => choose(null)}
        >
          <Plus aria-hidden className="size-4" />
          {t('new')}
        </Button>
      </nav>

      <div className="grid gap-6 xl:grid-cols-2">
        <section className={cardClass} aria-labelledby={`${formId}-heading`}>
          <h2 id={`${formId}-heading`} ref={headingRef} tabIndex={-1} className="mb-4 text-lg font-semibold focus:outline-none">
            {current ? t('editHeading', { name: current.name }) : t('newHeading')}
          </h2>
          <form
            noValidate
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            {formError ? (
              <Alert tone="error" role="alert">
                {formError}
              </Alert>
            ) : null}
            <div className="space-y-1.5">
              <Label htmlFor={`${formId}-name`} required requiredText={t('required')}>
                {t('name')}
              </Label>
              <Input {...field('name')} value={values.name} maxLength={100} onChange={(e) => set('name', e.target.value)} />
              <p className="text-sm text-muted-700 dark:text-muted-300">{t('nameHint')}</p>
              {error('name')}
            </div>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">{t('types')}</legend>
              <p className="text-sm text-muted-700 dark:text-muted-300">{t('typesHint')}</p>
              <div className="flex flex-wrap gap-x-5 gap-y-2">
                {VACANCY_TYPES.map((type) => (
                  <label key={type} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary-700"
                      checked={values.vacancyTypes.includes(type)}
                      onChange={(e) =>
                        set(
                          'vacancyTypes',
                          e.target.checked ? [...values.vacancyTypes, type] : values.vacancyTypes.filter((v) => v !== type),
                        )
                      }
                    />
                    {types(type)}
                  </label>
                ))}
              </div>
              {error('vacancyTypes')}
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-2">
              <Row label={t('organization')} htmlFor={`${formId}-organizationId`} error={error('organizationId')}>
                <Select {...field('organizationId')} value={values.organizationId} onChange={(e) => set('organizationId', e.target.value)}>
                  <option value="">{t('allOrganizations')}</option>
                  {organizations.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.name}
                    </option>
                  ))}
                </Select>
              </Row>
              <Row label={t('tag')} htmlFor={`${formId}-tag`} error={error('tag')}>
                <Input {...field('tag')} value={values.tag} maxLength={40} onChange={(e) => set('tag', e.target.value)} />
              </Row>
              <Row label={t('postalCode')} htmlFor={`${formId}-postalCode`} error={error('postalCode')}>
                <Input
                  {...field('postalCode')}
                  value={values.postalCode}
                  autoComplete="off"
                  inputMode="text"
                  maxLength={7}
                  onChange={(e) => set('postalCode', e.target.value)}
                />
              </Row>
              <Row label={t('distance')} htmlFor={`${formId}-distanceKm`} error={error('distanceKm')}>
                <Select {...field('distanceKm')} value={values.distanceKm} onChange={(e) => set('distanceKm', e.target.value)}>
                  <option value="">{t('anyDistance')}</option>
                  {WIDGET_DISTANCES_KM.map((km) => (
                    <option key={km} value={km}>
                      {t('km', { km })}
                    </option>
                  ))}
                </Select>
              </Row>
              <Row label={t('itemCount')} htmlFor={`${formId}-itemCount`} error={error('itemCount')}>
                <Input
                  {...field('itemCount')}
                  type="number"
                  min={WIDGET_ITEM_COUNT.min}
                  max={WIDGET_ITEM_COUNT.max}
                  value={values.itemCount}
                  onChange={(e) => set('itemCount', e.target.value)}
                />
              </Row>
              <fieldset className="space-y-2">
                <legend className="text-sm font-medium">{t('theme')}</legend>
                <div className="flex gap-5">
                  {WIDGET_THEMES.map((theme) => (
                    <label key={theme} className="flex items-center gap-2 text-sm">
                      <input
                        type="radio"
                        name={`${formId}-theme`}
                        className="size-4 accent-primary-700"
                        checked={values.theme === theme}
                        onChange={() => set('theme', theme)}
                      />
                      {t(`themes.${theme}`)}
                    </label>
                  ))}
                </div>
                {error('theme')}
              </fieldset>
            </div>
            <div className="flex flex-wrap gap-3 pt-2">
              <Button type="submit" pending={saving}>
                {current ? t('save') : t('create')}
              </Button>
              {current ? (
                <ConfirmDialog
                  open={confirming}
                  onOpenChange={setConfirming}
                  trigger={
                    <Button type="button" variant="dangerOutline">
                      <Trash2 aria-hidden className="size-4" />
                      {t('delete')}
                    </Button>
                  }
                  title={t('deleteTitle', { name: current.name })}
                  description={t('deleteDescription')}
                  confirmLabel={t('delete')}
                  cancelLabel={t('cancel')}
                  onConfirm={remove}
                  danger
                />
              ) : null}
            </div>
          </form>
        </section>

        <div className="min-w-0 space-y-6">
          <Preview
            settings={previewSettings(values)}
            locale={locale}
            title={t('previewTitle')}
            frameTitle={t('iframeTitle', { name: centerName })}
          />
          {snippet && current ? (
            <Snippet key={snippet} snippet={snippet} address={widgetUrl(origin, locale, current.id)} />
          ) : (
            <section className={cardClass}>
              <h2 className="text-lg font-semibold">{t('snippetTitle')}</h2>
              <p className="mt-2 text-sm text-muted-700 dark:text-muted-300">{t('snippetAfterSave')}</p>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}

function Row({ label, htmlFor, error, children }: { label: string; htmlFor: string; error: ReactNode; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {error}
    </div>
  );
}

/** The widget page itself with the form's settings, a moment after typing stops, resized by its height message. */
function Preview({ settings, locale, title, frameTitle }: { settings: Settings; locale: string; title: string; frameTitle: string }) {
  const query = widgetPreviewQuery(settings);
  const [src, setSrc] = useState(query);
  const [height, setHeight] = useState(320);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSrc(query), 400);
    return () => clearTimeout(timer);
  }, [query]);
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const data = event.data as { type?: unknown; height?: unknown } | null;
      if (data?.type === WIDGET_HEIGHT_MESSAGE && typeof data.height === 'number' && data.height > 0)
        setHeight(Math.min(Math.ceil(data.height), 4000));
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);
  const path = `${locale === 'nl' ? '' : `/${locale}`}/widget/${WIDGET_PREVIEW_ID}?${src}`;
  return (
    <section className={cardClass}>
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      <iframe ref={frame} src={path} title={frameTitle} className="block w-full rounded-md border-0" style={{ height }} />
    </section>
  );
}

function Snippet({ snippet, address }: { snippet: string; address: string }) {
  const t = useTranslations('vacancyWidgetSettings');
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const lines = useMemo(() => snippet.split('\n').length + 2, [snippet]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      setState('copied');
    } catch {
      area.current?.select();
      setState('failed');
    }
  };
  return (
    <section className={cardClass}>
      <h2 className="text-lg font-semibold">{t('snippetTitle')}</h2>
      <p className="mt-2 text-sm text-muted-700 dark:text-muted-300">{t('snippetIntro')}</p>
      <label htmlFor={id} className="mt-3 block text-sm font-medium">
        {t('snippetLabel')}
      </label>
      <textarea
        ref={area}
        id={id}
        readOnly
        rows={Math.min(lines, 8)}
        value={snippet}
        onFocus={(e) => e.currentTarget.select()}
        className="mt-1.5 block w-full resize-y rounded-md border border-muted-300 bg-muted-50 p-2 font-mono text-xs break-all dark:border-muted-700 dark:bg-muted-900"
      />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {state === 'copied' ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
          {t('copy')}
        </Button>
        <span role="status" className="text-sm">
          {state === 'copied' ? t('copied') : state === 'failed' ? t('copyFailed') : ''}
        </span>
      </div>
      <p className="mt-3 text-sm break-all">
        {t('address')} <code className="font-mono text-xs">{address}</code>
      </p>
    </section>
  );
}
