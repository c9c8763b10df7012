import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsentPurpose } from '@studio/shared';
import { PageLink } from '../../lib/page-links';
import { ChoiceButtons } from './consent-banner';
import type { Allowed } from './consent-choice';
import type { ConsentChoice } from './consent-state';

export interface ConsentSettingsProps {
  titleId: string;
  purposes: ConsentPurpose[];
  choice: ConsentChoice | null;
  decide: (allowed: Allowed) => void;
  /** Reopened with a choice kept: leave it as it is. */
  onClose?: () => void;
}

/** Each switch off until the visitor turns it on. Takes the focus: the visitor asked for it. */
export default function ConsentSettings({
  titleId,
  purposes,
  choice,
  decide,
  onClose,
}: ConsentSettingsProps) {
  const { t } = useTranslation('consent');
  const { t: tCommon } = useTranslation();
  const [allowed, setAllowed] = useState<Allowed>(() => ({
    analytics: choice?.analytics ?? false,
    advertising: choice?.advertising ?? false,
  }));
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="consent__title">
        {t('settingsTitle')}
      </h2>
      <p className="consent__text">
        {t('settingsIntro')} <PageLink to="cookies">{tCommon('consent.policy')}</PageLink>
      </p>
      <ul className="consent__purposes">
        <li className="consent__purpose">
          <div>
            <h3>{t('necessary.title')}</h3>
            <p>{t('necessary.text')}</p>
          </div>
          <span className="consent__always">{t('necessary.state')}</span>
        </li>
        {purposes.map((purpose) => (
          <li key={purpose} className="consent__purpose">
            <div>
              <h3 id={`${titleId}-${purpose}`}>{t(`purposes.${purpose}.title`)}</h3>
              <p id={`${titleId}-${purpose}-text`}>{t(`purposes.${purpose}.text`)}</p>
            </div>
            <input
              type="checkbox"
              role="switch"
              className="consent__switch"
              aria-labelledby={`${titleId}-${purpose}`}
              aria-describedby={`${titleId}-${purpose}-text`}
              checked={allowed[purpose]}
              onChange={(event) =>
                setAllowed((current) => ({ ...current, [purpose]: event.target.checked }))
              }
            />
          </li>
        ))}
      </ul>
      <div className="consent__actions">
        <ChoiceButtons decide={decide} />
        <button type="button" className="consent__choice" onClick={() => decide(allowed)}>
          {t('save')}
        </button>
        {onClose && (
          <button type="button" className="consent__more" onClick={onClose}>
            {t('close')}
          </button>
        )}
      </div>
    </>
  );
}
