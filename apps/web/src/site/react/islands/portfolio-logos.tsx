import { PortfolioLogos } from '../../../features/portfolio/portfolio-page';
import { withPage } from '../page-root';

/** The clients' logos: the server's `/logos/index.json` once the page is idle, else the 12 built in. */
export default withPage(PortfolioLogos);
