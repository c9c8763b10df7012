import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../lib/use-hydrated';
import { withPage } from '../../site/react/page-root';

/** Copies the post's address; its one line of status is read out when it changes. */
function CopyLink({ url }: { url: string }) {
  const { t } = useTranslation('blog');
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  return (
    <>
      <button
        type="button"
        className="chip"
        // Until its script runs the button could do nothing: it says so.
        disabled={!hydrated}
        onClick={() => {
          void navigator.clipboard.writeText(url).then(() => setCopied(true));
        }}
      >
        {t('post.copyLink')}
      </button>
      <span className="post-share__status" role="status">
        {copied ? t('post.copied') : ''}
      </span>
    </>
  );
}

export default withPage(CopyLink);
