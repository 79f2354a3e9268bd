// A labelled native select (keyboard- and screen-reader-friendly everywhere, the phone's own picker).
import { useId } from 'react';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
  /** Shown first while nothing is chosen. */
  placeholder?: string;
  required?: boolean;
}

export function SelectField({
  label,
  name,
  value,
  options,
  onChange,
  placeholder,
  required,
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className="select-field">
      <label className="select-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        required={required}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined ? (
          <option value="" disabled={required}>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
