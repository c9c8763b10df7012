import { CookieTable } from '../../../features/legal/legal-page';
import { withPage } from '../page-root';

/** The cookie page's table: Google's rows appear when the server names a tag (decision 013). */
export default withPage(CookieTable);
