import { addressForm } from './words/address-form';
import { attendance } from './words/attendance';
import { auth } from './words/auth';
import { avatarUpload } from './words/avatar-upload';
import { ayahRecorder } from './words/ayah-recorder';
import { basketLine } from './words/basket-line';
import { basketSummary } from './words/basket-summary';
import { batch } from './words/batch';
import { brand } from './words/brand';
import { certificateCard } from './words/certificate-card';
import { common } from './words/common';
import { confirmDialog } from './words/confirm-dialog';
import { connectionBanner } from './words/connection-banner';
import { couponCard } from './words/coupon-card';
import { course } from './words/course';
import { dataTable } from './words/data-table';
import { dialog } from './words/dialog';
import { emptyState } from './words/empty-state';
import { errorState } from './words/error-state';
import { examInstruction } from './words/exam-instruction';
import { examResult } from './words/exam-result';
import { examTimer } from './words/exam-timer';
import { favourite } from './words/favourite';
import { fileField } from './words/file-field';
import { footer } from './words/footer';
import { header } from './words/header';
import { identityChangeForm } from './words/identity-change-form';
import { joinClass } from './words/join-class';
import { leadForm } from './words/lead-form';
import { ledgerList } from './words/ledger-list';
import { lessonDownload } from './words/lesson-download';
import { liveClass } from './words/live-class';
import { markedAyah } from './words/marked-ayah';
import { mistakeSummary } from './words/mistake-summary';
import { moduleList } from './words/module-list';
import { orderCard } from './words/order-card';
import { orderSummary } from './words/order-summary';
import { orderTimeline } from './words/order-timeline';
import { orientation } from './words/orientation';
import { otp } from './words/otp';
import { passwordField } from './words/password-field';
import { paymentPicker } from './words/payment-picker';
import { pdfViewer } from './words/pdf-viewer';
import { pendingPurchase } from './words/pending-purchase';
import { phoneField } from './words/phone-field';
import { planCard } from './words/plan-card';
import { price } from './words/price';
import { productCard } from './words/product-card';
import { profileForm } from './words/profile-form';
import { progressBar } from './words/progress-bar';
import { promoBar } from './words/promo-bar';
import { promoForm } from './words/promo-form';
import { quantityStepper } from './words/quantity-stepper';
import { question } from './words/question';
import { questionNavigator } from './words/question-navigator';
import { ratingSummary } from './words/rating-summary';
import { resend } from './words/resend';
import { resumeBanner } from './words/resume-banner';
import { reviewForm } from './words/review-form';
import { rubricScore } from './words/rubric-score';
import { saveStatus } from './words/save-status';
import { sessionList } from './words/session-list';
import { shareLink } from './words/share-link';
import { sizePicker } from './words/size-picker';
import { skeleton } from './words/skeleton';
import { speedMenu } from './words/speed-menu';
import { studyPlan } from './words/study-plan';
import { studyStreak } from './words/study-streak';
import { toaster } from './words/toaster';
import { topupForm } from './words/topup-form';
import { trendChart } from './words/trend-chart';
import { uploadProgress } from './words/upload-progress';
import { uploadQueue } from './words/upload-queue';
import { video } from './words/video';
import { walletBalance } from './words/wallet-balance';
import { wordMarkPicker } from './words/word-mark-picker';

/**
 * The kit's Bengali catalogue as one object (`bn.batch.enroll`), for pages, stories and tests: every
 * word a component shows that does not come from props or from @tilawat/domain (enum labels, form and
 * toast messages live there and are reused, never restated); numbers inside sentences go through
 * domain's formatters (Bengali digits). Each section is a file of its own (`copy/words/`), which
 * components import directly: a page's JavaScript carries only the words of the components it uses.
 */
export const bn = {
  brand,
  common,
  header,
  footer,
  phoneField,
  passwordField,
  otp,
  resend,
  auth,
  course,
  batch,
  price,
  promoBar,
  promoForm,
  paymentPicker,
  basketLine,
  basketSummary,
  addressForm,
  orderTimeline,
  orderCard,
  orderSummary,
  pendingPurchase,
  planCard,
  toaster,
  video,
  speedMenu,
  resumeBanner,
  connectionBanner,
  lessonDownload,
  studyStreak,
  progressBar,
  pdfViewer,
  moduleList,
  liveClass,
  joinClass,
  attendance,
  orientation,
  examTimer,
  saveStatus,
  question,
  questionNavigator,
  examInstruction,
  examResult,
  studyPlan,
  leadForm,
  dialog,
  confirmDialog,
  skeleton,
  emptyState,
  errorState,
  sizePicker,
  quantityStepper,
  favourite,
  productCard,
  walletBalance,
  ledgerList,
  topupForm,
  certificateCard,
  couponCard,
  shareLink,
  trendChart,
  reviewForm,
  ratingSummary,
  identityChangeForm,
  profileForm,
  avatarUpload,
  sessionList,
  dataTable,
  uploadProgress,
  fileField,
  ayahRecorder,
  uploadQueue,
  markedAyah,
  wordMarkPicker,
  mistakeSummary,
  rubricScore,
};

export type Copy = typeof bn;
