import type { Duplex } from 'node:stream';
import { fieldMessage, fieldMessages } from '@tilawat/domain/rules';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { msg } from './messages';

interface FailureRule {
  /** The status when the failure concerns the request as a whole. */
  status: number;
  msg: string;
  /** The public `code`, when it is not the failure's own name. */
  code?: string;
}

/**
 * Every failure a service, a repository's caller or a route may report, by name: the one table that turns a
 * domain failure into an answer (docs/decisions/0009-bengali-error-messages.md). Services know nothing of
 * HTTP; they throw `new DomainError('SOLD_OUT')`, or name the request field at fault:
 * `new DomainError('AMOUNT_MISMATCH', { field: 'amount' })`. A failure about a field is bad input: it
 * answers 400 with that field in `errors` (`[{ path: '/amount', msg }]`), whatever its status alone would be.
 */
const failures = {
  // any area
  NOT_FOUND: { status: 404, msg: msg.notFound },
  UNAUTHORIZED: { status: 401, msg: msg.unauthorized },
  LOGIN_REQUIRED: { status: 401, msg: msg.loginRequired },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, msg: msg.unsupportedMediaType },
  BODY_REQUIRED: { status: 400, code: 'BAD_REQUEST', msg: msg.bodyRequired },
  RATE_LIMITED: { status: 429, msg: msg.rateLimited },
  FORBIDDEN_ROLE: { status: 403, msg: msg.forbiddenRole },
  // accounts
  IDENTITY_REQUIRED: { status: 400, msg: msg.identityRequired },
  PHONE_INVALID: { status: 400, msg: fieldMessages.phone },
  INVALID_CREDENTIALS: { status: 401, msg: msg.invalidCredentials },
  ACCOUNT_NOT_VERIFIED: { status: 403, msg: msg.accountNotVerified },
  ACCOUNT_NOT_FOUND: { status: 404, msg: msg.accountNotFound },
  ACCOUNT_EXISTS: { status: 409, msg: msg.accountExists },
  ALREADY_VERIFIED: { status: 409, msg: msg.alreadyVerified },
  VERIFY_LINK_INVALID: { status: 404, msg: msg.verifyLinkInvalid },
  CREDENTIALS_ALREADY_SET: { status: 409, msg: msg.credentialsAlreadySet },
  REAUTH_REQUIRED: { status: 403, msg: msg.reauthRequired },
  CURRENT_PASSWORD_REQUIRED: { status: 400, msg: fieldMessages.currentPassword },
  CURRENT_PASSWORD_WRONG: { status: 400, msg: msg.currentPasswordWrong },
  RESET_TOKEN_INVALID: { status: 400, msg: msg.resetTokenInvalid },
  IDENTITY_UNCHANGED: { status: 400, msg: msg.identityUnchanged },
  IDENTITY_CHANGE_NOT_FOUND: { status: 404, msg: msg.identityChangeNotFound },
  PASSWORD_MISMATCH: { status: 400, msg: fieldMessages.passwordMismatch },
  REFRESH_TOKEN_INVALID: { status: 401, msg: msg.refreshInvalid },
  REFRESH_TOKEN_REUSED: { status: 401, msg: msg.refreshReused },
  OTP_TOO_SOON: { status: 429, msg: msg.otpTooSoon },
  OTP_HOURLY_CAP: { status: 429, msg: msg.otpHourlyCap },
  CHALLENGE_REQUIRED: { status: 429, msg: msg.challengeRequired },
  CHALLENGE_INVALID: { status: 400, msg: msg.challengeInvalid },
  // a code or link the SMS gateway or mail server did not take (issue 17): the learner may ask again at once
  DELIVERY_FAILED: { status: 503, msg: msg.deliveryFailed },
  OTP_EXPIRED: { status: 400, msg: msg.otpExpired },
  OTP_EXHAUSTED: { status: 400, msg: msg.otpExhausted },
  LOGIN_THROTTLED: { status: 429, msg: msg.loginThrottled },
  OTP_INVALID: { status: 400, msg: msg.otpInvalid },
  AVATAR_MISSING: { status: 400, msg: msg.avatarMissing },
  MULTIPART_INVALID: { status: 400, code: 'BAD_REQUEST', msg: msg.multipartInvalid },
  AVATAR_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', msg: msg.avatarType },
  AVATAR_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', msg: msg.avatarTooLarge },
  AVATAR_UNREADABLE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', msg: msg.avatarUnreadable },
  AVATAR_TOO_MANY_PIXELS: { status: 413, code: 'PAYLOAD_TOO_LARGE', msg: msg.avatarTooManyPixels },
  // catalogue and learning
  COURSE_NOT_FOUND: { status: 404, msg: msg.courseNotFound },
  BATCH_NOT_FOUND: { status: 404, msg: msg.batchNotFound },
  ON_DEMAND_BATCH_NOT_FOUND: { status: 404, code: 'BATCH_NOT_FOUND', msg: msg.onDemandNotFound },
  MODULE_NOT_FOUND: { status: 404, msg: msg.moduleNotFound },
  RECORDING_NOT_FOUND: { status: 404, msg: msg.recordingNotFound },
  NOT_ENROLLED: { status: 403, msg: msg.notEnrolled },
  // exams
  EXAM_NOT_FOUND: { status: 404, msg: msg.examNotFound },
  EXAM_NOT_OPEN: { status: 403, code: 'EXAM_NOT_ELIGIBLE', msg: msg.examNotOpen },
  EXAM_CLOSED: { status: 403, code: 'EXAM_NOT_ELIGIBLE', msg: msg.examClosed },
  EXAM_NO_ATTEMPTS: { status: 403, code: 'EXAM_NOT_ELIGIBLE', msg: msg.examNoAttempts },
  EXAM_PREREQUISITE: { status: 403, code: 'EXAM_NOT_ELIGIBLE', msg: msg.examPrerequisite },
  EXAM_NOT_STARTED: { status: 409, msg: msg.examNotStarted },
  EXAM_ATTEMPT_NOT_FOUND: { status: 404, code: 'NOT_FOUND', msg: msg.examAttemptNotFound },
  EXAM_TIME_OVER: { status: 409, msg: msg.examTimeOver },
  ANSWER_QUESTION_UNKNOWN: { status: 400, msg: msg.answerQuestionUnknown },
  ANSWER_DUPLICATE: { status: 400, msg: msg.answerDuplicate },
  ANSWER_SHAPE: { status: 400, msg: msg.answerShape },
  ANSWER_OPTION_UNKNOWN: { status: 400, msg: msg.answerOptionUnknown },
  // checkout and payments
  ENROLLMENT_CLOSED: { status: 409, msg: msg.enrollmentClosed },
  ALREADY_ENROLLED: { status: 409, msg: msg.alreadyEnrolled },
  SOLD_OUT: { status: 409, msg: msg.soldOut },
  AMOUNT_MISMATCH: { status: 400, msg: msg.amountMismatch },
  REDIRECT_NOT_ALLOWED: { status: 400, msg: msg.redirectNotAllowed },
  PLAN_NOT_FOUND: { status: 404, msg: msg.planNotFound },
  PROMO_NOT_FOUND: { status: 404, msg: msg.promoNotFound },
  PROMO_EXPIRED: { status: 400, msg: msg.promoExpired },
  PROMO_NOT_APPLICABLE: { status: 400, msg: msg.promoNotApplicable },
  PROMO_CURRENCY: { status: 400, msg: msg.promoCurrency },
  PROMO_ONE_ITEM: { status: 400, msg: msg.promoOneItem },
  PROMO_ALREADY_USED: { status: 400, msg: msg.promoAlreadyUsed },
  PROMO_USED_UP: { status: 400, msg: msg.promoUsedUp },
  GATEWAY_SIGNATURE_INVALID: { status: 400, msg: msg.gatewaySignatureInvalid },
  GATEWAY_RESULT_UNCONFIRMED: { status: 400, msg: msg.gatewayResultUnconfirmed },
  GATEWAY_MISMATCH: { status: 400, msg: msg.gatewayMismatch },
  GATEWAY_UNAVAILABLE: { status: 503, msg: msg.gatewayUnavailable },
  PAYMENT_CLOSED: { status: 409, msg: msg.paymentClosed },
  METHOD_UNAVAILABLE: { status: 400, msg: msg.methodUnavailable },
  // shop and CMS
  CATALOG_NOT_FOUND: { status: 404, msg: msg.catalogNotFound },
  CARD_NOT_FOUND: { status: 404, msg: msg.cardNotFound },
  CONTENT_NOT_FOUND: { status: 404, msg: msg.contentNotFound },
  PAGE_NOT_FOUND: { status: 404, msg: msg.pageNotFound },
  HEADER_FOOTER_NOT_FOUND: { status: 404, msg: msg.headerFooterNotFound },
  // media
  MEDIA_LINK_INVALID: { status: 403, msg: msg.mediaLinkInvalid },
  MEDIA_LINK_EXPIRED: { status: 403, msg: msg.mediaLinkExpired },
  NOTE_LINK_INVALID: { status: 403, code: 'MEDIA_LINK_INVALID', msg: msg.noteLinkInvalid },
  NOTE_LINK_EXPIRED: { status: 403, code: 'MEDIA_LINK_EXPIRED', msg: msg.noteLinkExpired },
  RESOURCE_NOT_FOUND: { status: 404, msg: msg.resourceNotFound },
  // the console's uploads (issue 19)
  VIDEO_MISSING: { status: 400, msg: msg.videoMissing },
  VIDEO_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', msg: msg.videoType },
  VIDEO_UNREADABLE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', msg: msg.videoUnreadable },
  VIDEO_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', msg: msg.videoTooLarge },
  // ffmpeg/ffprobe are not on this machine: the operator's to mend, the upload may be tried again
  VIDEO_TOOLS_MISSING: { status: 503, msg: msg.videoToolsMissing },
  // ffprobe ran past PROBE_TIMEOUT_SECONDS and was killed (issue 35): nothing kept, the upload may be tried again
  VIDEO_CHECK_TIMEOUT: { status: 503, code: 'MEDIA_CHECK_TIMEOUT', msg: msg.videoCheckTimeout },
  VIDEO_JOB_NOT_FOUND: { status: 404, msg: msg.videoJobNotFound },
  NOTE_MISSING: { status: 400, msg: msg.noteMissing },
  NOTE_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', msg: msg.noteType },
  NOTE_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', msg: msg.noteTooLarge },
  NOTE_TITLE: { status: 400, msg: msg.noteTitle },
  NOTE_NOT_FOUND: { status: 404, msg: msg.noteNotFound },
  NOTES_FULL: { status: 409, msg: msg.notesFull },
  RANGE_NOT_SATISFIABLE: { status: 416, msg: msg.rangeNotSatisfiable },
  // live classes and orientation webinars
  LIVE_CLASS_NOT_FOUND: { status: 404, msg: msg.liveClassNotFound },
  JOIN_NOT_OPEN: { status: 409, msg: msg.joinNotOpen },
  CLASS_ENDED: { status: 409, msg: msg.classEnded },
  ORIENTATION_NOT_FOUND: { status: 404, msg: msg.orientationNotFound },
  ORIENTATION_FULL: { status: 409, msg: msg.orientationFull },
  ALREADY_BOOKED: { status: 409, msg: msg.alreadyBooked },
  NOT_BOOKED: { status: 403, msg: msg.notBooked },
  // leads
  LEAD_COURSE_UNKNOWN: { status: 400, msg: msg.leadCourseUnknown },
  // the shop's basket and orders
  BASKET_LINE_TOO_MANY: { status: 400, msg: msg.basketLineTooMany },
  BASKET_FULL: { status: 400, msg: msg.basketFull },
  CARD_SOLD_OUT: { status: 409, msg: msg.cardSoldOut },
  CARD_STOCK_SHORT: { status: 409, msg: msg.cardStockShort },
  BASKET_CURRENCY: { status: 409, msg: msg.basketCurrency },
  BASKET_EMPTY: { status: 409, msg: msg.basketEmpty },
  ORDER_INFO_REQUIRED: { status: 400, msg: msg.orderInfoRequired },
  ORDER_SIZE_UNKNOWN: { status: 400, msg: msg.orderSizeUnknown },
  ORDER_NOT_FOUND: { status: 404, msg: msg.orderNotFound },
  ORDER_NOT_CANCELLABLE: { status: 409, msg: msg.orderNotCancellable },
  ORDER_NOT_PAYABLE: { status: 409, msg: msg.orderNotPayable },
  PAY_RETURN_REQUIRED: { status: 400, msg: msg.payReturnRequired },
  COUPON_NOT_FOUND: { status: 400, msg: msg.couponNotFound },
  PAYMENT_NOT_FOUND: { status: 404, msg: msg.paymentNotFound },
  // sessions
  SESSION_LIMIT_ENDED: { status: 401, msg: msg.sessionLimitEnded },
  SESSION_NOT_FOUND: { status: 404, msg: msg.sessionNotFound },
  // the wallet
  COUPON_EXPIRED: { status: 400, msg: msg.couponExpired },
  COUPON_NOT_GIFT: { status: 400, msg: msg.couponNotGift },
  COUPON_NOT_TOPUP: { status: 400, msg: msg.couponNotTopup },
  COUPON_CURRENCY: { status: 400, msg: msg.couponCurrency },
  COUPON_USED: { status: 409, msg: msg.couponUsed },
  COUPON_CLAIM_NOT_FOUND: { status: 404, code: 'COUPON_NOT_FOUND', msg: msg.couponNotFound },
  ORDER_HAS_COUPON: { status: 409, msg: msg.orderHasCoupon },
  WALLET_SHORT: { status: 409, msg: msg.walletShort },
  REWARD_SHORT: { status: 409, code: 'WALLET_SHORT', msg: msg.rewardShort },
  REWARD_NEEDS_WALLET: { status: 400, msg: msg.rewardNeedsWallet },
  REVIEW_NOT_FOUND: { status: 404, msg: msg.reviewNotFound },
  REVIEW_ORDER_MISMATCH: { status: 400, msg: msg.reviewOrderMismatch },
  REVIEW_ORDER_NOT_COMPLETED: { status: 409, msg: msg.reviewOrderNotCompleted },
  ACTIVITY_DATA_TOO_LARGE: { status: 400, msg: msg.activityDataTooLarge },
  ORDER_NOT_REFUNDABLE: { status: 409, msg: msg.orderNotRefundable },
  REFUND_PENDING: { status: 409, msg: msg.refundPending },
  REFUND_REFUSED: { status: 409, msg: msg.refundRefused },
  ORDER_NOT_MOVABLE: { status: 409, msg: msg.orderNotMovable },
  SLUG_TAKEN: { status: 400, msg: msg.slugTaken },
  SEATS_BELOW_TAKEN: { status: 400, msg: msg.seatsBelowTaken },
  LIVE_SCHEDULE_MISSING: { status: 400, msg: msg.liveScheduleMissing },
  ON_DEMAND_HAS_SCHEDULE: { status: 400, msg: msg.onDemandHasSchedule },
  ORIGINAL_PRICE_BELOW: { status: 400, msg: msg.originalPriceBelow },
  TEACHER_UNKNOWN: { status: 400, msg: msg.teacherUnknown },
  ALREADY_MARKED: { status: 409, msg: msg.alreadyMarked },
  MARKS_INCOMPLETE: { status: 400, msg: msg.marksIncomplete },
  MARKS_TOO_HIGH: { status: 400, msg: msg.marksTooHigh },
  PROMO_CODE_TAKEN: { status: 400, msg: msg.promoCodeTaken },
  PROMO_PERCENT_TOO_HIGH: { status: 400, msg: msg.promoPercentTooHigh },
  PROMO_COURSE_UNKNOWN: { status: 400, msg: msg.promoCourseUnknown },
  LIVE_ONLY: { status: 400, msg: msg.liveOnly },
  NOT_IN_BATCH: { status: 400, msg: msg.notInBatch },
  EXAM_HAS_ATTEMPTS: { status: 409, msg: msg.examHasAttempts },
  MODULE_NOT_IN_BATCH: { status: 400, msg: msg.moduleNotInBatch },
  PREREQUISITE_NOT_IN_BATCH: { status: 400, msg: msg.prerequisiteNotInBatch },
  CLOSES_BEFORE_OPENS: { status: 400, msg: msg.closesBeforeOpens },
  CHOICE_OPTIONS: { status: 400, msg: msg.choiceOptions },
  SINGLE_CHOICE_ONE_RIGHT: { status: 400, msg: msg.singleChoiceOneRight },
  MULTI_CHOICE_SOME_RIGHT: { status: 400, msg: msg.multiChoiceSomeRight },
  SHORT_TEXT_NO_OPTIONS: { status: 400, msg: msg.shortTextNoOptions },
  ACCEPTED_ANSWERS_NEEDED: { status: 400, msg: msg.acceptedAnswersNeeded },
  TEACHER_REVIEW_SHORT_TEXT: { status: 400, msg: msg.teacherReviewShortText },
  COUPON_REASON_USED: { status: 400, msg: msg.couponReasonUsed },
  // recitation practice (issue 20)
  PRACTICE_NOT_FOUND: { status: 404, code: 'NOT_FOUND', msg: msg.practiceNotFound },
  PRACTICE_AYAH_NOT_FOUND: { status: 404, code: 'NOT_FOUND', msg: msg.practiceAyahNotFound },
  PRACTICE_INCOMPLETE: { status: 409, msg: msg.practiceIncompleteGeneric },
  PRACTICE_ALREADY_SUBMITTED: { status: 409, msg: msg.practiceAlreadySubmitted },
  PRACTICE_REVIEWED: { status: 409, msg: msg.practiceReviewedDone },
  AYAH_NOT_OPEN: { status: 409, msg: msg.ayahNotOpen },
  UPLOAD_METADATA: { status: 400, code: 'BAD_REQUEST', msg: msg.uploadMetadata },
  AUDIO_INVALID: { status: 415, msg: msg.audioInvalid },
  AUDIO_TOO_LONG: { status: 413, msg: msg.audioTooLong },
  AUDIO_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', msg: msg.audioTooLarge },
  // ffmpeg/ffprobe missing: the same code as the videos' (the contract's VideoToolsMissing, AudioToolsMissing)
  AUDIO_TOOLS_MISSING: { status: 503, code: 'VIDEO_TOOLS_MISSING', msg: msg.audioToolsMissing },
  AUDIO_CHECK_TIMEOUT: { status: 503, code: 'MEDIA_CHECK_TIMEOUT', msg: msg.audioCheckTimeout },
  CORRECTION_MISSING: { status: 400, msg: msg.correctionMissing },
  CORRECTION_TOO_SHORT: { status: 415, code: 'AUDIO_TOO_SHORT', msg: msg.correctionTooShort },
  CORRECTION_TOO_LONG: { status: 413, code: 'AUDIO_TOO_LONG', msg: msg.correctionTooLong },
  CORRECTION_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', msg: msg.correctionTooLarge },
  MARK_EXISTS: { status: 409, msg: msg.markExists },
  MARK_NOT_FOUND: { status: 404, code: 'NOT_FOUND', msg: msg.markNotFound },
  PRACTICE_NOT_SUBMITTED: { status: 409, msg: msg.practiceNotSubmitted },
  REVIEW_INCOMPLETE: { status: 409, msg: msg.reviewIncompleteGeneric },
  WORD_NOT_FOUND: { status: 400, msg: msg.wordNotFound },
  AYAH_NOT_IN_PRACTICE: { status: 400, msg: msg.ayahNotInPractice },
  PRACTICE_RANGE: { status: 400, msg: msg.practiceRange },
  PRACTICE_LEARNER_NOT_FOUND: { status: 404, code: 'NOT_IN_BATCH', msg: msg.practiceLearnerNotFound },
  RECITATION_RANGE: { status: 400, msg: msg.recitationRange },
  RECITATION_ONLY: { status: 400, msg: msg.recitationOnly },
  RECITATION_NO_ANSWERS: { status: 400, msg: msg.recitationNoAnswers },
  PRACTICE_IN_EXAM: { status: 409, msg: msg.practiceInExam },
  PRACTICE_EXAM_CLOSED: { status: 409, msg: msg.practiceExamClosed },
  AUDIO_LINK_INVALID: { status: 403, code: 'MEDIA_LINK_INVALID', msg: msg.audioLinkInvalid },
  AUDIO_LINK_EXPIRED: { status: 403, code: 'MEDIA_LINK_EXPIRED', msg: msg.audioLinkExpired },
  UPLOAD_NOT_FOUND: { status: 404, code: 'NOT_FOUND', msg: msg.uploadNotFound },
  UPLOAD_OFFSET_CONFLICT: { status: 409, msg: msg.uploadOffsetConflict },
  UPLOAD_REFUSED: { status: 400, code: 'BAD_REQUEST', msg: msg.uploadRefused },
  UPLOAD_FAILED: { status: 500, code: 'INTERNAL', msg: msg.server },
  // what unfinished uploads may take of the machine (issue 35)
  UPLOADS_UNFINISHED: { status: 429, msg: msg.uploadsUnfinished },
  UPLOADS_FULL: { status: 507, msg: msg.uploadsFull },
  BATCH_NOT_YOURS: { status: 403, msg: msg.batchNotYours },
} as const satisfies Record<string, FailureRule>;

