import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { useModalFocus } from '../../../ui/use-modal-focus';

const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.mobileHeader + 1};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.overlay};
`;

const StyledDialog = styled.div`
  width: 100%;
  max-width: 440px;
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.base};
  }
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[5]};
`;

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal confirmation: focus moves into it (to Cancel, the safe choice) and stays there (Tab and
 * Shift+Tab cycle through its buttons), Escape or Cancel close it, and focus goes back to where
 * it was. The page behind is hidden from assistive technology while it is open.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  // Cancel, the safe choice, gets the focus.
  const { dialogRef, onKeyDown } = useModalFocus({ initialFocus: cancel, onEscape: onCancel });

  return createPortal(
    <StyledBackdrop onKeyDown={onKeyDown}>
      <StyledDialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
      >
        <h2 id={titleId}>{title}</h2>
        <p id={bodyId}>{children}</p>
        <StyledButtons>
          <Button ref={cancel} onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button $variant="primary" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </StyledButtons>
      </StyledDialog>
    </StyledBackdrop>,
    document.body,
  );
}
