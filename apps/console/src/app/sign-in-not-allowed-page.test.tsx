import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { UiProvider } from '@soc/ui';
import { SignInNotAllowedPage } from './sign-in-not-allowed-page.tsx';

i18n.loadAndActivate({ locale: 'en', messages: {} });

describe('SignInNotAllowedPage', () => {
  it('names the problem in a heading and tells the user whom to contact', () => {
    render(
      <UiProvider>
        <I18nProvider i18n={i18n}>
          <SignInNotAllowedPage />
        </I18nProvider>
      </UiProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sign-in to this console is not allowed yet' })).toBeInTheDocument();
    expect(screen.getByText(/Contact your administrator/)).toBeInTheDocument();
  });
});
