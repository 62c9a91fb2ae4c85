/**
 * User-agent classes of SPEC §9: mobile, tablet, desktop or crawler. Pure and unit-tested. Crawlers see bare
 * error responses instead of the error screen (SPEC §2 "Error screen"). "Crawler" means search, social and AI
 * bots; headless browsers and HTTP tools (HeadlessChrome, curl) are not crawlers, so end-to-end tests see the
 * real screens.
 */
export type DeviceClass = 'mobile' | 'tablet' | 'desktop' | 'crawler';

const CRAWLER =
  /bot\b|bot\/|crawler|crawling|spider|slurp|bingpreview|mediapartners|adsbot|facebookexternalhit|facebot|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|telegrambot|slackbot|discordbot|linkedinbot|twitterbot|applebot|yandex|baiduspider|duckduckbot|sogou|exabot|ia_archiver|semrush|ahrefs|mj12bot|petalbot|bytespider|gptbot|chatgpt-user|ccbot|claudebot|perplexitybot|chrome-lighthouse|google-inspectiontool|googleother|storebot|feedfetcher/i;

const TABLET = /ipad|tablet|playbook|silk|kindle|(android(?!.*mobile))|sm-t\d|nexus (7|9|10)|xoom/i;
const MOBILE = /mobi|iphone|ipod|android.*mobile|windows phone|iemobile|blackberry|bb10|opera mini|webos/i;

export function isCrawler(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  return CRAWLER.test(userAgent);
}

export function classifyUserAgent(userAgent: string | null | undefined): DeviceClass {
  const ua = userAgent ?? '';
  if (isCrawler(ua)) return 'crawler';
  if (TABLET.test(ua)) return 'tablet';
  if (MOBILE.test(ua)) return 'mobile';
  return 'desktop';
}
