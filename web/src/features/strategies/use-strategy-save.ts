import { useState } from 'react';
import { useMutation, type TypedDocumentNode } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useAlert } from '../../ui/AlertProvider';
import { fieldKey, inputRefusalMessages, type UserErrorEntry } from '../../user-errors';

/** A save mutation's answer: its payload under the alias `save`, refusals in userErrors. */
interface SaveResult {
  /** Null only beside the request's error, which Apollo throws. */
  save: { userErrors: readonly UserErrorEntry[] } | null;
}

export interface StrategySave<Input> {
  saving: boolean;
  /** Why the last Apply was refused, one line per problem, shown until the next Apply. */
  errorMessages: readonly string[];
  /** Saves the category's strategy (the mutation's input is the category's id and `input`). */
  apply: (categoryId: string, input: Input) => Promise<void>;
}

/** The label of the form field an input path names (its last part), when the form shows one. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  minPricePercentage: 'strategies.resell.minPercentage',
  maxPricePercentage: 'strategies.resell.maxPercentage',
  value: 'strategies.resell.value',
  comparison: 'strategies.resell.comparison',
  marketPrice: 'strategies.resell.marketPrice',
  margin: 'strategies.resell.margin',
  validateAgainstNextGen: 'strategies.resell.nextGen',
  roundingType: 'strategies.rounding.type',
  roundingValue: 'strategies.rounding.type',
  pricePositioning: 'strategies.buyback.percentage',
};

/**
 * What the card says of a refusal: each BAD_USER_INPUT message (worded by the BFF in the user's
 * language) after the label of the field it is about; any other refusal the generic text.
 */
export function refusalLines(entries: readonly UserErrorEntry[], t: TFunction): string[] {
  const lines = inputRefusalMessages(entries).map((message) => {
    const entry = entries.find((candidate) => candidate.message === message);
    const last = entry ? fieldKey(entry)?.split('.').at(-1) : undefined;
    const label = last ? FIELD_LABELS[last] : undefined;
    return label ? t('strategies.fieldError', { field: t(label), message }) : message;
  });
  return lines.length > 0 ? lines : [t('common.errors.somethingWrong')];
}

/**
 * Apply's outcome for one of the save mutations: 'Strategy updated' as an alert, or why not in the
 * card. A request that fails as a whole (network, session gone) gets the generic text.
 */
export function useStrategySave<Full extends { categoryId: string }>(
  mutation: TypedDocumentNode<SaveResult, { input: Full }>,
): StrategySave<Omit<Full, 'categoryId'>> {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const [mutate] = useMutation(mutation);
  const [saving, setSaving] = useState(false);
  const [errorMessages, setErrorMessages] = useState<readonly string[]>([]);

  async function apply(categoryId: string, input: Omit<Full, 'categoryId'>) {
    setSaving(true);
    setErrorMessages([]);
    try {
      const { data } = await mutate({
        // The form's input and its category make the whole input again.
        variables: { input: { ...input, categoryId } as Full },
      });
      const userErrors = data?.save?.userErrors ?? [];
      if (!data?.save || userErrors.length > 0) {
        console.warn('strategy not saved', userErrors);
        setErrorMessages(refusalLines(userErrors, t));
        return;
      }
      showAlert('success', t('strategies.updated'));
    } catch (error) {
      console.warn('strategy not saved', error);
      setErrorMessages([t('common.errors.somethingWrong')]);
    } finally {
      setSaving(false);
    }
  }

  return { saving, errorMessages, apply };
}
