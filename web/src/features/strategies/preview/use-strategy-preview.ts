import { useEffect, useState } from 'react';
import { useQuery, type TypedDocumentNode } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { readFragment, type FragmentOf, type ResultOf } from '../../../graphql';
import { hasErrorCode } from '../../../graphql-errors';
import { saveErrorMessage } from '../save-error-message';
import {
  StrategyPreviewPanel_preview,
  StrategyPreviewSaved_preview,
  StrategyPreviewSummary_figures,
  type ResellStrategyPreviewQuery,
} from './preview-documents';
import type { PreviewFigures } from './preview-figures';
import { useSettledValue } from './use-settled-value';

/** The pause in typing after which the preview asks again. */
export const PREVIEW_DELAY_MS = 400;

/** Both preview queries answer the same shape: the edited strategy's preview, the saved one's. */
export type PreviewResult = ResultOf<typeof ResellStrategyPreviewQuery>;
export interface PreviewVariables<Input> {
  categoryId: string;
  input: Input;
  savedInput: Input;
  compare: boolean;
}

/** What the preview shows now. */
export type PreviewState =
  | { status: 'closed' }
  /** The form cannot be sent yet (a number missing): nothing to preview. */
  | { status: 'incomplete' }
  | { status: 'loading' }
  /** The store does not offer previews; the card works without. */
  | { status: 'unavailable' }
  /** The input is refused, with the message Apply would show. */
  | { status: 'refused'; message: string }
  | { status: 'failed'; retry: () => void }
  | {
      status: 'ready';
      edited: FragmentOf<typeof StrategyPreviewPanel_preview>;
      figures: PreviewFigures;
      marketAt: string;
      currencySymbol: string;
      /** The saved strategy's figures while the form differs from it. */
      saved: PreviewFigures | null;
      /** The answer shown is of an earlier form; a newer one is on its way. */
      updating: boolean;
    };

export interface StrategyPreview {
  open: boolean;
  toggle: () => void;
  state: PreviewState;
}

const keyOf = (input: unknown) => JSON.stringify(input);

/**
 * The preview of the strategy being edited, asked for once the seller opens it and again after
 * each pause in typing. The last answer stays on screen until the next one arrives, and a request
 * overtaken by a newer form is cancelled (Apollo unsubscribes from it, which aborts its fetch).
 */
export function useStrategyPreview<Input>(
  query: TypedDocumentNode<PreviewResult, PreviewVariables<Input>>,
  {
    categoryId,
    input,
    savedInput,
  }: { categoryId: string; input: Input | null; savedInput: Input | null },
): StrategyPreview {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [unsupported, setUnsupported] = useState(false);
  const currentKey = keyOf(input);
  const settledInput = useSettledValue(input, currentKey, PREVIEW_DELAY_MS);
  const settledKey = keyOf(settledInput);
  const compare = savedInput !== null && keyOf(savedInput) !== settledKey;
  const { data, previousData, loading, error, refetch } = useQuery(query, {
    variables:
      settledInput === null
        ? undefined
        : { categoryId, input: settledInput, savedInput: savedInput ?? settledInput, compare },
    skip: !open || settledInput === null || unsupported,
    fetchPolicy: 'no-cache',
    notifyOnNetworkStatusChange: true,
  });
  const refusedAsUnsupported = hasErrorCode(error, 'UNSUPPORTED_BY_STORE');
  useEffect(() => {
    if (refusedAsUnsupported) setUnsupported(true);
  }, [refusedAsUnsupported]);

  function state(): PreviewState {
    if (!open) return { status: 'closed' };
    if (unsupported || refusedAsUnsupported) return { status: 'unavailable' };
    if (input === null) return { status: 'incomplete' };
    if (error && !loading) {
      return hasErrorCode(error, 'BAD_USER_INPUT')
        ? { status: 'refused', message: saveErrorMessage(error, t('common.errors.somethingWrong')) }
        : { status: 'failed', retry: () => void refetch() };
    }
    const answer = data ?? previousData;
    if (!answer) return { status: 'loading' };
    const edited = readFragment(StrategyPreviewPanel_preview, answer.edited);
    const saved = answer.saved ? readFragment(StrategyPreviewSaved_preview, answer.saved) : null;
    return {
      status: 'ready',
      edited: answer.edited,
      figures: readFragment(StrategyPreviewSummary_figures, edited.summary),
      marketAt: edited.marketAt,
      currencySymbol: edited.currencySymbol,
      saved: saved && compare ? readFragment(StrategyPreviewSummary_figures, saved.summary) : null,
      updating: !data || loading || settledKey !== currentKey,
    };
  }

  return { open, toggle: () => setOpen((current) => !current), state: state() };
}
