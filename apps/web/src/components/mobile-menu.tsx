import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Menu, X } from 'lucide-react';
import { PageLink } from '../lib/page-links';
import { useFocusTrap } from '../lib/use-focus-trap';
import { withPage } from '../site/react/page-root';
import { LanguageSwitcher } from './language-switcher';
import { NavLinks } from './nav-links';

/** global.css shows the menu button below it. */
const MENU_BREAKPOINT = 900;

/** A modal dialog: focus stays inside, and the page behind is inert. */
function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useFocusTrap(dialogRef, open);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    // Closing fires the dialog's `close` event, which returns focus to the button.
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onResize = () => {
      if (window.innerWidth >= MENU_BREAKPOINT) close();
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [open, close]);

  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    // The dialog element itself only receives clicks on its backdrop (the overlay).
    if (event.target === event.currentTarget) close();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="menu-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden="true" size={24} />
        <span className="visually-hidden">{t('nav.openMenu')}</span>
      </button>
      <dialog
        ref={dialogRef}
        id="mobile-menu"
        className="mobile-menu"
        aria-labelledby="mobile-menu-title"
        onClose={() => {
          setOpen(false);
          buttonRef.current?.focus();
        }}
        onClick={onDialogClick}
      >
        <div className="mobile-menu__panel">
          <div className="mobile-menu__top">
            <h2 id="mobile-menu-title" className="mobile-menu__title">
              {t('nav.menuTitle')}
            </h2>
            <button type="button" className="icon-button" onClick={close}>
              <X aria-hidden="true" size={24} />
              <span className="visually-hidden">{t('nav.closeMenu')}</span>
            </button>
          </div>
          <nav aria-label={t('nav.label')}>
            <NavLinks className="mobile-menu__links" onNavigate={close} />
          </nav>
          <LanguageSwitcher onSwitch={close} />
          <PageLink to="contact" className="button button--primary button--block" onClick={close}>
            {t('cta.quote')}
          </PageLink>
        </div>
      </dialog>
    </>
  );
}

export default withPage(MobileMenu);
