import './chat-launcher.css';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { MessageCircle, X } from 'lucide-react';
import { CHAT_LIMITS } from '@studio/shared';
import { loadOnce } from '../../lib/load-once';
import { withPage } from '../../site/react/page-root';
import { chatMemory } from './chat-storage';
import type { ChatWidgetProps } from './chat-widget';

type Widget = ComponentType<ChatWidgetProps>;

const loadWidget = loadOnce((i18n: I18n): Promise<Widget> =>
  Promise.all([import('./chat-widget'), i18n.loadNamespaces('chat')]).then(
    ([module]) => module.ChatWidget,
  ),
);

/** On every page: the window is a chunk of its own, loaded on first open or with the nudge. */
function ChatLauncher() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [nudge, setNudge] = useState(false);
  const [widget, setWidget] = useState<{ Component: Widget } | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const load = useCallback(() => {
    loadWidget(i18n).then(
      (Component) => setWidget({ Component }),
      () => setOpen(false),
    );
  }, [i18n]);

  // A window left open stays open after a reload of the same tab.
  useEffect(() => {
    if (!chatMemory.isOpen()) return;
    loadWidget(i18n).then(
      (Component) => {
        setWidget({ Component });
        setOpen(true);
      },
      () => chatMemory.setOpen(false),
    );
  }, [i18n]);

  useEffect(() => {
    if (open) load();
  }, [open, load]);

  useEffect(() => {
    if (chatMemory.wasOpened() || chatMemory.wasNudged()) return;
    const timer = setTimeout(() => {
      if (chatMemory.wasOpened()) return;
      chatMemory.setNudged();
      setNudge(true);
      load();
    }, CHAT_LIMITS.nudgeMs);
    return () => clearTimeout(timer);
  }, [load]);

  const openChat = () => {
    chatMemory.setOpened();
    chatMemory.setOpen(true);
    setNudge(false);
    setOpen(true);
  };
  const closeChat = useCallback(() => {
    chatMemory.setOpen(false);
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  const Widget = open ? widget?.Component : undefined;
  return (
    <div className="chat-dock">
      {nudge && !open && (
        <div className="chat-nudge">
          <button type="button" className="chat-nudge__text" onClick={openChat}>
            {t('chat.nudge')}
          </button>
          <button
            type="button"
            className="chat-nudge__dismiss"
            onClick={() => setNudge(false)}
            aria-label={t('chat.dismissNudge')}
          >
            <X aria-hidden="true" />
          </button>
        </div>
      )}
      <button
        ref={buttonRef}
        type="button"
        className="chat-launcher"
        aria-label={open ? t('chat.close') : t('chat.open')}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={open ? closeChat : openChat}
      >
        <MessageCircle aria-hidden="true" />
      </button>
      {Widget && <Widget onClose={closeChat} />}
    </div>
  );
}

export default withPage(ChatLauncher);
