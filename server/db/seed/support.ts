/**
 * Demo content of the support page (docs/domain.md#support): every center gets its help texts as the content page with
 * the reserved slug `support` (Dutch, and English where the tenant is multi-language) and its product's release notes
 * (`{tenant}-changelog`, shown at /{tenant}/changelog). Idempotent: a page that exists already is left alone.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { parseBlockSettings } from '@/lib/shared/content/blocks';
import { getTenant } from '@/lib/shared/tenancy';
import { SUPPORT_PAGE_SLUG, changelogSlug } from '@/domain/support';
import type { Locale } from '@/domain/values';
import type { Executor } from '../client';
import { contentBlocks, pages, volunteerCenters } from '../schema';

interface SeedText {
  slug: string;
  title: string;
  markdown: string;
}

const published = new Date(Date.UTC(2026, 9, 1, 9, 0));

function texts(center: { name: string; tenantKey: string }, locale: Locale): SeedText[] {
  const appName = getTenant(center.tenantKey)?.appName ?? center.name;
  if (locale === 'en')
    return [
      {
        slug: SUPPORT_PAGE_SLUG,
        title: 'Help',
        markdown:
          '## Frequently asked questions\n\n' +
          '**How do I change my details?** Open your profile from the account menu and choose *Edit profile*.\n\n' +
          '**How do I react to a vacancy?** Open the vacancy in the vacancy bank and choose *Apply*. The organization answers you by email; you follow the status on your dashboard.\n\n' +
          '**My organization is waiting for approval.** The center reviews new organizations within five working days. You receive an email as soon as it is decided.\n\n' +
          `**I cannot sign in.** Choose *Forgot password* on the sign-in page. Still stuck? Contact ${center.name} with the details on this page.`,
      },
      {
        slug: changelogSlug(center.tenantKey),
        title: `What is new in ${appName}`,
        markdown:
          '## November 2026\n\n- A dashboard for every role: what is waiting for you, with links to the lists behind each figure.\n- A help and contact page for every signed-in user.\n\n' +
          '## October 2026\n\n- Forms: build your own forms, invite people to fill them in, and download the answers.\n- The social map of the municipality.',
      },
    ];
  return [
    {
      slug: SUPPORT_PAGE_SLUG,
      title: 'Hulp',
      markdown:
        '## Veelgestelde vragen\n\n' +
        '**Hoe pas ik mijn gegevens aan?** Open je profiel via het accountmenu en kies *Profiel bewerken*.\n\n' +
        '**Hoe reageer ik op een vacature?** Open de vacature in de vacaturebank en kies *Aanmelden*. De organisatie antwoordt je per e-mail; de status volg je op je dashboard.\n\n' +
        '**Mijn organisatie wacht op goedkeuring.** De centrale beoordeelt nieuwe organisaties binnen vijf werkdagen. Je krijgt een e-mail zodra er een besluit is.\n\n' +
        `**Ik kan niet inloggen.** Kies *Wachtwoord vergeten* op de inlogpagina. Lukt het dan nog niet? Neem contact op met ${center.name} via de gegevens op deze pagina.`,
    },
    {
      slug: changelogSlug(center.tenantKey),
      title: `Wat is er nieuw in ${appName}`,
      markdown:
        '## November 2026\n\n- Een dashboard voor iedere rol: wat op je wacht, met links naar de lijsten achter elk cijfer.\n- Een pagina voor hulp en contact voor iedereen die is ingelogd.\n\n' +
        '## Oktober 2026\n\n- Formulieren: bouw je eigen formulieren, nodig mensen uit om ze in te vullen en download de antwoorden.\n- De sociale kaart van de gemeente.',
    },
  ];
}

function markdownSettings(markdown: string): Record<string, unknown> {
  const parsed = parseBlockSettings('Markdown', { markdown });
  if (!parsed.success) throw new Error(`seed: invalid support text: ${parsed.error.message}`);
  return parsed.data as Record<string, unknown>;
}

export async function seedSupport(db: Executor): Promise<void> {
  const centers = await db.select().from(volunteerCenters);
  for (const center of centers) {
    const locales: Locale[] = getTenant(center.tenantKey)?.features.multiLanguage ? ['nl', 'en'] : ['nl'];
    for (const locale of locales)
      for (const text of texts(center, locale)) {
        const [existing] = await db
          .select({ id: pages.id })
          .from(pages)
          .where(
            and(
              eq(pages.volunteerCenterId, center.id),
              eq(pages.locale, locale),
              eq(pages.pageType, 'default'),
              eq(pages.slug, text.slug),
              isNull(pages.deletedAt),
            ),
          )
          .limit(1);
        if (existing) continue;
        const [row] = await db
          .insert(pages)
          .values({
            volunteerCenterId: center.id,
            locale,
            translationKey: `default:${text.slug}`,
            pageType: 'default',
            pageLayout: 'default',
            title: text.title,
            slug: text.slug,
            isPublished: true,
            publishedAt: published,
            createdAt: published,
            updatedAt: published,
          })
          .returning({ id: pages.id });
        if (!row) throw new Error('seed: support page not inserted');
        await db.insert(contentBlocks).values({
          pageId: row.id,
          blockType: 'Markdown',
          position: 0,
          settings: markdownSettings(text.markdown),
          createdAt: published,
          updatedAt: published,
        });
      }
  }
}