export type Failure = keyof typeof failures;

/** What went wrong, in the domain's words: a failure's name and, when one request field is at fault, its name. */
export class DomainError extends Error {
  constructor(
    readonly failure: Failure,
    readonly details: {
      /** The request field at fault (`amount`, `promo_code`): the answer is 400 with it in `errors`. */
      field?: string;
      /** When to try again (429 failures): sent as `Retry-After`, in whole seconds, at least 1. */
      retryAfterSeconds?: number;
      /** This occurrence's sentence in place of the failure's own (the time left until a class starts). */
      msg?: string;
    } = {},
  ) {
    super(failure);
    this.name = 'DomainError';
  }
}

export interface FieldProblem {
  path: string;
  msg: string;
}

/** An answer with an error status: the one error body (`{ msg, code, errors? }`) and its headers. */
export interface ErrorAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: { msg: string; code: string; errors?: FieldProblem[] };
}

/** The Bengali sentence of a failure, for an answer that states a reason without failing (exam eligibility). */
export const failureMessage = (failure: Failure): string => failures[failure].msg;

/** The one mapping from a domain failure to its answer. */
export function answerOf(error: DomainError): ErrorAnswer {
  const rule: FailureRule = failures[error.failure];
  const { field, retryAfterSeconds } = error.details;
  const text = error.details.msg ?? rule.msg;
  const headers: Record<string, string> =
    retryAfterSeconds === undefined
      ? {}
      : { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) };
  return {
    statusCode: field ? 400 : rule.status,
    headers,
    body: {
      msg: text,
      code: rule.code ?? error.failure,
      ...(field ? { errors: [{ path: `/${field}`, msg: text }] } : {}),
    },
  };
}

