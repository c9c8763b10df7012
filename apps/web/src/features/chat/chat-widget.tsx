import './chat.css';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Maximize2, Minimize2, Minus, SendHorizontal, Trash2, X, MoveDiagonal } from 'lucide-react';
import {
  CHAT_LIMITS,
  CHAT_QUICK_REPLIES,
  SERVICE_SLUGS,
  isModelQuestion,
  type ChatQuickReply,
  type ChatStatus,
} from '@studio/shared';
import { pageHref, PageLink } from '../../lib/page-links';
import { useLang } from '../../lib/page-context';
import { whatsappHref } from '../../lib/site-settings';
import { trackingPath } from '../../lib/tracking-path';
import { askAssistant, ChatServerError, fetchChatStatus, toServerMessages } from './chat-api';
import { clampSize, DEFAULT_SIZE, sizeLimits, type Size } from './chat-size';
import { loadConversation, newEntryId, saveConversation, type ChatEntry } from './chat-storage';
import { ChatText } from './chat-text';
import { HandoverForm } from './chat-handover';

/** null while the status call is under way; 'unreachable' when the API cannot be reached. */
type Availability = ChatStatus | null | 'unreachable';

const RESIZE_STEP = 24;

const entryDomId = (id: string) => `chat-entry-${id}`;

const fitViewport = (size: Size) => clampSize(size, window.innerWidth, window.innerHeight);

