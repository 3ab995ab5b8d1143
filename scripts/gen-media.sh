#!/usr/bin/env bash
# Generates the reference server's demo media into server/media (committed; rerun only to change them).
# Needs ffmpeg (apt-get install ffmpeg) and fonts-noto-cjk. Nothing at run time needs either.
#  - audio/exam/*.mp3: listening questions of the exams add-on (intervals, triads, rhythms); `ONLY=exam` makes just these
#  - demo/lesson-{1,2,3}/: the seeded lessons as encrypted HLS ladders (360p/540p/720p, 6 s segments, AES-128,
#    poster, the sound alone as audio.mp3 for 听音频 and downloads), made from 20 s 1280x720 clips (a C-major
#    arpeggio with piano-like decay; the clips themselves are not kept) by the same pipeline a studio's
#    uploads take (scripts/gen-demo-ladder.ts -> server/src/media/transcode.ts); `ONLY=lessons` makes just these
#  - audio/arpeggio-{c,g}.mp3: 8 s demo audio for the piano audio section
#  - attachments/course-N.pdf: a one-page practice sheet per course; attachments/live-sheet.pdf for live classes
#  - live/seg-{0..5}.ts: the seed broadcast, 6 MPEG-TS segments of 4 s (320x180, keyframe every segment);
#    the live playlist loops them as a sliding window (server/src/addons/Zhibo); live/replay.mp4: the same
#    24 s remuxed, the replay after a session ends
#  - ../src/addons/Homework/seed-take.mp3: the seeded homework take (7.2 s, 16 kbps mono; outside the public
#    media folder like every take); `ONLY=homework` makes just this. Its envelope is the one
#    server/src/addons/Homework/seed.ts draws the waveform from: change both together; and
#    ../../tests/weapp/fixtures/take.aac, its first 3.6 s as the weapp records a take (ADTS aac, 24 kbps mono)
#  - audio/pa-NN.mp3: the piano audio library (server/src/addons/PianoAudio/tracks.json: each track's notes,
#    tempo and length), 16 kbps mono, a few seconds each
set -euo pipefail
cd "$(dirname "$0")/../server/media"
mkdir -p demo audio attachments live
FONT=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
# C E G C' (or G B D G'), one note a second, each decaying like a struck string.
arp() { echo "0.35*sin(2*PI*t*($1*between(mod(t,4),0,0.999)+$2*between(mod(t,4),1,1.999)+$3*between(mod(t,4),2,2.999)+$4*between(mod(t,4),3,3.999)))*exp(-2.5*mod(t,1))"; }
# Exams (Paper add-on) listening questions: audio/exam/*.mp3, mono 48 kb/s, 2-4 s each.
# tone F START: one decaying note of F Hz starting at START seconds.
exam_audio() {
  mkdir -p audio/exam
  tone() { echo "0.3*sin(2*PI*$1*t)*exp(-3*(t-$2))*gte(t,$2)"; }
  mk() { ffmpeg -loglevel error -y -f lavfi -i "aevalsrc=exprs='$2':s=22050:d=$3" -ac 1 -c:a libmp3lame -b:a 48k "audio/exam/$1.mp3"; }
  # Intervals from C4: played melodically, then together.
  interval() { mk "$1" "$(tone 261.6 0)+$(tone "$2" 1)+$(tone 261.6 2)+$(tone "$2" 2)" 3.5; }
  interval interval-m3 311.1
  interval interval-M3 329.6
  interval interval-P5 392
  interval interval-P8 523.3
  # Triads on C, broken then blocked.
  chord() { mk "$1" "$(tone 261.6 0)+$(tone "$2" 0.6)+$(tone 392 1.2)+$(tone 261.6 2)+$(tone "$2" 2)+$(tone 392 2)" 3.5; }
  chord chord-major 329.6
  chord chord-minor 311.1
  # Rhythm on one pitch at 60 bpm: quarter, two eighths, quarter, quarter (ta ti-ti ta ta).
  mk rhythm-1 "$(tone 440 0)+$(tone 440 1)+$(tone 440 1.5)+$(tone 440 2)+$(tone 440 3)" 4
  # Dotted rhythm: dotted quarter, eighth, half.
  mk rhythm-2 "$(tone 440 0)+$(tone 440 1.5)+$(tone 440 2)" 4
  du -ch audio/exam | tail -1
}
if [ "${ONLY:-}" = exam ]; then exam_audio; exit 0; fi
# Homework: a learner's take of a C-major tune, 12 notes at 100 bpm (0.6 s each), each decaying as exp(-3.5 t).
homework_audio() {
  local notes=(0 2 4 5 7 5 4 2 0 4 7 12) f=() k
  for k in "${!notes[@]}"; do f+=("$(node -e "console.log((261.63*2**(${notes[$k]}/12)).toFixed(2))")*eq(floor(t/0.6),$k)"); done
  local freq; freq=$(IFS=+; echo "${f[*]}")
  ffmpeg -loglevel error -y -f lavfi -i "aevalsrc=exprs='(0.4*sin(2*PI*t*(${freq}))+0.12*sin(4*PI*t*(${freq})))*exp(-3.5*mod(t,0.6))':s=22050:d=7.2" \
    -ac 1 -c:a libmp3lame -b:a 16k ../src/addons/Homework/seed-take.mp3
  # Its first half as the weapp records it (RecorderManager, format aac: ADTS): the take the weapp tests upload.
  mkdir -p ../../tests/weapp/fixtures
  ffmpeg -loglevel error -y -i ../src/addons/Homework/seed-take.mp3 -t 3.6 -ac 1 -c:a aac -b:a 24k -f adts ../../tests/weapp/fixtures/take.aac
  ls -l ../src/addons/Homework/seed-take.mp3 ../../tests/weapp/fixtures/take.aac
}
if [ "${ONLY:-}" = homework ]; then homework_audio; exit 0; fi

