import {
  BUDGET_RANGES,
  TYPE_FIELDS,
  normalizeProjectType,
  validateLead,
  type LeadMessageKey,
  type LeadStep,
  type ProjectType,
} from '@studio/shared';

/** What the visitor has entered: the lead's fields by their API names. */
export type QuoteValues = Record<string, string | string[] | boolean>;

export interface QuoteState {
  step: LeadStep;
  values: QuoteValues;
}

export const INITIAL_STATE: QuoteState = { step: 1, values: {} };

/** Session storage: the form survives a reload in the same tab, and is cleared after success. */
export const FORM_STORAGE_KEY = 'ona:quote-form';
/** The last request's tracking link, for the thank-you page. */
export const TRACKING_STORAGE_KEY = 'ona:quote-tracking';

export function projectTypeOf(values: QuoteValues): ProjectType | null {
  return normalizeProjectType(values.project_type);
}

/** The fields a step shows, in the order they appear (focus goes to the first invalid one). */
export function stepFields(step: LeadStep, type: ProjectType | null): string[] {
  if (step === 1) return ['project_type'];
  if (step === 2) return type ? TYPE_FIELDS[type].map((field) => field.name) : [];
  return ['name', 'email', 'phone', 'company', 'budget_range', 'message', 'consent'];
}

export function stepOfField(field: string, type: ProjectType | null): LeadStep {
  if (field === 'project_type') return 1;
  if (type && TYPE_FIELDS[type].some((item) => item.name === field)) return 2;
  return 3;
}

/** Validation of one step (and the ones before it), with the form's own options. */
export function validateStep(values: QuoteValues, step: LeadStep): Record<string, LeadMessageKey> {
  const result = validateLead(values, { upToStep: step, formOptions: true });
  if (result.ok) return {};
  const fields = new Set(stepFields(step, projectTypeOf(values)));
  return Object.fromEntries(Object.entries(result.errors).filter(([field]) => fields.has(field)));
}

/** A new type keeps nothing of the old one's budget, which may not exist for it. */
export function withType(values: QuoteValues, type: ProjectType): QuoteValues {
  const next: QuoteValues = { ...values, project_type: type };
  const budget = values.budget_range;
  if (typeof budget === 'string' && !BUDGET_RANGES[type].options.includes(budget)) {
    delete next.budget_range;
  }
  return next;
}

function isValues(value: unknown): value is QuoteValues {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (item) =>
      typeof item === 'string' ||
      typeof item === 'boolean' ||
      (Array.isArray(item) && item.every((entry) => typeof entry === 'string')),
  );
}

export function loadState(storage: Storage): QuoteState | null {
  try {
    const raw = storage.getItem(FORM_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { step?: unknown; values?: unknown };
    if (!isValues(parsed.values)) return null;
    const step = parsed.step === 2 || parsed.step === 3 ? parsed.step : 1;
    const type = projectTypeOf(parsed.values);
    return { step: type ? step : 1, values: parsed.values };
  } catch {
    return null;
  }
}

export function saveState(storage: Storage, state: QuoteState): void {
  try {
    // The honeypot is never kept.
    const { hp: _hp, ...values } = state.values;
    storage.setItem(FORM_STORAGE_KEY, JSON.stringify({ step: state.step, values }));
  } catch {
    // Storage full or disabled: the form still works, it just does not survive a reload.
  }
}

/**
 * The state to start from after hydration: the saved one, and `?tipo=` (either spelling)
 * preselects its type and starts at step 2.
 */
export function initialState(search: string, saved: QuoteState | null): QuoteState {
  const tipo = normalizeProjectType(new URLSearchParams(search).get('tipo'));
  const base = saved ?? INITIAL_STATE;
  if (!tipo) return base;
  const sameType = projectTypeOf(base.values) === tipo;
  return {
    step: sameType && base.step > 2 ? base.step : 2,
    values: withType(base.values, tipo),
  };
}
