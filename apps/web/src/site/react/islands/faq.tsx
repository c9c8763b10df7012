import FaqPage from '../../../features/faq/faq-page';
import { withPage } from '../page-root';

/**
 * The FAQ page's body (intro, search, categories, questions, call to action): one island, as its
 * search and categories filter the list it shows.
 */
export default withPage(FaqPage);
