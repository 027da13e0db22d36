export type { AuthEvent, AuthOutcome, AuthStep, AuthStepField } from './auth/auth-steps';
export {
  authStepFields,
  authSteps,
  nextAuthStep,
  redirectAfterLogout,
  redirectAfterVerification,
  redirectOnUnauthorized,
  routes,
} from './auth/auth-steps';
export { redirectAfterLogin, safeNextPath } from './auth/safe-next';
export type { StepErrors, StepFailure } from './auth/step-errors';
export { toStepErrors } from './auth/step-errors';
export { isVerifyToken, verifyTokenPattern } from './auth/verify-link';
export { DEFAULT_DESCRIPTION, PRODUCT_NAME } from './copy/brand';
// memorisation's words (issue 41); its rules are `@tilawat/domain/hifz` (with the mushaf's data and FSRS)
export { hifzRatingWords, hifzStateWords, hifzTierWords } from './copy/hifz';
export { FALLBACK_ERROR, toastMessages } from './copy/toasts';
export type {
  BatchMode,
  CouponKind,
  CourseLevel,
  CurrencyUnit,
  ExamSummaryState,
  ExpiryFlag,
  Label,
  OrderKind,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  SizeOption,
  TransactionKind,
  TransactionStatus,
  Weekday,
} from './enums/labels';
export {
  batchModes,
  bnOf,
  byOrderStatusPriority,
  canTransitionOrder,
  couponKinds,
  courseLevels,
  currencyUnits,
  examStates,
  expiryFlags,
  orderKinds,
  orderStatuses,
  paymentMethods,
  paymentStatuses,
  sizeOptions,
  transactionKinds,
  transactionStatuses,
  weekdays,
} from './enums/labels';
export type { AnsweredQuestion, Question, SubmissionAnswer } from './exam/exam-answers';
export {
  answersFor,
  hasContent,
  isAnswered,
  isQuestionAnswered,
  unansweredCount,
  withAnswer,
} from './exam/exam-answers';
export type { ExamDraft, ResumedAnswers } from './exam/exam-draft';
export {
  EXAM_DRAFT_KEY_PREFIX,
  examDraftKey,
  readExamDraft,
  removeEveryExamDraft,
  removeExamDraft,
  resumeAnswers,
  writeExamDraft,
} from './exam/exam-draft';
export type { ExamSyncState } from './exam/exam-sync';
export { examAutosave, examSyncAction } from './exam/exam-sync';
export { clockOffset, serverClock } from './exam/server-clock';
export type { ApiFailure } from './failure/api-failure';
export { isApiFailure, isTransientFailure, toApiFailure } from './failure/api-failure';
export {
  formatClassTime,
  formatClock,
  formatDate,
  formatDateTime,
  formatDigits,
  formatDuration,
  formatMoney,
  formatNumber,
  formatRelative,
  formatTime,
  formatTimeLeft,
  formatWeekdayDate,
  fromDhakaInput,
  LOCALE,
  TIME_ZONE,
  toDhakaInput,
} from './format/format-bn';
export {
  chooseRendition,
  type DownloadRendition,
  type KeptLesson,
  type KeptLessonState,
  keptLessonBytes,
  keptPdfName,
  type LessonDownload,
  LICENCE_RECHECK_MS,
  licenceDue,
  licenceValid,
} from './learning/lesson-download';
export {
  flushUnsentNotesOpened,
  type NotesOpened,
  notesOpenedReport,
  notesOutboxKey,
  readUnsentNotesOpened,
  sendNotesOpened,
} from './learning/notes-opened';
export {
  flushUnsentProgress,
  keepUnsentProgress,
  type PlaybackRate,
  type ProgressReport,
  type ProgressSent,
  playbackRates,
  progressOutboxKey,
  progressReport,
  readUnsentProgress,
  sendProgress,
  toPlaybackRate,
} from './learning/recording-progress';
export type { PageMeta, PageMetaInput } from './meta/page-meta';
export {
  buildPageMeta,
  DEFAULT_TITLE,
  META_DESCRIPTION_LIMIT,
  META_TITLE_LIMIT,
  truncateAtWord,
} from './meta/page-meta';
export type { Payloads } from './payload/build-body';
export { buildBody, isEmptyField, payloadFields, pickFields } from './payload/build-body';
export { buildQuery, toQueryString } from './payload/build-query';
export type {
  AyahVerdict,
  CategoryInfo,
  MistakeCategory,
  MistakeGroup,
  MistakeSeverity,
  PracticeDeduction,
  PracticeScore,
  PracticeStatus,
  Rubric,
  ScoredMark,
} from './recitation/rubric';
export {
  ayahVerdicts,
  mistakeCategories,
  mistakeCategoryOrder,
  mistakeGroups,
  mistakeSeverities,
  practiceStatuses,
  RUBRIC,
  scoreRecitation,
} from './recitation/rubric';
export type { AvatarType, FieldMessage, LiveClassState, LiveClassTimes, StudyStreak, Wallet } from './rules';
export {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  avatarMessages,
  checkAvatarFile,
  fieldMessages,
  fileSizeText,
  JOIN_OPENS_BEFORE_MINUTES,
  joinOpensAt,
  liveClassEndsAt,
  liveClassState,
  liveClassStatus,
  normalizeBdPhone,
  oneTimeCode,
  orderStatusPriority,
  paymentMethodList,
  STUDY_GOAL_MINUTES,
  studyStreak,
  studyWeek,
  toAsciiDigits,
  validStudyGoal,
  wallets,
} from './rules';
export {
  batchOrderId,
  type CheckoutItem,
  checkoutItem,
  checkoutOrderId,
  checkoutQuery,
  heldCheckoutItem,
  parseId,
  parsePlanId,
  planOrderId,
  purchaseItem,
} from './session/order-selection';
export type {
  BrowserCookieOptions,
  CookieAdapter,
  CookieOptions,
  OrderDetails,
  Session,
  SessionUser,
  StorageAdapter,
} from './session/session';
export {
  cookieNames,
  createBrowserCookies,
  createMemoryCookies,
  createSession,
  DEFAULT_COOKIE_LIFETIME_MS,
  decodeUser,
  liveAccessToken,
  parseOrderDetails,
  USER_STORAGE_KEY,
} from './session/session';
export type { AppThunkConfig, ThunkExtra } from './store/app-thunk';
export { createAppAsyncThunk } from './store/app-thunk';
export type { AuthFlowOutcome, AuthFlowThunk } from './store/auth-flow';
export {
  canResendCode,
  invalidVerifyLink,
  openVerifyLink,
  requestLoginCode,
  requestResetCode,
  requestVerifyLink,
  resendCode,
  startAuthFlow,
  submitIdentity,
  submitLoginCode,
  submitOtp,
  submitPassword,
  submitReset,
  submitSignup,
} from './store/auth-flow';
export type { AuthState, PhoneVerificationStatus } from './store/auth-slice';
export {
  authEvent,
  authFlowStarted,
  authIdentity,
  authSlice,
  codeSent,
  initialAuthState,
  inputRefused,
  resetAuth,
  resetIdentity,
  selectAfterLogin,
  selectAuthError,
  selectAuthIdentityText,
  selectAuthLoader,
  selectAuthStep,
  selectCodeSentAt,
  selectCredentialsRequired,
  selectLoginProcessStatus,
  selectPhoneVerificationStatus,
  selectRegistrationStepCompleted,
  selectResendCooldown,
  selectResetIdentityText,
  selectStepErrors,
} from './store/auth-slice';
export {
  changePassword,
  forgotPassword,
  login,
  logout,
  lookupUser,
  quickLogin,
  register,
  resendOtp,
  resendVerificationEmail,
  sendLoginCode,
  setCredentials,
  verifyEmailLink,
  verifyOtp,
  verifyResetCode,
} from './store/auth-thunks';
export type { ExamPhase, ExamSaveStatus, ExamState } from './store/exam-slice';
export {
  answerChanged,
  examLeft,
  examSlice,
  flagToggled,
  initialExamState,
  questionShown,
  selectExam,
  selectExamUnsaved,
  selectUnansweredCount,
} from './store/exam-slice';
export { openExam, saveExamAnswers, submitExam } from './store/exam-thunks';
export type { AppDispatch, AppStore, AppThunk, MakeStoreOptions, RootState } from './store/make-store';
export { makeStore, rootReducer } from './store/make-store';
export type { OrderState } from './store/order-slice';
export {
  initialOrderState,
  orderSlice,
  resetOrder,
  selectOrderError,
  selectOrderInfo,
  selectOrderLoaders,
  selectPayOrderInfo,
} from './store/order-slice';
export { holdOrder, purchaseBatch, purchaseBundle } from './store/order-thunks';
export type { PromoState } from './store/promo-slice';
export {
  clearPromo,
  dismissPromoBar,
  initialPromoState,
  promoSlice,
  promoTyped,
  selectAppliedPromo,
  selectPromo,
  setShowPromoForm,
} from './store/promo-slice';
export { checkPromo } from './store/promo-thunks';
export type { UserState } from './store/user-slice';
export {
  initialUserState,
  selectIsSignedIn,
  selectProfile,
  selectUser,
  userRestored,
  userSlice,
} from './store/user-slice';
export {
  confirmIdentityChange,
  requestIdentityChange,
  updateMe,
  uploadAvatar,
} from './store/user-thunks';
export type { ToastEvent } from './toasts/toast-messages';
export { toastMessage, toastPolicy } from './toasts/toast-messages';
export type {
  FieldErrors,
  Identity,
  IdentityInput,
  PreferredTime,
  ProfileValues,
  Validation,
} from './validation/form-rules';
export {
  authStepForms,
  detectIdentity,
  emailRule,
  formMessages,
  forms,
  identityText,
  nameRule,
  otpRule,
  passwordRule,
  phoneRule,
  preferredTimes,
  promoCodeRule,
  toIdentityInput,
  topupAmountChips,
  validate,
} from './validation/form-rules';
