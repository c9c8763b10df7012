import { noticeNeverLargestIn } from './support/consent-lcp';

// The cookie notice never becomes the largest paint of a page in Catalan (support/consent-lcp.ts).
noticeNeverLargestIn('ca');
