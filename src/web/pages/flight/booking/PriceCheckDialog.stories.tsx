import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMoneyFormat } from '@/web/preferences/money-format';
import { FAKE_SITE } from '@/web/testing/fake-services';
import { SAMPLE_CHECKS } from '@/web/testing/flight-fixtures';
import { PriceCheckDialog } from './PriceCheckDialog';

const money = createMoneyFormat('CNY', FAKE_SITE.rateMap);
const meta = { title: 'Flight/PriceCheckDialog', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (outcome: keyof typeof SAMPLE_CHECKS): Story => ({
  render: () => (
    <PriceCheckDialog
      answer={SAMPLE_CHECKS[outcome]!}
      currency="CNY"
      money={money}
      onProceed={() => {}}
      onBack={() => {}}
      onRetry={() => {}}
    />
  ),
});

/** A changed price: accept it or go back. */
export const PriceChanged = dialog('price_changed');
export const PackageChanged = dialog('package_changed');
export const NoLongerAvailable = dialog('unavailable');
/** Proceed with the new document rules (clearing passengers) or keep the original package. */
export const DocumentRestrictionsChanged = dialog('document_changed');
export const TimedOut = dialog('timeout');
