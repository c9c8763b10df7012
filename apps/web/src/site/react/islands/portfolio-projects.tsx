import { PortfolioProjects } from '../../../features/portfolio/portfolio-page';
import { withContent } from '../with-content';

/** The featured and other projects: from the API once the page is idle. */
export default withContent(PortfolioProjects);
