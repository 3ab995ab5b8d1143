import { useEffect, useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { barCount, barSeconds, barStart, clampBpm, formatRate, markOf, METERS, MAX_BPM, MIN_BPM, nudge, NUDGE_S, SPEEDS, stepSpeed, tapTempo, validLoop, type AbLoop } from '../practice'
import type { PracticeSettings } from '../settings'
import type { Metronome } from '../metronome'
import Button from '../../../components/Button'
import Icon from '../../../components/Icon'
import RangeSlider from '../../../components/RangeSlider'
import Segmented from '../../../components/Segmented'
import Sheet from '../../../components/Sheet'
import Switch from '../../../components/Switch'
import { LEFT, LOOP, MINUS, PLAY, PLUS, SLIDERS } from '../../../components/Icon/paths'
import { loadMetronome } from '../loadMetronome'
import './practiceTools.scss'

export interface PracticeToolsProps {
  settings: PracticeSettings
  onChange(patch: Partial<PracticeSettings>): void
  /** Seconds of the recording (0 while unknown). */
  duration: number
  /** The recording's tempo: bars can be looped by number when it is known. */
  tempo?: { bpm: number; beats: number }
  /** Where playback is now (seconds of the recording). */
  position(): number
  loops: number
}

/** A control of the settings sheet: its `text`, or an `icon` (then `label` names it). 44 px to tap. */
function Btn({ label, text, icon, onClick, on, disabled }: { label?: string; text?: string; icon?: string; onClick(): void; on?: boolean; disabled?: boolean }) {
  return (
    <View
      role='button'
      aria-label={label ?? text}
      aria-pressed={on}
      aria-disabled={disabled}
      className={`pt-btn ${on ? 'pt-btn--on' : ''} ${disabled ? 'pt-btn--off' : ''}`}
      onClick={disabled ? undefined : onClick}
    >
      {icon ? <Icon path={icon} color={on ? 'primary' : 'text'} className='pt-btn__icon' /> : text}
    </View>
  )
}

/** The speeds marked under the slider: what a teacher asks for. The slider moves in the steps of SPEEDS up to 1x. */
const MARKS = [0.5, 0.75, 1] as const
const TAP_RESET_MS = 2000

/** The metronome's clicks, started and stopped from the row or the sheet; disposed with the tools. */
function useMetronome({ bpm, beats, accent }: Pick<PracticeSettings, 'bpm' | 'beats' | 'accent'>) {
  const metronome = useRef<Metronome | null>(null)
  const [running, setRunning] = useState(false)
  const [loading, setLoading] = useState(false)
  useEffect(() => metronome.current?.update({ bpm, beats, accent }), [bpm, beats, accent])
  useEffect(() => () => metronome.current?.dispose(), [])
  const toggle = async () => {
    if (running) {
      metronome.current?.stop()
      return setRunning(false)
    }
    setLoading(true)
    try {
      metronome.current ??= await loadMetronome({ bpm, beats, accent })
      metronome.current.start()
      setRunning(true)
    } finally {
      setLoading(false)
    }
  }
  return { running, loading, toggle }
}

/**
 * The practice tools, in the audio player and the lesson player, made for a child at the piano with the
 * phone on the music stand: one row of big controls (the speed as a slider marked 0.5x, 0.75x, 1x with the
 * pitch kept; the A-B loop on or off with its bars; the metronome on or off with its tempo) and the details
 * in a sheet (faster speeds, choosing the bars or marks, the count-in, meter, accent, tap tempo). Their
 * settings are the host's, saved per track or lesson.
 */
export function PracticeTools({ settings, onChange, duration, tempo, position, loops }: PracticeToolsProps) {
  const [sheet, setSheet] = useState(false)
  const metronome = useMetronome(settings)
  const loop: AbLoop = settings.loop ?? { a: 0, b: 0, countIn: false }
  const barOf = (t: number) => (tempo ? Math.floor(t / barSeconds(tempo.bpm, tempo.beats) + 1e-6) + 1 : 1)
  const hasLoop = validLoop(settings.loop)
  const looping = settings.loopOn && hasLoop
  const loopWhat = !hasLoop ? '未设置' : tempo ? `第${barOf(loop.a)}-${Math.max(barOf(loop.b) - 1, barOf(loop.a))}小节` : `${markOf(loop.a)}-${markOf(loop.b)}`
  const rate = settings.rate
  // The slider covers the slow speeds a child practises at; faster ones are in the sheet.
  const sliderRate = Math.min(Math.max(rate, 0.5), 1)

  return (
    <View className='pt'>
      <View className='pt__row'>
        <View className='pt__speed' role='group' aria-label='速度'>
          <View className='pt__speed-head'>
            <Text className='pt__tile-title'>速度</Text>
            <Text className='pt__speed-value' aria-live='polite'>
              {formatRate(rate)}
            </Text>
          </View>
          <RangeSlider label='播放速度' min={50} max={100} step={5} value={Math.round(sliderRate * 100)} onChange={(v) => onChange({ rate: v / 100 })} />
          <View className='pt__marks'>
            {MARKS.map((r) => (
              <View key={r} role='button' aria-label={`速度 ${formatRate(r)}`} aria-pressed={Math.abs(rate - r) < 1e-6} className={`pt__mark ${Math.abs(rate - r) < 1e-6 ? 'pt__mark--on' : ''}`} onClick={() => onChange({ rate: r })}>
                {formatRate(r)}
              </View>
            ))}
          </View>
        </View>

        <View
          className={`pt__tile ${looping ? 'pt__tile--on' : ''}`}
          role='switch'
          aria-checked={looping}
          aria-label={looping ? '关闭A-B循环' : '打开A-B循环'}
          onClick={() => (hasLoop ? onChange({ loopOn: !settings.loopOn }) : setSheet(true))}
        >
          <Icon path={LOOP} color={looping ? 'white' : 'primary'} className='pt__tile-icon' />
          <Text className='pt__tile-title'>A-B 循环</Text>
          <Text className='pt__tile-value' aria-live='polite'>
            {looping ? `${loopWhat} · 已循环 ${loops} 次` : hasLoop ? `${loopWhat} · 关` : '点此设置'}
          </Text>
        </View>

        <View
          className={`pt__tile ${metronome.running ? 'pt__tile--on' : ''}`}
          role='button'
          aria-pressed={metronome.running}
          aria-label={metronome.running ? '停止节拍器' : '开始节拍器'}
          onClick={metronome.loading ? undefined : () => void metronome.toggle()}
        >
          <Text className='pt__tile-bpm'>{settings.bpm}</Text>
          <Text className='pt__tile-title'>节拍器</Text>
          <Text className='pt__tile-value'>{metronome.loading ? '加载中' : metronome.running ? '拍/分 · 开' : '拍/分 · 关'}</Text>
        </View>
      </View>

      <View className='pt__more'>
        <Button kind='ghost' size='sm' icon={SLIDERS} onClick={() => setSheet(true)}>
          练习设置
        </Button>
      </View>

      <Sheet open={sheet} title='练习设置' onClose={() => setSheet(false)}>
        <SpeedDetails rate={rate} onChange={onChange} />
        <LoopDetails settings={settings} loop={loop} onChange={onChange} duration={duration} tempo={tempo} position={position} barOf={barOf} />
        <MetronomeDetails settings={settings} onChange={onChange} />
      </Sheet>
    </View>
  )
}

function SpeedDetails({ rate, onChange }: { rate: number; onChange: PracticeToolsProps['onChange'] }) {
  return (
    <View className='pt__section' role='group' aria-label='速度'>
      <View className='pt__head'>
        <Text className='pt__title'>速度</Text>
        <Text className='pt__hint'>变速不变调</Text>
      </View>
      <View className='pt__line'>
        <Btn label='减速' icon={MINUS} onClick={() => onChange({ rate: stepSpeed(rate, -1) })} disabled={rate <= SPEEDS[0]} />
        <Text className='pt__value' aria-live='polite'>
          {formatRate(rate)}
        </Text>
        <Btn label='加速' icon={PLUS} onClick={() => onChange({ rate: stepSpeed(rate, 1) })} disabled={rate >= SPEEDS[SPEEDS.length - 1]} />
      </View>
    </View>
  )
}

function LoopDetails({
  settings,
  loop,
  onChange,
  duration,
  tempo,
  position,
  barOf
}: Pick<PracticeToolsProps, 'settings' | 'onChange' | 'duration' | 'tempo' | 'position'> & { loop: AbLoop; barOf: (t: number) => number }) {
  const bars = tempo ? barCount(duration, tempo.bpm, tempo.beats) : 0
  const [fromBar, setFromBar] = useState(() => (settings.loop ? barOf(settings.loop.a) : 1))
  const [toBar, setToBar] = useState(() => (settings.loop ? Math.max(barOf(settings.loop.b) - 1, 1) : Math.min(2, bars || 2)))
  const setLoop = (next: AbLoop) => onChange({ loop: next, loopOn: validLoop(next) && settings.loopOn })
  const loopBars = () => {
    if (!tempo) return
    const a = barStart(fromBar, tempo.bpm, tempo.beats)
    const b = Math.min(barStart(toBar + 1, tempo.bpm, tempo.beats), duration || Infinity)
    onChange({ loop: { a, b, countIn: loop.countIn }, loopOn: true })
  }
  return (
    <View className='pt__section' role='group' aria-label='AB循环'>
      <View className='pt__head'>
        <Text className='pt__title'>A-B 循环</Text>
        <Text className='pt__hint'>标记一段反复练</Text>
      </View>
      {tempo && (
        <View className='pt__line'>
          <Text className='pt__label'>从第</Text>
          <Btn label='起始小节减一' icon={MINUS} onClick={() => setFromBar(Math.max(1, fromBar - 1))} />
          <Text className='pt__value' aria-label='起始小节'>
            {fromBar}
          </Text>
          <Btn label='起始小节加一' icon={PLUS} onClick={() => setFromBar(Math.min(toBar, fromBar + 1))} />
          <Text className='pt__label'>到第</Text>
          <Btn label='结束小节减一' icon={MINUS} onClick={() => setToBar(Math.max(fromBar, toBar - 1))} />
          <Text className='pt__value' aria-label='结束小节'>
            {toBar}
          </Text>
          <Btn label='结束小节加一' icon={PLUS} onClick={() => setToBar(Math.min(bars, toBar + 1))} />
          <Text className='pt__label'>小节</Text>
        </View>
      )}
      {tempo && (
        <Button kind='primary' block className='pt__apply' ariaLabel='循环这几小节' onClick={loopBars}>
          {`循环第${fromBar}-${toBar}小节`}
        </Button>
      )}
      <View className='pt__line'>
        <Btn label='把当前位置设为A' text='设为A' onClick={() => setLoop({ ...loop, a: position(), b: Math.max(loop.b, position() + 0.25) })} />
        <Btn label='A提前' icon={LEFT} onClick={() => setLoop(nudge(loop, 'a', -NUDGE_S, duration))} />
        <Text className='pt__mark-time' aria-label='A点'>{`A ${markOf(loop.a)}`}</Text>
        <Btn label='A推后' icon={PLAY} onClick={() => setLoop(nudge(loop, 'a', NUDGE_S, duration))} />
      </View>
      <View className='pt__line'>
        <Btn label='把当前位置设为B' text='设为B' onClick={() => setLoop({ ...loop, b: Math.max(position(), loop.a + 0.25) })} />
        <Btn label='B提前' icon={LEFT} onClick={() => setLoop(nudge(loop, 'b', -NUDGE_S, duration))} />
        <Text className='pt__mark-time' aria-label='B点'>{`B ${markOf(loop.b)}`}</Text>
        <Btn label='B推后' icon={PLAY} onClick={() => setLoop(nudge(loop, 'b', NUDGE_S, duration))} />
      </View>
      <Switch label='循环' checked={settings.loopOn && validLoop(settings.loop)} disabled={!validLoop(settings.loop)} onChange={(on) => onChange({ loopOn: on })} />
      <Switch label='重复前停顿一小节' checked={loop.countIn} onChange={(on) => setLoop({ ...loop, countIn: on })} />
    </View>
  )
}

/** The metronome's tempo, meter, accent and tap tempo (it is started and stopped from its tile in the row). */
function MetronomeDetails({ settings, onChange }: Pick<PracticeToolsProps, 'settings' | 'onChange'>) {
  const taps = useRef<number[]>([])
  const { bpm, beats, accent } = settings
  const setBpm = (v: number) => onChange({ bpm: clampBpm(v) })
  const tap = () => {
    const now = Date.now()
    const last = taps.current[taps.current.length - 1]
    if (last && now - last > TAP_RESET_MS) taps.current = []
    taps.current = [...taps.current.slice(-7), now]
    const found = tapTempo(taps.current.map((t) => t / 1000))
    if (found) setBpm(found)
  }
  return (
    <View className='pt__section' role='group' aria-label='节拍器'>
      <View className='pt__head'>
        <Text className='pt__title'>节拍器</Text>
        <Text className='pt__hint'>{`${MIN_BPM}-${MAX_BPM} 拍/分`}</Text>
      </View>
      <View className='pt__line'>
        <Btn label='速度减五' text='−5' onClick={() => setBpm(bpm - 5)} disabled={bpm <= MIN_BPM} />
        <Btn label='速度减一' text='−1' onClick={() => setBpm(bpm - 1)} disabled={bpm <= MIN_BPM} />
        <Text className='pt__value pt__value--big' aria-label='每分钟拍数'>
          {bpm}
        </Text>
        <Btn label='速度加一' text='+1' onClick={() => setBpm(bpm + 1)} disabled={bpm >= MAX_BPM} />
        <Btn label='速度加五' text='+5' onClick={() => setBpm(bpm + 5)} disabled={bpm >= MAX_BPM} />
      </View>
      <Segmented label='拍号' items={METERS.map((m) => [m, m === 6 ? '6/8' : `${m}/4`] as const)} value={beats} onChange={(m) => onChange({ beats: m })} className='pt__meters' />
      <Switch label='重音' checked={accent} onChange={(on) => onChange({ accent: on })} />
      <Button kind='ghost' block className='pt__apply' onClick={tap}>
        敲击测速
      </Button>
    </View>
  )
}
