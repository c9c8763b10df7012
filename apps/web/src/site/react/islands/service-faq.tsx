import { ServiceFaq } from '../../../features/services/service-page';
import { withPage } from '../page-root';

/** A service page's questions: the one part of the page a visitor opens and closes. */
export default withPage(ServiceFaq);
