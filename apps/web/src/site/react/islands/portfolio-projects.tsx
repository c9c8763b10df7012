import { PortfolioProjects } from '../../../features/portfolio/portfolio-page';
import { withPage } from '../page-root';

/** The featured and other projects: from the API once the page is idle. */
export default withPage(PortfolioProjects);
