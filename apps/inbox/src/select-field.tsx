import { useId } from 'react';

/** `any`, when given, is a first option that leaves the field empty (a filter). */
export function SelectField({
  label,
  name,
  values,
  words,
  defaultValue,
  any,
}: {
  label: string;
  name: string;
  values: readonly string[];
  words: (value: string) => string;
  defaultValue: string;
  any?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={defaultValue}>
        {any !== undefined && <option value="">{any}</option>}
        {values.map((value) => (
          <option key={value} value={value}>
            {words(value)}
          </option>
        ))}
      </select>
    </div>
  );
}
