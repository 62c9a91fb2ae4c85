/**
 * The widget page's HTML (docs/architecture.md "The vacancy widget"): one small document with its own styles and one
 * inline script (the height message), no framework code, so a partner's page loads a few kilobytes. The center's
 * primary colour brands the header and the links where it is readable on the scheme's background; otherwise the
 * scheme's text colour is used (WCAG contrast 4.5:1). The main landmark carries the title as its name, so the
 * embedding page's own main landmark stays distinguishable. Pure: the route renders it, the tests read it.
 */
import { contrastRatio, normalizeHex } from '@/lib/shared/theme/color';
import type { WidgetTheme } from '@/domain/widgets';
import { WIDGET_HEIGHT_MESSAGE } from './embed';

export interface WidgetPageItem {
  title: string;
  url: string;
  /** "Organisation · Place · Type" pieces, already translated. */
  details: string[];
  summary: string | null;
}

export interface WidgetPageData {
  lang: string;
  /** The document title and the iframe's name, e.g. "Vacatures van X". */
  title: string;
  logoUrl: string | null;
  primaryColor: string | null;
  theme: WidgetTheme;
  items: WidgetPageItem[];
  emptyText: string;
  moreUrl: string;
  moreText: string;
  /** Read by screen readers: links open in a new window. */
  newWindowText: string;
  /** The CSP nonce of this response (proxy.ts), for the one inline script. */
  nonce: string | null;
  noindex: boolean;
}

const SCHEMES = {
  light: { background: '#ffffff', text: '#1f2937', muted: '#4b5563', border: '#e5e7eb' },
  dark: { background: '#111827', text: '#f3f4f6', muted: '#d1d5db', border: '#374151' },
} as const;

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The colour of text on a background: the brand colour when it is readable there, else the fallback. */
function readable(color: string | null, background: string, fallback: string): string {
  return color && contrastRatio(color, background) >= 4.5 ? color : fallback;
}

export function widgetPageHtml(d: WidgetPageData): string {
  const scheme = SCHEMES[d.theme];
  const primary = normalizeHex(d.primaryColor);
  const accent = readable(primary, scheme.background, scheme.text);
  const bar = primary ?? (d.theme === 'dark' ? '#1f2937' : '#f3f4f6');
  const barText = contrastRatio(bar, '#ffffff') >= 4.5 ? '#ffffff' : '#111827';
  const style = `
*{box-sizing:border-box}
html,body{margin:0;padding:0;background:${scheme.background};color:${scheme.text};font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
#w{padding:0 0 4px}
header{display:flex;align-items:center;gap:12px;padding:10px 14px;background:${bar};color:${barText};border-radius:8px 8px 0 0}
header img{height:32px;width:auto;max-width:140px;object-fit:contain;background:#fff;border-radius:4px;padding:2px}
header h1{font-size:1rem;margin:0;font-weight:600}
ul{list-style:none;margin:0;padding:0;border:1px solid ${scheme.border};border-top:0}
li{padding:12px 14px;border-top:1px solid ${scheme.border}}
li:first-child{border-top:0}
a{color:${accent};font-weight:600;text-decoration:underline;text-underline-offset:2px}
a:focus-visible{outline:3px solid ${accent};outline-offset:2px;border-radius:2px}
.d{margin:2px 0 0;font-size:.875rem;color:${scheme.muted}}
.s{margin:4px 0 0;font-size:.9375rem}
.e{padding:14px;margin:0;border:1px solid ${scheme.border};border-top:0}
.m{margin:10px 14px 0;font-size:.9375rem}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}`;
  const items = d.items.length
    ? `<ul>${d.items
        .map(
          (item) =>
            `<li><a href="${escape(item.url)}" target="_blank" rel="noopener">${escape(item.title)}<span class="sr"> (${escape(d.newWindowText)})</span></a>` +
            (item.details.length ? `<p class="d">${item.details.map(escape).join(' · ')}</p>` : '') +
            (item.summary ? `<p class="s">${escape(item.summary)}</p>` : '') +
            '</li>',
        )
        .join('')}</ul>`
    : `<p class="e">${escape(d.emptyText)}</p>`;
  // Sends the content's height to the embedding page whenever it changes; the snippet's listener checks the origin.
  const script = `(function(){var w=document.getElementById("w"),l=0;function s(){var h=Math.ceil(w.getBoundingClientRect().height);if(h!==l){l=h;parent.postMessage({type:${JSON.stringify(WIDGET_HEIGHT_MESSAGE)},height:h},"*")}}if(window.ResizeObserver)new ResizeObserver(s).observe(w);window.addEventListener("load",s);s()})();`;
  return `<!doctype html>
<html lang="${escape(d.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
${d.noindex ? '<meta name="robots" content="noindex">\n' : ''}<title>${escape(d.title)}</title>
<style>${style}</style>
</head>
<body>
<main id="w" aria-label="${escape(d.title)}">
<header>${d.logoUrl ? `<img src="${escape(d.logoUrl)}" alt="">` : ''}<h1>${escape(d.title)}</h1></header>
${items}
<p class="m"><a href="${escape(d.moreUrl)}" target="_blank" rel="noopener">${escape(d.moreText)}<span class="sr"> (${escape(d.newWindowText)})</span></a></p>
</main>
<script${d.nonce ? ` nonce="${escape(d.nonce)}"` : ''}>${script}</script>
</body>
</html>
`;
}
