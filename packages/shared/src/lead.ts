import { SERVICE_SLUGS, type ServiceSlug } from './routes.js';
import { EMAIL_MAX_LENGTH, parseEmailAddress } from './email.js';
import type { LeadMessageName } from './lead-messages.js';

/**
 * The quote request (decision 005): each project type's fields and options, and the one validation
 * the form and the API both run, answering message keys (their words: lead-messages.ts).
 */

export const PROJECT_TYPES = SERVICE_SLUGS;
export type ProjectType = ServiceSlug;

/** `aplicacion_saas` (the translations' spelling) -> `aplicacion-saas`; null when unknown. */
export function normalizeProjectType(value: unknown): ProjectType | null {
  if (typeof value !== 'string') return null;
  const hyphenated = value.trim().toLowerCase().replaceAll('_', '-');
  return (PROJECT_TYPES as readonly string[]).includes(hyphenated)
    ? (hyphenated as ProjectType)
    : null;
}

export type LeadMessageKey = `lead.errors.${LeadMessageName}`;
const key = (name: LeadMessageName): LeadMessageKey => `lead.errors.${name}`;

/** Bounds of each field (decision 005). */
export const LEAD_LIMITS = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  phone: 30,
  company: 120,
  freeText: 1000,
  message: 2000,
} as const;

export interface ChoiceField {
  name: string;
  kind: 'choice' | 'multi';
  /** What the form offers (the first of the two option lists). */
  options: readonly string[];
  /** What the API also accepts (the translations' reading). */
  alsoAccepted?: readonly string[];
  /** The message when missing; the field is optional without it. */
  required?: LeadMessageKey;
}

export interface TextField {
  name: string;
  kind: 'text';
  required?: LeadMessageKey;
  /** Shown as a textarea. */
  long?: boolean;
}

export type DetailField = ChoiceField | TextField;

const choice = (
  name: string,
  options: readonly string[],
  extra: Partial<Omit<ChoiceField, 'name' | 'options' | 'kind'>> = {},
): ChoiceField => ({ name, kind: 'choice', options, ...extra });
const multi = (
  name: string,
  options: readonly string[],
  extra: Partial<Omit<ChoiceField, 'name' | 'options' | 'kind'>> = {},
): ChoiceField => ({ name, kind: 'multi', options, ...extra });
const text = (name: string, extra: Partial<Omit<TextField, 'name' | 'kind'>> = {}): TextField => ({
  name,
  kind: 'text',
  ...extra,
});

/** Step 2 of the form: each type's own fields, in the order the form shows them. */
export const TYPE_FIELDS: Readonly<Record<ProjectType, readonly DetailField[]>> = {
  'web-personal': [
    choice('web_purpose', ['portfolio', 'cv-online', 'blog-personal', 'negocio-local'], {
      required: key('web_purpose'),
    }),
    choice('has_domain', ['si', 'no', 'ayuda']),
    choice('sections_count', ['1-3', '4-5', '6+']),
  ],
  'web-empresarial': [
    text('industry', { required: key('industry') }),
    choice('pages_count', ['5-8', '8-12', '12-20', 'mas-20']),
    multi('functionalities', ['blog', 'area-clientes', 'crm', 'multiidioma']),
    choice('has_branding', ['si', 'no', 'ayuda']),
  ],
  'tienda-online': [
    choice('product_type', ['fisicos', 'digitales', 'servicios', 'mixto'], {
      required: key('product_type'),
    }),
    choice('products_count', ['menos-50', '50-200', '200-500', 'mas-500'], {
      required: key('products_count'),
    }),
    multi('payment_gateways', ['stripe', 'redsys', 'paypal', 'bizum', 'transferencia']),
    choice('has_existing_products', ['no', 'excel', 'otra-tienda', 'erp']),
  ],
  'aplicacion-saas': [
    text('project_name'),
    text('saas_description', { required: key('saas_description'), long: true }),
    multi('saas_features', ['login', 'admin-panel', 'dashboard', 'api', 'pagos', 'notificaciones']),
    text('integrations_needed', { long: true }),
    choice('expected_users', ['menos-100', '100-1000', '1000-10000', 'mas-10000']),
  ],
  ciberseguridad: [
    multi(
      'security_services',
      ['auditoria', 'hardening', 'copias', 'monitorizacion', 'formacion', 'cumplimiento'],
      {
        alsoAccepted: ['pentesting', 'consultoria', 'monitoreo', 'respuesta'],
        required: key('security_services'),
      },
    ),
    choice('systems_count', ['1-5', '6-20', '21-50', 'mas-50'], {
      alsoAccepted: ['5-20', 'mas-20', 'no-sure'],
    }),
    choice('had_incidents', ['si', 'no', 'no-seguro']),
    multi('compliance_needed', ['rgpd', 'iso27001', 'ens', 'otro'], {
      alsoAccepted: ['eni', 'lopd', 'ninguna'],
    }),
  ],
  'aplicacion-movil': [
    text('project_name'),
    multi('mobile_platforms', ['ios', 'android', 'ambas'], {
      required: key('mobile_platforms'),
    }),
    text('mobile_description', { required: key('mobile_description'), long: true }),
    choice('needs_backend', ['si', 'no', 'ya-tengo']),
    multi('mobile_features', ['login', 'push', 'gps', 'camara', 'pagos'], {
      alsoAccepted: ['offline'],
    }),
  ],
};

