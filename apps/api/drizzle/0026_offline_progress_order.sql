-- issue 39: the moment a progress report was made on the device, so that one sent late from a device that was
-- offline never moves the resume position (or the remembered speed) back; null for rows kept before.
ALTER TABLE "recording_progress" ADD COLUMN "position_reported_at" timestamp with time zone;