// The api's areas, each registered through its one function (`modules/<area>/<area>.module.ts`), created
// in the order they need each other. What an area needs of another is handed in here, never imported
// as a service, so that imports between areas go one way (src/modules/areas.test.ts).
import type { ModuleParts } from './core/module';
import type { Infra } from './infra/infra';
import { accountsModule } from './modules/accounts/accounts.module';
import { activityModule } from './modules/activity/activity.module';
import { auditModule } from './modules/audit/audit.module';
import { namesUserSql } from './modules/audit/audit.repository';
import { catalogueModule } from './modules/catalogue/catalogue.module';
import { certificatesModule } from './modules/certificates/certificates.module';
import { checkoutModule } from './modules/checkout/checkout.module';
import { batchSeatsTakenSql, purchasesOf, seatHoldCountSql } from './modules/checkout/checkout.repository';
import { cmsModule } from './modules/cms/cms.module';
import { coursePagesModule } from './modules/course-pages/course-pages.module';
import { dashboardModule } from './modules/dashboard/dashboard.module';
import { enrollmentsModule } from './modules/enrollments/enrollments.module';
import { examsModule } from './modules/exams/exams.module';
import { passedExams } from './modules/exams/exams.repository';
import { guardiansModule } from './modules/guardians/guardians.module';
import { hifzModule } from './modules/hifz/hifz.module';
import { jobsModule } from './modules/jobs/jobs.module';
import { leadsModule } from './modules/leads/leads.module';
import { recordingJsonWith } from './modules/learning/learning.json';
import { learningModule } from './modules/learning/learning.module';
import { orientationModule } from './modules/orientation/orientation.module';
import { createGateways } from './modules/payments/gateways';
import { paymentsModule } from './modules/payments/payments.module';
import { createExamPractices } from './modules/practice/exam-practices';
import { practiceModule } from './modules/practice/practice.module';
import { remindersModule } from './modules/reminders/reminders.module';
import { shopModule } from './modules/shop/shop.module';
import { studyModule } from './modules/study/study.module';
import { vitalsModule } from './modules/vitals/vitals.module';
import { orderBalance } from './modules/wallet/order-balance';
import { createLedger, walletModule } from './modules/wallet/wallet.module';

/** Every area of the api, created over the shared infrastructure. */
export function createAreas(infra: Infra) {
  const gateways = createGateways(infra);
  const { gateway } = gateways;
  const recordingJson = recordingJsonWith({
    mediaSigner: infra.mediaSigner,
    publicOrigin: infra.env.PUBLIC_ORIGIN,
  });
  const ledger = createLedger(infra);
  const audit = auditModule.create(infra);
  // the accounts' clean-up keeps an unverified account an operator has worked on (the audit log names it)
  const accounts = accountsModule.create({
    ...infra,
    onVerified: ledger.issueWelcomeCoupon,
    keptAccount: namesUserSql,
  });
  const deps = { ...infra, audit: audit.services.record, gateway };
  // the catalogue sits below the areas that count a batch's seats: its operator side is given the count
  const catalogue = catalogueModule.create({ ...deps, seatsTaken: batchSeatsTakenSql });
  const checkout = checkoutModule.create(deps);
  // the wallet's ledger names the shop's orders: the shop is given the learner's balance, and the wallet's
  // top-ups are paid through the shop's order payments
  const shop = shopModule.create({
    ...deps,
    balance: orderBalance(ledger),
    reviewerName: accounts.services.publicName,
  });
  // certificates (issue 40): the areas where a learner completes something ask for a check of the
  // batch's rule, queued in their own transaction
  const certificates = certificatesModule.create(deps);
  const onCompleted = certificates.services.requestCheck;
  // reminders (issue 40): the areas that schedule classes and webinars, and the practice review, tell it
  const reminders = remindersModule.create(infra);
  const onScheduled = reminders.services.replan;
  // exams and recitation practice meet in one interface (exams/exam-recitations.ts)
  const exams = examsModule.create({
    ...deps,
    catalogue: catalogue.services,
    rewards: ledger,
    recitations: createExamPractices(),
    onCompleted,
  });
  // memorisation (issue 41) sits above recitation practice: its recitations are practices, whose review
  // tells it of the marks
  const hifz = hifzModule.create(deps);
  const study = studyModule.create(infra);
  const areas: ModuleParts[] = [
    audit,
    accounts,
    catalogue,
    learningModule.create({
      ...deps,
      catalogue: catalogue.services,
      recordingJson,
      passedExams,
      onCompleted,
      onScheduled,
    }),
    practiceModule.create({
      ...deps,
      onExamReviewed: exams.services.recitationReviewed,
      onCompleted,
      onRerecordAsked: reminders.services.rerecordAsked,
      onHifzRecited: hifz.services.recited,
    }),
    hifz,
    orientationModule.create({ ...deps, onScheduled }),
    leadsModule.create(deps),
    checkout,
    coursePagesModule.create({ ...infra, recordingJson }),
    paymentsModule.create({
      ...infra,
      gateways,
      payables: [checkout.services.payable, shop.services.payments.payable],
      payerContact: accounts.services.payerContact,
    }),
    shop,
    walletModule.create({ ...deps, ledger, settle: shop.services.payments.settle }),
    cmsModule.create(infra),
    exams,
    activityModule.create(infra),
    study,
    certificates,
    reminders,
    // guardians (issue 41): the top of the house — it reads what the areas below show a guardian
    guardiansModule.create({
      ...deps,
      streakOf: study.services.streakOf,
      hifzPlansOf: (learnerId: string) => hifz.services.plansOf(learnerId),
    }),
    // the console's learner view shows checkout's purchases, and an operator's enrollment counts the
    // seats they hold: checkout enrolls its buyers, so enrollments is given them (enrollments/purchases.ts)
    enrollmentsModule.create({
      ...deps,
      sessions: accounts.services,
      purchases: { latestOf: purchasesOf, holds: seatHoldCountSql },
    }),
    dashboardModule.create(infra),
    // the console's failed background jobs, read from the engine the infrastructure holds
    jobsModule.create(deps),
    // field data from learners' browsers (issue 38): anonymous, on no other area
    vitalsModule.create(infra),
  ];
  return { areas, accounts: accounts.services };
}
