import { classifyUserAgent, isCrawler } from '@/lib/shared/device/classify';

const UA = {
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  googlebotMobile:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  bing: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  gpt: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.1; +https://openai.com/gptbot',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  androidPhone: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
};

describe('isCrawler', () => {
  it.each(['googlebot', 'googlebotMobile', 'bing', 'facebook', 'gpt'] as const)('knows %s', (name) => {
    expect(isCrawler(UA[name])).toBe(true);
  });
  it.each(['iphone', 'androidPhone', 'ipad', 'mac', 'windows', 'firefox'] as const)('lets %s through', (name) => {
    expect(isCrawler(UA[name])).toBe(false);
  });
  it('treats a missing user agent as a person', () => {
    expect(isCrawler(null)).toBe(false);
    expect(isCrawler('')).toBe(false);
  });
});

describe('classifyUserAgent', () => {
  it.each([
    ['googlebotMobile', 'crawler'],
    ['iphone', 'mobile'],
    ['androidPhone', 'mobile'],
    ['ipad', 'tablet'],
    ['androidTablet', 'tablet'],
    ['mac', 'desktop'],
    ['windows', 'desktop'],
    ['firefox', 'desktop'],
  ] as const)('%s is %s', (name, expected) => {
    expect(classifyUserAgent(UA[name])).toBe(expected);
  });
  it('calls an unknown agent a desktop', () => {
    expect(classifyUserAgent(undefined)).toBe('desktop');
  });
});

describe('not crawlers', () => {
  it('leaves headless browsers and HTTP tools alone (end-to-end tests see the real screens)', () => {
    expect(isCrawler('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36')).toBe(
      false,
    );
    expect(isCrawler('curl/8.5.0')).toBe(false);
    expect(isCrawler('Wget/1.21.4')).toBe(false);
    expect(isCrawler('python-requests/2.32.0')).toBe(false);
  });
});

describe('crawlers from the maintained list', () => {
  it.each([
    'Mozilla/5.0 (compatible; Bytespider; spider-feedback@bytedance.com)',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
    'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'WhatsApp/2.23.20.0',
    'Mozilla/5.0 (compatible; Google-InspectionTool/1.0;)',
    'CCBot/2.0 (https://commoncrawl.org/faq/)',
  ])('knows %s', (agent) => {
    expect(isCrawler(agent)).toBe(true);
  });
});
