export * from './lang.js';
export * from './routes.js';
export * from './http.js';
export * from './content.js';
export * from './pricing.js';
export * from './number-format.js';
// The modules without zod are exported on their own, not through the schemas' modules: a bundler
// that keeps a module's top-level calls (Rollup) would otherwise carry zod into every page that
// needs a constant (decision 022).
export * from './api-constants.js';
export * from './api-client.js';
export * from './chat-limits.js';
export * from './chat-client.js';
export * from './chat-handover-client.js';
export * from './consent-tags.js';
export * from './chat.js';
export * from './chat-handover.js';
export * from './email.js';
export * from './lead.js';
export * from './lead-messages.js';
export * from './lead-api.js';
export * from './lead-requests.js';
export * from './faq.js';
export * from './text.js';
export * from './estimate.js';
export * from './funnel-events.js';
export * from './funnel.js';
export * from './consent.js';
export * from './service-figures.js';
export * from './studio.js';
export * from './studio-variables.js';
export * from './figure-variables.js';
