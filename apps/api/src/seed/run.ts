// Seeds a fresh database with the Bengali demo content, one data file per area: the learning catalogue
// (courses, live and on-demand batches, bundle plans, modules, recordings, live classes, study plans),
// the exams of every batch (never learners' attempts), promos, the CMS and the legacy shop's public
// side. Written once, in one transaction, and never over existing content. The seed writes every
// area's tables itself: it is a loader, not a module.
//
// Media are stored as keys, never as URLs of this api (an absolute http(s) URL, a CDN's, would pass
// through). A recording's key names an HLS rendition folder under MEDIA_DIR: every demo recording
// plays the committed sample `hls/sample` (scripts/make-sample-media.sh), which the api serves under
// a signed `${PUBLIC_ORIGIN}/media/hls/sample/index.m3u8?exp=…&sig=…` (infra/media/media.ts). Content
// audio, video and PDFs keep keys such as `content/<slug>/01.mp3`: files a media store will hold.
import { hash } from '@node-rs/argon2';
import { formatDigits } from '@tilawat/domain/format';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { users } from '../modules/accounts/accounts.table';
import { DEMO_OPERATORS } from '../modules/accounts/operators';
import { batches, bundlePlans, courses } from '../modules/catalogue/catalogue.table';
import { promos } from '../modules/checkout/checkout.table';
import { cmsPages, siteDocuments } from '../modules/cms/cms.table';
import { exams, questionOptions, questions } from '../modules/exams/exams.table';
import { liveClasses, modules, recordings, studyPlanItems } from '../modules/learning/learning.table';
import { orientations } from '../modules/orientation/orientation.table';
import { cards, catalogs, contents, publicReviews } from '../modules/shop/shop.table';
import { COURSES, type ModuleSeed, SAMPLE_RECORDING } from './catalogue.data';
import { PROMOS } from './checkout.data';
import { CMS_PAGES, HEADER_FOOTER } from './cms.data';
import { DAY_MS, DHAKA_OFFSET_MS, dhakaAt, sessions } from './dhaka-time';
import { type CourseExamsSeed, EXAMS, type ExamSeed } from './exams.data';
import { ORIENTATIONS } from './orientation.data';
import { CARDS, CATALOGS, PLAYLISTS, REVIEWS } from './shop.data';

/**
 * A batch's exams: one per module, each opening when its module starts (module n of a live batch n − 1
 * weeks after the batch's first class, at 00:00 in Dhaka; an on-demand batch's are open from its start)
 * and needing the previous module's exam passed; then the final exam, after the last module and needing
 * the last module's exam. Only a live batch's exams may close (`closesAfterDays`). Answers each module's
 * exam id by module id.
 */
