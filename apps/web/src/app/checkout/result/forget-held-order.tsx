'use client';

import { useEffect } from 'react';
import { useBrowserClient } from '~/app/providers';

/** After a payment went through, the batch held in the `orderDetails` cookie is done with: let it go. */
export function ForgetHeldOrder() {
  const client = useBrowserClient();
  useEffect(() => {
    client?.session.clearOrderDetails();
  }, [client]);
  return null;
}
