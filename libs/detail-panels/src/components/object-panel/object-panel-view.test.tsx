import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { objectRecordSchema } from '@soc/api';
import { createIpRecord, createUrlRecord, objectRecordVariants } from '@soc/mocks';
import { UiProvider } from '@soc/ui';
import { ObjectPanelView } from './object-panel-view.tsx';
import { WrsScore } from './wrs-score.tsx';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const Providers = ({ children }: { children: ReactNode }) => (
  <UiProvider>
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  </UiProvider>
);

const done = (fixture: unknown) => ({ status: 'done' as const, data: objectRecordSchema.parse(fixture) });

describe('WrsScore (spec 001 §5)', () => {
  it.each([
    [0, 'High risk'],
    [50, 'High risk'],
    [51, 'Medium risk'],
    [65, 'Medium risk'],
    [66, 'Warning'],
    [70, 'Warning'],
    [71, 'Unrated'],
    [72, 'Warning'],
    [80, 'Warning'],
    [81, 'Safe'],
    [100, 'Safe'],
  ])('shows %i as %s', (score, meaning) => {
    render(<WrsScore score={score} />, { wrapper: Providers });
    expect(screen.getByText(String(score))).toBeInTheDocument();
    expect(screen.getByText(meaning)).toBeInTheDocument();
  });

  it.each([101, -1, 49.5, null, undefined])('shows a dash for %s', (score) => {
    const { container } = render(<WrsScore score={score} />, { wrapper: Providers });
    expect(container).toHaveTextContent('-');
    expect(container.querySelector('[data-meaning]')).toBeNull();
  });
});

describe('ObjectPanelView', () => {
  it('shows every Basic field of a URL record, and the tabs it was given', () => {
    render(<ObjectPanelView kind="url" record={done(createUrlRecord())} sandbox={<p>sandbox</p>} threatIntel={<p>intel</p>} />, { wrapper: Providers });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Basic', 'Activity', 'Sandbox', 'Threat intelligence']);
    const panel = screen.getByRole('tabpanel');
    for (const label of ['Web reputation score', 'Categories', 'Object name', 'Domain', 'Registrant name', 'Registrant country', 'Created', 'Updated', 'Expires', 'Host', 'Hosted IPs', 'Locations']) {
      expect(within(panel).getByText(label)).toBeInTheDocument();
    }
    expect(within(panel).getByText('High risk')).toBeInTheDocument();
    expect(within(panel).queryByText('Port')).toBeNull();
  });

  it('hides the intelligence tab when it is not offered (UAE, GOV_US) and falls back to Basic', () => {
    render(<ObjectPanelView kind="domain" record={done(createUrlRecord())} defaultTab="threatIntel" />, { wrapper: Providers });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Basic', 'Activity']);
    expect(screen.getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
  });

  it('adds port, protocol and account to the IP Basic tab when the event gave them', () => {
    render(<ObjectPanelView kind="ip" record={done(createIpRecord())} extra={{ port: 443, protocol: 'TCP', account: '' }} />, { wrapper: Providers });
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Port').nextSibling).toHaveTextContent('443');
    expect(within(panel).getByText('Protocol').nextSibling).toHaveTextContent('TCP');
    expect(within(panel).queryByText('Account')).toBeNull();
  });

  it('shows the activity figures and a text alternative of the history', () => {
    render(<ObjectPanelView kind="url" record={done(createUrlRecord())} defaultTab="activity" />, { wrapper: Providers });
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('48 / 2,319')).toBeInTheDocument();
    expect(within(panel).getByText(/\(412 activities\)/)).toBeInTheDocument();
    expect(within(panel).getByRole('table', { name: /Peak of 412 activities/ })).toBeInTheDocument();
  });

  it('shows a dash for every empty field and says there is no activity history', () => {
    render(<ObjectPanelView kind="url" record={done(objectRecordVariants.empty())} defaultTab="activity" />, { wrapper: Providers });
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByText('-')).toHaveLength(4);
    expect(within(panel).getByText('No activity history')).toBeInTheDocument();
  });
});
