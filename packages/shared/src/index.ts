export * from './lang.js';
export * from './routes.js';
export * from './http.js';
export * from './content.js';
export * from './pricing.js';
export * from './lead.js';
export * from './lead-messages.js';
export * from './lead-api.js';
