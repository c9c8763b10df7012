import { ServicesCatalog } from '../../../features/services/services-page';
import { withPage } from '../page-root';

/** The services grid: its products come from the API once the page is idle. */
export default withPage(ServicesCatalog);
