import { noticeNeverLargest } from './support/consent-lcp';

// The cookie notice never becomes the largest paint of a page, in any language (support/consent-lcp.ts).
noticeNeverLargest();
