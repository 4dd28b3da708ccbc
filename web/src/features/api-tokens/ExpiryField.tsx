import { useId, useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Select, TextInput } from '../../ui/FormControls';
import { StyledField, StyledFieldError } from './TokenFormControls';
import { EXPIRY_CHOICES, customDayBounds, type DayText, type ExpiryChoice } from './token-expiry';
import type { FieldProblem } from './token-form';

export interface ExpiryFieldProps {
  choice: ExpiryChoice;
  customDay: DayText;
  problem: FieldProblem | undefined;
  selectRef: Ref<HTMLSelectElement>;
  dayRef: Ref<HTMLInputElement>;
  onChange: (next: { expiry?: ExpiryChoice; customDay?: DayText }) => void;
}

/** 30 days, 90 days, a year, or a day picked between tomorrow and a year from today. */
export function ExpiryField({
  choice,
  customDay,
  problem,
  selectRef,
  dayRef,
  onChange,
}: ExpiryFieldProps) {
  const { t } = useTranslation();
  const selectId = useId();
  const dayId = useId();
  const errorId = `${selectId}-error`;
  const bounds = useMemo(() => customDayBounds(new Date()), []);
  const custom = choice === 'custom';
  return (
    <>
      <StyledField>
        <label htmlFor={selectId}>{t('apiTokens.create.expiry')}</label>
        <Select
          ref={selectRef}
          id={selectId}
          value={choice}
          aria-invalid={!custom && Boolean(problem)}
          aria-describedby={!custom && problem ? errorId : undefined}
          // The select offers only EXPIRY_CHOICES.
          onChange={(event) => onChange({ expiry: event.target.value as ExpiryChoice })}
        >
          {EXPIRY_CHOICES.map((option) => (
            <option key={option} value={option}>
              {t(`apiTokens.expiryChoices.${option}`)}
            </option>
          ))}
        </Select>
      </StyledField>
      {custom ? (
        <StyledField>
          <label htmlFor={dayId}>{t('apiTokens.create.customDay')}</label>
          <TextInput
            ref={dayRef}
            id={dayId}
            type="date"
            min={bounds.min}
            max={bounds.max}
            value={customDay}
            aria-invalid={Boolean(problem)}
            aria-describedby={problem ? errorId : undefined}
            onChange={(event) => onChange({ customDay: event.target.value })}
          />
        </StyledField>
      ) : null}
      {problem ? (
        <StyledFieldError id={errorId}>{t(`apiTokens.problems.${problem}`)}</StyledFieldError>
      ) : null}
    </>
  );
}
