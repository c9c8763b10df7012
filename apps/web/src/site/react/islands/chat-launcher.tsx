import { ChatLauncher } from '../../../features/chat/chat-launcher';
import { withPage } from '../page-root';

/** The chat button; the window's code and strings load on first open. */
export default withPage(ChatLauncher);