# The seeded lessons: a 720p clip each (kept only in a temporary folder), then the ladder.
lessons() {
  local colors=(0xc8553d 0x3d6fc8 0x2f8f6a) tmp i
  tmp=$(mktemp -d)
  for i in 1 2 3; do
    ffmpeg -loglevel error -y \
      -f lavfi -i "color=c=${colors[$((i-1))]}:s=1280x720:r=15:d=20" \
      -f lavfi -i "aevalsrc=exprs='$(arp 261.6 329.6 392 523.3)':s=44100:d=20" \
      -vf "drawbox=x='mod(t*64,1280)':y=533:w=107:h=187:color=white@0.8:t=fill,drawtext=fontfile=${FONT}:text='琴艺课堂 示范 ${i}':fontcolor=white:fontsize=80:x=64:y=107,drawtext=fontfile=${FONT}:text='%{pts\\:hms}':fontcolor=white:fontsize=53:x=64:y=240" \
      -c:v libx264 -preset veryfast -crf 18 -pix_fmt yuv420p -c:a aac -b:a 96k -shortest "$tmp/lesson-${i}.mp4"
    (cd ../.. && npx tsx scripts/gen-demo-ladder.ts "$tmp/lesson-${i}.mp4" "server/media/demo/lesson-${i}")
  done
  rm -rf "$tmp"
  du -cb demo | tail -1
}
if [ "${ONLY:-}" = lessons ]; then lessons; exit 0; fi
lessons
ffmpeg -loglevel error -y -f lavfi -i "aevalsrc=exprs='$(arp 261.6 329.6 392 523.3)':s=44100:d=8" -c:a libmp3lame -b:a 64k audio/arpeggio-c.mp3
ffmpeg -loglevel error -y -f lavfi -i "aevalsrc=exprs='$(arp 392 493.9 587.3 784)':s=44100:d=8" -c:a libmp3lame -b:a 64k audio/arpeggio-g.mp3

# The piano audio library: one note a beat at the track's tempo, a struck-string decay, a few overtones.
TRACKS=../src/addons/PianoAudio/tracks.json
node -e '
  const { tracks } = require(process.argv[1])
  tracks.forEach((t, i) => {
    const beat = 60 / t.bpm
    const f = t.notes.map((n, k) => `${(t.root * 2 ** (n / 12)).toFixed(2)}*eq(mod(floor(t/${beat}),${t.notes.length}),${k})`).join("+")
    const note = (h, a) => `${a}*sin(${2 * h}*PI*t*(${f}))`
    console.log([String(i + 1).padStart(2, "0"), t.s, `(${note(1, 0.4)}+${note(2, 0.12)}+${note(3, 0.05)})*exp(-3.5*mod(t,${beat}))`].join("\t"))
  })
' "$(cd "$(dirname "$TRACKS")" && pwd)/$(basename "$TRACKS")" | while IFS=$'\t' read -r n secs expr; do
  ffmpeg -nostdin -loglevel error -y -f lavfi -i "aevalsrc=exprs='${expr}':s=22050:d=${secs}" -ac 1 -c:a libmp3lame -b:a 16k "audio/pa-${n}.mp3"
done
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
du -ch demo audio attachments live | tail -1
exam_audio
homework_audio
