import type { ReactNode } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../theme/global-style';
import { theme } from '../theme/theme';
import { AlertProvider } from '../ui/AlertProvider';
import type { DashboardRuntime } from './dashboard/dashboard-runtime';
import { DashboardRuntimeContext } from './dashboard/DashboardRuntimeContext';
import type { RealtimeConnection } from './realtime/realtime-connection';
import { RealtimeConnectionProvider } from './realtime/RealtimeConnectionContext';
import { DemoBanner } from './shell/DemoBanner';

export interface AppProvidersProps {
  i18n: i18n;
  realtime: RealtimeConnection;
  /** Apollo is provided by the dashboard frame (`shell/DashboardFrame`), not here. */
  dashboard: DashboardRuntime;
  children: ReactNode;
}

export function AppProviders({ i18n, realtime, dashboard, children }: AppProvidersProps) {
  return (
    <DashboardRuntimeContext.Provider value={dashboard}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <RealtimeConnectionProvider connection={realtime}>
            <AlertProvider>{children}</AlertProvider>
            {/* Every page, signed in or not, of a public demo. */}
            <DemoBanner />
          </RealtimeConnectionProvider>
        </ThemeProvider>
      </I18nextProvider>
    </DashboardRuntimeContext.Provider>
  );
}
