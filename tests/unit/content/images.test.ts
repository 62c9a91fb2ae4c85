/** Responsive images: finding a page's image addresses, reading the API's variants, srcset for uploads only. */
import { describe, expect, it } from '@jest/globals';
import { MAX_PAGE_IMAGES, imageAddresses, responsiveImage, toMediaImageIndex } from '@/lib/shared/content/images';

const UPLOAD = '/uploads/aa.webp';
const variants = [
  { format: 'webp', width: 960, height: 640, url: '/uploads/m.webp' },
  { format: 'avif', width: 480, height: 320, url: '/uploads/s.avif' },
  { format: 'webp', width: 480, height: 320, url: '/uploads/s.webp' },
  { format: 'webp', width: 1600, height: 1067, url: UPLOAD },
  { format: 'avif', width: 1600, height: 1067, url: '/uploads/l.avif' },
];
const index = toMediaImageIndex([{ url: UPLOAD, width: 4000, height: 2667, variants }]);

describe('imageAddresses', () => {
  it('finds image addresses in block settings of every shape, once each', () => {
    const settings = [
      { imageUrl: '/a.webp', alt: '' },
      { images: [{ url: '/b.webp', alt: 'b', caption: null }, { url: '/a.webp' }] },
      { cards: [{ title: 'x', imageUrl: null, href: '/nieuws' }, { imageUrl: 'https://cdn.example.org/c.jpg' }] },
      { logos: [{ imageUrl: '/d.png', href: 'https://example.org' }] },
      { featuredImageUrl: '/e.webp', title: 'ignored', href: '/f' },
      { imageUrl: '' },
    ];
    expect(imageAddresses(settings)).toEqual(['/a.webp', '/b.webp', 'https://cdn.example.org/c.jpg', '/d.png', '/e.webp']);
  });

  it('stops at a bounded number', () => {
    const many = Array.from({ length: MAX_PAGE_IMAGES + 50 }, (_, i) => ({ imageUrl: `/i${i}.webp` }));
    expect(imageAddresses(many)).toHaveLength(MAX_PAGE_IMAGES);
    expect(imageAddresses([null, 'x', 3, undefined])).toEqual([]);
  });
});

describe('toMediaImageIndex', () => {
  it('keys images by address and drops malformed variants', () => {
    const parsed = toMediaImageIndex([
      {
        url: '/x.webp',
        width: 10,
        height: 10,
        variants: [
          { format: 'webp', width: 0, height: 5, url: '/y' },
          { format: 'webp', width: 10, height: 10, url: '/x.webp' },
        ],
      },
      { width: 5 },
      'nonsense',
    ]);
    expect(Object.keys(parsed)).toEqual(['/x.webp']);
    expect(parsed['/x.webp']!.variants).toEqual([{ format: 'webp', width: 10, height: 10, url: '/x.webp' }]);
    expect(toMediaImageIndex(undefined)).toEqual({});
  });
});

describe('responsiveImage', () => {
  it('gives an upload its WebP and AVIF widths in ascending order and the size of the largest', () => {
    expect(responsiveImage(UPLOAD, index)).toEqual({
      src: UPLOAD,
      srcSet: '/uploads/s.webp 480w, /uploads/m.webp 960w, /uploads/aa.webp 1600w',
      avifSrcSet: '/uploads/s.avif 480w, /uploads/l.avif 1600w',
      width: 1600,
      height: 1067,
    });
  });

  it('keeps a plain src for external and unknown addresses and for images without variants', () => {
    expect(responsiveImage('https://cdn.example.org/c.jpg', index)).toEqual({ src: 'https://cdn.example.org/c.jpg' });
    expect(responsiveImage(UPLOAD, undefined)).toEqual({ src: UPLOAD });
    expect(responsiveImage('/p.pdf', toMediaImageIndex([{ url: '/p.pdf', variants: [] }]))).toEqual({ src: '/p.pdf' });
  });

  it('escapes characters that would split a srcset candidate', () => {
    const odd = toMediaImageIndex([{ url: '/a b.webp', variants: [{ format: 'webp', width: 100, height: 50, url: '/a b,1.webp' }] }]);
    expect(responsiveImage('/a b.webp', odd).srcSet).toBe('/a%20b%2C1.webp 100w');
  });
});
