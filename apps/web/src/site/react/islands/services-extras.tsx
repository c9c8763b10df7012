import { ServicesExtras } from '../../../features/services/services-page';
import { withContent } from '../with-content';

/** The extras: from the API once the page is idle. */
export default withContent(ServicesExtras);
