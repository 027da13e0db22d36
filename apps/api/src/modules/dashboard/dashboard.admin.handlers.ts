import type { ContractHandlers } from '../../core/handlers';
import { seatsLeft } from '../catalogue/seats';
import type { DashboardAdmin } from './dashboard.admin.service';

/** The console's dashboard (admins, from the contract's x-roles). */
export function dashboardAdminHandlers(service: DashboardAdmin): ContractHandlers {
  return {
    admin: {
      adminTrends: async () => {
        const trends = await service.trends();
        return {
          data: {
            from: trends.from,
            to: trends.to,
            sales: trends.sales,
            enrollments: trends.enrolled.map(({ batch, courseTitle, taken }) => ({
              batch_id: batch.id,
              batch_name: batch.name,
              course_title: courseTitle,
              enrolled: Number(taken),
              seats_total: batch.seatsTotal,
            })),
            attendance: trends.attendance.map(({ live, batchName, attended, learners }) => ({
              class_id: live.id,
              title: live.title,
              batch_name: batchName,
              starts_at: live.startsAt.toISOString(),
              attended,
              learners,
            })),
            turnaround: {
              reviews: trends.turnaround.reviews,
              p50_seconds: trends.turnaround.p50,
              p90_seconds: trends.turnaround.p90,
            },
          },
        };
      },
      adminDashboard: async () => {
        const { day, courses, shop, joined, waiting, running, classes } = await service.dashboard();
        return {
          data: {
            day,
            sales: {
              courses: { count: courses.count, total: { amount: courses.amount, currency: 'tk' as const } },
              shop: { count: shop.count, total: { amount: shop.amount, currency: 'tk' as const } },
            },
            new_learners: joined,
            leads_waiting: waiting,
            running_batches: running.map(({ batch, courseTitle, taken }) => ({
              id: batch.id,
              name: batch.name,
              course_title: courseTitle,
              seats_total: batch.seatsTotal,
              seats_left: seatsLeft(batch, taken),
            })),
            classes_today: classes.map(({ live, batchName, courseTitle }) => ({
              id: live.id,
              title: live.title,
              batch_name: batchName,
              course_title: courseTitle,
              starts_at: live.startsAt.toISOString(),
              duration_minutes: live.durationMinutes,
            })),
          },
        };
      },
    },
  };
}
