import { PlaceholderPage } from '../common/PlaceholderPage';

export default function TrainBookingPage() {
  return <PlaceholderPage route="train-booking" />;
}
