'use client';

import { batchModes, bnOf, fromDhakaInput, toDhakaInput, type Weekday, weekdays } from '@tilawat/domain';
import { unwrap } from '@tilawat/sdk';
import type { AdminSchemas, TilawatAdmin } from '@tilawat/sdk/admin';
import { Field, TextField } from '@tilawat/ui';
import { useId, useState } from 'react';
import { consoleBn } from '~/copy/console';
import styles from '../console.module.css';
import { ConsoleForm, SelectField, useConsoleSubmit } from '../console-parts';

type Batch = AdminSchemas['AdminBatch'];
type Payload = AdminSchemas['CreateBatchPayload'];
const copy = consoleBn.batches;
const days = bnOf(weekdays);
const modes = bnOf(batchModes);
const batchFields = [
  'name',
  'mode',
  'starts_at',
  'class_days',
  'class_time',
  'duration_minutes',
  'seats_total',
  'price',
  'original_price',
  'instructor',
  'teacher_id',
  'enrollment_open',
] as const;

/** A number field's text as the contract's number, or null when left empty. */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * A batch's fields: a new batch of `courseId` (`POST /courses/{id}/batches`) or an edit of `batch`
 * (`PATCH /batches/{id}`, only what changed is sent). Times are typed in Bangladesh time; a live
 * batch's schedule and seats are asked for, an on-demand one leaves them empty. The server's refusal
 * of a field shows beside it.
 */
