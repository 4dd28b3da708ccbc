import { useId, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useModalFocus } from '../../ui/use-modal-focus';

const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.mobileHeader + 1};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.overlay};
  overflow-y: auto;
`;

const StyledDialog = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  max-width: 520px;
  max-height: 100%;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export interface TokenDialogProps {
  title: string;
  /** Gets the focus when the dialog opens (else the dialog's first control). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Escape calls it; omit it for a dialog that must be closed by its own button. */
  onEscape?: () => void;
  children: ReactNode;
}

/**
 * A modal dialog of the tokens screen: focus moves into it and stays there (Tab and Shift+Tab
 * cycle), Escape closes it when allowed, focus goes back to where it was, and the page behind is
 * hidden from assistive technology while it is open.
 */
export function TokenDialog({ title, initialFocus, onEscape, children }: TokenDialogProps) {
  const titleId = useId();
  const { dialogRef, onKeyDown } = useModalFocus({ initialFocus, onEscape });

  return createPortal(
    <StyledBackdrop onKeyDown={onKeyDown}>
      <StyledDialog ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>{title}</h2>
        {children}
      </StyledDialog>
    </StyledBackdrop>,
    document.body,
  );
}
