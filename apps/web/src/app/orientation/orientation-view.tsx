'use client';

import { unwrap, type V3Schemas } from '@tilawat/sdk';
import { EmptyState, OrientationCard, Skeleton } from '@tilawat/ui';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useBrowserClient, useClientSelector } from '~/app/providers';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { webBn } from '~/copy/bn';
import { failureMessage, load } from '~/lib/load';
import { orientationPath } from '~/lib/paths';
import { useRead, withClient } from '~/lib/reads/use-read';
import { useJoin } from '~/lib/use-join';
import { loginPath } from '~/lib/use-learner';
import page from '~/styles/page.module.css';

const copy = webBn.orientation;

/** The webinars (`GET /orientation-book`, with the learner's token when signed in), booking and joining. */
export function OrientationView() {
  const router = useRouter();
  const client = useBrowserClient();
  const signedIn = useClientSelector((state) => state.user.user !== null, false);
  const list = useRead(
    `orientations:${signedIn}`,
    withClient(client, (api) => unwrap(api.v3.GET('/orientation-book'))),
  );
  const rooms = useJoin(client);
  const [booking, setBooking] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [booked, setBooked] = useState<Record<number, V3Schemas['Orientation']>>({});

  if (!client) return <PagePlaceholder minHeight="28rem" />;

  const book = async (orientation: V3Schemas['Orientation']) => {
    if (!signedIn) {
      router.push(loginPath(orientationPath));
      return;
    }
    setBooking(orientation.id);
    setErrors(({ [orientation.id]: _, ...rest }) => rest);
    const loaded = await load(() =>
      unwrap(client.api.v3.POST('/orientation-book', { body: { orientation: orientation.id } })),
    );
    setBooking(null);
    if (loaded.ok) {
      // the card says "বুক করা হয়েছে" (announced) and shows the seats left after this one
      setBooked((all) => ({ ...all, [orientation.id]: loaded.data.orientation }));
    } else {
      setErrors((all) => ({ ...all, [orientation.id]: failureMessage(loaded) }));
    }
  };

  return (
    <ReadView state={list} headingLevel={2} loading={<Skeleton variant="block" height="14rem" />}>
      {(data) =>
        data.length === 0 ? (
          <EmptyState headingLevel={2} title={copy.emptyTitle} description={copy.empty} />
        ) : (
          <ul className={page.grid} aria-label={copy.listLabel}>
            {data.map((listed) => {
              const orientation = booked[listed.id] ?? listed;
              const key = `orientation:${orientation.id}`;
              return (
                <li key={orientation.id}>
                  <OrientationCard
                    orientation={orientation}
                    headingLevel={2}
                    onBook={book}
                    booking={booking === orientation.id}
                    error={errors[orientation.id] ?? null}
                    onJoin={() =>
                      rooms.join(key, (api) =>
                        unwrap(
                          api.v3.GET('/live/orientation/{id}', { params: { path: { id: orientation.id } } }),
                        ),
                      )
                    }
                    joining={rooms.joining === key}
                    joinError={rooms.errorOf(key)}
                  />
                </li>
              );
            })}
          </ul>
        )
      }
    </ReadView>
  );
}