function useWindowSize(maximized: boolean) {
  const [size, setSize] = useState(() => fitViewport(DEFAULT_SIZE));
  useEffect(() => {
    const onResize = () => setSize(fitViewport);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  const resize = useCallback((next: Size) => setSize(fitViewport(next)), []);
  const shown = maximized ? sizeLimits(window.innerWidth, window.innerHeight).max : size;
  return { size, shown, resize };
}

export interface ChatWidgetProps {
  onClose: () => void;
}

export function ChatWidget({ onClose }: ChatWidgetProps) {
  const { t } = useTranslation('chat');
  const { t: tc } = useTranslation('common');
  const lang = useLang();
  const titleId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const [entries, setEntries] = useState<ChatEntry[]>(loadConversation);
  const [input, setInput] = useState('');
  const [waiting, setWaiting] = useState(false);
  const [availability, setAvailability] = useState<Availability>(null);
  const [minimized, setMinimized] = useState(false);
  const [maximized, setMaximized] = useState(false);
  const { size, shown, resize } = useWindowSize(maximized);
  const [handoverOpen, setHandoverOpen] = useState(false);
  /** A message's DOM id or 'input': focused once the next render is on screen. */
  const [focusRequest, setFocusRequest] = useState<string | null>(null);

  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest === 'input') inputRef.current?.focus();
    else document.getElementById(focusRequest)?.focus();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-shot focus request
    setFocusRequest(null);
  }, [focusRequest]);

  useEffect(() => saveConversation(entries), [entries]);

  useEffect(() => {
    let active = true;
    fetchChatStatus().then(
      (status) => active && setAvailability(status),
      () => active && setAvailability('unreachable'),
    );
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    if (minimized) return;
    const timer = setTimeout(() => inputRef.current?.focus(), CHAT_LIMITS.focusDelayMs);
    return () => clearTimeout(timer);
  }, [minimized]);

  // Also when the hand-over form opens: the list shrinks, and the offer must stay in view.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [entries, waiting, minimized, handoverOpen]);

  const status = availability === 'unreachable' ? null : availability;
  const blockedByStatus = status !== null && !status.available;
  const offline = availability === 'unreachable' || blockedByStatus;

  const append = (...added: ChatEntry[]) => setEntries((current) => [...current, ...added]);
  const setBot = (id: string, text: string, error = false, signature?: string) =>
    setEntries((current) => {
      const entry: ChatEntry = {
        id,
        from: 'bot',
        text,
        ...(error ? { error } : {}),
        ...(signature ? { signature } : {}),
      };
      return current.some((e) => e.id === id)
        ? current.map((e) => (e.id === id ? entry : e))
        : [...current, entry];
    });

  function modelAnswer(): string {
    if (status?.available) {
      return status.provider === 'openai-compatible'
        ? t('model.llm', { model: status.model ?? 'GPT' })
        : t('model.builtin');
    }
    return t('model.offline');
  }

  async function send(raw: string) {
    const text = raw.trim();
    if (!text || waiting) return;
    const botId = newEntryId();
    try {
      const user: ChatEntry = { id: newEntryId(), from: 'user', text };
      setInput('');
      append(user);
      if (isModelQuestion(text)) {
        append({ id: botId, from: 'bot', text: modelAnswer() });
        return;
      }
      if (blockedByStatus) {
        append({ id: botId, from: 'bot', text: t('offline.message'), error: true });
        return;
      }
      const messages = toServerMessages([...entries, user]);
      setWaiting(true);
      try {
        const answer = await askAssistant(messages, lang, (soFar) => setBot(botId, soFar));
        if (availability === 'unreachable') {
          fetchChatStatus().then(setAvailability, () => undefined);
        }
        if (!answer.text.trim()) {
          setBot(botId, t('errors.empty'), true);
          return;
        }
        setBot(botId, answer.text, false, answer.signature);
        const after: ChatEntry[] = [];
        if (answer.suggestions.length > 0) {
          after.push({ id: newEntryId(), from: 'suggestions', options: answer.suggestions });
        }
        // The team last: what is left when none of the suggestions fits.
        if (answer.handover) after.push({ id: newEntryId(), from: 'offer' });
        if (after.length > 0) append(...after);
      } catch (error) {
        if (error instanceof ChatServerError) {
          // The rate limit's own text is not translated: say it in the visitor's language.
          const message = error.status === 429 ? t('errors.tooMany') : error.message;
          setBot(botId, message || t('errors.generic'), true);
        } else if (error instanceof TypeError) {
          setAvailability('unreachable');
          setBot(botId, t('errors.send'), true);
        } else {
          setBot(botId, (error as Error | undefined)?.message || t('errors.generic'), true);
        }
      } finally {
        setWaiting(false);
      }
    } catch {
      setBot(botId, t('errors.unexpected'), true);
    }
  }

  function chooseSuggestion(question: string) {
    // The button is disabled while the answer comes: focus goes where the visitor can go on.
    setFocusRequest('input');
    void send(question);
  }

  function closeHandover() {
    setHandoverOpen(false);
    setFocusRequest('input');
  }

  function handedOver(trackingUrl: string) {
    const id = newEntryId();
    setHandoverOpen(false);
    // The link on this site's own origin, as the thanks page shows it.
    append({ id, from: 'handed', trackingUrl: trackingPath(trackingUrl) ?? trackingUrl });
    setFocusRequest(entryDomId(id));
  }

  function quickReply(option: ChatQuickReply) {
    if (option === 'person') {
      append(
        { id: newEntryId(), from: 'user', text: t('handover.personRequest') },
        { id: newEntryId(), from: 'bot', text: t('handover.personAnswer') },
      );
      setHandoverOpen(true);
      return;
    }
    if (option === 'quote') {
      window.location.assign(pageHref('contact', lang));
      onClose();
      return;
    }
    const user: ChatEntry = { id: newEntryId(), from: 'user', text: t(`quick.${option}`) };
    if (option === 'services') {
      append(user, { id: newEntryId(), from: 'bot', text: t('servicesAnswer') });
    } else {
      append(
        user,
        { id: newEntryId(), from: 'bot', text: t('deadlinesQuestion') },
        { id: newEntryId(), from: 'buttons', options: SERVICE_SLUGS.map((value) => ({ value })) },
      );
    }
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send(input);
    }
  }

  function onDialogKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  }

  // The handle sits at the top-left corner: the window is anchored bottom-right.
  const drag = useRef<{ x: number; y: number; size: Size } | null>(null);
  function onHandlePointerDown(event: PointerEvent<HTMLButtonElement>) {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    setMaximized(false);
    drag.current = { x: event.clientX, y: event.clientY, size: shown };
  }
  function onHandlePointerMove(event: PointerEvent<HTMLButtonElement>) {
    const start = drag.current;
    if (!start) return;
    resize({
      width: start.size.width + (start.x - event.clientX),
      height: start.size.height + (start.y - event.clientY),
    });
  }
  function onHandlePointerUp() {
    drag.current = null;
  }
  function onHandleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const step = event.shiftKey ? RESIZE_STEP * 4 : RESIZE_STEP;
    const deltas: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const delta = deltas[event.key];
    if (!delta) return;
    event.preventDefault();
    setMaximized(false);
    resize({ width: shown.width + delta[0], height: shown.height + delta[1] });
  }

  const canSend = input.trim() !== '' && !waiting && !blockedByStatus;
  const lastBot = entries.at(-1);
  const showTyping = waiting && !(lastBot?.from === 'bot' && lastBot.text !== '');
  // Older suggestion groups stay as a record; only the newest is still a live choice.
  const liveSuggestions = entries.findLast((entry) => entry.from === 'suggestions')?.id;
  const suggestionsBlocked = waiting || blockedByStatus || handoverOpen;

  return (
    <section
      className={`chat-window${minimized ? ' chat-window--minimized' : ''}${handoverOpen ? ' chat-window--handover' : ''}`}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={onDialogKeyDown}
      style={minimized ? { width: size.width } : { width: shown.width, height: shown.height }}
      data-testid="chat-window"
    >
      <div className="chat-window__header">
        {!minimized && (
          <button
            type="button"
            className="chat-window__resize"
            aria-label={t('resize')}
            onPointerDown={onHandlePointerDown}
            onPointerMove={onHandlePointerMove}
            onPointerUp={onHandlePointerUp}
            onPointerCancel={onHandlePointerUp}
            onKeyDown={onHandleKeyDown}
          >
            <MoveDiagonal aria-hidden="true" />
          </button>
        )}
        <div className="chat-window__heading">
          <h2 id={titleId}>{t('title')}</h2>
          <p>{t('subtitle')}</p>
        </div>
        <div className="chat-window__controls">
          <button
            type="button"
            onClick={() => setMinimized((value) => !value)}
            aria-label={minimized ? t('restore') : t('minimize')}
            title={minimized ? t('restore') : t('minimize')}
          >
            <Minus aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => {
              setMinimized(false);
              setMaximized((value) => !value);
            }}
            aria-label={maximized ? t('unmaximize') : t('maximize')}
            title={maximized ? t('unmaximize') : t('maximize')}
          >
            {maximized ? <Minimize2 aria-hidden="true" /> : <Maximize2 aria-hidden="true" />}
          </button>
          <button type="button" onClick={onClose} aria-label={t('close')} title={t('close')}>
            <X aria-hidden="true" />
          </button>
        </div>
      </div>

      <div className="chat-window__body" hidden={minimized}>
        <div
          className="chat-window__messages"
          ref={listRef}
          role="log"
          aria-live="polite"
          tabIndex={0}
          aria-label={t('messages')}
        >
          <p className="chat-msg chat-msg--bot">{t('welcome')}</p>
          {entries.map((entry) =>
            entry.from === 'offer' ? (
              <div key={entry.id} className="chat-msg chat-msg--bot chat-offer">
                <span className="visually-hidden">{t('assistant')}: </span>
                {t('handover.offer')}
                <button type="button" className="chat-chip" onClick={() => setHandoverOpen(true)}>
                  {t('handover.offerButton')}
                </button>
              </div>
            ) : entry.from === 'handed' ? (
              <div
                key={entry.id}
                id={entryDomId(entry.id)}
                className="chat-msg chat-msg--bot chat-msg--done"
                tabIndex={-1}
                data-testid="chat-handed"
              >
                <span className="visually-hidden">{t('assistant')}: </span>
                {t('handover.done')}{' '}
                <a href={entry.trackingUrl} target="_blank" rel="noopener">
                  {t('handover.tracking')}
                  <span className="visually-hidden"> {t('handover.newTab')}</span>
                </a>
              </div>
            ) : entry.from === 'suggestions' ? (
              <div
                key={entry.id}
                className="chat-options chat-suggestions"
                role="group"
                aria-label={t('suggestions.label')}
              >
                {entry.options.map((question, index) => (
                  <button
                    // The same question may come twice: its place in the list tells them apart.
                    key={index}
                    type="button"
                    className="chat-chip chat-chip--suggestion"
                    disabled={suggestionsBlocked || entry.id !== liveSuggestions}
                    onClick={() => chooseSuggestion(question)}
                  >
                    {question}
                  </button>
                ))}
              </div>
            ) : entry.from === 'buttons' ? (
              <div key={entry.id} className="chat-options">
                {entry.options.map(({ value }) => (
                  <a
                    key={value}
                    className="chat-chip"
                    href={pageHref('contact', lang, { query: { tipo: value } })}
                    onClick={onClose}
                  >
                    {t(`types.${value}`)}
                  </a>
                ))}
              </div>
            ) : (
              <p
                key={entry.id}
                className={`chat-msg chat-msg--${entry.from}${entry.from === 'bot' && entry.error ? ' chat-msg--error' : ''}`}
              >
                <span className="visually-hidden">
                  {entry.from === 'user' ? t('you') : t('assistant')}:{' '}
                </span>
                {entry.from === 'bot' ? (
                  <ChatText text={entry.text} onNavigate={onClose} />
                ) : (
                  entry.text
                )}
              </p>
            ),
          )}
          {showTyping && (
            <p className="chat-typing" role="status">
              <span className="chat-typing__dots" aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
              <span className="visually-hidden">{t('typing')}</span>
            </p>
          )}
        </div>

        {offline && (
          <div className="chat-offline" role="status">
            <p>{t('offline.message')}</p>
            <div className="chat-offline__actions">
              <PageLink to="contact" className="chat-chip" onClick={onClose}>
                {t('offline.quote')}
              </PageLink>
              <a
                className="chat-chip"
                href={whatsappHref(tc('whatsapp.message'))}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('offline.whatsapp')}
              </a>
            </div>
          </div>
        )}

        {handoverOpen && (
          <HandoverForm
            lang={lang}
            messages={toServerMessages(entries)}
            onCancel={closeHandover}
            onDone={handedOver}
          />
        )}

        <div
          className="chat-quick"
          role="group"
          aria-label={t('quick.label')}
          hidden={handoverOpen}
        >
          {CHAT_QUICK_REPLIES.map((option) => (
            <button
              key={option}
              type="button"
              className="chat-chip"
              onClick={() => quickReply(option)}
            >
              {t(`quick.${option}`)}
            </button>
          ))}
        </div>

        <form
          className="chat-form"
          hidden={handoverOpen}
          onSubmit={(event) => {
            event.preventDefault();
            void send(input);
          }}
        >
          <label className="visually-hidden" htmlFor={`${titleId}-input`}>
            {t('inputLabel')}
          </label>
          <textarea
            id={`${titleId}-input`}
            ref={inputRef}
            rows={1}
            value={input}
            maxLength={CHAT_LIMITS.maxChars}
            placeholder={t('placeholder')}
            onChange={(event) => setInput(event.target.value)}
            onKeyDown={onInputKeyDown}
            disabled={blockedByStatus}
          />
          <button
            type="submit"
            className="chat-form__send"
            disabled={!canSend}
            aria-label={t('send')}
          >
            <SendHorizontal aria-hidden="true" />
          </button>
        </form>

        {/* While the hand-over form is open its consent says what is kept. */}
        <div className="chat-window__legal" hidden={handoverOpen}>
          <p>
            {t('legal')} {status?.provider === 'openai-compatible' ? `${t('legalLlm')} ` : ''}
            <PageLink to="privacy">{t('privacy')}</PageLink>
          </p>
          {entries.length > 0 && (
            <button
              type="button"
              className="chat-window__clear"
              onClick={() => {
                setEntries([]);
                setHandoverOpen(false);
              }}
            >
              <Trash2 aria-hidden="true" />
              {t('clear')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