interface AjvError {
  instancePath?: string;
  keyword: string;
  params?: Record<string, unknown>;
}

/** Ajv's problems as `[{ path, msg }]`, one Bengali message per field, from the shared field catalogue. */
export function fieldProblems(validation: AjvError[], context?: string): FieldProblem[] {
  const seen = new Map<string, FieldProblem>();
  for (const error of validation) {
    let path = error.instancePath ?? '';
    if (error.keyword === 'required' && typeof error.params?.missingProperty === 'string') {
      path = `${path}/${error.params.missingProperty}`;
    }
    if (context && context !== 'body') path = `/${context}${path}`;
    const field = path.split('/').pop() ?? '';
    if (seen.has(path)) continue;
    seen.set(path, { path: path || '/', msg: fieldMessage(field, error.keyword, msg.validation) });
  }
  return [...seen.values()];
}

/** Fastify's own error codes that are the client's fault, as status and Bengali message. */
const clientErrors: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', msg.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'BAD_REQUEST', msg.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'BAD_REQUEST', msg.invalidJson],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'BAD_REQUEST', msg.invalidJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', msg.payloadTooLarge],
  FST_ERR_CTP_EMPTY_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', msg.unsupportedMediaType],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', msg.unsupportedMediaType],
  FST_REQ_FILE_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', msg.avatarTooLarge],
  FST_PARTS_LIMIT: [413, 'PAYLOAD_TOO_LARGE', msg.payloadTooLarge],
  FST_FILES_LIMIT: [413, 'PAYLOAD_TOO_LARGE', msg.payloadTooLarge],
  FST_ERR_VALIDATION: [400, 'VALIDATION_FAILED', msg.validation],
  // the router's: a path that does not decode (`/batch/%ff`), a path parameter past the router's cap
  FST_ERR_BAD_URL: [400, 'BAD_REQUEST', msg.badUrl],
  FST_ERR_MAX_PARAM_LENGTH: [400, 'BAD_REQUEST', msg.badUrl],
  // multipart bodies that do not parse (no boundary, cut short)
  FST_MULTIPART_INVALID_CONTENT_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', msg.unsupportedMediaType],
};

