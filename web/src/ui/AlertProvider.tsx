import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { Icon } from './Icon';

/** Alerts disappear after about 1.2 s. */
export const ALERT_AUTO_HIDE_MS = 1200;

export type AlertTone = 'success' | 'error';

interface ShownAlert {
  id: number;
  tone: AlertTone;
  message: string;
}

type ShowAlert = (tone: AlertTone, message: string) => void;

const AlertContext = createContext<ShowAlert | null>(null);

const StyledRegion = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.space[4]};
  right: ${({ theme }) => theme.space[4]};
  left: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space[2]};
  pointer-events: none;
`;

const StyledAlert = styled.div<{ $tone: AlertTone }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  background: ${({ theme, $tone }) =>
    $tone === 'success' ? theme.colors.successSoft : theme.colors.dangerSoft};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
  border: ${({ theme, $tone }) => ($tone === 'success' ? theme.borders.default : theme.borders.danger)};
`;

export function AlertProvider({ children }: { children: ReactNode }) {
  const [alerts, setAlerts] = useState<ShownAlert[]>([]);
  const nextId = useRef(1);
  /** The hide timers still pending: cleared when the provider goes (no update after unmount). */
  const hideTimers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const timers = hideTimers.current;
    return () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    };
  }, []);

  const show = useCallback<ShowAlert>((tone, message) => {
    const id = nextId.current++;
    setAlerts((current) => [...current, { id, tone, message }]);
    const timer = setTimeout(() => {
      hideTimers.current.delete(timer);
      setAlerts((current) => current.filter((alert) => alert.id !== id));
    }, ALERT_AUTO_HIDE_MS);
    hideTimers.current.add(timer);
  }, []);

  const value = useMemo(() => show, [show]);

  return (
    <AlertContext.Provider value={value}>
      {children}
      <StyledRegion role="status" aria-live="polite">
        {alerts.map((alert) => (
          <StyledAlert key={alert.id} $tone={alert.tone}>
            <Icon name={alert.tone === 'success' ? 'check' : 'alert'} size="sm" />
            {alert.message}
          </StyledAlert>
        ))}
      </StyledRegion>
    </AlertContext.Provider>
  );
}

export function useAlert(): ShowAlert {
  const show = useContext(AlertContext);
  if (!show) throw new Error('useAlert needs an <AlertProvider> above it');
  return show;
}
