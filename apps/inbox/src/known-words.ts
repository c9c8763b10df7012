import { useTranslation } from 'react-i18next';
import {
  TYPE_FIELDS,
  acceptedBudgets,
  acceptedChoices,
  type DetailField,
  type ProjectType,
} from '@studio/shared';

/**
 * `value` in the inbox's words when it is one of `known`, else `value` itself, as text. What the
 * server sends and no schema narrows (a visitor's answer, an outbox state) never becomes part
 * of a translation key or a default: i18next reads nesting such as `$t(statuses.won)` in both
 * (a key it does not find is returned, and read, too), so a visitor could otherwise make the
 * inbox show its own words, or their words in its sentences.
 */
export function wordsOf<T extends string>(
  known: readonly T[],
  value: string,
  words: (value: T) => string,
): string {
  return (known as readonly string[]).includes(value) ? words(value as T) : value;
}

/** The quote form's detail fields by name: a name is the same field in every type with it. */
const DETAIL_FIELDS = new Map<string, DetailField>(
  Object.values(TYPE_FIELDS)
    .flat()
    .map((field) => [field.name, field]),
);
const FIELD_NAMES = [...DETAIL_FIELDS.keys()];

/** The answers a field may hold, as the API accepts them: none for a free-text field. */
function choicesOf(field: DetailField | undefined): readonly string[] {
  return field === undefined || field.kind === 'text' ? [] : acceptedChoices(field);
}

/**
 * A lead's answers in the quote form's words (the public site's translations): a field's name
 * and each answer that is one of its choices; anything else, a free-text answer above all, as
 * the visitor typed it. A choice the form no longer offers may have no words: its value shows.
 */
export function useAnswerWords() {
  const { t } = useTranslation();
  const choice = (name: string, known: readonly string[], value: string) =>
    wordsOf(known, value, (option) =>
      t(`form:options.${name}.${option}`, { defaultValue: option }),
    );
  return {
    field: (name: string) => wordsOf(FIELD_NAMES, name, (known) => t(`form:fields.${known}`)),
    answer: (name: string, value: string | readonly string[]) => {
      const known = choicesOf(DETAIL_FIELDS.get(name));
      return (typeof value === 'string' ? [value] : value)
        .map((one) => choice(name, known, one))
        .join(', ');
    },
    budget: (type: ProjectType | null, value: string) =>
      choice('budget_range', type === null ? [] : acceptedBudgets(type), value),
  };
}
