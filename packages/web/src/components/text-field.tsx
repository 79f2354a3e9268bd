// A labelled Ionic input with its error shown under it (Ionic shows errorText on .ion-invalid.ion-touched).
import type { ReactNode } from 'react';
import { IonInput, IonInputPasswordToggle } from './ionic/lazy-components';
import type { TextFieldTypes } from '@ionic/core';

interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  error?: string | null;
  helper?: string;
  type?: TextFieldTypes;
  autocomplete?: HTMLInputElement['autocomplete'];
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  maxlength?: number;
  required?: boolean;
  disabled?: boolean;
  readonly?: boolean;
  children?: ReactNode;
}

export function TextField({
  name,
  label,
  value,
  onChange,
  onBlur,
  onFocus,
  error,
  helper,
  type = 'text',
  autocomplete,
  inputMode,
  maxlength,
  required = false,
  disabled = false,
  readonly = false,
  children,
}: TextFieldProps) {
  return (
    <div className={`text-field${readonly ? ' text-field--readonly' : ''}`}>
      <IonInput
        className={error ? 'ion-invalid ion-touched' : undefined}
        name={name}
        label={label}
        labelPlacement="floating"
        fill="outline"
        type={type}
        value={value}
        autocomplete={autocomplete as never}
        inputmode={inputMode}
        maxlength={maxlength}
        required={required}
        disabled={disabled}
        readonly={readonly}
        errorText={error ?? undefined}
        helperText={helper}
        aria-invalid={error ? true : undefined}
        onIonInput={(event) => onChange(String(event.detail.value ?? ''))}
        onIonBlur={onBlur}
        onIonFocus={onFocus}
      >
        {type === 'password' ? <IonInputPasswordToggle slot="end" /> : null}
      </IonInput>
      {children}
    </div>
  );
}