async function insertExams(
  tx: Tx,
  batch: { id: number; startsAt: Date; live: boolean },
  course: { slug: string; title: string; modules: ModuleSeed[] },
  batchModules: { id: number; position: number }[],
  seed: CourseExamsSeed,
): Promise<Map<number, number>> {
  if (seed.modules.length !== batchModules.length) {
    throw new Error(
      `exams.data.ts: ${course.slug} has ${seed.modules.length} module exams for ${batchModules.length} modules`,
    );
  }
  const opensAt = (week: number) =>
    batch.live ? dhakaAt(new Date(batch.startsAt.getTime() + week * 7 * DAY_MS), 0, '00:00') : batch.startsAt;
  const ordered = [...batchModules].sort((a, b) => a.position - b.position);
  const chain: { moduleId: number | null; title: string; seed: ExamSeed; opensAt: Date }[] = [
    ...ordered.map((mod, week) => ({
      moduleId: mod.id,
      title: `মডিউল ${formatDigits(mod.position)} পরীক্ষা — ${(course.modules[mod.position - 1] as ModuleSeed).title}`,
      seed: seed.modules[week] as ExamSeed,
      opensAt: opensAt(week),
    })),
    {
      moduleId: null,
      // the course's name without its tagline: চূড়ান্ত পরীক্ষা — তাজবিদ
      title: `চূড়ান্ত পরীক্ষা — ${course.title.split(' — ')[0]}`,
      seed: seed.final,
      opensAt: opensAt(ordered.length),
    },
  ];

  // One at a time, each naming the one before it as its prerequisite.
  const examIds: number[] = [];
  for (const exam of chain) {
    const [row] = await tx
      .insert(exams)
      .values({
        batchId: batch.id,
        moduleId: exam.moduleId,
        title: exam.title,
        instructions: exam.seed.instructions,
        durationMinutes: exam.seed.durationMinutes,
        passMarks: exam.seed.passMarks,
        attemptsAllowed: exam.seed.attemptsAllowed,
        opensAt: exam.opensAt,
        closesAt:
          batch.live && exam.seed.closesAfterDays !== undefined
            ? dhakaAt(exam.opensAt, exam.seed.closesAfterDays, '23:59')
            : null,
        prerequisiteExamId: examIds[examIds.length - 1] ?? null,
      })
      .returning({ id: exams.id });
    examIds.push((row as { id: number }).id);
  }

  const insertedQuestions = await tx
    .insert(questions)
    .values(
      chain.flatMap((exam, n) =>
        exam.seed.questions.map((q, i) => ({
          examId: examIds[n] as number,
          position: i + 1,
          kind: q.kind,
          prompt: q.prompt,
          arabicText: q.arabicText ?? null,
          marks: q.marks,
          acceptedAnswers: q.kind === 'short-text' ? q.acceptedAnswers : [],
          diacriticsOptional: q.kind === 'short-text' && (q.diacriticsOptional ?? false),
          teacherReview: q.kind === 'short-text' && (q.teacherReview ?? false),
        })),
      ),
    )
    .returning({ id: questions.id, examId: questions.examId, position: questions.position });
  const questionId = new Map(insertedQuestions.map((q) => [`${q.examId}:${q.position}`, q.id]));
  await tx.insert(questionOptions).values(
    chain.flatMap((exam, n) =>
      exam.seed.questions.flatMap((q, i) =>
        q.kind === 'short-text'
          ? []
          : q.options.map((option, k) => ({
              questionId: questionId.get(`${examIds[n]}:${i + 1}`) as number,
              position: k + 1,
              text: option.text,
              correct: option.correct,
            })),
      ),
    ),
  );

  return new Map(
    chain.flatMap((exam, n) => (exam.moduleId === null ? [] : [[exam.moduleId, examIds[n] as number]])),
  );
}

