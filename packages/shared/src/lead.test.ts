import { describe, expect, it } from 'vitest';
import { LANGS } from './lang.js';
import { LEAD_MESSAGE_KEYS, LEAD_MESSAGES, leadMessage } from './lead-messages.js';
import {
  BUDGET_RANGES,
  PROJECT_TYPES,
  TYPE_FIELDS,
  normalizeProjectType,
  validateLead,
  type LeadErrors,
} from './lead.js';

const contact = { name: 'Ana Puig', email: 'ana@example.com', company: 'Puig SL', consent: true };

function errorsOf(input: unknown, options = {}): LeadErrors {
  const result = validateLead(input, options);
  return result.ok ? {} : result.errors;
}

describe('validateLead', () => {
  it('requires a known project type, and accepts the underscore spelling', () => {
    expect(errorsOf({})).toEqual({ project_type: 'lead.errors.project_type' });
    expect(errorsOf({ project_type: 'blog' })).toEqual({
      project_type: 'lead.errors.project_type',
    });
    expect(normalizeProjectType('aplicacion_saas')).toBe('aplicacion-saas');
    expect(normalizeProjectType('tienda_online')).toBe('tienda-online');
  });

  it.each([
    ['web-personal', { web_purpose: 'lead.errors.web_purpose' }],
    ['web-empresarial', { industry: 'lead.errors.industry' }],
    [
      'tienda-online',
      { product_type: 'lead.errors.product_type', products_count: 'lead.errors.products_count' },
    ],
    ['aplicacion-saas', { saas_description: 'lead.errors.saas_description' }],
    [
      'aplicacion-movil',
      {
        mobile_platforms: 'lead.errors.mobile_platforms',
        mobile_description: 'lead.errors.mobile_description',
      },
    ],
    ['ciberseguridad', { security_services: 'lead.errors.security_services' }],
  ])('step 2 of %s requires its own fields', (type, expected) => {
    expect(errorsOf({ project_type: type }, { upToStep: 2 })).toEqual(expected);
    // Blank text and empty lists count as missing.
    const blank = Object.fromEntries(
      Object.keys(expected).map((field) => [field, field.endsWith('s') ? [] : '   ']),
    );
    expect(errorsOf({ project_type: type, ...blank }, { upToStep: 2 })).toEqual(expected);
  });

  it('step 3 requires name, a valid email and consent; company except for a personal web', () => {
    expect(errorsOf({ project_type: 'web-empresarial', industry: 'Hostelería' })).toEqual({
      name: 'lead.errors.name',
      email: 'lead.errors.email',
      company: 'lead.errors.company',
      consent: 'lead.errors.consent',
    });
    const personal = { project_type: 'web-personal', web_purpose: 'portfolio' };
    expect(errorsOf({ ...personal, ...contact, company: '' })).toEqual({});
    for (const email of [
      'ana',
      'ana@',
      'ana@example',
      'a b@example.com',
      `${'a'.repeat(250)}@x.es`,
    ]) {
      expect(errorsOf({ ...personal, ...contact, email })).toEqual({ email: 'lead.errors.email' });
    }
    expect(errorsOf({ ...personal, ...contact, consent: 'yes' })).toEqual({
      consent: 'lead.errors.consent',
    });
  });

  it('enforces the bounds of decisions.md', () => {
    const base = { project_type: 'aplicacion-saas', saas_description: 'Un CRM', ...contact };
    expect(errorsOf({ ...base, name: 'a'.repeat(100) })).toEqual({});
    expect(errorsOf({ ...base, name: 'a'.repeat(101) })).toEqual({ name: 'lead.errors.too_long' });
    expect(errorsOf({ ...base, company: 'a'.repeat(121) })).toEqual({
      company: 'lead.errors.too_long',
    });
    expect(errorsOf({ ...base, saas_description: 'a'.repeat(1001) })).toEqual({
      saas_description: 'lead.errors.too_long',
    });
    expect(errorsOf({ ...base, message: 'a'.repeat(2000) })).toEqual({});
    expect(errorsOf({ ...base, message: 'a'.repeat(2001) })).toEqual({
      message: 'lead.errors.too_long',
    });
    expect(errorsOf({ ...base, phone: '+34 (93) 220-45-18' })).toEqual({});
    expect(errorsOf({ ...base, phone: '93 220 45 18 ext. 3' })).toEqual({
      phone: 'lead.errors.phone',
    });
    expect(errorsOf({ ...base, phone: '1'.repeat(31) })).toEqual({ phone: 'lead.errors.phone' });
  });

  it('accepts only listed values; the API takes both readings, the form only the first', () => {
    const security = { project_type: 'ciberseguridad', ...contact };
    const second = {
      ...security,
      security_services: ['pentesting', 'respuesta'],
      systems_count: 'mas-20',
      compliance_needed: ['eni', 'lopd'],
      budget_range: '2k-5k',
    };
    expect(errorsOf(second)).toEqual({});
    expect(errorsOf(second, { formOptions: true })).toEqual({
      security_services: 'lead.errors.invalid_option',
      systems_count: 'lead.errors.invalid_option',
      compliance_needed: 'lead.errors.invalid_option',
      budget_range: 'lead.errors.invalid_option',
    });
    expect(errorsOf({ ...security, security_services: ['auditoria', 'hacking'] })).toEqual({
      security_services: 'lead.errors.invalid_option',
    });
    const mobile = {
      project_type: 'aplicacion_movil',
      mobile_platforms: ['ios'],
      mobile_description: 'App de reservas',
      mobile_features: ['offline'],
      budget_range: '10k-25k',
      ...contact,
    };
    expect(errorsOf(mobile)).toEqual({});
    expect(errorsOf({ ...mobile, budget_range: 'mas-2k' })).toEqual({
      budget_range: 'lead.errors.invalid_option',
    });
  });

  it('normalises: hyphenated values, trimmed text, no unknown or foreign fields', () => {
    const result = validateLead({
      project_type: 'tienda_online',
      product_type: 'fisicos',
      products_count: 'menos_50',
      payment_gateways: ['stripe', 'bizum', 'stripe'],
      web_purpose: 'portfolio',
      admin: true,
      budget_range: 'no-sure',
      ...contact,
      name: '  Ana Puig ',
      hp: '',
    });
    expect(result).toEqual({
      ok: true,
      lead: {
        project_type: 'tienda-online',
        details: {
          product_type: 'fisicos',
          products_count: 'menos-50',
          payment_gateways: ['stripe', 'bizum'],
        },
        budget_range: 'no-sure',
        name: 'Ana Puig',
        email: 'ana@example.com',
        phone: null,
        company: 'Puig SL',
        message: null,
        consent: true,
      },
    });
  });

  it('every type offers budgets and fields with the spec lists', () => {
    expect(Object.keys(TYPE_FIELDS).sort()).toEqual([...PROJECT_TYPES].sort());
    expect(BUDGET_RANGES['aplicacion-movil'].options).toEqual(['menos-15k', '15k-40k', 'mas-40k']);
    const fields = Object.values(TYPE_FIELDS).flatMap((list) => list.map((field) => field.name));
    expect(new Set(fields)).toEqual(
      new Set([
        'web_purpose',
        'has_domain',
        'sections_count',
        'industry',
        'pages_count',
        'functionalities',
        'has_branding',
        'product_type',
        'products_count',
        'payment_gateways',
        'has_existing_products',
        'project_name',
        'saas_description',
        'saas_features',
        'integrations_needed',
        'expected_users',
        'mobile_platforms',
        'mobile_description',
        'needs_backend',
        'mobile_features',
        'security_services',
        'systems_count',
        'had_incidents',
        'compliance_needed',
      ]),
    );
  });
});

describe('LEAD_MESSAGES', () => {
  it('has the spec Spanish texts and a text for every key in every language', () => {
    expect(LEAD_MESSAGES.es.web_purpose).toBe('Selecciona para qué quieres tu web');
    expect(LEAD_MESSAGES.es.email).toBe('Email válido requerido');
    expect(LEAD_MESSAGES.es.company).toBe('Indica el nombre de tu empresa');
    for (const lang of LANGS) {
      for (const name of LEAD_MESSAGE_KEYS) expect(LEAD_MESSAGES[lang][name]).toMatch(/\S/);
    }
    expect(leadMessage('lead.errors.name', 'en')).toBe('Name required');
  });
});
