import type { ReactNode } from 'react';
import { ApolloProvider, type ApolloClient } from '@apollo/client';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../theme/GlobalStyle';
import { theme } from '../theme/theme';
import type { RealtimeConnection } from './realtime/realtimeConnection';
import { RealtimeConnectionProvider } from './realtime/RealtimeConnectionContext';
import { AlertProvider } from '../ui/AlertProvider';

export interface AppProvidersProps {
  client: ApolloClient<unknown>;
  i18n: i18n;
  realtime: RealtimeConnection;
  children: ReactNode;
}

export function AppProviders({ client, i18n, realtime, children }: AppProvidersProps) {
  return (
    <ApolloProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <RealtimeConnectionProvider connection={realtime}>
            <AlertProvider>{children}</AlertProvider>
          </RealtimeConnectionProvider>
        </ThemeProvider>
      </I18nextProvider>
    </ApolloProvider>
  );
}
