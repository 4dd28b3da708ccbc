import { useRef, useState, type FormEvent } from 'react';
import { createFailureOf, failureOf, type TokenFailure } from './token-errors';
import { checkTokenForm, type TokenFormProblems, type TokenFormValues } from './token-form';
import { useCreateApiToken } from './use-api-token-mutations';

export interface CreatedToken {
  name: string;
  plainTextToken: string;
}

/**
 * The create form's state: checked as the store would before sending, then the store's
 * refusals at their fields; the first refused field gets the focus.
 */
export function useCreateTokenForm(onCreated: (created: CreatedToken) => void) {
  const fields = {
    name: useRef<HTMLInputElement>(null),
    expiry: useRef<HTMLSelectElement>(null),
    day: useRef<HTMLInputElement>(null),
  };
  const [values, setValues] = useState<TokenFormValues>({
    name: '',
    ability: 'read',
    expiry: 'days90',
    customDay: '',
  });
  const [problems, setProblems] = useState<TokenFormProblems>({});
  const [failure, setFailure] = useState<TokenFailure | null>(null);
  const { create, creating } = useCreateApiToken();

  function change(next: Partial<TokenFormValues>) {
    setValues((current) => ({ ...current, ...next }));
  }

  function show(found: TokenFormProblems, formFailure: TokenFailure | null) {
    setProblems(found);
    setFailure(formFailure);
    if (found.name) fields.name.current?.focus();
    else if (found.expiresAt) (fields.day.current ?? fields.expiry.current)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (creating) return;
    const checked = checkTokenForm(values, new Date());
    if (!checked.ok) {
      show(checked.problems, null);
      return;
    }
    show({}, null);
    try {
      const outcome = await create(checked.input);
      if ('created' in outcome) {
        onCreated(outcome.created);
        return;
      }
      console.warn('API token not created', outcome.refused);
      const refused = createFailureOf(outcome.refused);
      show(refused.fields, refused.form);
    } catch (error) {
      console.warn('API token not created', error);
      show({}, failureOf(error));
    }
  }

  return { fields, values, change, problems, failure, creating, submit };
}
