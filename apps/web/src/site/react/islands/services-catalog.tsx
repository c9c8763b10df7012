import { ServicesCatalog } from '../../../features/services/services-page';
import { withContent } from '../with-content';

/** The services grid: its products come from the API once the page is idle. */
export default withContent(ServicesCatalog);
