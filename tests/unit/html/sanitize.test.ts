import { htmlToText, sanitizeRichText } from '@/lib/shared/html/sanitize';

describe('sanitizeRichText', () => {
  const payloads: [string, string][] = [
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<p onclick="alert(1)">hi</p>', '<p>hi</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['<svg onload=alert(1)><circle/></svg>', ''],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<p style="background:url(javascript:alert(1))">s</p>', '<p>s</p>'],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['<style>body{display:none}</style><p>t</p>', '<p>t</p>'],
    ['<form action="https://evil.example"><button>go</button></form>', 'go'],
  ];

  it.each(payloads)('removes script from %s', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('keeps formatting and safe links, opening external ones safely', () => {
    expect(sanitizeRichText('<h2>Kop</h2><p><b>vet</b> <a href="https://example.org">site</a> <a href="mailto:a@b.nl">mail</a></p>')).toBe(
      '<h2>Kop</h2><p><strong>vet</strong> <a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow">site</a> <a href="mailto:a@b.nl">mail</a></p>',
    );
  });
});

describe('htmlToText', () => {
  it('gives the visible text only', () => {
    expect(htmlToText('<p>Help &amp; zorg</p><script>x()</script><ul><li>een</li><li>twee</li></ul>')).toBe('Help & zorg een twee');
  });
});