export const BUDGET_NOT_SURE = 'no-sure';

/** budget_range per type: the form's list (each also offers no-sure) and the other reading. */
export const BUDGET_RANGES: Readonly<
  Record<ProjectType, { options: readonly string[]; alsoAccepted?: readonly string[] }>
> = {
  'web-personal': { options: ['menos-1k', '1k-2k', 'mas-2k'] },
  'web-empresarial': { options: ['menos-3k', '3k-8k', 'mas-8k'] },
  'tienda-online': { options: ['menos-5k', '5k-15k', 'mas-15k'] },
  'aplicacion-saas': { options: ['menos-10k', '10k-30k', 'mas-30k'] },
  'aplicacion-movil': {
    options: ['menos-15k', '15k-40k', 'mas-40k'],
    alsoAccepted: ['menos-10k', '10k-25k', 'mas-25k'],
  },
  ciberseguridad: {
    options: ['menos-3k', '3k-10k', 'mas-10k'],
    alsoAccepted: ['menos-2k', '2k-5k', '5k-15k', 'mas-15k'],
  },
};

export function companyRequired(type: ProjectType): boolean {
  return type !== 'web-personal';
}

/** The contact fields of step 3 (besides budget_range and consent). */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'company', 'message'] as const;

export type LeadDetails = Record<string, string | string[]>;

/** A validated, normalised lead: only known fields, trimmed, hyphenated spellings. */
export interface Lead {
  project_type: ProjectType;
  details: LeadDetails;
  budget_range: string | null;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string | null;
  consent: true;
}

export type LeadErrors = Record<string, LeadMessageKey>;

export type LeadValidation = { ok: true; lead: Lead } | { ok: false; errors: LeadErrors };

const NUL = /\0/;
const PHONE_PATTERN = /^[0-9 +\-()]+$/;

/** A checked field: its normalised value (null when empty) or the message key of its error. */
export interface CheckedField {
  value: string | null;
  error?: LeadMessageKey;
}

/**
 * The contact name's rule (1-100 characters once trimmed). Exported with the e-mail and consent
 * rules so other ways in (the chat's hand-over) apply the quote form's rules, not a copy.
 */
export function checkLeadName(value: unknown, required = true): CheckedField {
  if (typeof value === 'string' && NUL.test(value)) return { value: null, error: key('name') };
  const name = readText(value);
  if (name === undefined) return { value: null, error: key('name') };
  if (name === null) return required ? { value: null, error: key('name') } : { value: null };
  if (name.length > LEAD_LIMITS.name) return { value: null, error: key('too_long') };
  return { value: name };
}

/**
 * The e-mail rule: required, and once trimmed a bare `local@domain` of up to 254 characters
 * (parseEmailAddress in email.ts). The value is the address as stored and mailed.
 */
export function checkLeadEmail(value: unknown): CheckedField {
  if (typeof value === 'string' && NUL.test(value)) return { value: null, error: key('email') };
  const text = readText(value);
  const email = text ? parseEmailAddress(text) : null;
  if (email === null) return { value: null, error: key('email') };
  return { value: email };
}

export function checkLeadConsent(value: unknown): LeadMessageKey | undefined {
  return value === true ? undefined : key('consent');
}

/** The form's step of each field, so a step validates only its own fields. */
export type LeadStep = 1 | 2 | 3;

/**
 * A text field as stored: trimmed, null when empty, undefined when not a string. NUL characters
 * go: no form can type one, and PostgreSQL's text refuses it (the whole request would fail).
 */
function readText(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return undefined; // wrong type
  const trimmed = value.replaceAll('\0', '').trim();
  return trimmed === '' ? null : trimmed;
}

function hyphenate(value: string): string {
  return value.trim().toLowerCase().replaceAll('_', '-');
}

export function acceptedChoices(field: ChoiceField): readonly string[] {
  return [...field.options, ...(field.alsoAccepted ?? [])];
}

/** Every budget_range the API accepts for a type: the form's, the other reading, no-sure. */
export function acceptedBudgets(type: ProjectType): readonly string[] {
  const budgets = BUDGET_RANGES[type];
  return [...budgets.options, ...(budgets.alsoAccepted ?? []), BUDGET_NOT_SURE];
}

