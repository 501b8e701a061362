import { ApiError } from '../client/errors.ts';
import { postInternalAuth } from './internal-auth.ts';
import { getSsoLink, resolveRoleManagementLink } from './sso-link.ts';
import { callOf, headersOf, stubFetch } from '../testing/stub-fetch.ts';

const REDIRECT = '/ui/sds/api/v1/sso/link?target=roleManagement';

afterEach(() => vi.unstubAllGlobals());

describe('postInternalAuth', () => {
  it('posts the 65-minute role-management request with the app-name and trace-id headers', async () => {
    const fetchMock = stubFetch({ body: { token: 'int-tok' } });
    expect(await postInternalAuth('acc-7f3c2a91', { traceId: 'trace-1' })).toMatchObject({ token: 'int-tok' });
    const call = callOf(fetchMock);
    expect(call).toMatchObject({
      url: '/ui/bc/company/api/v3.0/auth/internal?request_id=acc-7f3c2a91',
      method: 'POST',
      body: { expiryMinutes: 65, page: 'roleManagement' },
    });
    expect(headersOf(fetchMock).get('app-name')).toBe('uic');
    expect(headersOf(fetchMock).get('X-Trace-Id')).toBe('trace-1');
  });
});

describe('getSsoLink', () => {
  it('appends request_id to the redirect url and sends the bearer token', async () => {
    const fetchMock = stubFetch({ body: { data: { url: 'https://sds.example.com/sso?ticket=1' } } });
    expect(await getSsoLink(REDIRECT, 'acc-1', 'int-tok')).toEqual({ url: 'https://sds.example.com/sso?ticket=1' });
    const call = callOf(fetchMock);
    expect(call).toMatchObject({ url: `${REDIRECT}&request_id=acc-1`, method: 'GET' });
    expect(headersOf(fetchMock).get('Authorization')).toBe('Bearer int-tok');
  });
  it('never sends the token to another origin', async () => {
    const fetchMock = stubFetch();
    await expect(getSsoLink('https://evil.example.com/x?a=1', 'acc-1', 'int-tok')).rejects.toThrow(/outside the console origin/);
    await expect(getSsoLink('//evil.example.com/x', 'acc-1', 'int-tok')).rejects.toThrow();
    await expect(getSsoLink('https://console.example.com.evil.example/x', 'acc-1', 'int-tok', 'https://console.example.com')).rejects.toThrow();
    await expect(getSsoLink('javascript:alert(1)', 'acc-1', 'int-tok', 'https://console.example.com')).rejects.toThrow();
    expect(fetchMock).not.toHaveBeenCalled();
  });
  it('asks an absolute address on the console origin by its path', async () => {
    const fetchMock = stubFetch({ body: { data: { url: 'https://sds.example.com/sso?ticket=2' } } });
    expect(await getSsoLink('https://console.example.com/ui/sso/link?x=1', 'acc-1', 'int-tok', 'https://console.example.com')).toEqual({ url: 'https://sds.example.com/sso?ticket=2' });
    expect(callOf(fetchMock).url).toBe('/ui/sso/link?x=1&request_id=acc-1');
  });
});

describe('resolveRoleManagementLink', () => {
  it('chains status, internal auth and link into a url to open', async () => {
    const fetchMock = stubFetch({ body: { redirectUrl: REDIRECT } }, { body: { token: 't' } }, { body: { data: { url: 'https://sds.example.com/rm' } } });
    expect(await resolveRoleManagementLink('acc-1')).toEqual({ kind: 'open', url: 'https://sds.example.com/rm' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
  it('reports a missing redirect url as error 500 and a missing sso url as error 501', async () => {
    stubFetch({ body: {} });
    expect(await resolveRoleManagementLink('acc-1')).toEqual({ kind: 'errorDialog', reason: 'noRedirectUrl', errorCode: 500 });
    stubFetch({ body: { redirectUrl: REDIRECT } }, { body: { token: 't' } }, { body: { data: {} } });
    expect(await resolveRoleManagementLink('acc-1')).toEqual({ kind: 'errorDialog', reason: 'noUrl', errorCode: 501 });
  });
  it.each([
    [4006031, 2],
    [4006032, 1],
  ])('opens the SSO modal for internal-auth error %i with wording %i', async (number, wording) => {
    stubFetch({ body: { redirectUrl: REDIRECT } }, { status: 400, body: { error: { number } } });
    expect(await resolveRoleManagementLink('acc-1')).toEqual({ kind: 'ssoModal', wording });
  });
  it('treats any other failure as the error dialog with its status', async () => {
    stubFetch({ body: { redirectUrl: REDIRECT } }, { status: 400, body: { error: { number: 4000001 } } });
    expect(await resolveRoleManagementLink('acc-1')).toMatchObject({ kind: 'errorDialog', reason: 'failed', errorCode: 400 });
    stubFetch({ status: 503 });
    expect(await resolveRoleManagementLink('acc-1')).toMatchObject({ kind: 'errorDialog', reason: 'failed', errorCode: 503 });
    stubFetch({ body: { redirectUrl: REDIRECT } }, { body: { token: '' } });
    expect(await resolveRoleManagementLink('acc-1')).toEqual({ kind: 'errorDialog', reason: 'failed' });
  });
  it('leaves a failure the console error policy acts on to it: a 403 of internal auth goes to the 403 page, with no dialog over it', async () => {
    stubFetch({ body: { redirectUrl: REDIRECT } }, { status: 403 });
    expect(await resolveRoleManagementLink('acc-1')).toEqual({ kind: 'leftToPolicy' });
    stubFetch({ status: 401 });
    expect(await resolveRoleManagementLink('acc-1')).toEqual({ kind: 'leftToPolicy' });
    // The SSO link itself is no identity-service call: its 403 is the dialog's.
    stubFetch({ body: { redirectUrl: REDIRECT } }, { body: { token: 't' } }, { status: 403 });
    expect(await resolveRoleManagementLink('acc-1')).toMatchObject({ kind: 'errorDialog', reason: 'failed', errorCode: 403 });
  });
  it('refuses a javascript: url from the server', async () => {
    stubFetch({ body: { redirectUrl: REDIRECT } }, { body: { token: 't' } }, { body: { data: { url: 'javascript:alert(1)' } } });
    expect(await resolveRoleManagementLink('acc-1')).toEqual({ kind: 'errorDialog', reason: 'failed' });
  });
  it('keeps the failed request trace id for the dialog', async () => {
    stubFetch({ status: 502 });
    const outcome = await resolveRoleManagementLink('acc-1');
    expect(outcome.kind === 'errorDialog' && outcome.traceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(new ApiError(400, '/x', 't', { error: { number: 4006031 } }).errorNumber).toBe(4006031);
  });
});
