import { NewsletterSignup } from '../../../components/newsletter-signup';
import { withPage } from '../page-root';

/** The footer's newsletter signup. */
export default withPage(NewsletterSignup);