function accepted(field: ChoiceField, form: boolean): readonly string[] {
  return form ? field.options : acceptedChoices(field);
}

/** What a validation up to step 2 answers for the fields of step 3, which it does not check. */
const UNCHECKED_CONTACT = {
  budget_range: null,
  name: '',
  email: '',
  phone: null,
  company: null,
  message: null,
  consent: true,
} as const;

export interface ValidateOptions {
  /** Only the fields of this step and the ones before (the form's Continuar). */
  upToStep?: LeadStep;
  /** Only the form's own options (the first reading); the API accepts both. */
  formOptions?: boolean;
}

/**
 * Validates a submitted quote request (the form's values or the API's JSON body) and
 * normalises it. Errors are keyed by field (`general` never appears here).
 */
export function validateLead(input: unknown, options: ValidateOptions = {}): LeadValidation {
  const step = options.upToStep ?? 3;
  const form = options.formOptions ?? false;
  const body: Record<string, unknown> =
    typeof input === 'object' && input !== null && !Array.isArray(input)
      ? (input as Record<string, unknown>)
      : {};
  const errors: LeadErrors = {};
  const details: LeadDetails = {};

  const type = normalizeProjectType(body.project_type);
  if (!type) {
    errors.project_type = key('project_type');
    return { ok: false, errors };
  }

  if (step >= 2) {
    for (const field of TYPE_FIELDS[type]) {
      const raw = body[field.name];
      if (field.kind === 'text') {
        const value = readText(raw);
        if (value === undefined) errors[field.name] = field.required ?? key('invalid_option');
        else if (value === null) {
          if (field.required) errors[field.name] = field.required;
        } else if (value.length > LEAD_LIMITS.freeText) errors[field.name] = key('too_long');
        else details[field.name] = value;
      } else if (field.kind === 'choice') {
        const value = readText(raw);
        if (value === null) {
          if (field.required) errors[field.name] = field.required;
        } else if (value === undefined || !accepted(field, form).includes(hyphenate(value))) {
          errors[field.name] = field.required ?? key('invalid_option');
        } else details[field.name] = hyphenate(value);
      } else {
        const list = raw === undefined || raw === null ? [] : raw;
        const allowed = accepted(field, form);
        if (
          !Array.isArray(list) ||
          !list.every((item) => typeof item === 'string' && allowed.includes(hyphenate(item)))
        ) {
          errors[field.name] = key('invalid_option');
        } else if (list.length === 0) {
          if (field.required) errors[field.name] = field.required;
        } else {
          details[field.name] = [...new Set(list.map((item: string) => hyphenate(item)))];
        }
      }
    }
  }

  if (step < 3) {
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    return { ok: true, lead: { ...UNCHECKED_CONTACT, project_type: type, details } };
  }

  const budgetRaw = readText(body.budget_range);
  let budget_range: string | null = null;
  if (budgetRaw !== null) {
    const allowed = form
      ? [...BUDGET_RANGES[type].options, BUDGET_NOT_SURE]
      : acceptedBudgets(type);
    if (budgetRaw === undefined || !allowed.includes(hyphenate(budgetRaw))) {
      errors.budget_range = key('invalid_option');
    } else budget_range = hyphenate(budgetRaw);
  }

  const { value: name, error: nameError } = checkLeadName(body.name);
  if (nameError) errors.name = nameError;

  const { value: email, error: emailError } = checkLeadEmail(body.email);
  if (emailError) errors.email = emailError;

  const phone = readText(body.phone);
  if (
    phone === undefined ||
    (phone && (phone.length > LEAD_LIMITS.phone || !PHONE_PATTERN.test(phone)))
  ) {
    errors.phone = key('phone');
  }

  const company = readText(body.company);
  if (company === undefined) errors.company = key('company');
  else if (company === null) {
    if (companyRequired(type)) errors.company = key('company');
  } else if (company.length > LEAD_LIMITS.company) errors.company = key('too_long');

  const message = readText(body.message);
  if (message === undefined) errors.message = key('invalid_option');
  else if (message && message.length > LEAD_LIMITS.message) errors.message = key('too_long');

  const consentError = checkLeadConsent(body.consent);
  if (consentError) errors.consent = consentError;

  if (Object.keys(errors).length > 0 || !name || !email) return { ok: false, errors };
  return {
    ok: true,
    lead: {
      project_type: type,
      details,
      budget_range,
      name,
      email,
      phone: phone ?? null,
      company: company ?? null,
      message: message ?? null,
      consent: true,
    },
  };
}

/** True when the hidden anti-spam field was filled (a bot). */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const hp = (body as Record<string, unknown>).hp;
  return hp !== undefined && hp !== null && hp !== '' && hp !== false;
}

export const LEAD_STATUSES = ['received', 'in_review', 'quoted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Tracking tokens: 32 random bytes, base64url (43 characters). */
export const TRACKING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
