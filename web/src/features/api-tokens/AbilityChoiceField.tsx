import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StyledFieldError, StyledFieldset, StyledRadio } from './TokenFormControls';
import { ABILITY_CHOICES, type AbilityChoice, type FieldProblem } from './token-form';

export interface AbilityChoiceFieldProps {
  value: AbilityChoice;
  problem: FieldProblem | undefined;
  onChange: (value: AbilityChoice) => void;
}

/** "Read" or "Read and write", each with what it allows. */
export function AbilityChoiceField({ value, problem, onChange }: AbilityChoiceFieldProps) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <StyledFieldset aria-describedby={problem ? errorId : undefined}>
      <legend>{t('apiTokens.create.abilities')}</legend>
      {ABILITY_CHOICES.map((choice) => (
        <StyledRadio key={choice}>
          <input
            type="radio"
            name={name}
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice)}
          />
          <div>
            <strong>{t(`apiTokens.abilities.${choice}`)}</strong>
            <span>{t(`apiTokens.abilityHints.${choice}`)}</span>
          </div>
        </StyledRadio>
      ))}
      {problem ? (
        <StyledFieldError id={errorId}>{t(`apiTokens.problems.${problem}`)}</StyledFieldError>
      ) : null}
    </StyledFieldset>
  );
}
