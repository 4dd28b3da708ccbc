import { expiryOf, type DayText, type ExpiryChoice } from './token-expiry';

/** The store's limit on a token's name. */
export const MAX_TOKEN_NAME_LENGTH = 100;

/** What the seller may choose: reading only, or reading and changing things. */
export type AbilityChoice = 'read' | 'readWrite';

export const ABILITY_CHOICES: readonly AbilityChoice[] = ['read', 'readWrite'];

export type ApiTokenAbilityValue = 'READ' | 'WRITE';

/** The GraphQL abilities of a choice ('write' alone cannot read, so it is never offered). */
export function abilitiesOf(choice: AbilityChoice): ApiTokenAbilityValue[] {
  return choice === 'read' ? ['READ'] : ['READ', 'WRITE'];
}

/** The choice a token's abilities amount to. */
export function choiceOf(abilities: readonly ApiTokenAbilityValue[]): AbilityChoice {
  return abilities.includes('WRITE') ? 'readWrite' : 'read';
}

export interface TokenFormValues {
  name: string;
  ability: AbilityChoice;
  expiry: ExpiryChoice;
  customDay: DayText;
}

/** A field of the form that can be refused, as the BFF names it (`input.name` → `name`). */
export type TokenField = 'name' | 'abilities' | 'expiresAt';

/** Why a field is refused: each reason has its own text in the locales. */
export type FieldProblem =
  'nameMissing' | 'nameTooLong' | 'nameInvalid' | 'abilitiesInvalid' | 'expiryInvalid';

export type TokenFormProblems = Partial<Record<TokenField, FieldProblem>>;

export type CheckedTokenForm =
  | {
      ok: true;
      input: { name: string; abilities: ApiTokenAbilityValue[]; expiresAt: string };
    }
  | { ok: false; problems: TokenFormProblems };

/** The form checked as the store would, so most mistakes are shown before anything is sent. */
export function checkTokenForm(values: TokenFormValues, now: Date): CheckedTokenForm {
  const problems: TokenFormProblems = {};
  const name = values.name.trim();
  if (name === '') problems.name = 'nameMissing';
  else if (name.length > MAX_TOKEN_NAME_LENGTH) problems.name = 'nameTooLong';
  const expiry = expiryOf(values.expiry, values.customDay, now);
  if (!expiry.ok) problems.expiresAt = 'expiryInvalid';
  if (problems.name || !expiry.ok) return { ok: false, problems };
  return {
    ok: true,
    input: { name, abilities: abilitiesOf(values.ability), expiresAt: expiry.expiresAt },
  };
}
