import { firstVisitsIn } from './support/page-weight';

// What a phone downloads on a first visit to every page in Catalan (support/page-weight.ts).
firstVisitsIn('ca');
