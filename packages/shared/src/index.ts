export * from './lang.js';
export * from './routes.js';
export * from './http.js';
export * from './content.js';
export * from './pricing.js';
export * from './faq.js';
