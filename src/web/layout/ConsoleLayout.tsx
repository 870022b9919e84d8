// The console frame for routes with the default layout: Refine's ThemedLayout with the menu built from
// resources/ (filtered by access control), our header and footer. Pages load lazily inside it.
// Embedded in a partner's page it is compact: the sider starts collapsed to its icons, the header is
// lower, and the site footer and the chat button are left out; the partner's page has its own.
import { ThemedLayout, ThemedSider, useThemedLayoutContext } from '@refinedev/antd';
import { Suspense, useCallback, useLayoutEffect, type ComponentProps } from 'react';
import { Outlet } from 'react-router';
import { MAIN_PROPS } from '../a11y/main-region';
import { ScrollRegions } from '../a11y/ScrollRegions';
import { SkipLink } from '../a11y/SkipLink';
import { BrandMark } from '../components/BrandMark';
import { PageSpinner } from '../components/PageSpinner';
import { PaymentResultListener } from '@/web/pages/bills/payment/PaymentResultListener';
import { useEmbedded } from '../services';
import { ConsoleHeader } from './ConsoleHeader';
import { SiderButtonNames } from './SiderButtonNames';
import { SiteFooter } from './SiteFooter';

function ConsoleTitle({ collapsed }: { collapsed: boolean }) {
  return <BrandMark collapsed={collapsed} />;
}

export interface ConsoleLayoutProps {
  /** Open every menu group (Storybook shows a role's whole menu at once). */
  expandMenu?: boolean;
}

export function ConsoleLayout({ expandMenu = false }: ConsoleLayoutProps) {
  // Logout lives in the header's user menu, so the sider shows only the menu entries.
  const Sider = useCallback(
    (props: ComponentProps<typeof ThemedSider>) => (
      <ThemedSider {...props} Title={ConsoleTitle} fixed siderItemsAreCollapsed={!expandMenu} render={({ items }) => items} />
    ),
    [expandMenu],
  );
  const embedded = useEmbedded();
  return (
    <>
      <SkipLink />
      <ThemedLayout Header={ConsoleHeader} Sider={Sider} Title={ConsoleTitle} Footer={embedded ? undefined : ConsoleFooter}>
        {embedded && <CollapseSiderOnce />}
        <SiderButtonNames />
        <PaymentResultListener />
        {/* At least a screen tall, so the footer starts below the fold and a page filling in (a list
            arriving) does not push it down in sight: that move was most of the orders page's layout shift.
            The main region: the skip link's target. */}
        <div className="console-page" {...MAIN_PROPS}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
          <ScrollRegions />
        </div>
      </ThemedLayout>
    </>
  );
}

/**
 * Folds the sider to its icons when the layout mounts. Not `initialSiderCollapsed`: antd's menu,
 * mounted folded, shows the open group's submenu as a floating popup over the page; folded after
 * mounting it closes it. A layout effect, so the wide sider is never painted.
 */
function CollapseSiderOnce() {
  const { setSiderCollapsed } = useThemedLayoutContext();
  // Once per mount: a user who unfolds the sider keeps it unfolded while navigating.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => setSiderCollapsed(true), []);
  return null;
}

/** The footer under the console: links only, as on the public site (the selectors are in the header). */
function ConsoleFooter() {
  return <SiteFooter />;
}
