'use client';

import { hifzRatingWords, toApiFailure } from '@tilawat/domain';
import type { Tilawat, V3Schemas } from '@tilawat/sdk';
import { Button, HifzItem, HifzMap } from '@tilawat/ui';
import { useState } from 'react';
import { useClientReady } from '~/app/providers';
import { FormError } from '~/components/form-error';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { hifzBn } from '~/copy/hifz';
import {
  type HifzPlan,
  hifzPath,
  type HifzItem as Item,
  rateHifzRevision,
  readHifzDay,
  startHifzRecitation,
} from '~/lib/hifz';
import { failureMessage, type Loaded } from '~/lib/load';
import { practicePath } from '~/lib/practice-state';
import { useRead, withClient } from '~/lib/reads/use-read';
import { useLearner } from '~/lib/use-learner';
import page from '~/styles/page.module.css';
import styles from './hifz.module.css';

const ratings: V3Schemas['HifzRating'][] = ['again', 'hard', 'good', 'easy'];
const itemKey = (item: Item) => `${item.tier}:${item.surah}:${item.ayah_from}`;

/** What the learner may do with one item: start or open its practice; rate a revision themselves. */
function ItemActions({
  item,
  busy,
  onStart,
  onRate,
}: {
  item: Item;
  busy: boolean;
  onStart: () => void;
  onRate: (rating: V3Schemas['HifzRating']) => void;
}) {
  const canRate = item.tier !== 'sabaq' && item.self_rating === null && item.practice_status !== 'reviewed';
  return (
    <>
      {item.practice_id === null ? (
        <Button onClick={onStart} disabled={busy}>
          {busy ? hifzBn.starting : hifzBn.start}
        </Button>
      ) : (
        <a className={styles.link} href={practicePath(item.practice_id)}>
          {item.practice_status === 'reviewed' ? hifzBn.openReviewed : hifzBn.open}
        </a>
      )}
      {canRate ? (
        <fieldset className={styles.rating} disabled={busy}>
          <legend>{hifzBn.rateLegend}</legend>
          {ratings.map((rating) => (
            <Button key={rating} variant="secondary" onClick={() => onRate(rating)}>
              {hifzRatingWords[rating].bn}
            </Button>
          ))}
        </fieldset>
      ) : null}
    </>
  );
}

/**
 * The learner's plans (issue 41): per target its label and daily amounts, today's items (the kit's
 * HifzItem, with the actions), and the map (the kit's HifzMap). Starting an item opens its practice.
 */
export function HifzView({ initial }: { initial?: Loaded<HifzPlan[]> }) {
  const learner = useLearner(hifzPath);
  const client = learner.status === 'signed-in' ? learner.client : null;
  // an action taken as the page hydrates is done once the tab's client has loaded (app/providers.tsx)
  const ready = useClientReady();
  const read = useRead('hifz-day', withClient(client, readHifzDay), initial);
  const [saved, setSaved] = useState<HifzPlan[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<{ key: string; msg: string } | null>(null);
  const [rated, setRated] = useState<string | null>(null);

  if (learner.status === 'signed-out') return <PagePlaceholder minHeight="32rem" />;

  const act = async (key: string, run: (api: Tilawat) => Promise<void>) => {
    const tab = client ?? (await ready());
    setBusy(key);
    setError(null);
    try {
      await run(tab.api);
    } catch (failure) {
      setError({ key, msg: failureMessage(toApiFailure(failure)) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <ReadView state={read} headingLevel={2}>
      {(data) => {
        const plans = saved ?? data;
        if (plans.length === 0) return <p className={page.muted}>{hifzBn.none}</p>;
        return plans.map((plan) => {
          const titleId = `hifz-target-${plan.target.id}`;
          return (
            <section
              key={plan.target.id}
              className={`${page.section} ${styles.plan}`}
              aria-labelledby={titleId}
            >
              <h2 id={titleId} className={page.title}>
                {hifzBn.target(plan.target.label, plan.target.batch_name)}
              </h2>
              <p className={page.muted}>
                {hifzBn.daily(plan.target.daily_new, plan.target.daily_limit)}
                {plan.next === null ? ` · ${hifzBn.finished}` : ''}
              </p>
              <h3 className={styles.subtitle}>{hifzBn.todayTitle}</h3>
              {plan.items.length === 0 ? <p>{hifzBn.todayEmpty}</p> : null}
              <ol className={styles.items}>
                {plan.items.map((item) => {
                  const key = `${plan.target.id}:${itemKey(item)}`;
                  return (
                    <li key={key}>
                      <HifzItem item={item} headingLevel={4}>
                        <ItemActions
                          item={item}
                          busy={busy === key}
                          onStart={() =>
                            void act(key, async (api) => {
                              const id = await startHifzRecitation(api, plan, item);
                              // a full navigation: the practice page's own headers allow the microphone
                              // (lib/security-headers.ts), which a client-side move would keep from this page
                              window.location.assign(practicePath(id));
                            })
                          }
                          onRate={(rating) =>
                            void act(key, async (api) => {
                              setSaved(await rateHifzRevision(api, plan, item, rating));
                              setRated(key);
                            })
                          }
                        />
                        {error?.key === key ? <FormError message={error.msg} /> : null}
                        {rated === key ? (
                          <p role="status" className={page.muted}>
                            {hifzBn.rated}
                          </p>
                        ) : null}
                      </HifzItem>
                    </li>
                  );
                })}
              </ol>
              <HifzMap map={plan.map} counts={plan.counts} headingLevel={3} />
            </section>
          );
        });
      }}
    </ReadView>
  );
}
