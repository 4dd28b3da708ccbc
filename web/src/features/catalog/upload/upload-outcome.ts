import { useCallback, useRef, useState, type RefObject } from 'react';
import { type FragmentOf } from '../../../graphql';
import { type CatalogUploadOutcome_report } from './catalog-upload-outcome-report';

/**
 * Without a completion event in this time an upload is given up (as the exports: 2 minutes): the
 * widget stops waiting, and Recent jobs stops saying the store is processing the file.
 */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** How the last catalog upload ended, as the outcome panel tells it (docs/upload-outcome.md). */
export type UploadOutcome =
  | {
      kind: 'processed';
      /** The name of the file the seller chose (the report may not carry one). */
      filename: string;
      /** Null only when the event came without a report: the counts are then unknown. */
      report: FragmentOf<typeof CatalogUploadOutcome_report> | null;
    }
  | {
      kind: 'refused';
      filename: string;
      /** Why the whole file was refused, written for the seller (upstream or our own text). */
      reason: string;
    };

/** Shared by the upload widget (which sets the outcome) and the panel (which shows it). */
export interface CatalogUploadOutcomeState {
  outcome: UploadOutcome | null;
  show: (outcome: UploadOutcome | null) => void;
  /** Hides the panel and gives the focus back to the widget's file chooser. */
  dismiss: () => void;
  /** The widget's file input, where the focus goes when the panel is dismissed. */
  fileInput: RefObject<HTMLInputElement | null>;
}

export function useCatalogUploadOutcome(): CatalogUploadOutcomeState {
  const [outcome, setOutcome] = useState<UploadOutcome | null>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const dismiss = useCallback(() => {
    setOutcome(null);
    fileInput.current?.focus();
  }, []);
  return { outcome, show: setOutcome, dismiss, fileInput };
}
