// Stories of the group screens run inside the console's services and preferences (fake ones), so
// the components use the same formatting hooks as on the page.
import type { ReactNode } from 'react';
import { PreferencesProvider } from '@/web/preferences/PreferencesProvider';
import { ServicesProvider } from '@/web/services';
import { createFakeServices } from '@/web/testing/fake-services';

const services = createFakeServices();

export function StoryFrame({ children, width = 960 }: { children: ReactNode; width?: number }) {
  return (
    <ServicesProvider services={services}>
      <PreferencesProvider>
        <div style={{ padding: 32, maxWidth: width }}>{children}</div>
      </PreferencesProvider>
    </ServicesProvider>
  );
}
