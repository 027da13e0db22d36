import { LessonDownload } from '@tilawat/ui';
import type { ReactNode } from 'react';
import { webBn } from '~/copy/bn';
import { downloadsPath } from '~/lib/paths';
import page from '~/styles/page.module.css';
import styles from './recording.module.css';

const nothing = () => {};

/**
 * The download panel's place under the player (issue 39): the same block for the live panel
 * (`lesson-offline.tsx`, its `children`) and for its frame. Without children it is the kit's panel as a fresh
 * lesson's ("ডাউনলোড করুন"), inert and busy, drawn by the server and kept until the learner's session, the
 * download code and what the device holds are known — since issue 38 that is after the first paint — so the
 * lesson's notes and the module's lessons below never move when the live panel comes.
 */
export function LessonOfflineFrame({ children }: { children?: ReactNode }) {
  const frame = children === undefined;
  return (
    <div className={styles.block} inert={frame || undefined} aria-busy={frame || undefined}>
      {frame ? <LessonDownload phase="idle" onDownload={nothing} /> : children}
      <p className={styles.note}>
        <a href={downloadsPath} className={page.textLink}>
          {webBn.recording.downloadsLink}
        </a>
      </p>
    </div>
  );
}
