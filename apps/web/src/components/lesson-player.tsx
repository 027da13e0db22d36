'use client';

import { VideoPlayer, type VideoPlayerProps } from '@tilawat/ui';
import { useRef } from 'react';
import { useHlsFallback } from '~/lib/use-hls-fallback';

export type LessonPlayerProps = Omit<VideoPlayerProps, 'videoRef'>;

/**
 * The kit's VideoPlayer, with hls.js attached to its <video> where the browser has no HLS of its own (once
 * there is one: a `pending` player has no <video> yet). The video loads on first use (`preload="none"`,
 * issue 38): the lesson page paints its frame, its title and the learner's position without waiting for the
 * video's first frame, and a learner who only opens the page spends none of their data on the video.
 */
export function LessonPlayer(props: LessonPlayerProps) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  useHlsFallback(videoRef, props.pending ? null : props.src);
  return <VideoPlayer preload="none" {...props} videoRef={videoRef} />;
}
