import { noticeNeverLargestIn } from './support/consent-lcp';

// The cookie notice never becomes the largest paint of a page in English (support/consent-lcp.ts).
noticeNeverLargestIn('en');
