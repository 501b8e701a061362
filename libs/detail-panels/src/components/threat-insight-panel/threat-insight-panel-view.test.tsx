import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { threatInsightSchema } from '@soc/api';
import { createThreatInsight, threatInsightVariants } from '@soc/mocks';
import { UiProvider } from '@soc/ui';
import { ThreatInsightPanelView } from './threat-insight-panel-view.tsx';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const Providers = ({ children }: { children: ReactNode }) => (
  <UiProvider>
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  </UiProvider>
);

const done = (fixture: unknown) => ({ status: 'done' as const, data: threatInsightSchema.parse(fixture) });

describe('ThreatInsightPanelView', () => {
  afterEach(() => {
    delete (window as { __pwned?: boolean }).__pwned;
  });

  it('sanitises the server HTML: no script, handler, iframe or javascript: link survives', () => {
    const { container } = render(<ThreatInsightPanelView state={done(threatInsightVariants.hostile())} />, { wrapper: Providers });
    const description = screen.getByTestId('threat-insight-description');
    expect(description).toHaveTextContent('Loader analysis');
    expect(description).toHaveTextContent('Click for details');
    expect(container.querySelector('script, iframe, img, svg script, style')).toBeNull();
    const withHandlers = Array.from(container.querySelectorAll('*')).filter((el) => Array.from(el.attributes).some((a) => a.name.startsWith('on')));
    expect(withHandlers).toEqual([]);
    expect(container.innerHTML).not.toMatch(/javascript:/i);
    expect(within(description).getByText('Click for details')).not.toHaveAttribute('style');
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('keeps harmless formatting and makes links open safely', () => {
    render(<ThreatInsightPanelView state={done(createThreatInsight())} />, { wrapper: Providers });
    const description = screen.getByTestId('threat-insight-description');
    expect(description.querySelector('strong')).toHaveTextContent('Emotet');
    const report = within(description).getByRole('link', { name: 'the intelligence report' });
    expect(report).toHaveAttribute('href', 'https://www.example.com/intel/emotet');
    expect(report).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('links emerging threats and threat actors by name to the intelligence-insights page', () => {
    render(<ThreatInsightPanelView state={done(createThreatInsight())} />, { wrapper: Providers });
    expect(screen.getByText('malware')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Emotet returns with OneNote lures' })).toHaveAttribute('href', '/app/ti/intelligence_insights?id=et-2026-1187');
    const actor = screen.getByRole('link', { name: 'Mummy Spider' });
    expect(actor).toHaveAttribute('href', '/app/ti/intelligence_insights?id=ta-0457');
    expect(actor).not.toHaveAttribute('target');
  });

  it('breaks a name without a space anywhere, linked or not, rather than widen the drawer', () => {
    const long = 'W'.repeat(2000);
    const insight = createThreatInsight({ emergingThreats: [{ id: 'et-1', name: `Threat${long}` }], threatActors: [{ id: '', name: `Actor${long}` }] });
    render(<ThreatInsightPanelView state={done(insight)} />, { wrapper: Providers });
    const link = screen.getByRole('link', { name: `Threat${long}` });
    expect(link).toHaveStyle({ overflowWrap: 'anywhere' });
    expect(link.closest('li')).toHaveStyle({ overflowWrap: 'anywhere' });
    expect(screen.getByText(`Actor${long}`, { selector: 'li' })).toHaveStyle({ overflowWrap: 'anywhere' });
  });

  it('shows a dash for every empty field', () => {
    render(<ThreatInsightPanelView state={done(threatInsightVariants.empty())} />, { wrapper: Providers });
    expect(screen.getAllByText('-')).toHaveLength(4);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows the no-data message with retry when the call failed', () => {
    const retry = vi.fn();
    render(<ThreatInsightPanelView state={{ status: 'error', error: new Error('x'), traceId: 'trace-1', retry }} />, { wrapper: Providers });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No data');
    expect(alert).toHaveTextContent('trace-1');
    within(alert).getByRole('button', { name: 'Retry' }).click();
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('lists thousands of emerging threats 50 at a time; Show more reveals 50 more and focuses the first of them', async () => {
    const emergingThreats = Array.from({ length: 3000 }, (_, i) => ({ id: `t-${i + 1}`, name: `Threat ${i + 1}` }));
    render(<ThreatInsightPanelView state={done({ ...createThreatInsight(), emergingThreats })} />, { wrapper: Providers });
    expect(screen.getAllByRole('link', { name: /^Threat \d+$/ })).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: 'Show 50 more (2950 not shown)' }));
    expect(screen.getAllByRole('link', { name: /^Threat \d+$/ })).toHaveLength(100);
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Threat 51'));
  });
});
