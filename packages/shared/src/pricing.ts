import type { ServiceSlug } from './routes.js';

// Euros, VAT included. Service pages and the quote form's estimate both read these, so a price
// changes in one place; the words around each figure are in the translations.

export interface Duration {
  min: number;
  max: number;
  unit: 'days' | 'weeks';
}

export interface Price {
  amount: number;
  from?: boolean;
  per?: 'month' | 'hour';
}

interface PriceTier {
  id: 'basic' | 'standard' | 'premium';
  price: Price;
  facts?: Readonly<Record<string, number>>;
}

export interface ServicePricing {
  from: Price;
  term: Duration;
  tiers: readonly [PriceTier, PriceTier, PriceTier];
  extras: Readonly<Record<string, Price | Duration>>;
  /** Each step of the service's process, in order. */
  process?: readonly Duration[];
  facts?: Readonly<Record<string, number>>;
}

const weeks = (min: number, max = min): Duration => ({ min, max, unit: 'weeks' });
const days = (min: number, max = min): Duration => ({ min, max, unit: 'days' });
const eur = (amount: number, options: Omit<Price, 'amount'> = {}): Price => ({
  amount,
  ...options,
});

export const GENERAL_TERMS = {
  currency: 'EUR',
  vatIncluded: true,
  warrantyYears: 2,
  paymentMilestones: { start: 40, staging: 40, production: 20 },
  replyWithinHours: 24,
  typicalReplyHours: { min: 2, max: 4 },
  businessHours: { opens: '09:00', closes: '18:00', timeZone: 'CET', days: 'Mon-Fri' },
  expressDeliveryDays: 14,
} as const;

export const PRICING: Readonly<Record<ServiceSlug, ServicePricing>> = {
  'web-personal': {
    from: eur(800, { from: true }),
    term: weeks(1, 2),
    tiers: [
      { id: 'basic', price: eur(800), facts: { sections: 3 } },
      { id: 'standard', price: eur(1200), facts: { sections: 5, maintenanceMonths: 1 } },
      { id: 'premium', price: eur(1800, { from: true }), facts: { maintenanceMonths: 3 } },
    ],
    extras: {
      hosting: eur(10, { from: true, per: 'month' }),
      blogMin: eur(200),
      blogMax: eur(300),
      maintenance: eur(50, { from: true, per: 'month' }),
    },
  },
  'web-empresarial': {
    from: eur(1500, { from: true }),
    term: weeks(2, 4),
    tiers: [
      { id: 'basic', price: eur(1500) },
      { id: 'standard', price: eur(2500), facts: { maintenanceMonths: 2 } },
      { id: 'premium', price: eur(4000, { from: true }), facts: { maintenanceMonths: 6 } },
    ],
    extras: {
      hosting: eur(25, { from: true, per: 'month' }),
      maintenance: eur(80, { from: true, per: 'month' }),
      ecommerceExtension: eur(1500, { from: true }),
    },
    facts: { maintenanceHoursPerMonth: 2 },
  },
  'tienda-online': {
    from: eur(2500, { from: true }),
    term: weeks(4, 6),
    tiers: [
      { id: 'basic', price: eur(2500), facts: { products: 50, gateways: 1 } },
      { id: 'standard', price: eur(4000), facts: { products: 200, maintenanceMonths: 3 } },
      { id: 'premium', price: eur(6000, { from: true }), facts: { maintenanceMonths: 6 } },
    ],
    extras: {
      hosting: eur(35, { from: true, per: 'month' }),
      maintenance: eur(120, { from: true, per: 'month' }),
      postLaunchSupport: days(30),
    },
    facts: { maintenanceProductsPerMonth: 20 },
  },
  'aplicacion-saas': {
    from: eur(5000, { from: true }),
    term: weeks(6, 10),
    tiers: [
      {
        id: 'basic',
        price: eur(5000, { from: true }),
        facts: { warrantyYears: 2, hostingMonths: 3, supportDays: 30 },
      },
      { id: 'standard', price: eur(12000), facts: { hostingMonths: 6, supportDays: 60 } },
      {
        id: 'premium',
        price: eur(20000, { from: true }),
        facts: { maintenanceMonths: 12, uptimePercent: 99.9 },
      },
    ],
    extras: {
      hosting: eur(80, { from: true, per: 'month' }),
      maintenance: eur(200, { from: true, per: 'month' }),
    },
    process: [weeks(1), weeks(1, 2), weeks(2, 3), weeks(2, 3), weeks(1), days(3, 5)],
  },
  ciberseguridad: {
    from: eur(800, { from: true }),
    term: days(3, 5),
    tiers: [
      { id: 'basic', price: eur(800), facts: { consultingHours: 1 } },
      { id: 'standard', price: eur(2500), facts: { trainingHours: 2, supportDays: 30 } },
      { id: 'premium', price: eur(400, { from: true, per: 'month' }), facts: { responseHours: 4 } },
    ],
    extras: {
      incidentResponse: eur(150, { from: true, per: 'hour' }),
    },
    process: [days(1), days(1, 2), days(2, 3), days(1), days(1, 2), days(1)],
  },
  'aplicacion-movil': {
    from: eur(6000, { from: true }),
    term: weeks(8, 12),
    tiers: [
      { id: 'basic', price: eur(3000) },
      { id: 'standard', price: eur(8000), facts: { supportMonths: 3 } },
      { id: 'premium', price: eur(14000, { from: true }), facts: { supportMonths: 6 } },
    ],
    extras: {
      maintenance: eur(150, { from: true, per: 'month' }),
      googleReview: days(1, 3),
      appleReview: days(1, 7),
    },
    facts: { warrantyYears: 2, previousOsVersions: 2 },
    process: [weeks(1), weeks(2), weeks(2, 3), weeks(2, 3), weeks(1, 2), days(3, 7)],
  },
};

/** Not included in the mobile prices. */
export const APP_STORE_FEES = {
  apple: { amount: 99, currency: 'USD', per: 'year' },
  google: { amount: 25, currency: 'USD', per: 'once' },
} as const;

export const GATEWAY_FEE = { percentMin: 1.5, percentMax: 2.5, fixed: 0.25 } as const;

export const EXPRESS_PHASES = [
  { id: 'analysis', days: { from: 1, to: 2 } },
  { id: 'development', days: { from: 3, to: 10 } },
  { id: 'testing', days: { from: 11, to: 12 } },
  { id: 'launch', days: { from: 13, to: 14 } },
] as const;
