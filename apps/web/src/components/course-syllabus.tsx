'use client';

import type { V3Schemas } from '@tilawat/sdk';
import { ModuleList } from '@tilawat/ui';
import { recordingPath } from '~/lib/paths';

/** A free lesson's own page; the others have none before purchase. */
const freePage = (recording: V3Schemas['Recording']) => (recording.free ? recordingPath(recording.id) : null);

export interface CourseSyllabusProps {
  modules: V3Schemas['Module'][];
}

/** The syllabus accordion (it keeps which modules are open, hence a client part); free lessons link to their page. */
export function CourseSyllabus({ modules }: CourseSyllabusProps) {
  return <ModuleList modules={modules} headingLevel={3} recordingHref={freePage} />;
}
