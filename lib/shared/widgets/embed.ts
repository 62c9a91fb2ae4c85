/**
 * The embeddable vacancy widget's two halves (docs/architecture.md "The vacancy widget"): the snippet a partner site
 * pastes (an iframe, a small listener that sets the iframe's height from the widget's messages, and a plain link
 * that works without either), and the widget page's message. Pure: the settings screen, the widget route and the
 * tests use the same text.
 */

/** The `type` of the widget page's height message; the snippet ignores every other message. */
export const WIDGET_HEIGHT_MESSAGE = 'vacancy-widget:height';

/** /widget/voorbeeld: the settings screen's live preview of unsaved settings (from its query, never cached). */
export const WIDGET_PREVIEW_ID = 'voorbeeld';

/** The widget's address on the center's host: Dutch without prefix, English under /en. */
export function widgetUrl(origin: string, locale: string, id: number | string): string {
  return `${origin.replace(/\/$/, '')}${locale === 'nl' ? '' : `/${locale}`}/widget/${id}`;
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface SnippetOptions {
  /** The center's origin (scheme://host), which the listener checks messages against. */
  origin: string;
  locale: string;
  id: number | string;
  /** The iframe's accessible name, e.g. "Vacatures van Vrijwilligerscentrum X". */
  title: string;
  /** The fallback link's text and address (the vacancy bank with the widget's filters). */
  linkText: string;
  linkUrl: string;
}

/**
 * The HTML to paste. The listener accepts a message only from the center's origin and from this iframe's own
 * window, and only a finite height; it sets nothing else. The link below the iframe is the fallback: it works
 * without script and without frames, and readers that skip iframes still find the vacancies.
 */
export function widgetSnippet(o: SnippetOptions): string {
  const origin = new URL(o.origin).origin;
  const src = widgetUrl(origin, o.locale, o.id);
  const elementId = `vacancy-widget-${o.id}`;
  const script = [
    '(function(){',
    `var f=document.getElementById(${JSON.stringify(elementId)});`,
    'if(!f)return;',
    'window.addEventListener("message",function(e){',
    `if(e.origin!==${JSON.stringify(origin)}||e.source!==f.contentWindow)return;`,
    'var d=e.data;',
    `if(!d||d.type!==${JSON.stringify(WIDGET_HEIGHT_MESSAGE)})return;`,
    'var h=Number(d.height);',
    'if(isFinite(h)&&h>0&&h<20000)f.style.height=Math.ceil(h)+"px";',
    '});',
    '})();',
  ].join('');
  return [
    `<iframe id="${elementId}" src="${attribute(src)}" title="${attribute(o.title)}" loading="lazy" style="display:block;width:100%;max-width:100%;height:480px;border:0;overflow:hidden"></iframe>`,
    `<script>${script}</script>`,
    `<p><a href="${attribute(o.linkUrl)}">${text(o.linkText)}</a></p>`,
  ].join('\n');
}
