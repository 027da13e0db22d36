'use client';

import dynamic from 'next/dynamic';
import type { LeadSectionProps } from './lead-form-view';
import { PagePlaceholder } from './page-placeholder';

// The form (domain's zod rule, the kit's fields) and its call are a chunk of their own, after paint.
const LeadFormView = dynamic(() => import('./lead-form-view').then((m) => m.LeadFormView), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="30rem" />,
});

/** The "call me back" section of public pages: a visitor leaves a name and a phone number. */
export function LeadSection(props: LeadSectionProps) {
  return <LeadFormView {...props} />;
}
