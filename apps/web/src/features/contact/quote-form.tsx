import { useEffect, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ArrowLeft,
  ArrowRight,
  Building2,
  LayoutDashboard,
  LoaderCircle,
  Lock,
  ShieldCheck,
  ShoppingBag,
  Smartphone,
  User,
  type LucideIcon,
} from 'lucide-react';
import {
  BUDGET_NOT_SURE,
  BUDGET_RANGES,
  LEAD_LIMITS,
  PROJECT_TYPES,
  TYPE_FIELDS,
  companyRequired,
  leadMessage,
  routeUrl,
  validateLead,
  type DetailField,
  type LeadErrors,
  type LeadStep,
  type ProjectType,
} from '@studio/shared';
import { pageHref } from '../../lib/page-links';
import { useLang } from '../../lib/page-context';
import { withPage } from '../../site/react/page-root';
import { ChoiceGroup, StepIndicator, TextField, fieldId } from './form-fields';
import {
  TRACKING_STORAGE_KEY,
  FORM_STORAGE_KEY,
  INITIAL_STATE,
  initialState,
  loadState,
  projectTypeOf,
  saveState,
  stepFields,
  stepOfField,
  validateStep,
  withType,
  type QuoteState,
  type QuoteValues,
} from './quote-state';
import { submitLeadForm } from '../../lib/submit-lead-form';
import { useFunnelReporter } from './funnel';
import { QuoteEstimate } from './quote-estimate';
import './contact.css';

const TYPE_ICONS: Record<ProjectType, LucideIcon> = {
  'web-personal': User,
  'web-empresarial': Building2,
  'tienda-online': ShoppingBag,
  'aplicacion-saas': LayoutDashboard,
  ciberseguridad: ShieldCheck,
  'aplicacion-movil': Smartphone,
};

/** The type's own choices, as the shared validation normalises them. */
function validDetails(values: QuoteValues) {
  const result = validateLead(values, { upToStep: 2, formOptions: true });
  return result.ok ? result.lead.details : {};
}

const asText = (value: QuoteValues[string] | undefined) => (typeof value === 'string' ? value : '');

