import { everyPageIn } from './support/axe';

// Every page in Catalan, hydrated (support/axe.ts; the parts a visitor opens: a11y.spec.ts).
everyPageIn('ca');
