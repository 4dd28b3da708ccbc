import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { createI18n } from '../../app/i18n/create-i18n';
import type { SupportedLocale } from '../../app/i18n/supported-locales';
import { theme } from '../../theme/theme';

/**
 * Renders one component with what every screen has around it (texts in `locale`, the theme, a
 * router), for tests of a component on its own; whole screens use test/renderApp.
 */
export function renderUi(element: ReactElement, { locale = 'en-GB' as SupportedLocale } = {}) {
  const i18n = createI18n(locale);
  const user = userEvent.setup();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <MemoryRouter>{element}</MemoryRouter>
      </ThemeProvider>
    </I18nextProvider>,
  );
  return { ...view, user, i18n };
}
