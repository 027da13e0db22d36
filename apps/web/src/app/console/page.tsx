import { redirect } from 'next/navigation';

/** /console opens on the orders. */
export default function ConsolePage() {
  redirect('/console/orders');
}
