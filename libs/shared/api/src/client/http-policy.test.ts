import { ApiError } from './errors.ts';
import { configureHttpPolicy, decidePolicy, reportHttpError, signInUrl, type HttpPolicyEffects } from './http-policy.ts';

const err = (status: number, path: string, body?: unknown) => new ApiError(status, path, 'trace-1', body);

describe('decidePolicy (spec 000 §8)', () => {
  it('401 re-authenticates with go = current location', () => {
    expect(decidePolicy(err(401, '/public/svp/v2/object/file/query'), '/app/search/x?q=1')).toEqual({ kind: 'reauth', go: '/app/search/x?q=1' });
  });
  it('401 on a home page omits go', () => {
    expect(decidePolicy(err(401, '/ui/uic/v3/auth'), '/')).toEqual({ kind: 'reauth', go: undefined });
    expect(decidePolicy(err(401, '/ui/uic/v3/auth'), '/users/started?from=6')).toEqual({ kind: 'reauth', go: undefined });
    expect(decidePolicy(err(401, '/ui/uic/v3/auth'), '/#main-content')).toEqual({ kind: 'reauth', go: undefined });
  });
  it('401 on a home page carrying a panel keeps go, so the panel opens again after sign-in', () => {
    const panel = '/?panel=5:domain:kitakaze-parcel.example';
    expect(decidePolicy(err(401, '/ui/uic/v3/auth'), panel)).toEqual({ kind: 'reauth', go: panel });
    expect(decidePolicy(err(401, '/ui/uic/v3/auth'), '/users/started?from=6&panel=6:ip:203.0.113.45')).toEqual({
      kind: 'reauth',
      go: '/users/started?from=6&panel=6:ip:203.0.113.45',
    });
    expect(decidePolicy(err(401, '/ui/uic/v3/auth'), '/#?panel=x')).toEqual({ kind: 'reauth', go: undefined });
  });
  it('401 with error number 4011403 logs out', () => {
    expect(decidePolicy(err(401, '/ui/uic/v3/menu', { error: { number: 4011403 } }), '/x')).toEqual({ kind: 'logout' });
  });
  it('403 on an identity-service path goes to /users/403, elsewhere it is the caller’s', () => {
    expect(decidePolicy(err(403, '/ui/bc/company/api/v3.0/auth/internal'), '/x')).toEqual({ kind: 'forbidden' });
    expect(decidePolicy(err(403, '/public/bc/x'), '/x')).toEqual({ kind: 'forbidden' });
    expect(decidePolicy(err(403, '/public/iam/x'), '/x')).toEqual({ kind: 'forbidden' });
    expect(decidePolicy(err(403, '/public/svp/v2/object/ip/query'), '/x')).toEqual({ kind: 'none' });
  });
  it('406 logs out', () => {
    expect(decidePolicy(err(406, '/ui/uic/v3/notification'), '/x')).toEqual({ kind: 'logout' });
  });
  it('500+ on session, auth or menu goes to the info page with code and trace', () => {
    for (const path of ['/ui/uic/v3/session', '/ui/uic/v3/auth?lang=en', '/ui/uic/v3/menu']) {
      expect(decidePolicy(err(503, path), '/x')).toEqual({ kind: 'fatal', url: '/info.html#/?error_code=503&trace=trace-1' });
    }
    expect(decidePolicy(err(500, '/ui/uic/v3/notification'), '/x')).toEqual({ kind: 'none' });
  });
  it('the credit-promotion check is excluded from everything', () => {
    for (const status of [401, 406, 500]) {
      expect(decidePolicy(err(status, '/ui/bc/company/api/v3.0/voucher/checkCreditPromotionQualified'), '/x')).toEqual({ kind: 'none' });
    }
  });
});

