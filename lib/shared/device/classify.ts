/**
 * User-agent classes: mobile, tablet, desktop or crawler (docs/domain.md, "Devices and crawlers"). Pure and
 * unit-tested. Crawlers see bare error responses instead of the error screen. "Crawler" means search, social and
 * AI bots, recognised by isbot's maintained list; isbot also counts headless browsers and HTTP tools (HeadlessChrome,
 * curl) as bots, so the patterns those match are left out and end-to-end tests and scripts see the real screens.
 */
import { createIsbotFromList, list as botPatterns } from 'isbot';

export type DeviceClass = 'mobile' | 'tablet' | 'desktop' | 'crawler';

/** Agents that are people's tools rather than crawlers; every isbot pattern that matches one of them is dropped. */
const NOT_CRAWLERS = [
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Playwright/1.65',
  'curl/8.5.0',
  'Wget/1.21.4',
  'node',
  'node-fetch/1.0',
  'undici',
  'axios/1.7.0',
  'python-requests/2.32.0',
  'Go-http-client/1.1',
  'PostmanRuntime/7.39.0',
];

const crawlerPatterns = botPatterns.filter((pattern) => {
  const regex = new RegExp(pattern, 'i');
  return !NOT_CRAWLERS.some((agent) => regex.test(agent));
});

const matchesCrawler = createIsbotFromList(crawlerPatterns);

const TABLET = /ipad|tablet|playbook|silk|kindle|(android(?!.*mobile))|sm-t\d|nexus (7|9|10)|xoom/i;
const MOBILE = /mobi|iphone|ipod|android.*mobile|windows phone|iemobile|blackberry|bb10|opera mini|webos/i;

export function isCrawler(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  return matchesCrawler(userAgent);
}

export function classifyUserAgent(userAgent: string | null | undefined): DeviceClass {
  const ua = userAgent ?? '';
  if (isCrawler(ua)) return 'crawler';
  if (TABLET.test(ua)) return 'tablet';
  if (MOBILE.test(ua)) return 'mobile';
  return 'desktop';
}
