import { Check } from 'lucide-react';

export const fieldId = (name: string) => `quote-${name}`;
const errorId = (name: string) => `quote-${name}-error`;
const hintId = (name: string) => `quote-${name}-hint`;

function describedBy(name: string, hint: boolean, error: boolean): string | undefined {
  const ids = [hint ? hintId(name) : null, error ? errorId(name) : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function RequiredMark({ label }: { label: string }) {
  return (
    <>
      <span className="quote-field__required" aria-hidden="true">
        *
      </span>
      <span className="visually-hidden"> ({label})</span>
    </>
  );
}

function FieldError({ name, message }: { name: string; message?: string }) {
  if (!message) return null;
  return (
    <p className="quote-field__error" id={errorId(name)}>
      {message}
    </p>
  );
}

interface BaseProps {
  name: string;
  label: string;
  required?: boolean;
  requiredLabel: string;
  hint?: string;
  error?: string;
}

export function TextField({
  name,
  label,
  required,
  requiredLabel,
  hint,
  error,
  value,
  onChange,
  multiline,
  type = 'text',
  autoComplete,
  placeholder,
  maxLength,
}: BaseProps & {
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
}) {
  const common = {
    id: fieldId(name),
    name,
    value,
    maxLength,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(name, Boolean(hint), Boolean(error)),
  } as const;
  return (
    <div className={`quote-field${error ? ' quote-field--invalid' : ''}`}>
      <label className="quote-field__label" htmlFor={fieldId(name)}>
        {label}
        {required && <RequiredMark label={requiredLabel} />}
      </label>
      {hint && (
        <p className="quote-field__hint" id={hintId(name)}>
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <FieldError name={name} message={error} />
    </div>
  );
}

interface ChoiceOption {
  value: string;
  label: string;
}

/**
 * A radio (one answer) or checkbox (several) group drawn as selectable chips. The group's
 * first input carries the field's id, so focus can go to it when the field is invalid.
 */
export function ChoiceGroup({
  name,
  label,
  required,
  requiredLabel,
  hint,
  error,
  options,
  multiple,
  value,
  onChange,
}: BaseProps & {
  options: readonly ChoiceOption[];
  multiple?: boolean;
  value: string | string[] | undefined;
  onChange: (value: string | string[]) => void;
}) {
  const selected = new Set(Array.isArray(value) ? value : value ? [value] : []);
  const toggle = (option: string) => {
    if (!multiple) return onChange(option);
    const next = new Set(selected);
    if (next.has(option)) next.delete(option);
    else next.add(option);
    onChange(options.map((item) => item.value).filter((item) => next.has(item)));
  };
  return (
    <fieldset
      className={`quote-field quote-choices${error ? ' quote-field--invalid' : ''}`}
      aria-describedby={describedBy(name, Boolean(hint), Boolean(error))}
      aria-invalid={error ? true : undefined}
      role={multiple ? 'group' : 'radiogroup'}
    >
      <legend className="quote-field__label">
        {label}
        {required && <RequiredMark label={requiredLabel} />}
      </legend>
      {hint && (
        <p className="quote-field__hint" id={hintId(name)}>
          {hint}
        </p>
      )}
      <div className="quote-choices__list">
        {options.map((option, index) => (
          <label className="quote-chip" key={option.value}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option.value}
              id={index === 0 ? fieldId(name) : undefined}
              checked={selected.has(option.value)}
              onChange={() => toggle(option.value)}
            />
            <span className="quote-chip__box" aria-hidden="true">
              <Check size={14} strokeWidth={3} />
            </span>
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError name={name} message={error} />
    </fieldset>
  );
}

export function StepIndicator({
  steps,
  current,
  label,
}: {
  steps: readonly string[];
  current: number;
  label: string;
}) {
  return (
    <ol className="quote-steps" aria-label={label}>
      {steps.map((title, index) => {
        const number = index + 1;
        const state = number < current ? 'done' : number === current ? 'current' : 'next';
        return (
          <li
            key={title}
            className={`quote-steps__item quote-steps__item--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="quote-steps__number" aria-hidden="true">
              {state === 'done' ? <Check size={16} strokeWidth={3} /> : number}
            </span>
            <span className="quote-steps__title">{title}</span>
          </li>
        );
      })}
    </ol>
  );
}
