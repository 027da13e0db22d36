'use client';

import { Button } from '@tilawat/ui';
import { useState } from 'react';
import { accountBn } from '~/copy/account';
import { unsubscribeByToken } from '~/lib/unsubscribe-link';
import styles from '~/styles/page.module.css';

const copy = accountBn.reminderLinks;

/** SMS reminders off in one tap, from a short link's page (no sign-in: the link carries its signed token). */
export function SmsOff({ token, apiOrigin }: { token: string; apiOrigin: string }) {
  const [state, setState] = useState<{ busy: boolean; said: string; failed: string | null }>({
    busy: false,
    said: '',
    failed: null,
  });
  const off = async () => {
    setState({ busy: true, said: '', failed: null });
    const done = await unsubscribeByToken(apiOrigin, token);
    setState(
      done.ok
        ? { busy: false, said: `${copy.off[done.channel]} ${copy.again}`, failed: null }
        : { busy: false, said: '', failed: done.msg },
    );
  };
  return (
    <div>
      {state.said ? null : (
        <Button variant="secondary" loading={state.busy} onClick={() => void off()}>
          {copy.smsOff}
        </Button>
      )}
      <p role="status">{state.said}</p>
      {state.failed ? (
        <p role="alert" className={styles.muted}>
          {state.failed}
        </p>
      ) : null}
    </div>
  );
}
