// Without zod: every page's first bundle needs these, and the schemas' modules would bring zod.

export const API_PREFIX = '/api/v1';

export const CSRF_HEADER = 'x-csrf-token';