async function insertCatalogue(tx: Tx, now: Date) {
  const insertedCourses = await tx
    .insert(courses)
    .values(
      COURSES.map((c, i) => ({
        slug: c.slug,
        title: c.title,
        subtitle: c.subtitle,
        description: c.description,
        level: c.level,
        coverImage: null,
        durationWeeks: c.durationWeeks,
        position: i + 1,
      })),
    )
    .returning({ id: courses.id, slug: courses.slug });
  const courseId = new Map(insertedCourses.map((c) => [c.slug, c.id]));

  for (const course of COURSES) {
    const id = courseId.get(course.slug) as number;
    const courseExams = EXAMS[course.slug];
    if (!courseExams) throw new Error(`exams.data.ts: no exams for ${course.slug}`);
    let videoNumber = 0;

    // Live batches, then the on-demand batch; each teaches the whole syllabus.
    const liveSchedules = course.live.map((live) => {
      const all = sessions(now, live.startDays, live.classDays, live.classTime, 60);
      return { live, startsAt: all[0] as Date, all };
    });
    const insertedBatches = await tx
      .insert(batches)
      .values([
        ...liveSchedules.map(({ live, startsAt }) => ({
          courseId: id,
          name: live.name,
          mode: 'live' as const,
          startsAt,
          classDays: live.classDays,
          classTime: live.classTime,
          durationMinutes: live.durationMinutes,
          seatsTotal: live.seats,
          price: live.price,
          originalPrice: live.originalPrice ?? null,
          enrollmentOpen: true,
          instructor: course.instructor,
        })),
        {
          courseId: id,
          name: 'অন-ডিমান্ড — নিজের সময়ে',
          mode: 'on-demand' as const,
          startsAt: dhakaAt(now, -30, '00:00'),
          classDays: [],
          classTime: null,
          durationMinutes: null,
          seatsTotal: null,
          price: course.onDemand.price,
          originalPrice: course.onDemand.originalPrice ?? null,
          enrollmentOpen: true,
          instructor: course.instructor,
        },
      ])
      .returning();
    const onDemandBatch = insertedBatches[insertedBatches.length - 1] as (typeof insertedBatches)[number];

    await tx.insert(bundlePlans).values(
      course.plans.map((plan) => ({
        id: plan.id,
        courseId: id,
        title: plan.title,
        description: plan.description,
        accessDays: plan.accessDays,
        price: plan.price,
        batchId: onDemandBatch.id,
      })),
    );

    const lessonTitles = course.modules.flatMap((m) => m.lessons.map((l) => l.title));
    for (const [batchIndex, batch] of insertedBatches.entries()) {
      const schedule = liveSchedules[batchIndex];

      // Live classes: the two last past sessions, the next four, and any special sessions.
      const classes: { title: string; startsAt: Date; durationMinutes: number }[] = [];
      if (schedule) {
        const { live, all } = schedule;
        const minutes = live.durationMinutes * 60_000;
        const indexed = all.map((startsAt, n) => ({ startsAt, n }));
        const past = indexed.filter((s) => s.startsAt.getTime() + minutes <= now.getTime()).slice(-2);
        const coming = indexed.filter((s) => s.startsAt.getTime() + minutes > now.getTime()).slice(0, 4);
        for (const { startsAt, n } of [...past, ...coming]) {
          classes.push({
            title: `ক্লাস ${formatDigits(n + 1)} — ${lessonTitles[n % lessonTitles.length]}`,
            startsAt,
            durationMinutes: live.durationMinutes,
          });
        }
        const minute = Math.floor(now.getTime() / 60_000) * 60_000;
        for (const special of live.specials ?? []) {
          classes.push({
            title: special.title,
            startsAt: new Date(minute + special.inMinutes * 60_000),
            durationMinutes: special.durationMinutes,
          });
        }
        classes.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
      }
      const code = schedule?.live.code ?? course.onDemand.code;
      const insertedClasses =
        classes.length > 0
          ? await tx
              .insert(liveClasses)
              .values(
                classes.map((c, n) => ({
                  batchId: batch.id,
                  title: c.title,
                  startsAt: c.startsAt,
                  durationMinutes: c.durationMinutes,
                  joinUrl: `https://meet.jit.si/tilawat-${code}-${n + 1}`,
                })),
              )
              .returning({ id: liveClasses.id, startsAt: liveClasses.startsAt })
          : [];
      const upcomingClasses = insertedClasses.filter((c) => c.startsAt.getTime() > now.getTime());

      const insertedModules = await tx
        .insert(modules)
        .values(course.modules.map((m, i) => ({ batchId: batch.id, title: m.title, position: i + 1 })))
        .returning({ id: modules.id, position: modules.position });
      const moduleExams = await insertExams(
        tx,
        { id: batch.id, startsAt: batch.startsAt, live: schedule !== undefined },
        course,
        insertedModules,
        courseExams,
      );

      const recordingValues = insertedModules.flatMap((mod) => {
        const seed = course.modules[mod.position - 1] as ModuleSeed;
        return seed.lessons.map((lesson, i) => {
          videoNumber += 1;
          return {
            moduleId: mod.id,
            title: lesson.title,
            position: i + 1,
            durationSeconds: lesson.minutes * 60 + ((videoNumber * 17) % 60),
            free: lesson.free ?? false,
            thumbnail: null,
            videoUrl: SAMPLE_RECORDING,
            resources: lesson.pdf
              ? [{ key: lesson.pdf.key, title: lesson.pdf.title, kind: 'pdf' as const }]
              : [],
          };
        });
      });
      const insertedRecordings = await tx
        .insert(recordings)
        .values(recordingValues)
        .returning({ id: recordings.id, moduleId: recordings.moduleId, position: recordings.position });

      // A study plan per module: watch, attend (live batches) or practise, read, finish the module, take its exam.
      const planValues = insertedModules.flatMap((mod, moduleIndex) => {
        const seed = course.modules[mod.position - 1] as ModuleSeed;
        const recs = insertedRecordings
          .filter((r) => r.moduleId === mod.id)
          .sort((a, b) => a.position - b.position);
        const first = recs[0];
        const second = recs[1];
        const last = recs[recs.length - 1];
        const pdf = seed.lessons.find((l) => l.pdf)?.pdf;
        const due = (day: number) =>
          schedule
            ? dhakaAt(new Date(batch.startsAt.getTime() + (moduleIndex * 7 + day - 1) * DAY_MS), 0, '23:59')
            : null;
        const liveClass = upcomingClasses[moduleIndex % Math.max(1, upcomingClasses.length)];
        const items: {
          moduleId: number;
          day: number;
          title: string;
          kind: 'recording' | 'live' | 'exam' | 'reading';
          refId: number | null;
          dueAt: Date | null;
        }[] = [];
        if (first) {
          items.push({
            moduleId: mod.id,
            day: 1,
            title: `‘${seed.lessons[0]?.title}’ রেকর্ডিং দেখুন`,
            kind: 'recording',
            refId: first.id,
            dueAt: due(1),
          });
        }
        if (schedule && liveClass) {
          items.push({
            moduleId: mod.id,
            day: 2,
            title: `লাইভ ক্লাসে অংশ নিন — ${seed.title}`,
            kind: 'live',
            refId: liveClass.id,
            dueAt: due(2),
          });
        } else if (second) {
          items.push({
            moduleId: mod.id,
            day: 2,
            title: `‘${seed.lessons[1]?.title}’ রেকর্ডিং দেখুন ও সঙ্গে সঙ্গে তিলাওয়াত করুন`,
            kind: 'recording',
            refId: second.id,
            dueAt: due(2),
          });
        }
        items.push({
          moduleId: mod.id,
          day: 3,
          title: pdf ? `PDF পড়ুন: ${pdf.title}` : `${seed.title} — নোট দেখে ১৫ মিনিট অনুশীলন করুন`,
          kind: 'reading',
          refId: null,
          dueAt: due(3),
        });
        if (last && last !== first) {
          items.push({
            moduleId: mod.id,
            day: 5,
            title: `মডিউলের বাকি রেকর্ডিং শেষ করুন (‘${seed.lessons[seed.lessons.length - 1]?.title}’ পর্যন্ত)`,
            kind: 'recording',
            refId: last.id,
            dueAt: due(5),
          });
        }
        const examId = moduleExams.get(mod.id);
        if (examId !== undefined) {
          items.push({
            moduleId: mod.id,
            day: 6,
            title: `মডিউলের পরীক্ষা দিন — ${seed.title}`,
            kind: 'exam',
            refId: examId,
            dueAt: due(6),
          });
        }
        return items;
      });
      await tx.insert(studyPlanItems).values(planValues);
    }
  }
  return courseId;
}