export function BatchForm({
  admin,
  staff,
  courseId,
  batch,
  onSaved,
}: {
  admin: TilawatAdmin;
  staff: readonly AdminSchemas['AdminPerson'][];
  courseId?: number;
  batch?: Batch;
  onSaved: (batch: Batch) => void;
}) {
  const [values, setValues] = useState({
    name: batch?.name ?? '',
    mode: batch?.mode ?? 'live',
    starts_at: batch ? toDhakaInput(batch.starts_at) : '',
    class_days: (batch?.class_days ?? []) as Weekday[],
    class_time: batch?.class_time ?? '',
    duration_minutes: batch?.duration_minutes?.toString() ?? '',
    seats_total: batch?.seats_total?.toString() ?? '',
    price: batch?.price.amount.toString() ?? '',
    original_price: batch?.original_price?.amount.toString() ?? '',
    instructor: batch?.instructor ?? '',
    teacher_id: batch?.teacher?.id ?? '',
    enrollment_open: batch?.enrollment_open ?? true,
  });
  const { busy, errors, formError, submit } = useConsoleSubmit(batchFields);
  const daysErrorId = useId();
  const set = (key: keyof typeof values) => (value: string) => setValues((now) => ({ ...now, [key]: value }));
  const live = values.mode === 'live';

  const payload = (): Payload => ({
    name: values.name,
    mode: values.mode,
    // an unreadable date is sent as typed: the contract refuses it beside the field
    starts_at: fromDhakaInput(values.starts_at) ?? values.starts_at,
    class_days: live ? values.class_days : [],
    class_time: live && values.class_time ? values.class_time : null,
    duration_minutes: live ? numberOrNull(values.duration_minutes) : null,
    seats_total: live ? numberOrNull(values.seats_total) : null,
    price: Number(values.price || Number.NaN),
    original_price: numberOrNull(values.original_price),
    instructor: values.instructor,
    teacher_id: values.teacher_id || null,
    enrollment_open: values.enrollment_open,
  });

  const save = async () => {
    const body = payload();
    if (batch) {
      const before: Payload = {
        name: batch.name,
        mode: batch.mode,
        starts_at: fromDhakaInput(toDhakaInput(batch.starts_at)) ?? batch.starts_at,
        class_days: batch.class_days,
        class_time: batch.class_time,
        duration_minutes: batch.duration_minutes,
        seats_total: batch.seats_total,
        price: batch.price.amount,
        original_price: batch.original_price?.amount ?? null,
        instructor: batch.instructor,
        teacher_id: batch.teacher?.id ?? null,
        enrollment_open: batch.enrollment_open,
      };
      const changes = Object.fromEntries(
        Object.entries(body).filter(
          ([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key as keyof Payload]),
        ),
      ) as AdminSchemas['UpdateBatchPayload'];
      if (Object.keys(changes).length === 0) return;
      const saved = await submit(() =>
        unwrap(admin.PATCH('/batches/{id}', { params: { path: { id: batch.id } }, body: changes })),
      );
      if (saved) onSaved(saved);
      return;
    }
    if (courseId === undefined) return;
    const created = await submit(() =>
      unwrap(admin.POST('/courses/{id}/batches', { params: { path: { id: courseId } }, body })),
    );
    if (created) onSaved(created);
  };

  return (
    <ConsoleForm
      title={batch ? copy.editTitle : copy.newTitle}
      level={2}
      onSubmit={() => {
        void save();
      }}
      submitLabel={batch ? copy.save : copy.create}
      busy={busy}
      formError={formError}
    >
      <TextField
        label={copy.name}
        value={values.name}
        onValueChange={set('name')}
        error={errors.name}
        maxLength={120}
      />
      <SelectField
        label={copy.mode}
        error={errors.mode}
        value={values.mode}
        onChange={set('mode')}
        options={Object.entries(modes).map(([value, label]) => ({ value, label }))}
      />
      <TextField
        label={copy.startsAt}
        type="datetime-local"
        value={values.starts_at}
        onValueChange={set('starts_at')}
        error={errors.starts_at}
      />
      {live ? (
        <>
          <fieldset
            className={`${styles.checks} ${styles.wide}`}
            aria-describedby={errors.class_days ? daysErrorId : undefined}
          >
            <legend>{copy.classDays}</legend>
            {(Object.keys(days) as Weekday[]).map((day) => (
              <label key={day} className={styles.check}>
                <input
                  type="checkbox"
                  checked={values.class_days.includes(day)}
                  onChange={(event) =>
                    setValues((now) => ({
                      ...now,
                      class_days: event.target.checked
                        ? (Object.keys(days) as Weekday[]).filter(
                            (d) => d === day || now.class_days.includes(d),
                          )
                        : now.class_days.filter((d) => d !== day),
                    }))
                  }
                />
                {days[day]}
              </label>
            ))}
            {errors.class_days ? (
              <p id={daysErrorId} role="alert" className={styles.error}>
                {errors.class_days}
              </p>
            ) : null}
          </fieldset>
          <TextField
            label={copy.classTime}
            type="time"
            value={values.class_time}
            onValueChange={set('class_time')}
            error={errors.class_time}
          />
          <TextField
            label={copy.durationMinutes}
            type="number"
            inputMode="numeric"
            min={10}
            max={600}
            value={values.duration_minutes}
            onValueChange={set('duration_minutes')}
            error={errors.duration_minutes}
          />
          <TextField
            label={copy.seatsTotal}
            type="number"
            inputMode="numeric"
            min={1}
            value={values.seats_total}
            onValueChange={set('seats_total')}
            error={errors.seats_total}
          />
        </>
      ) : null}
      <TextField
        label={copy.priceTk}
        type="number"
        inputMode="numeric"
        min={0}
        value={values.price}
        onValueChange={set('price')}
        error={errors.price}
      />
      <TextField
        label={copy.originalPriceTk}
        hint={copy.originalHint}
        optional
        type="number"
        inputMode="numeric"
        min={1}
        value={values.original_price}
        onValueChange={set('original_price')}
        error={errors.original_price}
      />
      <TextField
        label={copy.instructor}
        value={values.instructor}
        onValueChange={set('instructor')}
        error={errors.instructor}
        maxLength={120}
      />
      <Field label={copy.teacherPick} error={errors.teacher_id} optional>
        {(control) => (
          <select
            {...control}
            className={styles.control}
            value={values.teacher_id}
            onChange={(event) => set('teacher_id')(event.target.value)}
          >
            <option value="">{copy.noTeacher}</option>
            {staff.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <label className={`${styles.check} ${styles.wide}`}>
        <input
          type="checkbox"
          checked={values.enrollment_open}
          onChange={(event) => setValues((now) => ({ ...now, enrollment_open: event.target.checked }))}
        />
        {copy.enrollmentOpen}
      </label>
    </ConsoleForm>
  );
}
