import { everyPage } from './support/axe';

// Every page in every language, hydrated (support/axe.ts; the parts a visitor opens: a11y.spec.ts).
everyPage();
