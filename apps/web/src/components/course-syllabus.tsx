'use client';

import type { V3Schemas } from '@tilawat/sdk';
import { ModuleList } from '@tilawat/ui';

export interface CourseSyllabusProps {
  modules: V3Schemas['Module'][];
}

/** The syllabus accordion (it keeps which modules are open, hence a client part). */
export function CourseSyllabus({ modules }: CourseSyllabusProps) {
  return <ModuleList modules={modules} headingLevel={3} />;
}
