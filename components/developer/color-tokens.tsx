/**
 * /test/colors: the current center's color tokens as the root layout writes them (lib/shared/theme/css-variables.ts):
 * each scale's shades with their contrast against white and against the page's text color, and the foreground the
 * theme chose for the 700 shade. WCAG thresholds: 4.5:1 for text (AA), 3:1 for large text and controls.
 */
import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { contrastRatio } from '@/lib/shared/theme/color';
import { SHADE_KEYS } from '@/lib/shared/theme/shades';
import { DeveloperSection } from './section';

const SCALES = ['primary', 'secondary', 'muted'] as const;
const AA = 4.5;
const AA_LARGE = 3;

function Ratio({ ratio, labels }: { ratio: number; labels: { aa: string; large: string; fail: string } }) {
  const level = ratio >= AA ? labels.aa : ratio >= AA_LARGE ? labels.large : labels.fail;
  return (
    <span className="inline-flex items-center gap-1">
      <span className="font-mono">{ratio.toFixed(2)}:1</span>
      <Badge tone={ratio >= AA ? 'success' : ratio >= AA_LARGE ? 'warning' : 'muted'}>{level}</Badge>
    </span>
  );
}

export async function ColorTokens({ variables, centerName }: { variables: Record<string, string>; centerName: string }) {
  const t = await getTranslations('developer.colors');
  const labels = { aa: t('aa'), large: t('aaLarge'), fail: t('fail') };
  const text = variables['--color-text'] ?? '#111827';
  const background = variables['--color-background'] ?? '#ffffff';
  const hex = (value: string | undefined) => (value && /^#[0-9a-f]{6}$/i.test(value) ? value : null);

  return (
    <div className="space-y-6">
      <DeveloperSection title={t('baseTitle', { center: centerName })} description={t('baseDescription')}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {[
            { name: '--color-background', value: background },
            { name: '--color-text', value: text },
          ].map((token) => (
            <li key={token.name} className="flex items-center gap-3 text-sm">
              <span
                aria-hidden="true"
                className="size-10 shrink-0 rounded-md border border-muted-300"
                style={{ background: token.value }}
              />
              <span>
                <code className="font-mono text-xs">{token.name}</code> <span className="font-mono">{token.value}</span>
              </span>
            </li>
          ))}
        </ul>
        {hex(text) && hex(background) ? (
          <p className="text-sm">
            {t('textOnBackground')} <Ratio ratio={contrastRatio(text, background)} labels={labels} />
          </p>
        ) : null}
      </DeveloperSection>
      {SCALES.map((scale) => {
        const foreground = variables[`--color-${scale}-foreground`];
        return (
          <DeveloperSection
            key={scale}
            title={t(`scales.${scale}`)}
            description={foreground ? t('foreground', { color: foreground }) : undefined}
          >
            {/* Scrolls sideways on a phone; focusable so the keyboard can scroll it too. */}
            <div className="overflow-x-auto" tabIndex={0} role="group" aria-label={t(`scales.${scale}`)}>
              <table className="w-full min-w-[34rem] text-left text-sm">
                <caption className="sr-only">{t(`scales.${scale}`)}</caption>
                <thead>
                  <tr className="border-b border-muted-200 dark:border-muted-800">
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      {t('columns.token')}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      {t('columns.value')}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      {t('columns.onWhite')}
                    </th>
                    <th scope="col" className="py-2 font-semibold">
                      {t('columns.withText')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {SHADE_KEYS.map((shade) => {
                    const name = `--color-${scale}-${shade}`;
                    const value = variables[name];
                    const color = hex(value);
                    return (
                      <tr key={shade} className="border-b border-muted-100 dark:border-muted-900">
                        <th scope="row" className="py-2 pr-3 font-normal">
                          <span className="flex items-center gap-2">
                            <span
                              aria-hidden="true"
                              className="size-8 shrink-0 rounded border border-muted-300"
                              style={{ background: value }}
                            />
                            <code className="font-mono text-xs">{name}</code>
                          </span>
                        </th>
                        <td className="py-2 pr-3 font-mono">{value ?? '—'}</td>
                        <td className="py-2 pr-3">{color ? <Ratio ratio={contrastRatio(color, '#ffffff')} labels={labels} /> : '—'}</td>
                        <td className="py-2">{color && hex(text) ? <Ratio ratio={contrastRatio(color, text)} labels={labels} /> : '—'}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </DeveloperSection>
        );
      })}
    </div>
  );
}
