'use client';

import { expectData } from '@tilawat/sdk';
import { SessionList, Skeleton } from '@tilawat/ui';
import { useState } from 'react';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { signOut } from '~/lib/browser-client';
import { failureMessage, load } from '~/lib/load';
import { securityPath } from '~/lib/paths';
import { useRead, withClient } from '~/lib/reads/use-read';
import { useLearner } from '~/lib/use-learner';

/**
 * The learner's signed-in devices (`GET /user/sessions`): one signed out with
 * `DELETE /user/sessions/{id}` (this device's own logs out, as the header's button does), every other
 * with `POST /user/sessions/sign-out-others`; the list is read again after each, and what happened is
 * said in a polite status (a refusal in an alert).
 */
export function SecurityView() {
  const learner = useLearner(securityPath);
  const client = learner.status === 'signed-in' ? learner.client : null;
  const [version, setVersion] = useState(0);
  const [ending, setEnding] = useState<string | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const sessions = useRead(
    `sessions:${version}`,
    withClient(client, (api) => expectData(api.v3.GET('/user/sessions')).then((answer) => answer.data)),
  );

  if (!client) return <PagePlaceholder minHeight="20rem" />;

  const end = async (id: string) => {
    const current = sessions.status === 'ready' && sessions.data.items.find((s) => s.id === id)?.current;
    if (current) {
      window.location.assign(await signOut(client));
      return;
    }
    setEnding(id);
    const done = await load(() =>
      expectData(client.api.v3.DELETE('/user/sessions/{id}', { params: { path: { id } } })),
    );
    setEnding(null);
    setMessage(done.ok ? { ok: true, text: done.data.data.msg } : { ok: false, text: failureMessage(done) });
    setVersion((n) => n + 1);
  };

  const endOthers = async () => {
    setEnding('others');
    const done = await load(() => expectData(client.api.v3.POST('/user/sessions/sign-out-others')));
    setEnding(null);
    setMessage(done.ok ? { ok: true, text: done.data.data.msg } : { ok: false, text: failureMessage(done) });
    setVersion((n) => n + 1);
  };

  return (
    <>
      <p role={message && !message.ok ? 'alert' : 'status'}>{message?.text ?? ''}</p>
      <ReadView state={sessions} headingLevel={2} loading={<Skeleton variant="block" height="16rem" />}>
        {(data) => (
          <SessionList
            sessions={data.items}
            limit={data.limit}
            onEnd={end}
            onEndOthers={endOthers}
            ending={ending}
          />
        )}
      </ReadView>
    </>
  );
}
