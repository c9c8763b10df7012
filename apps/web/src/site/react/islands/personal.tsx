import ThanksPage from '../../../features/contact/thanks-page';
import TrackingPage from '../../../features/contact/tracking-page';
import { withPage } from '../page-root';

/** The thanks page reads this tab's request; the tracking page fetches a lead's status. */
export const Thanks = withPage(ThanksPage);
export const Tracking = withPage(TrackingPage);
