import { LANGUAGE_OFFER_KEY, prefersBengali, readLanguageOffer, saveLanguageOffer } from './languageOffer';

describe('the first-visit offer of Bengali', () => {
  beforeEach(() => window.localStorage.clear());

  it('asks a browser that ranks Bengali above English, and no other', () => {
    expect(prefersBengali(['bn-BD'])).toBe(true);
    expect(prefersBengali(['bn', 'en-US', 'en'])).toBe(true);
    expect(prefersBengali(['BN-IN', 'en'])).toBe(true);
    expect(prefersBengali(['en-GB', 'bn-BD'])).toBe(false);
    expect(prefersBengali(['en-US'])).toBe(false);
    expect(prefersBengali(['fr', 'de'])).toBe(false);
    expect(prefersBengali([])).toBe(false);
    // "bnx" is not Bengali; only the tag itself or one of its subtags counts.
    expect(prefersBengali(['bnx', 'en'])).toBe(false);
  });

  it('remembers the answer in this browser and ignores what it does not know', () => {
    expect(readLanguageOffer()).toBeNull();
    saveLanguageOffer('dismissed');
    expect(readLanguageOffer()).toBe('dismissed');
    expect(window.localStorage.getItem(LANGUAGE_OFFER_KEY)).toBe('dismissed');
    window.localStorage.setItem(LANGUAGE_OFFER_KEY, 'maybe');
    expect(readLanguageOffer()).toBeNull();
  });
});
