import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { authInfoSchema } from '@soc/api';
import { TOGGLE_UI_EVENT, type ToggleUIEventDetail } from '@soc/events';
import { createAuthInfo, customisePersona, findPersona, type PersonaPatch } from '@soc/mocks';
import { AccessProvider } from '@soc/rbac';
import { UiProvider } from '@soc/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { GlobalSearchResults } from './global-search-results.tsx';

i18n.loadAndActivate({ locale: 'en', messages: {} });

function renderResults(keyword: string, personaId = 'ents-root', patch: PersonaPatch = {}) {
  const auth = authInfoSchema.parse(createAuthInfo(customisePersona(findPersona(personaId)!, patch)));
  const Providers = ({ children }: { children: ReactNode }) => (
    <UiProvider>
      <I18nProvider i18n={i18n}>
        <AccessProvider auth={auth}>{children}</AccessProvider>
      </I18nProvider>
    </UiProvider>
  );
  const onNavigate = vi.fn<(href: string) => void>();
  render(<GlobalSearchResults keyword={keyword} onNavigate={onNavigate} />, { wrapper: Providers });
  return { onNavigate };
}

function captureToggleEvents() {
  const details: ToggleUIEventDetail[] = [];
  const listener = (event: Event) => details.push((event as CustomEvent<ToggleUIEventDetail>).detail);
  window.addEventListener(TOGGLE_UI_EVENT, listener);
  return { details, stop: () => window.removeEventListener(TOGGLE_UI_EVENT, listener) };
}

// Chakra's first render is slow when the whole suite runs on two workers.
describe('GlobalSearchResults', { timeout: 20_000 }, () => {
  it.each<[string, string, string, ToggleUIEventDetail]>([
    ['8.8.8.8', 'IPv4 address', 'Open IP address profile', { type: 'toggleDrawer', search_type: 6, params: { ip: '8.8.8.8' } }],
    ['Example.COM.', 'Domain', 'Open domain profile', { type: 'toggleDrawer', search_type: 5, params: { domain: 'example.com' } }],
    ['https://evil.example/x', 'URL', 'Open URL profile', { type: 'toggleDrawer', search_type: 4, params: { url: 'https://evil.example/x' } }],
    ['A94A8FE5CCB19BA61C4C0873D391E987982FBBD3', 'SHA-1 hash', 'Open file profile', { type: 'toggleDrawer', search_type: 3, params: { sha1: 'a94a8fe5ccb19ba61c4c0873d391e987982fbbd3' } }],
    ['kenji.mori@northwind-trading.example', 'E-mail address', 'Open user account profile', { type: 'toggleDrawer', search_type: 11, params: { userId: 'kenji.mori@northwind-trading.example' } }],
  ])('%s: recognised as %s, "%s" dispatches toggleUICEvent', async (keyword, kind, button, detail) => {
    const user = userEvent.setup();
    renderResults(keyword);
    expect(screen.getByText(kind)).toBeInTheDocument();
    const events = captureToggleEvents();
    try {
      await user.click(screen.getByRole('button', { name: button }));
      expect(events.details).toEqual([detail]);
    } finally {
      events.stop();
    }
  });

  it.each<[string, string, RegExp]>([
    ['192.168.1.10', 'IPv4 address', /not offered for private addresses/],
    ['44d88612fea8a8f36de82e1278abb02f', 'MD5 hash', /No detail panel takes an MD5 hash/],
    ['275a021bbfb6489e54d471899f7db9d1663fc695ec2fe2a2c4538aabf651fd0f', 'SHA-256 hash', /No detail panel takes a SHA-256 hash/],
    ['WIN-DC01', 'Host name', /No detail panel takes a host name/],
    ['mimikatz', 'Free text', /so no detail panel applies/],
  ])('%s: recognised as %s and offers no panel', (keyword, kind, note) => {
    renderResults(keyword);
    expect(screen.getByText(kind)).toBeInTheDocument();
    expect(screen.getByText(note)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Open .* profile$/ })).toBeNull();
  });

  it('links to the Search module and, with the flag, to third-party logs', async () => {
    const user = userEvent.setup();
    const { onNavigate } = renderResults('evil.example');
    expect(screen.getByText('Full result lists are provided by the Search module.')).toBeInTheDocument();
    const module = screen.getByRole('link', { name: 'Open in the Search module' });
    expect(module).toHaveAttribute('href', '/app/search/main?keyword=evil.example');
    const logs = screen.getByRole('link', { name: 'Search third-party logs' });
    expect(logs).toHaveAttribute('href', '/app/tpc/syslog?keyword=evil.example');
    await user.click(logs);
    expect(onNavigate).toHaveBeenCalledWith('/app/tpc/syslog?keyword=evil.example');
  });

  it.each<[string, string, PersonaPatch]>([
    ['without the flag', 'ents-root', { flags: { 'tpi-3rd-party-log-collector': 0 } }],
    ['in the UAE region', 'uae-root', {}],
  ])('has no third-party logs entry %s', (_name, persona, patch) => {
    renderResults('evil.example', persona, patch);
    expect(screen.queryByRole('link', { name: 'Search third-party logs' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open in the Search module' })).toBeInTheDocument();
  });

  it('shows the normalised value when it differs from the keyword', () => {
    renderResults('8.8.8.8:53');
    expect(screen.getByText('Looked up as')).toBeInTheDocument();
    expect(screen.getByText('8.8.8.8')).toBeInTheDocument();
  });

  it('asks for a keyword when there is none', () => {
    renderResults('   ');
    expect(screen.getByRole('heading', { name: 'No keyword' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