describe('reportHttpError effects', () => {
  let fx: { [K in keyof HttpPolicyEffects]: ReturnType<typeof vi.fn> };
  beforeEach(() => {
    vi.useFakeTimers();
    fx = {
      notify: vi.fn(), assign: vi.fn(), navigate: vi.fn(), logout: vi.fn(),
      currentLocation: vi.fn(() => '/app/dm/1'),
      setTimeout: vi.fn((fn: () => void, ms: number) => setTimeout(fn, ms)),
    };
    configureHttpPolicy(fx as unknown as HttpPolicyEffects);
  });
  afterEach(() => {
    configureHttpPolicy(undefined);
    vi.useRealTimers();
  });

  it('401 shows the message, then signs in after exactly 1 s, once for a burst', () => {
    reportHttpError(err(401, '/ui/uic/v3/menu'));
    reportHttpError(err(401, '/ui/uic/v3/session'));
    expect(fx.notify).toHaveBeenCalledTimes(1);
    expect(fx.notify).toHaveBeenCalledWith('sessionInvalid');
    vi.advanceTimersByTime(999);
    expect(fx.assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fx.assign).toHaveBeenCalledWith('/saml/ssoLogin?go=%2Fapp%2Fdm%2F1');
  });
  it('401 on the root with a panel signs in with go, so the link comes back with its panel', () => {
    fx.currentLocation.mockReturnValue('/?panel=5:domain:kitakaze-parcel.example');
    reportHttpError(err(401, '/ui/uic/v3/auth'));
    vi.advanceTimersByTime(1000);
    expect(fx.assign).toHaveBeenCalledWith('/saml/ssoLogin?go=%2F%3Fpanel%3D5%3Adomain%3Akitakaze-parcel.example');
  });
  it('401 waits for a notice that is still loading, then signs in 1 s after it shows', async () => {
    let show: () => void = () => undefined;
    fx.notify.mockImplementation(() => new Promise<void>((resolve) => (show = resolve)));
    reportHttpError(err(401, '/ui/uic/v3/auth'));
    await vi.advanceTimersByTimeAsync(500);
    show();
    await vi.advanceTimersByTimeAsync(999);
    expect(fx.assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fx.assign).toHaveBeenCalledTimes(1);
  });
  it('401 signs in after 6 s when the notice never shows', async () => {
    fx.notify.mockImplementation(() => new Promise<void>(() => undefined));
    reportHttpError(err(401, '/ui/uic/v3/auth'));
    await vi.advanceTimersByTimeAsync(5999);
    expect(fx.assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fx.assign).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fx.assign).toHaveBeenCalledTimes(1);
  });
  it('401 still signs in when the notice cannot be shown (first visit, before the catalogue)', () => {
    fx.notify.mockImplementation(() => {
      throw new TypeError('no active locale');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reportHttpError(err(401, '/ui/uic/v3/auth'));
    vi.advanceTimersByTime(1000);
    expect(fx.assign).toHaveBeenCalledWith('/saml/ssoLogin?go=%2Fapp%2Fdm%2F1');
  });
  it('406 logs out, once, and nothing after it changes the outcome', () => {
    reportHttpError(err(406, '/x'));
    reportHttpError(err(500, '/ui/uic/v3/auth'));
    expect(fx.logout).toHaveBeenCalledTimes(1);
    expect(fx.assign).not.toHaveBeenCalled();
  });
  it('4011403 logs out', () => {
    reportHttpError(err(401, '/x', { error: { number: '4011403' } }));
    expect(fx.logout).toHaveBeenCalledTimes(1);
  });
  it('a fatal error goes to the info page with the first failing request’s trace id', () => {
    reportHttpError(err(500, '/ui/uic/v3/auth'));
    reportHttpError(new ApiError(503, '/ui/uic/v3/menu', 'trace-2', undefined));
    expect(fx.assign).toHaveBeenCalledTimes(1);
    expect(fx.assign).toHaveBeenCalledWith('/info.html#/?error_code=500&trace=trace-1');
  });
  it('errors that stay with the caller do not stop later decisions', () => {
    reportHttpError(err(404, '/public/svp/v2/object/file/query'));
    reportHttpError(err(406, '/x'));
    expect(fx.logout).toHaveBeenCalledTimes(1);
  });
});

describe('signInUrl', () => {
  it('adds go and extra parameters', () => {
    expect(signInUrl()).toBe('/saml/ssoLogin');
    expect(signInUrl('/a?b=1', { reauth: '1' })).toBe('/saml/ssoLogin?reauth=1&go=%2Fa%3Fb%3D1');
  });
});
