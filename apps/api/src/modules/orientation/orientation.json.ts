// The contract's JSON of orientation webinars: Orientation and OrientationBooking.
import type { V3Schemas } from '@tilawat/sdk';
import type { BookingRow, OrientationRow } from './orientation.repository';

export function orientationJson(
  row: OrientationRow,
  taken: number,
  booked: boolean,
): V3Schemas['Orientation'] {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    host: row.host,
    starts_at: row.startsAt.toISOString(),
    duration_minutes: row.durationMinutes,
    seats_total: row.seatsTotal,
    seats_left: Math.max(0, row.seatsTotal - taken),
    booked,
  };
}

export function bookingJson(item: {
  booking: BookingRow;
  orientation: OrientationRow;
  taken: number;
}): V3Schemas['OrientationBooking'] {
  return {
    id: item.booking.id,
    orientation: orientationJson(item.orientation, item.taken, true),
    booked_at: item.booking.bookedAt.toISOString(),
  };
}
