// The public catalogue and enrolled learning (v3), and the legacy shop's public side (v2).
import type { V2Schemas, V3Schemas } from '@tilawat/sdk';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  ilike,
  inArray,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  batches,
  bundlePlans,
  cards,
  catalogs,
  cmsPages,
  contents,
  courses,
  enrollments,
  liveClasses,
  modules,
  promos,
  publicReviews,
  recordings,
  siteDocuments,
  studyPlanItems,
} from '../db/schema';
import type { Env } from '../env';
import { escapeHtml } from '../lib/escape-html';
import { forbidden, notFound } from '../lib/http-error';
import { msg } from '../lib/messages';
import { type RouteModule, requireUser } from '../lib/route-types';
import {
  activeEnrollment,
  batchJson,
  col,
  courseExtras,
  courseJson,
  courseSummaryJson,
  isEnrolled,
  mediaUrl,
  seatsTakenSql,
  tk,
} from '../services/catalogue-read';
import type { MediaSigner } from '../services/media';
import { promoJson } from '../services/pricing';

type RecordingRow = typeof recordings.$inferSelect;
type CardRow = typeof cards.$inferSelect;
type CatalogRow = typeof catalogs.$inferSelect;
type ContentRow = typeof contents.$inferSelect;

/** The join link of a live class opens this long before its start. */
const JOIN_OPENS_BEFORE_MS = 15 * 60_000;
/** At most this many upcoming classes are listed. */
const UPCOMING_LIMIT = 20;

/** Paging from the query; ajv has already applied the contract's defaults and bounds. */
function paging(query: { page?: number; limit?: number }) {
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  return { page, limit, offset: (page - 1) * limit };
}

/** The number of matching rows beside each row of a page, so that one query answers both. */
const totalSql = sql<number>`(count(*) over ())::int`;

/**
 * `total` of a paged list: read from the page's rows, or counted separately only when the page
 * is past the end (it has no rows to carry the window count).
 */
async function totalOf(rows: { total: number }[], page: number, countAll: () => Promise<number>) {
  if (rows[0]) return rows[0].total;
  return page > 1 ? countAll() : 0;
}

/** A LIKE pattern that matches `text` anywhere, with LIKE's wildcards taken literally. */
const containing = (text: string) => `%${text.trim().replace(/[\\%_]/g, '\\$&')}%`;

/** Plain text (paragraphs separated by blank lines) as sanitised HTML. */
function textToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

