import type { ReactNode } from 'react';
import { ApolloProvider, type ApolloClient } from '@apollo/client';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../theme/GlobalStyle';
import { theme } from '../theme/theme';
import { AlertProvider } from '../ui/AlertProvider';

export interface AppProvidersProps {
  client: ApolloClient<unknown>;
  i18n: i18n;
  children: ReactNode;
}

export function AppProviders({ client, i18n, children }: AppProvidersProps) {
  return (
    <ApolloProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <AlertProvider>{children}</AlertProvider>
        </ThemeProvider>
      </I18nextProvider>
    </ApolloProvider>
  );
}
