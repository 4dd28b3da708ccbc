import { useId } from 'react';
import { NumberInput, Select } from '../../ui/FormControls';
import { StyledField } from './FormControls';
import { parseNumber } from './strategy-forms';

export interface NumberFieldProps {
  label: string;
  /** The text as typed ('12,5' is fine); numbers are read only when sending. */
  value: string;
  /** Shown invalid when it is not a number (unless `optional` and empty) or `invalid` says so. */
  invalid?: boolean;
  optional?: boolean;
  onChange: (value: string) => void;
}

/** A labelled number input of a strategy form, marked invalid while it cannot be read. */
export function NumberField({ label, value, invalid, optional, onChange }: NumberFieldProps) {
  const id = useId();
  const unreadable = !(optional && value.trim() === '') && parseNumber(value) === null;
  return (
    <StyledField htmlFor={id}>
      {label}
      <NumberInput
        id={id}
        value={value}
        aria-invalid={unreadable || Boolean(invalid)}
        onChange={(event) => onChange(event.target.value)}
      />
    </StyledField>
  );
}

export interface SelectFieldProps<Value extends string> {
  label: string;
  value: Value;
  options: ReadonlyArray<{ value: Value; label: string }>;
  /** Spans two columns of the field grid. */
  wide?: boolean;
  onChange: (value: Value) => void;
}

/** A labelled choice of a strategy form. */
export function SelectField<Value extends string>({
  label,
  value,
  options,
  wide,
  onChange,
}: SelectFieldProps<Value>) {
  const id = useId();
  return (
    <StyledField htmlFor={id} $wide={wide}>
      {label}
      <Select
        id={id}
        value={value}
        // The select offers only `options`, so its value is one of them.
        onChange={(event) => onChange(event.target.value as Value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </StyledField>
  );
}
