import { NewsletterSignup } from '../../../../../apps/web/src/components/newsletter-signup';
import { withPage } from '../page-context';

/** The footer's newsletter signup. */
export default withPage(NewsletterSignup);
