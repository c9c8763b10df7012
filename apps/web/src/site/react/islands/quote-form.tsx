import { QuoteForm } from '../../../features/contact/quote-form';
import { withPage } from '../page-root';

/** The contact page's three-step quote form. */
export default withPage(QuoteForm);
