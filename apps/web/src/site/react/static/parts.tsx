import { useTranslation } from 'react-i18next';
import HomePage from '../../../features/home/home-page';
import { Header as SiteHeader } from '../../../components/header';
import { Footer as SiteFooter } from '../../../components/footer';
import { PageIntro } from '../../../components/page-intro';
import { StickyCta, WhatsAppLink } from '../../../components/floating-actions';
import { withPage } from '../page-root';

export const Header = withPage(SiteHeader);
export const Footer = withPage(SiteFooter);

export const Home = withPage(HomePage);

export const FloatingActions = withPage(function FloatingActions() {
  return (
    <>
      <WhatsAppLink />
      <StickyCta />
    </>
  );
});

export const ContactIntro = withPage(function ContactIntro() {
  const { t } = useTranslation('contact');
  return <PageIntro title={t('intro.title')} lead={t('intro.lead')} />;
});
