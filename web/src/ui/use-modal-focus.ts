import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = [
  'button:not([disabled])',
  '[href]',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

export interface ModalFocusOptions {
  /** Gets the focus when the dialog opens (else the dialog's first control). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Escape calls it; omit it for a dialog that must be closed by its own button. */
  onEscape?: () => void;
}

/**
 * The keyboard rules of a modal dialog: focus moves into it on opening and stays there (Tab and
 * Shift+Tab cycle), Escape closes it when allowed, focus goes back to where it was on closing,
 * and the page behind is hidden from assistive technology meanwhile. Put `dialogRef` on the
 * dialog and `onKeyDown` on its backdrop.
 */
export function useModalFocus({ initialFocus, onEscape }: ModalFocusOptions) {
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const first = initialFocus?.current ?? dialogRef.current?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    const app = document.getElementById('root');
    app?.setAttribute('aria-hidden', 'true');
    return () => {
      app?.removeAttribute('aria-hidden');
      if (opener?.isConnected) opener.focus();
    };
    // The ref object is stable: this runs once per opening (focus in, then back on closing).
  }, [initialFocus]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && onEscape) {
      event.stopPropagation();
      onEscape();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return { dialogRef, onKeyDown };
}
