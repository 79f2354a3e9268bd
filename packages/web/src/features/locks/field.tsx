// A label above a native control (select, date, time, number). The label names the control by id, so
// a select's name is its label alone, not its options' texts.
import { useId, type ReactNode } from 'react';

export function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="select-field lock-field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}
