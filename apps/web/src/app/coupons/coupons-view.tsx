'use client';

import { expectData, type V2Schemas } from '@tilawat/sdk';
import { CouponCard, EmptyState, Skeleton } from '@tilawat/ui';
import { useRef, useState } from 'react';
import { FormError } from '~/components/form-error';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { webBn } from '~/copy/bn';
import { failureMessage, load } from '~/lib/load';
import { shopPath } from '~/lib/paths';
import { invalidateReads } from '~/lib/reads/read-api';
import { useRead, withClient } from '~/lib/reads/use-read';
import { useLearner } from '~/lib/use-learner';
import { COUPONS_LIMIT, couponsPath, walletPath } from '~/lib/wallet';
import page from '~/styles/page.module.css';
import styles from './coupons.module.css';

const copy = webBn.coupons;
type Coupon = V2Schemas['Coupon'];

/**
 * The learner's coupons in the browser (`GET /coupon/my-coupon`, as the api sorts them: to use first,
 * then used, then expired): each a CouponCard, whose code copies with one button; a usable topup coupon
 * is claimed into the wallet (`POST /coupon/my-coupon/{id}/claim`), then the list is read again and the
 * page says so; a refusal (the api's Bengali `msg`) is announced under its card.
 */
export function CouponsView() {
  const learner = useLearner(couponsPath);
  const client = learner.status === 'signed-in' ? learner.client : null;
  const list = useRead(
    'my-coupons',
    withClient(client, (api) =>
      expectData(api.v2.GET('/coupon/my-coupon', { params: { query: { page: 1, limit: COUPONS_LIMIT } } })),
    ),
  );
  const [claiming, setClaiming] = useState<string | null>(null);
  const [claimed, setClaimed] = useState(false);
  const [refusal, setRefusal] = useState<{ id: string; msg: string } | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  if (!client) return <PagePlaceholder minHeight="24rem" />;

  const claim = async (coupon: Coupon) => {
    if (claiming) return;
    setClaiming(coupon.id);
    setClaimed(false);
    setRefusal(null);
    const loaded = await load(() =>
      expectData(client.api.v2.POST('/coupon/my-coupon/{id}/claim', { params: { path: { id: coupon.id } } })),
    );
    setClaiming(null);
    if (!loaded.ok) {
      // Beside its card; a coupon claimed already (409) shows as used the next time the list is read.
      setRefusal({ id: coupon.id, msg: failureMessage(loaded) });
      return;
    }
    setClaimed(true);
    invalidateReads('my-coupons');
    // The claim button goes with the used coupon: focus moves to what happened.
    requestAnimationFrame(() => noticeRef.current?.focus());
  };

  return (
    <>
      <div ref={noticeRef} role="status" tabIndex={-1} className={claimed ? styles.notice : styles.quiet}>
        {claimed ? (
          <p className={styles.noticeText}>
            {copy.claimed}{' '}
            <a href={walletPath} className={page.textLink}>
              {copy.toWallet}
            </a>
          </p>
        ) : null}
      </div>
      <ReadView state={list} headingLevel={2} className={styles.list} loading={<Loading />}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState
              headingLevel={2}
              title={copy.emptyTitle}
              description={copy.empty}
              action={
                <a href={shopPath} className={page.primaryLink}>
                  {copy.toShop}
                </a>
              }
            />
          ) : (
            <>
              <ul className={styles.list} aria-label={copy.listLabel}>
                {data.items.map((coupon) => (
                  <li key={coupon.id} className={styles.item}>
                    <CouponCard
                      coupon={coupon}
                      headingLevel={2}
                      onClaim={(c) => void claim(c)}
                      claiming={claiming === coupon.id}
                    />
                    <FormError message={refusal?.id === coupon.id ? refusal.msg : null} />
                  </li>
                ))}
              </ul>
              {data.total > data.items.length ? (
                <p className={`${page.muted} ${styles.more}`}>{copy.more(data.items.length, data.total)}</p>
              ) : null}
            </>
          )
        }
      </ReadView>
    </>
  );
}

function Loading() {
  return (
    <>
      <Skeleton variant="block" height="14rem" />
      <Skeleton variant="block" height="14rem" announce={false} />
    </>
  );
}
