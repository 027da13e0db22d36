'use client';

import { fileSizeText, formatDate, type KeptLesson, keptLessonBytes } from '@tilawat/domain';
import { Button, ConfirmDialog, EmptyState, notify } from '@tilawat/ui';
import { useCallback, useEffect, useState } from 'react';
import { PagePlaceholder } from '~/components/page-placeholder';
import { webBn } from '~/copy/bn';
import { removeAllKeptLessons, removeKeptLesson, renewKeptLessons } from '~/lib/kept-lessons/kept-lessons';
import { downloadsPath, recordingPath } from '~/lib/paths';
import { useLearner } from '~/lib/use-learner';
import page from '~/styles/page.module.css';
import styles from './downloads.module.css';

const copy = webBn.downloads;

/** What the browser says of its storage: used and allowed in all (bytes), or unknown. */
type Space = { usage: number; quota: number } | 'unknown';

async function readSpace(): Promise<Space> {
  try {
    const estimate = await navigator.storage?.estimate?.();
    if (!estimate || estimate.quota === undefined || estimate.usage === undefined) return 'unknown';
    return { usage: estimate.usage, quota: estimate.quota };
  } catch {
    return 'unknown';
  }
}

/**
 * "আমার ডাউনলোড" (issue 39): every lesson kept on this device for the signed-in learner — its size, until
 * when it plays, where it stands — with "দেখুন" and "মুছুন" each, and "সব মুছুন"; the space the downloads
 * take and the space the browser reports free (`navigator.storage.estimate`), read again after a removal;
 * and whether the browser keeps them for good (`navigator.storage.persist`, asked for here too). Licences
 * are renewed (and ended lessons removed) as the page opens online.
 */
export function DownloadsView() {
  const learner = useLearner(downloadsPath);
  const supported = typeof caches !== 'undefined' && typeof indexedDB !== 'undefined';
  const [lessons, setLessons] = useState<KeptLesson[] | null>(null);
  const [space, setSpace] = useState<Space | null>(null);
  const [persisted, setPersisted] = useState<boolean | null>(null);
  const [persistRefused, setPersistRefused] = useState(false);
  const [confirmAll, setConfirmAll] = useState(false);
  const [busy, setBusy] = useState(false);

  const api = learner.status === 'signed-in' ? learner.client.api : null;
  const userId = learner.status === 'signed-in' ? learner.user.id : null;

  const refresh = useCallback(async () => {
    if (!userId) return;
    const [kept, now] = await Promise.all([
      renewKeptLessons(navigator.onLine ? api : null, userId).catch(() => [] as KeptLesson[]),
      readSpace(),
    ]);
    setLessons(kept);
    setSpace(now);
  }, [api, userId]);

  useEffect(() => {
    if (!supported) return;
    void refresh();
    void navigator.storage
      ?.persisted?.()
      .then(setPersisted)
      .catch(() => setPersisted(null));
  }, [supported, refresh]);

  if (!supported) return <p className={page.muted}>{copy.unavailable}</p>;
  if (learner.status !== 'signed-in' || lessons === null) return <PagePlaceholder minHeight="16rem" />;

  const remove = async (lesson: KeptLesson) => {
    await removeKeptLesson(lesson.recording).catch(() => undefined);
    notify.message(copy.removed(lesson.title));
    await refresh();
  };

  const removeAll = async () => {
    setBusy(true);
    await removeAllKeptLessons().catch(() => undefined);
    setBusy(false);
    setConfirmAll(false);
    notify.message(copy.removedAll);
    await refresh();
  };

  const askPersist = async () => {
    const granted = (await navigator.storage?.persist?.().catch(() => false)) ?? false;
    setPersisted(granted);
    setPersistRefused(!granted);
  };

  const used = lessons.reduce((sum, lesson) => sum + keptLessonBytes(lesson).saved, 0);

  return (
    <>
      <section className={styles.space} aria-labelledby="space-title">
        <h2 id="space-title" className={styles.heading}>
          {copy.spaceTitle}
        </h2>
        <p data-testid="downloads-used">{copy.usedByDownloads(fileSizeText(used))}</p>
        <p data-testid="downloads-free">
          {space === null || space === 'unknown'
            ? copy.browserUnknown
            : copy.browserFree(fileSizeText(Math.max(0, space.quota - space.usage)))}
        </p>
        {persisted === true ? <p>{copy.persisted}</p> : null}
        {persisted === false ? (
          <div className={styles.persist}>
            <p>{persistRefused ? copy.persistRefused : copy.notPersisted}</p>
            <Button variant="secondary" onClick={() => void askPersist()}>
              {copy.persist}
            </Button>
          </div>
        ) : null}
      </section>

      {lessons.length === 0 ? (
        <EmptyState headingLevel={2} title={copy.emptyTitle} description={copy.empty} />
      ) : (
        <>
          <ul className={styles.list} aria-label={copy.listLabel}>
            {lessons.map((lesson) => {
              const bytes = keptLessonBytes(lesson);
              return (
                <li key={lesson.recording} className={styles.item}>
                  <h2 className={styles.heading}>{lesson.title}</h2>
                  <dl className={styles.facts}>
                    <dt>{copy.size}</dt>
                    <dd>{fileSizeText(lesson.state === 'ready' ? bytes.saved : bytes.total)}</dd>
                    <dt>{copy.until}</dt>
                    <dd>{formatDate(lesson.licenceExpiresAt)}</dd>
                    <dt>{copy.state}</dt>
                    <dd>{copy.states[lesson.state]}</dd>
                  </dl>
                  <div className={styles.actions}>
                    <a href={recordingPath(lesson.recording, lesson.batch)} className={page.primaryLink}>
                      {copy.play}
                    </a>
                    <Button
                      variant="ghost"
                      aria-label={copy.removeNamed(lesson.title)}
                      onClick={() => void remove(lesson)}
                    >
                      {copy.remove}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
          <Button variant="danger" onClick={() => setConfirmAll(true)}>
            {copy.removeAll}
          </Button>
        </>
      )}

      <ConfirmDialog
        open={confirmAll}
        onOpenChange={setConfirmAll}
        title={copy.removeAllTitle}
        description={copy.removeAllBody}
        confirmLabel={copy.removeAll}
        busy={busy}
        onConfirm={() => void removeAll()}
      />
    </>
  );
}