export function createCatalogue({
  env,
  db,
  mediaSigner,
}: {
  env: Env;
  db: Db;
  mediaSigner: MediaSigner;
}): RouteModule {
  const media = (key: string) => mediaUrl(env.PUBLIC_ORIGIN, key);

  /** The contract's Recording; `unlocked` says whether the caller may play it. */
  function recordingJson(row: RecordingRow, batchId: number, unlocked: boolean): V3Schemas['Recording'] {
    return {
      id: row.id,
      module_id: row.moduleId,
      batch_id: batchId,
      title: row.title,
      position: row.position,
      duration_seconds: row.durationSeconds,
      free: row.free,
      thumbnail: row.thumbnail === null ? null : media(row.thumbnail),
      playback_url: unlocked || row.free ? mediaSigner.playbackUrl(row.videoUrl) : null,
      resources: row.resources,
    };
  }

  /** Modules of a batch with their recordings counts, in order. */
  function moduleSummaries(batchId: number): Promise<V3Schemas['ModuleSummary'][]> {
    return db
      .select({
        id: modules.id,
        title: modules.title,
        position: modules.position,
        lessons_count: count(recordings.id),
      })
      .from(modules)
      .leftJoin(recordings, eq(recordings.moduleId, modules.id))
      .where(eq(modules.batchId, batchId))
      .groupBy(modules.id)
      .orderBy(asc(modules.position), asc(modules.id));
  }

  /** A batch with its course and seats taken, or 404. */
  async function batchWithCourse(id: number, now: Date) {
    const [row] = await db
      .select({ batch: batches, course: courses, taken: seatsTakenSql(now) })
      .from(batches)
      .innerJoin(courses, eq(courses.id, batches.courseId))
      .where(eq(batches.id, id));
    if (!row) throw notFound('BATCH_NOT_FOUND', msg.batchNotFound);
    return row;
  }

  /** A recording with the batch its module belongs to, or undefined. */
  async function recordingWithBatch(id: number) {
    const [row] = await db
      .select({ recording: recordings, batchId: modules.batchId })
      .from(recordings)
      .innerJoin(modules, eq(modules.id, recordings.moduleId))
      .where(eq(recordings.id, id));
    return row;
  }

  // ------------------------------------------------------------ legacy shop helpers

  interface CatalogNode {
    row: CatalogRow;
    cards: number;
    reviews: number;
    ratingSum: number;
    /** This catalogue and every catalogue below it. */
    subtree: Set<number>;
  }

  /**
   * Every catalogue with its cards and reviews counted over its whole subtree. Catalogues are a
   * short list of shop categories and their counts include sub-catalogues, so the tree is read
   * whole in one query and rolled up here.
   */
  async function catalogTree(): Promise<Map<number, CatalogNode>> {
    const rows = await db
      .select({
        row: catalogs,
        cards: sql<number>`(select count(*) from ${cards} where ${col(cards.catalogId)} = ${col(catalogs.id)})::int`,
        reviews: sql<number>`(select count(*) from ${publicReviews}
          inner join ${cards} on ${col(cards.id)} = ${col(publicReviews.cardId)}
          where ${col(cards.catalogId)} = ${col(catalogs.id)})::int`,
        ratingSum: sql<number>`(select coalesce(sum(${col(publicReviews.rating)}), 0) from ${publicReviews}
          inner join ${cards} on ${col(cards.id)} = ${col(publicReviews.cardId)}
          where ${col(cards.catalogId)} = ${col(catalogs.id)})::int`,
      })
      .from(catalogs);
    const tree = new Map<number, CatalogNode>();
    for (const { row } of rows)
      tree.set(row.id, { row, cards: 0, reviews: 0, ratingSum: 0, subtree: new Set() });
    for (const own of rows) {
      // Add the catalogue's own numbers to itself and to every ancestor (a cycle stops the walk).
      let id: number | null = own.row.id;
      const seen = new Set<number>();
      while (id !== null && !seen.has(id)) {
        seen.add(id);
        const node = tree.get(id);
        if (!node) break;
        node.cards += own.cards;
        node.reviews += own.reviews;
        node.ratingSum += own.ratingSum;
        node.subtree.add(own.row.id);
        id = node.row.parentId;
      }
    }
    return tree;
  }

  const rating = (sum: number, n: number): V2Schemas['RatingSummary'] => ({
    average: n > 0 ? Math.round((sum / n) * 10) / 10 : 0,
    count: n,
  });

  function catalogJson(node: CatalogNode): V2Schemas['Catalog'] {
    const { row } = node;
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      description: row.description,
      image: row.image === null ? null : media(row.image),
      parent_id: row.parentId,
      position: row.position,
      cards_count: node.cards,
      rating: rating(node.ratingSum, node.reviews),
    };
  }

  const cardMoney = (amount: number, currency: CardRow['currency']) => ({ amount, currency });

  function cardSummaryJson(
    row: Pick<CardRow, 'id' | 'slug' | 'title' | 'kind' | 'images' | 'price' | 'currency'>,
  ) {
    const first = row.images[0];
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      kind: row.kind as V2Schemas['CardKind'],
      image: first === undefined ? null : media(first),
      price: cardMoney(row.price, row.currency),
    } satisfies V2Schemas['CardSummary'];
  }

  /** Rating and content of a card, as columns of a query over `cards`. */
  const cardStats = {
    ratingCount: sql<number>`(select count(*) from ${publicReviews}
      where ${col(publicReviews.cardId)} = ${col(cards.id)})::int`,
    ratingAverage: sql<number | null>`(select avg(${col(publicReviews.rating)}) from ${publicReviews}
      where ${col(publicReviews.cardId)} = ${col(cards.id)})::float8`,
    contentCount: sql<number>`(select count(*) from ${contents} where ${col(contents.cardId)} = ${col(cards.id)})::int`,
  };

  function cardJson(
    row: CardRow,
    stats: { ratingCount: number; ratingAverage: number | null; contentCount: number },
  ) {
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      kind: row.kind as V2Schemas['CardKind'],
      catalog_id: row.catalogId,
      price: cardMoney(row.price, row.currency),
      original_price: row.originalPrice === null ? null : cardMoney(row.originalPrice, row.currency),
      sizes: row.sizes as V2Schemas['SizeOption'][],
      order_kind: row.orderKind,
      stock: row.stock,
      rating: {
        average: stats.ratingAverage === null ? 0 : Math.round(stats.ratingAverage * 10) / 10,
        count: stats.ratingCount,
      },
      images: row.images.map(media),
      has_content: stats.contentCount > 0,
    } satisfies V2Schemas['Card'];
  }

  /**
   * Ownership of shop items arrives with the shop's private side (orders, products); until then
   * only free items are unlocked, for everyone.
   */
  const contentLocked = (row: Pick<ContentRow, 'free'>) => !row.free;

  function contentSummaryJson(row: ContentRow): V2Schemas['ContentSummary'] {
    return {
      id: row.id,
      title: row.title,
      kind: row.kind as V2Schemas['ContentKind'],
      position: row.position,
      duration_seconds: row.durationSeconds,
      free: row.free,
      locked: contentLocked(row),
    };
  }

  return {
    v3: {
      // ---------------------------------------------------------- courses and batches
      v3ListCourses: async ({ query }) => {
        const { page, limit, offset } = paging(query);
        const now = new Date();
        const conditions: (SQL | undefined)[] = [];
        if (query.level) conditions.push(eq(courses.level, query.level));
        if (query.mode) {
          conditions.push(
            exists(
              db
                .select({ one: sql`1` })
                .from(batches)
                .where(and(eq(batches.courseId, courses.id), eq(batches.mode, query.mode))),
            ),
          );
        }
        if (query.q) {
          const pattern = containing(query.q);
          conditions.push(
            or(
              ilike(courses.title, pattern),
              ilike(courses.subtitle, pattern),
              ilike(courses.description, pattern),
              ilike(courses.slug, pattern),
            ),
          );
        }
        const where = and(...conditions);
        const rows = await db
          .select({ course: courses, total: totalSql })
          .from(courses)
          .where(where)
          .orderBy(asc(courses.position), asc(courses.id))
          .limit(limit)
          .offset(offset);
        const total = await totalOf(
          rows,
          page,
          async () => (await db.select({ n: count() }).from(courses).where(where))[0]?.n ?? 0,
        );
        const extras = await courseExtras(
          db,
          rows.map((r) => r.course.id),
          now,
        );
        return {
          data: {
            items: rows.map(({ course }) =>
              courseJson(course, extras.get(course.id) ?? { batches: [], lessonsCount: 0 }),
            ),
            total,
            page,
            limit,
          },
        };
      },

      v3ListBatches: async ({ query }) => {
        const { page, limit, offset } = paging(query);
        const now = new Date();
        const conditions: (SQL | undefined)[] = [];
        if (query.course) conditions.push(eq(batches.courseId, query.course));
        if (query.mode) conditions.push(eq(batches.mode, query.mode));
        if (query.upcoming) {
          conditions.push(
            gt(batches.startsAt, now),
            eq(batches.enrollmentOpen, true),
            or(
              isNull(batches.seatsTotal),
              eq(batches.mode, 'on-demand'),
              sql`${batches.seatsTotal} > ${seatsTakenSql(now)}`,
            ),
          );
        }
        const where = and(...conditions);
        const rows = await db
          .select({ batch: batches, taken: seatsTakenSql(now), total: totalSql })
          .from(batches)
          .where(where)
          .orderBy(sql`${batches.mode} = 'on-demand'`, asc(batches.startsAt), asc(batches.id))
          .limit(limit)
          .offset(offset);
        const total = await totalOf(
          rows,
          page,
          async () => (await db.select({ n: count() }).from(batches).where(where))[0]?.n ?? 0,
        );
        return {
          data: { items: rows.map(({ batch, taken }) => batchJson(batch, taken)), total, page, limit },
        };
      },

      v3GetBatch: async ({ params, user }) => {
        const now = new Date();
        const { batch, course, taken } = await batchWithCourse(params.id, now);
        const [moduleList, enrolled] = await Promise.all([
          moduleSummaries(batch.id),
          user ? isEnrolled(db, user.id, batch.id, now) : false,
        ]);
        return {
          data: {
            ...batchJson(batch, taken),
            course: courseSummaryJson(course),
            modules: moduleList,
            enrolled,
          },
        };
      },

      v3GetOnDemandBatch: async ({ params, user }) => {
        const now = new Date();
        const { batch, course, taken } = await batchWithCourse(params.id, now);
        if (batch.mode !== 'on-demand') throw notFound('BATCH_NOT_FOUND', msg.onDemandNotFound);
        const [moduleRows, recordingRows, enrolled] = await Promise.all([
          db
            .select()
            .from(modules)
            .where(eq(modules.batchId, batch.id))
            .orderBy(asc(modules.position), asc(modules.id)),
          db
            .select({ recording: recordings })
            .from(recordings)
            .innerJoin(modules, eq(modules.id, recordings.moduleId))
            .where(eq(modules.batchId, batch.id))
            .orderBy(asc(recordings.position), asc(recordings.id)),
          user ? isEnrolled(db, user.id, batch.id, now) : false,
        ]);
        const byModule = new Map<number, V3Schemas['Recording'][]>();
        for (const { recording } of recordingRows) {
          const list = byModule.get(recording.moduleId) ?? [];
          list.push(recordingJson(recording, batch.id, enrolled));
          byModule.set(recording.moduleId, list);
        }
        return {
          data: {
            ...batchJson(batch, taken),
            course: courseSummaryJson(course),
            modules: moduleRows.map((row) => {
              const list = byModule.get(row.id) ?? [];
              return {
                id: row.id,
                title: row.title,
                position: row.position,
                lessons_count: list.length,
                // Resources are attached to recordings; modules carry none of their own yet.
                resources: [],
                recordings: list,
              };
            }),
            enrolled,
          },
        };
      },

      // ---------------------------------------------------------- learning
      v3GetStudyPlan: async ({ params, query, user }) => {
        const learner = requireUser(user);
        const [row] = await db
          .select({ moduleId: modules.id, batch: batches })
          .from(modules)
          .innerJoin(batches, eq(batches.id, modules.batchId))
          .where(and(eq(modules.id, params.moduleId), eq(modules.batchId, query.batch)));
        if (!row) throw notFound('MODULE_NOT_FOUND', msg.moduleNotFound);
        if (!(await isEnrolled(db, learner.id, row.batch.id)))
          throw forbidden('NOT_ENROLLED', msg.notEnrolled);
        const items = await db
          .select()
          .from(studyPlanItems)
          .where(eq(studyPlanItems.moduleId, row.moduleId))
          .orderBy(asc(studyPlanItems.day), asc(studyPlanItems.id));
        const scheduled = row.batch.mode === 'live';
        return {
          data: {
            module_id: row.moduleId,
            batch_id: row.batch.id,
            items: items.map((item) => ({
              id: item.id,
              day: item.day,
              title: item.title,
              kind: item.kind,
              ref_id: item.kind === 'reading' ? null : item.refId,
              due_at: scheduled && item.dueAt ? item.dueAt.toISOString() : null,
            })),
          },
        };
      },

      v3ListModuleRecordings: async ({ query, user }) => {
        const learner = requireUser(user);
        const { page, limit, offset } = paging(query);
        const [mod] = await db.select().from(modules).where(eq(modules.id, query.module));
        if (!mod) throw notFound('MODULE_NOT_FOUND', msg.moduleNotFound);
        if (!(await isEnrolled(db, learner.id, mod.batchId)))
          throw forbidden('NOT_ENROLLED', msg.notEnrolled);
        const where = eq(recordings.moduleId, mod.id);
        const rows = await db
          .select({ recording: recordings, total: totalSql })
          .from(recordings)
          .where(where)
          .orderBy(asc(recordings.position), asc(recordings.id))
          .limit(limit)
          .offset(offset);
        const total = await totalOf(
          rows,
          page,
          async () => (await db.select({ n: count() }).from(recordings).where(where))[0]?.n ?? 0,
        );
        return {
          data: {
            items: rows.map(({ recording }) => recordingJson(recording, mod.batchId, true)),
            total,
            page,
            limit,
          },
        };
      },

      v3GetRecording: async ({ params, query, user }) => {
        const learner = requireUser(user);
        const row = await recordingWithBatch(params.id);
        // Another batch's recording, or a locked one, is not revealed: both answer 404.
        if (!row || row.batchId !== query.batch) throw notFound('RECORDING_NOT_FOUND', msg.recordingNotFound);
        if (!row.recording.free && !(await isEnrolled(db, learner.id, row.batchId))) {
          throw notFound('RECORDING_NOT_FOUND', msg.recordingNotFound);
        }
        return { data: recordingJson(row.recording, row.batchId, true) };
      },

      v3GetFreeRecording: async ({ params }) => {
        const row = await recordingWithBatch(params.id);
        if (!row?.recording.free) throw notFound('RECORDING_NOT_FOUND', msg.recordingNotFound);
        return { data: recordingJson(row.recording, row.batchId, true) };
      },

      // ---------------------------------------------------------- live
      v3ListUpcomingClasses: async ({ user }) => {
        const learner = requireUser(user);
        const now = new Date();
        const rows = await db
          .select({ live: liveClasses, courseTitle: courses.title })
          .from(liveClasses)
          .innerJoin(
            enrollments,
            and(
              eq(enrollments.batchId, liveClasses.batchId),
              eq(enrollments.userId, learner.id),
              activeEnrollment(now),
            ),
          )
          .innerJoin(batches, eq(batches.id, liveClasses.batchId))
          .innerJoin(courses, eq(courses.id, batches.courseId))
          .where(
            and(
              eq(batches.mode, 'live'),
              sql`${liveClasses.startsAt} + make_interval(mins => ${liveClasses.durationMinutes}) > ${now.toISOString()}::timestamptz`,
            ),
          )
          .orderBy(asc(liveClasses.startsAt), asc(liveClasses.id))
          .limit(UPCOMING_LIMIT);
        return {
          data: rows.map(({ live, courseTitle }) => {
            const starts = live.startsAt.getTime();
            const opens = starts - JOIN_OPENS_BEFORE_MS;
            const ends = starts + live.durationMinutes * 60_000;
            const t = now.getTime();
            const status = t < opens ? 'upcoming' : t < ends ? 'open' : 'ended';
            return {
              id: live.id,
              batch_id: live.batchId,
              course_title: courseTitle,
              title: live.title,
              starts_at: live.startsAt.toISOString(),
              duration_minutes: live.durationMinutes,
              join_opens_at: new Date(opens).toISOString(),
              status,
            };
          }),
        };
      },

      // ---------------------------------------------------------- promos
      v3ListPublicPromos: async () => {
        const now = new Date();
        const rows = await db
          .select()
          .from(promos)
          .where(and(eq(promos.public, true), or(isNull(promos.validUntil), gt(promos.validUntil, now))))
          .orderBy(sql`${promos.validUntil} asc nulls last`, asc(promos.code));
        return { data: rows.map(promoJson) };
      },
    },

    v2: {
      // ---------------------------------------------------------- catalogue
      v2ListCatalogs: async ({ query }) => {
        const { page, limit, offset } = paging(query);
        const tree = await catalogTree();
        const needle = query.q?.trim().toLowerCase();
        const matching = [...tree.values()]
          .filter(({ row }) => query.parent === undefined || row.parentId === query.parent)
          .filter(
            ({ row }) =>
              !needle ||
              [row.name, row.slug, row.description].some((text) => text.toLowerCase().includes(needle)),
          )
          .sort(
            (a, b) =>
              Number(a.row.parentId !== null) - Number(b.row.parentId !== null) ||
              a.row.position - b.row.position ||
              a.row.id - b.row.id,
          );
        return {
          items: matching.slice(offset, offset + limit).map(catalogJson),
          total: matching.length,
          page,
          limit,
        };
      },

      v2GetCatalog: async ({ params }) => {
        const node = (await catalogTree()).get(params.id);
        if (!node) throw notFound('CATALOG_NOT_FOUND', msg.catalogNotFound);
        return catalogJson(node);
      },

      v2ListCatalogReviews: async ({ params, query }) => {
        const { page, limit, offset } = paging(query);
        const node = (await catalogTree()).get(params.id);
        if (!node) throw notFound('CATALOG_NOT_FOUND', msg.catalogNotFound);
        const where = and(
          inArray(cards.catalogId, [...node.subtree]),
          query.rating ? eq(publicReviews.rating, query.rating) : undefined,
        );
        const rows = await db
          .select({ review: publicReviews, card: cards, total: totalSql })
          .from(publicReviews)
          .innerJoin(cards, eq(cards.id, publicReviews.cardId))
          .where(where)
          .orderBy(desc(publicReviews.createdAt), asc(publicReviews.id))
          .limit(limit)
          .offset(offset);
        const total = await totalOf(
          rows,
          page,
          async () =>
            (
              await db
                .select({ n: count() })
                .from(publicReviews)
                .innerJoin(cards, eq(cards.id, publicReviews.cardId))
                .where(where)
            )[0]?.n ?? 0,
        );
        return {
          items: rows.map(({ review, card }) => ({
            id: review.id,
            card: cardSummaryJson(card),
            rating: review.rating,
            comment: review.comment,
            reviewer_name: review.reviewerName,
            created_at: review.createdAt.toISOString(),
          })),
          total,
          page,
          limit,
        };
      },

      v2ListCards: async ({ query }) => {
        const { page, limit, offset } = paging(query);
        const conditions: (SQL | undefined)[] = [];
        if (query.catalog) {
          const node = (await catalogTree()).get(query.catalog);
          if (!node) return { items: [], total: 0, page, limit };
          conditions.push(inArray(cards.catalogId, [...node.subtree]));
        }
        if (query.kind) conditions.push(eq(cards.kind, query.kind));
        if (query.size) conditions.push(sql`${query.size} = any(${cards.sizes})`);
        if (query.q) {
          const pattern = containing(query.q);
          conditions.push(
            or(ilike(cards.title, pattern), ilike(cards.slug, pattern), ilike(cards.description, pattern)),
          );
        }
        const where = and(...conditions);
        const order: SQL[] = {
          newest: [desc(cards.id)],
          price_asc: [asc(cards.price), asc(cards.id)],
          price_desc: [desc(cards.price), desc(cards.id)],
          rating: [
            sql`${cardStats.ratingAverage} desc nulls last`,
            desc(cardStats.ratingCount),
            desc(cards.id),
          ],
        }[query.sort ?? 'newest'];
        const rows = await db
          .select({ card: cards, ...cardStats, total: totalSql })
          .from(cards)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset);
        const total = await totalOf(
          rows,
          page,
          async () => (await db.select({ n: count() }).from(cards).where(where))[0]?.n ?? 0,
        );
        return { items: rows.map(({ card, ...stats }) => cardJson(card, stats)), total, page, limit };
      },

      v2GetCard: async ({ params }) => {
        const [row] = await db
          .select({ card: cards, catalog: catalogs, ...cardStats })
          .from(cards)
          .innerJoin(catalogs, eq(catalogs.id, cards.catalogId))
          .where(eq(cards.slug, params.slug));
        if (!row) throw notFound('CARD_NOT_FOUND', msg.cardNotFound);
        const { card, catalog, ...stats } = row;
        return {
          ...cardJson(card, stats),
          description_html: textToHtml(card.description),
          catalog: { id: catalog.id, slug: catalog.slug, name: catalog.name },
          content_count: stats.contentCount,
        };
      },

      v2GetCourse: async ({ params }) => {
        const now = new Date();
        const [course] = await db.select().from(courses).where(eq(courses.id, params.id));
        if (!course) throw notFound('COURSE_NOT_FOUND', msg.courseNotFound);
        const [extras, plans] = await Promise.all([
          courseExtras(db, [course.id], now),
          db
            .select()
            .from(bundlePlans)
            .where(eq(bundlePlans.courseId, course.id))
            .orderBy(asc(bundlePlans.price)),
        ]);
        const own = extras.get(course.id) ?? { batches: [], lessonsCount: 0, batchRows: [] };
        // The syllabus is the course's first batch's (its batches teach the same modules).
        const first = own.batchRows.map((r) => r.batch).sort((a, b) => a.id - b.id)[0];
        const lessons = first
          ? await db
              .select({ module: modules, recording: recordings })
              .from(modules)
              .leftJoin(recordings, eq(recordings.moduleId, modules.id))
              .where(eq(modules.batchId, first.id))
              .orderBy(asc(modules.position), asc(modules.id), asc(recordings.position), asc(recordings.id))
          : [];
        const syllabus = new Map<number, V2Schemas['SyllabusModule']>();
        for (const { module: mod, recording } of lessons) {
          let entry = syllabus.get(mod.id);
          if (!entry) {
            entry = { position: mod.position, title: mod.title, lessons: [] };
            syllabus.set(mod.id, entry);
          }
          if (recording) {
            entry.lessons.push({
              title: recording.title,
              free: recording.free,
              recording_id: recording.free ? recording.id : null,
              duration_seconds: recording.durationSeconds,
            });
          }
        }
        return {
          ...courseJson(course, own),
          batches: own.batches,
          plans: plans.map((plan) => ({
            id: plan.id,
            course_id: plan.courseId,
            title: plan.title,
            description: plan.description,
            access_days: plan.accessDays,
            price: tk(plan.price),
          })),
          syllabus: [...syllabus.values()],
        };
      },

      // ---------------------------------------------------------- content
      v2ListContent: async ({ query }) => {
        const [card] = await db.select({ id: cards.id }).from(cards).where(eq(cards.slug, query.card_slug));
        if (!card) throw notFound('CARD_NOT_FOUND', msg.cardNotFound);
        const rows = await db
          .select({ content: contents, total: totalSql })
          .from(contents)
          .where(eq(contents.cardId, card.id))
          .orderBy(asc(contents.position), asc(contents.id))
          .limit(query.count ?? 1000);
        return {
          card_slug: query.card_slug,
          total: rows[0]?.total ?? 0,
          items: rows.map(({ content }) => contentSummaryJson(content)),
        };
      },

      v2GetContent: async ({ params, query }) => {
        const [row] = await db
          .select({ content: contents })
          .from(contents)
          .innerJoin(cards, eq(cards.id, contents.cardId))
          .where(and(eq(contents.id, params.id), eq(cards.slug, query.card_slug)));
        if (!row) throw notFound('CONTENT_NOT_FOUND', msg.contentNotFound);
        const { content } = row;
        return {
          ...contentSummaryJson(content),
          card_slug: query.card_slug,
          description: content.body,
          media_url: contentLocked(content) ? null : media(content.mediaUrl),
        };
      },

      // ---------------------------------------------------------- CMS
      v2GetHeaderFooter: async () => {
        const [row] = await db.select().from(siteDocuments).where(eq(siteDocuments.key, 'header-footer'));
        if (!row) throw notFound('HEADER_FOOTER_NOT_FOUND', msg.headerFooterNotFound);
        return row.value as V2Schemas['HeaderFooter'];
      },

      v2GetCmsPage: async ({ params }) => {
        const [page] = await db.select().from(cmsPages).where(eq(cmsPages.slug, params.slug));
        if (!page) throw notFound('PAGE_NOT_FOUND', msg.pageNotFound);
        return {
          slug: page.slug,
          title: page.title,
          body_html: page.bodyHtml,
          meta_title: page.metaTitle,
          meta_description: page.metaDescription,
          updated_at: page.updatedAt.toISOString(),
        };
      },
    },
  };
}
