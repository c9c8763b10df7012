import { everyPageIn } from './support/axe';

// Every page in Spanish, hydrated (support/axe.ts; the parts a visitor opens: a11y.spec.ts).
everyPageIn('es');
