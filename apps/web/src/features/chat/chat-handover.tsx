import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoaderCircle } from 'lucide-react';
import {
  HANDOVER_FIELDS,
  LEAD_LIMITS,
  checkHandoverContact,
  leadMessage,
  routeUrl,
  type ChatMessage,
  type HandoverField,
  type Lang,
} from '@studio/shared';
import { submitLeadForm } from '../../lib/submit-lead-form';

interface HandoverFormProps {
  lang: Lang;
  /** As sent to POST /chat: the server's replies need their signatures for the studio to see them. */
  messages: ChatMessage[];
  onCancel: () => void;
  onDone: (trackingUrl: string) => void;
}

const EMPTY = { email: '', name: '', consent: false, hp: '' };
type Values = typeof EMPTY;

/** Decision 017. Checked with the quote form's shared rules, which need no zod. */
export function HandoverForm({ lang, messages, onCancel, onDone }: HandoverFormProps) {
  const { t } = useTranslation('chat');
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const errorId = (name: string) => `${id}-${name}-error`;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [general, setGeneral] = useState('');
  const [sending, setSending] = useState(false);
  const [focusTarget, setFocusTarget] = useState<string | null>(fieldId('email'));

  useEffect(() => {
    if (!focusTarget) return;
    formRef.current?.ownerDocument.getElementById(focusTarget)?.focus();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-shot focus request
    setFocusTarget(null);
  }, [focusTarget]);

  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const showErrors = (fields: Record<string, string>, alert: string) => {
    setErrors(fields);
    setGeneral(alert);
    const first = HANDOVER_FIELDS.find((name) => fields[name]);
    if (first) setFocusTarget(fieldId(first));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setGeneral('');
    const check = checkHandoverContact(values);
    if (!check.ok) {
      showErrors(
        Object.fromEntries(
          Object.entries(check.errors).map(([name, key]) => [name, leadMessage(key, lang)]),
        ),
        leadMessage('lead.errors.validation', lang),
      );
      return;
    }
    setSending(true);
    const outcome = await submitLeadForm(
      '/chat/handover',
      { ...check.contact, hp: values.hp, lang, messages },
      lang,
    );
    setSending(false);
    if (outcome.ok) {
      onDone(outcome.trackingUrl);
      return;
    }
    // The conversation is no field of this form: its message goes in the alert.
    const { messages: conversation, ...fields } = outcome.fields;
    showErrors(fields, conversation ?? outcome.general);
  };

  const describedBy = (name: HandoverField) => (errors[name] ? errorId(name) : undefined);
  const fieldError = (name: HandoverField) =>
    errors[name] ? (
      <p className="chat-field__error" id={errorId(name)}>
        {errors[name]}
      </p>
    ) : null;
  const requiredMark = (
    <>
      <span className="chat-field__required" aria-hidden="true">
        {' '}
        *
      </span>
      <span className="visually-hidden"> ({t('handover.required')})</span>
    </>
  );

  return (
    <form
      ref={formRef}
      className="chat-handover"
      aria-labelledby={fieldId('title')}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      data-testid="chat-handover"
    >
      <h3 id={fieldId('title')} className="chat-handover__title">
        {t('handover.title')}
      </h3>
      <p className="chat-handover__intro">{t('handover.intro')}</p>

      <div className={`chat-field${errors.email ? ' chat-field--invalid' : ''}`}>
        <label htmlFor={fieldId('email')}>
          {t('handover.email')}
          {requiredMark}
        </label>
        <input
          id={fieldId('email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={LEAD_LIMITS.email}
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email')}
        />
        {fieldError('email')}
      </div>

      <div className={`chat-field${errors.name ? ' chat-field--invalid' : ''}`}>
        <label htmlFor={fieldId('name')}>{t('handover.name')}</label>
        <input
          id={fieldId('name')}
          name="name"
          type="text"
          autoComplete="name"
          maxLength={LEAD_LIMITS.name}
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name')}
        />
        {fieldError('name')}
      </div>

      <div
        className={`chat-field chat-field--consent${errors.consent ? ' chat-field--invalid' : ''}`}
      >
        <input
          id={fieldId('consent')}
          name="consent"
          type="checkbox"
          checked={values.consent}
          onChange={(event) => set('consent', event.target.checked)}
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={describedBy('consent')}
        />
        <label htmlFor={fieldId('consent')}>
          {t('handover.consentBefore')}
          <a href={routeUrl('privacy', lang)} target="_blank" rel="noopener">
            {t('handover.consentLink')}
            <span className="visually-hidden"> {t('handover.newTab')}</span>
          </a>
          {t('handover.consentAfter')}
          {requiredMark}
        </label>
        {fieldError('consent')}
      </div>

      {/* A field people never see: bots fill it in (the honeypot: decision 005). */}
      <div className="chat-handover__hp" aria-hidden="true">
        <label htmlFor={fieldId('hp')}>{t('handover.honeypot')}</label>
        <input
          id={fieldId('hp')}
          name="hp"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.hp}
          onChange={(event) => set('hp', event.target.value)}
        />
      </div>

      {general && (
        <p className="chat-handover__alert" role="alert">
          {general}
        </p>
      )}

      <div className="chat-handover__actions">
        <button type="button" className="chat-handover__cancel" onClick={onCancel}>
          {t('handover.cancel')}
        </button>
        <button type="submit" className="chat-handover__submit" aria-disabled={sending}>
          {sending && <LoaderCircle className="chat-handover__spinner" aria-hidden="true" />}
          {sending ? t('handover.sending') : t('handover.submit')}
        </button>
      </div>
    </form>
  );
}
