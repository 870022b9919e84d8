// The partnership form with its own Refine root: the public site has none, and this block is fetched
// only when the visitor comes near it (PartnershipSection).
import { RefineRoot } from '@/web/RefineRoot';
import { PartnershipForm } from './PartnershipForm';

export default function PartnershipIsland() {
  return (
    <RefineRoot>
      <PartnershipForm />
    </RefineRoot>
  );
}
