import { firstVisits } from './support/page-weight';

// What a phone downloads on a first visit to every page in every language (support/page-weight.ts).
firstVisits();