async function insertPromos(tx: Tx, now: Date, courseId: Map<string, number>) {
  await tx.insert(promos).values(
    PROMOS(
      (days) => dhakaAt(now, days, '23:59'),
      (slug) => courseId.get(slug) as number,
    ),
  );
}

async function insertOrientations(tx: Tx, now: Date) {
  await tx.insert(orientations).values(
    ORIENTATIONS.map((seed) => ({
      title: seed.title,
      description: seed.description,
      host: seed.host,
      startsAt:
        'inMinutes' in seed.starts
          ? new Date(Math.ceil(now.getTime() / 60_000) * 60_000 + seed.starts.inMinutes * 60_000)
          : dhakaAt(now, seed.starts.days, seed.starts.time),
      durationMinutes: seed.durationMinutes,
      seatsTotal: seed.seatsTotal,
      joinUrl: seed.room,
    })),
  );
}

async function insertCms(tx: Tx, now: Date) {
  const year = new Date(now.getTime() + DHAKA_OFFSET_MS).getUTCFullYear();
  await tx.insert(siteDocuments).values({ key: 'header-footer', value: HEADER_FOOTER(year), updatedAt: now });
  await tx.insert(cmsPages).values(CMS_PAGES.map((page) => ({ ...page, updatedAt: now })));
}

