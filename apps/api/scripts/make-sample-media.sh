#!/bin/sh
# Makes the demo recording that every seeded recording plays: a 16-second HLS rendition (426x240,
# H.264 main, AAC mono) of a slowly moving gradient with a soft 440 Hz tone, in 4-second MPEG-TS
# segments, written to apps/api/media/hls/sample/ (index.m3u8 + seg0.ts … seg3.ts, about 150 kB).
#
# The output is committed; this script is not run at install, build or test time. Run it again only
# to change the sample: `sh apps/api/scripts/make-sample-media.sh` (needs ffmpeg with libx264 and aac;
# Debian's `ffmpeg` package has both). The api serves the folder under signed URLs (src/infra/ops/ops.routes.ts).
set -eu

out="$(cd "$(dirname "$0")/.." && pwd)/media/hls/sample"
seconds=16
fps=15

rm -rf "$out"
mkdir -p "$out"

# -force_key_frames puts a keyframe every 4 s, so that every segment starts with one and is exactly 4 s.
ffmpeg -hide_banner -loglevel error -nostdin \
  -f lavfi -i "gradients=size=426x240:rate=${fps}:duration=${seconds}:speed=0.01:c0=0x1b5e20:c1=0x0d47a1:c2=0xf9a825:nb_colors=3:seed=7" \
  -f lavfi -i "sine=frequency=440:sample_rate=44100:duration=${seconds},volume=0.15" \
  -map 0:v -map 1:a \
  -c:v libx264 -profile:v main -pix_fmt yuv420p -preset slow -crf 30 -maxrate 120k -bufsize 240k \
  -force_key_frames "expr:gte(t,n_forced*4)" -sc_threshold 0 \
  -c:a aac -ac 1 -b:a 32k \
  -flags +bitexact -fflags +bitexact -metadata:s creation_time= \
  -f hls -hls_time 4 -hls_playlist_type vod -hls_list_size 0 \
  -hls_segment_filename "$out/seg%d.ts" \
  "$out/index.m3u8"

du -sh "$out"
