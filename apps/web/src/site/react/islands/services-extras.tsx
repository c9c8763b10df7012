import { ServicesExtras } from '../../../features/services/services-page';
import { withPage } from '../page-root';

/** The extras: from the API once the page is idle. */
export default withPage(ServicesExtras);
