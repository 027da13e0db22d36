'use client';

import { VideoPlayer, type VideoPlayerProps } from '@tilawat/ui';
import { useRef } from 'react';
import { useHlsFallback } from '~/lib/use-hls-fallback';

export type LessonPlayerProps = Omit<VideoPlayerProps, 'videoRef'>;

/**
 * The kit's VideoPlayer, with hls.js attached to its <video> where the browser has no HLS of its own (once
 * there is one: a `pending` player has no <video> yet).
 */
export function LessonPlayer(props: LessonPlayerProps) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  useHlsFallback(videoRef, props.pending ? null : props.src);
  return <VideoPlayer {...props} videoRef={videoRef} />;
}
