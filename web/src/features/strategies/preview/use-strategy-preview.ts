import { useEffect, useRef, useState } from 'react';
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
  /** The form cannot be sent yet (a number missing) and nothing was previewed before. */
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
      /** The largest moves, largest first. */
      items: ReadonlyArray<PreviewResult['edited']['items']['edges'][number]['node']>;
      figures: PreviewFigures;
      marketAt: string;
      currencySymbol: string;
      /** The saved strategy's figures while the form differs from it. */
      saved: PreviewFigures | null;
      /** The answer shown is of an earlier form; a newer one is on its way. */
      updating: boolean;
      /** The form cannot be sent as it is now (a number being typed): the answer is of before. */
      incomplete: boolean;
    };

export interface StrategyPreview {
  open: boolean;
  toggle: () => void;
  state: PreviewState;
}

const keyOf = (input: unknown) => JSON.stringify(input);

/**
 * The preview of the strategy being edited, asked for once the seller opens it and again after
 * each pause in typing. The last answer stays on screen until the next one arrives (Apollo's
 * previousData), and a request overtaken by a newer form is cancelled (useRequestSignal).
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
  const signal = useRequestSignal(open ? `${settledKey}|${compare}` : null);
  const { data, previousData, loading, error, refetch } = useQuery(query, {
    variables:
      settledInput === null
        ? undefined
        : { categoryId, input: settledInput, savedInput: savedInput ?? settledInput, compare },
    skip: !open || settledInput === null || unsupported,
    fetchPolicy: 'no-cache',
    notifyOnNetworkStatusChange: true,
    context: { fetchOptions: { signal } },
  });
  const refusedAsUnsupported = hasErrorCode(error, 'UNSUPPORTED_BY_STORE');
  useEffect(() => {
    if (refusedAsUnsupported) setUnsupported(true);
  }, [refusedAsUnsupported]);

  function state(): PreviewState {
    if (!open) return { status: 'closed' };
    if (unsupported || refusedAsUnsupported) return { status: 'unavailable' };
    if (error && !loading && input !== null) {
      return hasErrorCode(error, 'BAD_USER_INPUT')
        ? { status: 'refused', message: saveErrorMessage(error, t('common.errors.somethingWrong')) }
        : { status: 'failed', retry: () => void refetch() };
    }
    const answer = data ?? previousData;
    if (!answer) return input === null ? { status: 'incomplete' } : { status: 'loading' };
    const edited = readFragment(StrategyPreviewPanel_preview, answer.edited);
    const saved = answer.saved ? readFragment(StrategyPreviewSaved_preview, answer.saved) : null;
    return {
      status: 'ready',
      edited: answer.edited,
      items: answer.edited.items.edges.map((edge) => edge.node),
      figures: readFragment(StrategyPreviewSummary_figures, edited.summary),
      marketAt: edited.marketAt,
      currencySymbol: edited.currencySymbol,
      saved: saved && compare ? readFragment(StrategyPreviewSummary_figures, saved.summary) : null,
      updating: input !== null && (!data || loading || settledKey !== currentKey),
      incomplete: input === null,
    };
  }

  return { open, toggle: () => setOpen((current) => !current), state: state() };
}

/**
 * An abort signal per request: when the request changes (a newer form, the preview closed), the
 * previous one's fetch is aborted at once. Apollo ignores an answer to variables it no longer
 * shows, but leaves the request itself running until later (and the store computing a preview
 * nobody will read); the signal is handed to its HTTP link through the query's fetch options.
 * Aborted only when replaced, not on unmount, where Apollo ends the request itself (and where a
 * development build's double mount would abort a request still in use).
 */
function useRequestSignal(requestKey: string | null): AbortSignal {
  const current = useRef<{ key: string | null; controller: AbortController } | null>(null);
  if (current.current?.key !== requestKey) {
    current.current = { key: requestKey, controller: new AbortController() };
  }
  const request = current.current;
  useEffect(
    () => () => {
      if (current.current !== request) request.controller.abort();
    },
    [request],
  );
  return request.controller.signal;
}