/**
 * The one answer to every error, whatever raised it (a service, validation, Fastify's body parsers,
 * its router, a plugin): the one error body with a Bengali `msg`. A 5xx is logged with
 * its stack and never leaks it.
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof DomainError) {
    const answer = answerOf(error);
    return reply.code(answer.statusCode).headers(answer.headers).send(answer.body);
  }
  if (error.validation) {
    return reply.code(400).send({
      msg: msg.validation,
      code: 'VALIDATION_FAILED',
      errors: fieldProblems(error.validation as AjvError[], error.validationContext),
    });
  }
  const known = error.code ? clientErrors[error.code] : undefined;
  if (known) {
    const [status, code, message] = known;
    return reply.code(status).send({ msg: message, code });
  }
  if (error.statusCode === 429) {
    return reply.code(429).send({ msg: msg.rateLimited, code: 'RATE_LIMITED' });
  }
  if (error.statusCode === 413) {
    return reply.code(413).send({ msg: msg.payloadTooLarge, code: 'PAYLOAD_TOO_LARGE' });
  }
  if (error.statusCode === 415) {
    return reply.code(415).send({ msg: msg.unsupportedMediaType, code: 'UNSUPPORTED_MEDIA_TYPE' });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Another client error of a plugin or a parser: a bad request, since its own status (414, 431…)
    // is not one the contract documents.
    request.log.info({ err: error }, 'client error');
    return reply.code(400).send({ msg: msg.badRequest, code: 'BAD_REQUEST' });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send({ msg: msg.server, code: 'INTERNAL' });
}

/**
 * Node's answer to a request it cannot even parse (bad HTTP, headers too large, a timeout), in the
 * one error body instead of Node's English one. There is no request to route, so no operation.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const timedOut = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
  const status = timedOut ? 408 : 400;
  const body = JSON.stringify(
    timedOut
      ? { msg: msg.requestTimeout, code: 'REQUEST_TIMEOUT' }
      : { msg: msg.badRequest, code: 'BAD_REQUEST' },
  );
  socket.end(
    `HTTP/1.1 ${status} ${timedOut ? 'Request Timeout' : 'Bad Request'}\r\n` +
      'Connection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** The api's one error handler and one not-found handler. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(answerError);
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ msg: msg.routeNotFound, code: 'NOT_FOUND' }),
  );
});