async function insertShop(tx: Tx, now: Date) {
  const catalogId = new Map<string, number>();
  for (const catalog of CATALOGS) {
    const [row] = await tx
      .insert(catalogs)
      .values({
        slug: catalog.slug,
        name: catalog.name,
        description: catalog.description,
        parentId: catalog.parent ? (catalogId.get(catalog.parent) ?? null) : null,
        image: null,
        position: catalog.position,
      })
      .returning({ id: catalogs.id });
    catalogId.set(catalog.slug, (row as { id: number }).id);
  }
  const insertedCards = await tx
    .insert(cards)
    .values(
      CARDS.map((card, i) => ({
        slug: card.slug,
        catalogId: catalogId.get(card.catalog) as number,
        title: card.title,
        description: card.description,
        kind: card.kind,
        price: card.price,
        originalPrice: card.originalPrice ?? null,
        currency: card.currency ?? 'tk',
        sizes: card.sizes,
        orderKind: card.orderKind,
        stock: card.stock,
        images: [],
        details: card.details,
        position: i + 1,
      })),
    )
    .returning({ id: cards.id, slug: cards.slug });
  const cardId = new Map(insertedCards.map((c) => [c.slug, c.id]));

  await tx.insert(contents).values(
    Object.entries(PLAYLISTS).flatMap(([slug, items]) =>
      items.map((item, i) => ({
        cardId: cardId.get(slug) as number,
        title: item.title,
        kind: item.kind,
        position: i + 1,
        durationSeconds: item.seconds,
        free: item.free ?? false,
        mediaUrl: `content/${slug}/${String(i + 1).padStart(2, '0')}.${{ audio: 'mp3', video: 'mp4', pdf: 'pdf' }[item.kind]}`,
        body: item.body,
      })),
    ),
  );

  await tx.insert(publicReviews).values(
    REVIEWS.map((review) => ({
      cardId: cardId.get(review.card) as number,
      reviewerName: review.name,
      rating: review.rating,
      comment: review.comment,
      createdAt: new Date(now.getTime() - review.days * DAY_MS),
    })),
  );
}

const hasCourses = async (db: Db | Tx) =>
  (await db.select({ id: courses.id }).from(courses).limit(1)).length > 0;

/**
 * Writes the Bengali demo content when the `courses` table is empty, in one transaction, and
 * answers whether it did. A database that already holds courses is never touched; two processes
 * starting together are serialised by a table lock, so only one of them seeds.
 *
 * Times are relative to `now`: some live classes are open or start within the hour, others are
 * days ahead. Media are stored as keys and answered under the api's `/media/` path by the
 * handlers (which know the public origin and sign recordings' URLs); `publicOrigin` is accepted for content that must
 * carry an absolute link of this api and is not needed by the current demo content.
 */
/**
 * The demo operators of the console (issue 19), verified, with the passwords the README names; only
 * outside production (`demoOperators`), where nobody should sign in with a published password.
 */
async function insertDemoOperators(tx: Tx, courseIds: Map<string, number>): Promise<void> {
  const firstCourse = courseIds.get((COURSES[0] as (typeof COURSES)[number]).slug);
  for (const operator of DEMO_OPERATORS) {
    const [user] = await tx
      .insert(users)
      .values({
        name: operator.name,
        phone: operator.phone,
        passwordHash: await hash(operator.password),
        verified: true,
        role: operator.role,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    // the demo teacher teaches the first course's batches (their exams' answers wait for them)
    if (user && operator.role === 'teacher' && firstCourse !== undefined) {
      await tx.update(batches).set({ teacherId: user.id }).where(eq(batches.courseId, firstCourse));
    }
  }
}

export async function seedIfEmpty(
  db: Db,
  opts: { publicOrigin: string; now?: Date; demoOperators?: boolean },
): Promise<boolean> {
  if (await hasCourses(db)) return false;
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    // The first start's one long write, not a request: neither it nor another process waiting on its
    // lock below is cut short by DATABASE_STATEMENT_TIMEOUT_MS (replicas started together, issue 37).
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`lock table ${courses} in share row exclusive mode`);
    if (await hasCourses(tx)) return false;
    const courseId = await insertCatalogue(tx, now);
    await insertPromos(tx, now, courseId);
    await insertOrientations(tx, now);
    await insertCms(tx, now);
    await insertShop(tx, now);
    if (opts.demoOperators) await insertDemoOperators(tx, courseId);
    return true;
  });
}
