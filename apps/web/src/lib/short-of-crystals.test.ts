import { afterAll, describe, expect, it } from 'vitest';
import { i18n, loadLocale, setLocale } from '../lib/i18n';
import { shortOfCrystalsInfo, typedShortfall } from './short-of-crystals';

afterAll(() => setLocale('en'));

describe('the notice when crystals run short', () => {
  it('says how many real crystals are missing and links to buying them in the wallet', () => {
    expect(shortOfCrystalsInfo({ missing: 5, book: 'real' }, i18n.t, 'en')).toEqual({
      title: 'Not enough crystals',
      message: 'You are 5 crystals short for this. Buy crystals in your wallet, then try again.',
      link: { to: '/profile/me/wallet', label: 'Buy crystals' },
    });
  });

  it('speaks of one crystal, of fractions and of the demo balance in their own words', () => {
    expect(shortOfCrystalsInfo({ missing: 1, book: 'real' }, i18n.t, 'en').message).toContain(
      'You are 1 crystal short',
    );
    const demo = shortOfCrystalsInfo({ missing: 1250.5, book: 'demo' }, i18n.t, 'en');
    expect(demo.message).toContain('You are 1,250.5 demo crystals short');
    expect(demo.link).toEqual({ to: '/profile/me/wallet', label: 'Top up demo crystals' });
  });

  it('still points to the wallet when the server did not say how many are missing', () => {
    const info = shortOfCrystalsInfo({ missing: null, book: null }, i18n.t, 'en');
    expect(info.message).toBe(
      'Your balance does not cover this. Get more crystals in your wallet, then try again.',
    );
    expect(info.link?.label).toBe('Buy crystals');
  });

  it('reads in Ukrainian and Chinese, linking the wallet under their locale', async () => {
    await loadLocale('ua');
    const ua = shortOfCrystalsInfo({ missing: 5, book: 'real' }, i18n.t, 'ua');
    expect(ua.message).toContain('бракує 5 кристалів');
    expect(ua.link).toEqual({ to: '/ua/profile/me/wallet', label: 'Купити кристали' });
    expect(shortOfCrystalsInfo({ missing: 2, book: 'real' }, i18n.t, 'ua').message).toContain(
      'бракує 2 кристалів',
    );
    await loadLocale('cn');
    const cn = shortOfCrystalsInfo({ missing: 0.5, book: 'real' }, i18n.t, 'cn');
    expect(cn.message).toContain('你还差 0.5 个水晶');
    expect(cn.link?.to).toBe('/cn/profile/me/wallet');
  });
});

describe('an amount typed over the balance', () => {
  it('is short by the difference, to the hundredth, on the book named', () => {
    expect(typedShortfall('50', 20)).toEqual({ missing: 30, book: 'real' });
    expect(typedShortfall('20,6', 20.5)).toEqual({ missing: 0.1, book: 'real' });
    expect(typedShortfall('7', 2, 'demo')).toEqual({ missing: 5, book: 'demo' });
  });

  it('is not short when covered, or when the text is no amount', () => {
    expect(typedShortfall('20', 20)).toBeNull();
    expect(typedShortfall('abc', 0)).toBeNull();
    expect(typedShortfall('', 0)).toBeNull();
  });
});
