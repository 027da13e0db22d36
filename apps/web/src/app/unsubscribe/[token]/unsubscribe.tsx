'use client';

import { useEffect, useRef, useState } from 'react';
import { accountBn } from '~/copy/account';
import { unsubscribeByToken } from '~/lib/unsubscribe-link';

const copy = accountBn.reminderLinks;

/** Turns the token's channel off once, as the page opens, and says so. */
export function Unsubscribe({ token, apiOrigin }: { token: string; apiOrigin: string }) {
  const [said, setSaid] = useState<string>(copy.turningOff);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void unsubscribeByToken(apiOrigin, token).then((done) =>
      setSaid(done.ok ? `${copy.off[done.channel]} ${copy.again}` : done.msg),
    );
  }, [apiOrigin, token]);
  return <p role="status">{said}</p>;
}
