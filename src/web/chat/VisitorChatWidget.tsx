// The public site's chat button. The conversation drawer (Refine, antd, forms, the live stream, the
// console's texts) is fetched on the first click, or when the pointer or focus comes near the button,
// so the home page stays light. The button itself is a plain element.
import CustomerServiceOutlined from '@ant-design/icons-svg/es/asn/CustomerServiceOutlined';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withConsoleTexts } from '@/web/i18n/with-console-texts';
import { useSessionState } from '@/web/services';
import { SiteIcon } from '@/web/site/ui/SiteIcon';
import { useSiteOffersChat } from '@/web/site/useSiteOffersChat';

const loadDrawer = () => withConsoleTexts(import('./VisitorChatDrawer'));
const VisitorChatDrawer = lazy(loadDrawer);

/** Logged-in users talk from the console's widget, as their agency: this one is for visitors. */
export function VisitorChatWidget() {
  const loggedIn = Boolean(useSessionState().session);
  const offered = useSiteOffersChat();
  return loggedIn || !offered ? null : <VisitorChat />;
}

function VisitorChat() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const prefetch = () => void loadDrawer().catch(() => undefined); // the click tries again
  return (
    <>
      <button
        type="button"
        className="site-float"
        title={t('chat.open')}
        aria-label={t('chat.open')}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        data-testid="chat-open"
      >
        <SiteIcon icon={CustomerServiceOutlined} />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <VisitorChatDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
