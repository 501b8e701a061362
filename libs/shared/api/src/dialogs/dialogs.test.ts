import { ResponseShapeError } from '../client/errors.ts';
import { enableAdvancedFunction } from './advanced-function.ts';
import { canOptIn, getPreRelease, postPreReleaseOptIn } from './pre-release.ts';
import { acceptTermsPopup } from './terms.ts';
import { callOf, stubFetch } from '../testing/stub-fetch.ts';

afterEach(() => vi.unstubAllGlobals());

describe('pre-release record', () => {
  it('loads by key and language and normalises the record', async () => {
    const fetchMock = stubFetch({
      body: {
        data: {
          preReleaseKey: 'companion-genai', feature: 'Companion', description: 'AI assistant', creditAllocation: 'possiblyRequired',
          requiredCredits: '20', requiredCreditStr: '20 credits', GATimestamp: '2027-01-15T00:00:00Z', PRTimestamp: 1767225600000,
          optIn: 0, showBtn: true, showTitle: 1, disclaimer: 'genAI',
        },
      },
    });
    const record = await getPreRelease('companion-genai', 'ja');
    expect(callOf(fetchMock).url).toBe('/ui/uic/v3/previewFramework/companion-genai?lang=ja');
    expect(record).toMatchObject({
      feature: 'Companion', creditAllocation: 'possiblyRequired', requiredCredits: 20, optIn: false, showTitle: true, disclaimer: 'genAI',
      GATimestamp: '2027-01-15', PRTimestamp: 1767225600000,
    });
  });
  it('reads an unknown credit allocation or date as absent, and rejects a record without its feature', async () => {
    stubFetch({ body: { feature: 'X', creditAllocation: 'someday', GATimestamp: 'soon' } }, { body: { description: 'no feature' } });
    expect(await getPreRelease('x', 'en')).toMatchObject({ creditAllocation: undefined, GATimestamp: undefined, optIn: false });
    await expect(getPreRelease('x', 'en')).rejects.toBeInstanceOf(ResponseShapeError);
  });
  it('shows Opt in only when not opted in and the server offers it', () => {
    expect(canOptIn({ optIn: false, showBtn: true })).toBe(true);
    expect(canOptIn({ optIn: false, showBtn: undefined })).toBe(true);
    expect(canOptIn({ optIn: true, showBtn: true })).toBe(false);
    expect(canOptIn({ optIn: false, showBtn: false })).toBe(false);
  });
});

describe('dialog posts', () => {
  it('posts the opt-in choice to the feature key', async () => {
    const fetchMock = stubFetch({});
    await postPreReleaseOptIn('ai-scanner-guard', true);
    expect(callOf(fetchMock)).toEqual({ url: '/ui/uic/v3/previewFramework/ai-scanner-guard', method: 'POST', body: { optIn: true } });
  });
  it('enables the advanced function with an empty body', async () => {
    const fetchMock = stubFetch({});
    await enableAdvancedFunction();
    expect(callOf(fetchMock)).toEqual({ url: '/public/adg/ald-proxy/organizations/enable-advanced-function', method: 'POST', body: {} });
  });
  it('accepts a terms version', async () => {
    const fetchMock = stubFetch({});
    await acceptTermsPopup('2026.1');
    expect(callOf(fetchMock)).toEqual({ url: '/ui/uic/v3/acceptTermsPopup', method: 'POST', body: { version: '2026.1' } });
  });
});
