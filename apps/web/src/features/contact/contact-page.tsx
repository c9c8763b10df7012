import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';
import { QuoteForm } from './quote-form';
import { QUOTE_FORM_ANCHOR } from '../../lib/page-links';

export default function ContactPage() {
  const { t } = useTranslation('contact');
  return (
    <>
      <PageIntro title={t('intro.title')} lead={t('intro.lead')} />
      <section className="section quote-section" id={QUOTE_FORM_ANCHOR}>
        <div className="container quote-container">
          <QuoteForm />
        </div>
      </section>
    </>
  );
}
