/**
 * The server's time on this device: a phone's clock may be minutes wrong, and an exam's deadline is
 * the server's (`Exam.attempt.deadline_at`). The api dates every answer by its clock (`Date`, whole
 * seconds, exposed to the web), so the offset is that date — taken at the middle of its second — less
 * the moment between sending the request and reading the answer. Without a usable date the offset
 * is 0 (the device's clock).
 */
export function clockOffset(
  serverDate: string | null | undefined,
  sentAt: number,
  receivedAt: number,
): number {
  const server = serverDate ? Date.parse(serverDate) : Number.NaN;
  if (!Number.isFinite(server)) return 0;
  return Math.round(server + 500 - (sentAt + receivedAt) / 2);
}

/** A clock that reads the server's time: the device's clock corrected by `offset` ms. */
export function serverClock(offset: number, now: () => number = Date.now): () => number {
  return () => now() + offset;
}
