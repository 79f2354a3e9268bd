// One choice of a few, as a row of buttons (a radio group for assistive technology).
export interface Choice<V extends string> {
  value: V;
  label: string;
}

interface ChoiceGroupProps<V extends string> {
  label: string;
  value: V | null;
  choices: Choice<V>[];
  onChange: (value: V) => void;
  disabled?: boolean;
  /** Show the label above the buttons (otherwise it is only read out). */
  showLabel?: boolean;
}

export function ChoiceGroup<V extends string>({
  label,
  value,
  choices,
  onChange,
  disabled = false,
  showLabel = false,
}: ChoiceGroupProps<V>) {
  return (
    <div className="choice-group">
      {showLabel ? <span className="choice-group__label">{label}</span> : null}
      <div className="choice-group__options" role="radiogroup" aria-label={label}>
        {choices.map((choice) => (
          <button
            key={choice.value}
            type="button"
            role="radio"
            aria-checked={choice.value === value}
            disabled={disabled}
            className={`choice-group__option${choice.value === value ? ' choice-group__option--on' : ''}`}
            onClick={() => onChange(choice.value)}
          >
            {choice.label}
          </button>
        ))}
      </div>
    </div>
  );
}
