'use client';

import { toStepErrors } from '@tilawat/domain';
import { unwrap, type V3Schemas } from '@tilawat/sdk';
import { LeadForm, type LeadFormErrors, leadFormFields } from '@tilawat/ui';
import { useState } from 'react';
import { useBrowserClient } from '~/app/providers';
import { failureMessage, load } from '~/lib/load';

/**
 * The kit's LeadForm over `POST /api/v3/lead`: the server's field errors beside their fields, its msg
 * about the whole request (429, no connection) above the button, and its Bengali thanks in place of
 * the form.
 */
export interface LeadSectionProps {
  /** The section's heading (the page hands in `webBn.lead.title`: the web's catalogue stays out of this chunk). */
  title: string;
  /** The courses to choose from (the home page); a course page passes its own as `defaultCourse`. */
  courses?: { id: number; title: string }[];
  defaultCourse?: number;
}

export function LeadFormView({ title, courses, defaultCourse }: LeadSectionProps) {
  const client = useBrowserClient();
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<LeadFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const submit = async (payload: V3Schemas['LeadPayload']) => {
    if (!client) return;
    setSubmitting(true);
    setErrors({});
    setFormError(null);
    const loaded = await load(() => unwrap(client.api.v3.POST('/lead', { body: payload })));
    setSubmitting(false);
    if (loaded.ok) {
      setSuccess(loaded.data.msg);
      return;
    }
    // Field errors beside their fields; anything else (429, no connection) above the button.
    const split = toStepErrors(loaded, leadFormFields);
    setErrors(split.errors);
    setFormError(split.formError === undefined ? null : failureMessage(loaded));
  };

  return (
    <LeadForm
      courses={courses}
      defaultCourse={defaultCourse}
      onSubmit={submit}
      submitting={submitting || client === null}
      errors={errors}
      formError={formError}
      success={success}
      onReset={() => setSuccess(null)}
      headingLevel={2}
      title={title}
    />
  );
}
