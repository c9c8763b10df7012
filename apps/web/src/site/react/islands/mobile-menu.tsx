import { MobileMenu } from '../../../components/mobile-menu';
import { withPage } from '../page-root';

/** The header's menu button and its dialog. */
export default withPage(MobileMenu);
