import { PlaceholderPage } from '../common/PlaceholderPage';

export default function TrainOrdersPage() {
  return <PlaceholderPage route="train-orders" />;
}
