import { MAX_LABEL_LENGTH } from '@soc/util';
import { bannerNotificationSchema } from './license-banners.ts';

const licenseOf = (license: unknown) => bannerNotificationSchema.parse({ license }).license;

describe('license banners from hostile answers', () => {
  it('keeps the good items when others cannot be read', () => {
    expect(licenseOf([{ pid: 'last_essential', status: 1, days: 3 }, null, 'x', 7])).toEqual([{ pid: 'last_essential', status: 1, days: 3 }]);
    expect(licenseOf('none')).toEqual([]);
    expect(licenseOf(null)).toEqual([]);
  });

  it('caps the title and the pid it words, as every label of the frame', () => {
    const [banner] = licenseOf([{ pid: 'P'.repeat(5000), status: 1, days: 3, title: 'T'.repeat(10_000) }]);
    expect(banner?.title).toHaveLength(MAX_LABEL_LENGTH);
    expect(banner?.title?.endsWith('…')).toBe(true);
    expect(banner?.pid).toHaveLength(MAX_LABEL_LENGTH);
  });
});