/** The three-step quote request form: type, details, contact (decision 005). */
function QuoteForm() {
  const { t: typed } = useTranslation('contact');
  // Field and option keys come from the shared field table, so they are plain strings here.
  const t = typed as unknown as (key: string, options?: Record<string, unknown>) => string;
  const lang = useLang();

  const [state, setState] = useState<QuoteState>(INITIAL_STATE);
  const [restored, setRestored] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [sending, setSending] = useState(false);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const { step, values } = state;
  const type = projectTypeOf(values);

  const funnel = useFunnelReporter();

  // After hydration (the prerendered HTML has no query and no session): the saved state of
  // this tab, then `?tipo=`.
  useEffect(() => {
    const start = initialState(window.location.search, loadState(window.sessionStorage));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only state, read once after hydration
    setState(start);
    setRestored(true);
    funnel.count('form_shown', projectTypeOf(start.values), lang);
  }, [funnel, lang]);

  // The steps this page view shows, counted once each (decision 014).
  useEffect(() => {
    if (!restored || !type || step === 1) return;
    funnel.count(step === 2 ? 'step2_reached' : 'step3_reached', type, lang);
  }, [restored, step, type, lang, funnel]);

  useEffect(() => {
    if (restored) saveState(window.sessionStorage, state);
  }, [restored, state]);

  useEffect(() => {
    if (!focusTarget) return;
    const element = formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(focusTarget)}`);
    element?.focus();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-shot focus request
    setFocusTarget(null);
  }, [focusTarget]);

  const setValue = (name: string, value: QuoteValues[string]) => {
    setState((current) => {
      const next = { ...current, values: { ...current.values, [name]: value } };
      // Saved at once, not in the effect after the next paint: a reload right after typing
      // keeps the last keystroke (saving twice the same state is harmless).
      if (restored) saveState(window.sessionStorage, next);
      return next;
    });
    if (errors[name]) {
      setErrors((current) => {
        const { [name]: _removed, ...rest } = current;
        return rest;
      });
    }
  };

  const goTo = (next: LeadStep) => {
    setState((current) => ({ ...current, step: next }));
    setErrors({});
    setGeneral('');
    setAnnouncement('');
    setFocusTarget(`quote-step-${next}`);
  };

  /** Shows errors under their fields, on the first step that has one, and focuses the first. */
  const showErrors = (fields: Record<string, string>) => {
    const names = Object.keys(fields);
    const atStep = Math.min(...names.map((name) => stepOfField(name, type))) as LeadStep;
    if (atStep !== step) setState((current) => ({ ...current, step: atStep }));
    setErrors(fields);
    setAnnouncement(leadMessage('lead.errors.validation', lang));
    const first = stepFields(atStep, type).find((name) => fields[name]) ?? names[0];
    if (first) setFocusTarget(fieldId(first));
  };

  const messages = (found: LeadErrors) =>
    Object.fromEntries(Object.entries(found).map(([name, key]) => [name, leadMessage(key, lang)]));

  const onContinue = () => {
    if (step === 3) return;
    const found = validateStep(values, step);
    if (Object.keys(found).length > 0) showErrors(messages(found));
    else goTo((step + 1) as LeadStep);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (step < 3) return onContinue();
    setGeneral('');
    const check = validateLead(values, { formOptions: true });
    if (!check.ok) {
      showErrors(messages(check.errors));
      return;
    }
    setSending(true);
    const outcome = await submitLeadForm('/leads', { ...values, lang }, lang);
    funnel.count(outcome.ok ? 'request_sent' : 'request_failed', type, lang);
    if (outcome.ok) {
      window.sessionStorage.removeItem(FORM_STORAGE_KEY);
      window.sessionStorage.setItem(TRACKING_STORAGE_KEY, outcome.trackingUrl);
      // Sent now, while the page is whole: the thanks page is another document.
      funnel.flush(true);
      // The thanks page replaces the form in the history: going back does not resend it.
      window.location.replace(pageHref('thanks', lang));
      return;
    }
    setSending(false);
    if (Object.keys(outcome.fields).length > 0) showErrors(outcome.fields);
    setGeneral(outcome.general);
    setAnnouncement('');
  };

  const stepTitles = [t('form.steps.type'), t('form.steps.details'), t('form.steps.contact')];
  const required = t('form.required');

  const textField = (name: string, props: Partial<ComponentProps<typeof TextField>>) => (
    <TextField
      key={name}
      name={name}
      label={t(`form.fields.${name}`)}
      requiredLabel={required}
      error={errors[name]}
      value={asText(values[name])}
      onChange={(value) => setValue(name, value)}
      {...props}
    />
  );

  const detailField = (field: DetailField) => {
    const common = {
      required: Boolean(field.required),
      hint: field.kind === 'multi' ? t('form.multiHint') : hintOf(field.name),
    };
    if (field.kind === 'text') {
      const maxLength = field.name === 'project_name' ? LEAD_LIMITS.company : LEAD_LIMITS.freeText;
      return textField(field.name, { ...common, multiline: field.long, maxLength });
    }
    return (
      <ChoiceGroup
        key={field.name}
        name={field.name}
        label={t(`form.fields.${field.name}`)}
        requiredLabel={required}
        error={errors[field.name]}
        {...common}
        multiple={field.kind === 'multi'}
        options={field.options.map((option) => ({
          value: option,
          label: t(`form.options.${field.name}.${option}`),
        }))}
        value={values[field.name] as string | string[] | undefined}
        onChange={(value) => setValue(field.name, value)}
      />
    );
  };

  function hintOf(name: string): string | undefined {
    const key = `form.hints.${name}`;
    const text = t(key, { defaultValue: '' });
    return text && text !== key ? text : undefined;
  }

  const TypeIcon = type ? TYPE_ICONS[type] : null;

  return (
    <form className="quote-form" noValidate onSubmit={onSubmit} ref={formRef}>
      <StepIndicator
        steps={stepTitles}
        current={step}
        label={t('form.steps.label', { current: step, total: 3 })}
      />
      <p className="visually-hidden" aria-live="polite">
        {t('form.steps.label', { current: step, total: 3 })}: {stepTitles[step - 1]}
      </p>
      <p className="visually-hidden" aria-live="assertive">
        {announcement}
      </p>

      <fieldset className="quote-form__body" disabled={sending}>
        {step > 1 && type && TypeIcon && (
          <div className="quote-badge">
            <span className="quote-badge__icon" aria-hidden="true">
              <TypeIcon size={20} />
            </span>
            <span className="quote-badge__text">
              <span className="quote-badge__caption">{t('form.selected')}</span>
              <strong>{t(`form.types.${type}.label`)}</strong>
            </span>
            <button
              type="button"
              className="quote-badge__change"
              onClick={() => goTo(1)}
              aria-label={t('form.changeLabel')}
            >
              {t('form.change')}
            </button>
          </div>
        )}

        {step === 1 && (
          <section className="quote-step" aria-labelledby="quote-step-1">
            <h2 id="quote-step-1" tabIndex={-1} className="quote-step__title">
              {t('form.typeLegend')}
            </h2>
            <fieldset
              className={`quote-types${errors.project_type ? ' quote-field--invalid' : ''}`}
              aria-describedby={errors.project_type ? 'quote-project_type-error' : undefined}
            >
              <legend className="visually-hidden">
                {t('form.steps.type')} ({required})
              </legend>
              <div className="quote-types__grid">
                {PROJECT_TYPES.map((option, index) => {
                  const Icon = TYPE_ICONS[option];
                  return (
                    <label className="quote-type" key={option}>
                      <input
                        type="radio"
                        name="project_type"
                        value={option}
                        id={index === 0 ? fieldId('project_type') : undefined}
                        checked={type === option}
                        onChange={() => {
                          setState((current) => ({
                            ...current,
                            values: withType(current.values, option),
                          }));
                          setErrors({});
                        }}
                      />
                      <span className="quote-type__icon" aria-hidden="true">
                        <Icon size={24} />
                      </span>
                      <span className="quote-type__label">{t(`form.types.${option}.label`)}</span>
                      <span className="quote-type__description">
                        {t(`form.types.${option}.description`)}
                      </span>
                    </label>
                  );
                })}
              </div>
              {errors.project_type && (
                <p className="quote-field__error" id="quote-project_type-error">
                  {errors.project_type}
                </p>
              )}
            </fieldset>
          </section>
        )}

        {step === 2 && type && (
          <section className="quote-step" aria-labelledby="quote-step-2">
            <h2 id="quote-step-2" tabIndex={-1} className="quote-step__title">
              {t('form.detailsLegend')}
            </h2>
            <p className="quote-step__note">{t('form.requiredNote')}</p>
            {TYPE_FIELDS[type].map(detailField)}
          </section>
        )}

        {step === 3 && type && (
          <section className="quote-step" aria-labelledby="quote-step-3">
            <h2 id="quote-step-3" tabIndex={-1} className="quote-step__title">
              {t('form.contactLegend')}
            </h2>
            <QuoteEstimate type={type} details={validDetails(values)} lang={lang} />
            <p className="quote-step__note">{t('form.requiredNote')}</p>
            <div className="quote-grid">
              {textField('name', {
                required: true,
                autoComplete: 'name',
                maxLength: LEAD_LIMITS.name,
              })}
              {textField('email', {
                type: 'email',
                required: true,
                autoComplete: 'email',
                maxLength: LEAD_LIMITS.email,
              })}
              {textField('phone', {
                type: 'tel',
                autoComplete: 'tel',
                placeholder: t('form.phonePlaceholder'),
                maxLength: LEAD_LIMITS.phone,
              })}
              {textField('company', {
                required: companyRequired(type),
                autoComplete: 'organization',
                maxLength: LEAD_LIMITS.company,
              })}
            </div>
            <ChoiceGroup
              name="budget_range"
              label={t('form.fields.budget_range')}
              requiredLabel={required}
              error={errors.budget_range}
              options={[...BUDGET_RANGES[type].options, BUDGET_NOT_SURE].map((option) => ({
                value: option,
                label: t(`form.options.budget_range.${option}`),
              }))}
              value={values.budget_range as string | undefined}
              onChange={(value) => setValue('budget_range', value)}
            />
            {textField('message', {
              hint: hintOf('message'),
              multiline: true,
              maxLength: LEAD_LIMITS.message,
            })}
            <div className={`quote-consent${errors.consent ? ' quote-field--invalid' : ''}`}>
              <input
                type="checkbox"
                id={fieldId('consent')}
                name="consent"
                checked={values.consent === true}
                onChange={(event) => setValue('consent', event.target.checked)}
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={errors.consent ? 'quote-consent-error' : undefined}
              />
              <label htmlFor={fieldId('consent')}>
                {t('form.consent.before')}
                <a href={routeUrl('terms', lang)} target="_blank" rel="noopener">
                  {t('form.consent.terms')}
                  <span className="visually-hidden"> {t('form.consent.newTab')}</span>
                </a>
                {t('form.consent.middle')}
                <a href={routeUrl('privacy', lang)} target="_blank" rel="noopener">
                  {t('form.consent.privacy')}
                  <span className="visually-hidden"> {t('form.consent.newTab')}</span>
                </a>
                {t('form.consent.after')}
                <span className="quote-field__required" aria-hidden="true">
                  {' '}
                  *
                </span>
                <span className="visually-hidden"> ({required})</span>
              </label>
              {errors.consent && (
                <p className="quote-field__error" id="quote-consent-error">
                  {errors.consent}
                </p>
              )}
            </div>
            <div className="quote-hp" aria-hidden="true">
              <label htmlFor={fieldId('hp')}>{t('form.honeypot')}</label>
              <input
                type="text"
                id={fieldId('hp')}
                name="hp"
                tabIndex={-1}
                autoComplete="off"
                value={asText(values.hp)}
                onChange={(event) => setValue('hp', event.target.value)}
              />
            </div>
            <p className="quote-privacy">
              <Lock size={16} aria-hidden="true" />
              <span>{t('form.privacy')}</span>
            </p>
          </section>
        )}

        {general && (
          <p className="quote-alert" role="alert">
            {general}
          </p>
        )}

        <div className="quote-actions">
          {step > 1 && (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => goTo((step - 1) as LeadStep)}
            >
              <ArrowLeft size={18} aria-hidden="true" />
              {t('form.previous')}
            </button>
          )}
          {/* Distinct keys: React must not turn the "Next" button being pressed into the
              submit button, or the same key press would also send step 3 at once. */}
          {step < 3 ? (
            <button
              key="next"
              type="button"
              className="button button--primary quote-actions__next"
              onClick={onContinue}
            >
              {t('form.next')}
              <ArrowRight size={18} aria-hidden="true" />
            </button>
          ) : (
            <button
              key="submit"
              type="submit"
              className="button button--primary quote-actions__next"
            >
              {sending && <LoaderCircle size={18} className="quote-spinner" aria-hidden="true" />}
              {sending ? t('form.sending') : t('form.submit')}
            </button>
          )}
        </div>
      </fieldset>
    </form>
  );
}

export default withPage(QuoteForm);
