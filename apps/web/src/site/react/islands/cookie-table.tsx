import { CookieTable } from '../../../features/legal/legal-page';
import { withPage } from '../page-context';

/** The cookie page's table: Google's rows appear when the server names a tag (decision 013). */
export default withPage(CookieTable);
