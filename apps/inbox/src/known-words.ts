import { useTranslation } from 'react-i18next';
import {
  TYPE_FIELDS,
  acceptedBudgets,
  acceptedChoices,
  type DetailField,
  type ProjectType,
} from '@studio/shared';

/**
 * What no schema narrows (a visitor's answer, an outbox state) never becomes part of a
 * translation key or a default: i18next reads nesting such as `$t(statuses.won)` in both, so a
 * visitor could otherwise make the inbox show its own words, or theirs in its sentences.
 */
export function wordsOf<T extends string>(
  known: readonly T[],
  value: string,
  words: (value: T) => string,
): string {
  return (known as readonly string[]).includes(value) ? words(value as T) : value;
}

/** A name is the same field in every type that has it. */
const DETAIL_FIELDS = new Map<string, DetailField>(
  Object.values(TYPE_FIELDS)
    .flat()
    .map((field) => [field.name, field]),
);
const FIELD_NAMES = [...DETAIL_FIELDS.keys()];

/** In the quote form's words; a choice the form no longer offers may have none: its value shows. */
export function useAnswerWords() {
  const { t } = useTranslation();
  const choice = (name: string, known: readonly string[], value: string) =>
    wordsOf(known, value, (option) =>
      t(`form:options.${name}.${option}`, { defaultValue: option }),
    );
  return {
    field: (name: string) => wordsOf(FIELD_NAMES, name, (known) => t(`form:fields.${known}`)),
    answer: (name: string, value: string | readonly string[]) => {
      const field = DETAIL_FIELDS.get(name);
      const known = field === undefined || field.kind === 'text' ? [] : acceptedChoices(field);
      return (typeof value === 'string' ? [value] : value)
        .map((one) => choice(name, known, one))
        .join(', ');
    },
    budget: (type: ProjectType | null, value: string) =>
      choice('budget_range', type === null ? [] : acceptedBudgets(type), value),
  };
}
