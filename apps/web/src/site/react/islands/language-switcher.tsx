import { LanguageSwitcher } from '../../../components/language-switcher';
import { withPage } from '../page-root';

/** The header's language links: they remember the choice (a cookie the server reads). */
export default withPage(LanguageSwitcher);
