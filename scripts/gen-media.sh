#!/usr/bin/env bash
# Generates the reference server's demo media into server/media (committed; rerun only to change them).
# Needs ffmpeg (apt-get install ffmpeg) and fonts-noto-cjk. Nothing at run time needs either.
#  - videos/lesson-{1,2,3}.mp4: 20 s lessons (480x270, a C-major arpeggio with piano-like decay)
#  - videos/lesson-{1,2,3}.trial.mp4: their first 8 s (what playinfo serves as the trial cut)
#  - audio/arpeggio-{c,g}.mp3: 8 s demo audio for the piano audio section
#  - attachments/course-N.pdf: a one-page practice sheet per course; attachments/live-sheet.pdf for live classes
#  - live/seg-{0..5}.ts: the seed broadcast, 6 MPEG-TS segments of 4 s (320x180, keyframe every segment);
#    the live playlist loops them as a sliding window (server/src/addons/Zhibo); live/replay.mp4: the same
#    24 s remuxed, the replay after a session ends
set -euo pipefail
cd "$(dirname "$0")/../server/media"
mkdir -p videos audio attachments live
FONT=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
# C E G C' (or G B D G'), one note a second, each decaying like a struck string.
arp() { echo "0.35*sin(2*PI*t*($1*between(mod(t,4),0,0.999)+$2*between(mod(t,4),1,1.999)+$3*between(mod(t,4),2,2.999)+$4*between(mod(t,4),3,3.999)))*exp(-2.5*mod(t,1))"; }
COLORS=(0xc8553d 0x3d6fc8 0x2f8f6a)
for i in 1 2 3; do
  c=${COLORS[$((i-1))]}
  ffmpeg -loglevel error -y \
    -f lavfi -i "color=c=${c}:s=480x270:r=15:d=20" \
    -f lavfi -i "aevalsrc=exprs='$(arp 261.6 329.6 392 523.3)':s=44100:d=20" \
    -vf "drawbox=x='mod(t*24,480)':y=200:w=40:h=70:color=white@0.8:t=fill,drawtext=fontfile=${FONT}:text='琴艺课堂 示范 ${i}':fontcolor=white:fontsize=30:x=24:y=40,drawtext=fontfile=${FONT}:text='%{pts\\:hms}':fontcolor=white:fontsize=20:x=24:y=90" \
    -c:v libx264 -preset veryslow -crf 34 -pix_fmt yuv420p -movflags +faststart -c:a aac -b:a 48k -shortest "videos/lesson-${i}.mp4"
  ffmpeg -loglevel error -y -i "videos/lesson-${i}.mp4" -t 8 -c copy -movflags +faststart "videos/lesson-${i}.trial.mp4"
done
ffmpeg -loglevel error -y -f lavfi -i "aevalsrc=exprs='$(arp 261.6 329.6 392 523.3)':s=44100:d=8" -c:a libmp3lame -b:a 64k audio/arpeggio-c.mp3
ffmpeg -loglevel error -y -f lavfi -i "aevalsrc=exprs='$(arp 392 493.9 587.3 784)':s=44100:d=8" -c:a libmp3lame -b:a 64k audio/arpeggio-g.mp3
ffmpeg -loglevel error -y \
  -f lavfi -i "color=c=0x6a3dc8:s=320x180:r=15:d=24" \
  -f lavfi -i "aevalsrc=exprs='$(arp 220 277.2 329.6 440)':s=22050:d=24" \
  -vf "drawbox=x='mod(t*20,320)':y=130:w=30:h=50:color=white@0.8:t=fill,drawtext=fontfile=${FONT}:text='琴艺课堂 直播':fontcolor=white:fontsize=22:x=16:y=24,drawtext=fontfile=${FONT}:text='%{pts\\:hms}':fontcolor=white:fontsize=16:x=16:y=64" \
  -c:v libx264 -preset veryslow -crf 36 -pix_fmt yuv420p -g 60 -keyint_min 60 -sc_threshold 0 -c:a aac -ac 1 -b:a 24k -shortest \
  -f hls -hls_time 4 -hls_list_size 0 -hls_segment_filename 'live/seg-%d.ts' live/source.m3u8
ffmpeg -loglevel error -y -i live/source.m3u8 -c copy -bsf:a aac_adtstoasc -movflags +faststart live/replay.mp4
rm live/source.m3u8
for n in 1 2 3 4 5 6 7 8 9 live; do
  text="Practice sheet - course ${n}"
  stream="BT /F1 24 Tf 72 720 Td (${text}) Tj ET"
  {
    printf '%%PDF-1.4\n'
    printf '1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n'
    printf '2 0 obj <</Type/Pages/Kids[3 0 R]/Count 1>> endobj\n'
    printf '3 0 obj <</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>> endobj\n'
    printf '4 0 obj <</Length %d>> stream\n%s\nendstream endobj\n' "${#stream}" "$stream"
    printf '5 0 obj <</Type/Font/Subtype/Type1/BaseFont/Helvetica>> endobj\n'
    printf 'trailer <</Root 1 0 R>>\n%%%%EOF\n'
  } > "attachments/$([ "$n" = live ] && echo live-sheet || echo "course-${n}").pdf"
done
du -ch videos audio attachments live | tail -1
