import { everyPageIn } from './support/axe';

// Every page in English, hydrated (support/axe.ts; the parts a visitor opens: a11y.spec.ts).
everyPageIn('en');
