// A labelled slider showing its value.
export function RangeField({
  label,
  min,
  max,
  value,
  onChange,
  testId,
}: {
  label: string;
  min: number;
  max: number;
  value: number;
  onChange: (value: number) => void;
  testId?: string;
}) {
  return (
    <label className="range-field">
      <span className="range-field__label">
        {label} <output>{value}</output>
      </span>
      <input
        type="range"
        min={min}
        max={max}
        value={value}
        data-testid={testId}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </label>
  );
}
