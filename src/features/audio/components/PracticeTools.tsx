import { useEffect, useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { barCount, barSeconds, barStart, clampBpm, formatRate, markOf, METERS, MAX_BPM, MIN_BPM, nudge, NUDGE_S, SPEEDS, stepSpeed, tapTempo, validLoop, type AbLoop } from '../practice'
import type { PracticeSettings } from '../settings'
import type { Metronome } from '../metronome'
import Icon from '../../../components/Icon'
import { LEFT, PLAY } from '../../../components/Icon/paths'
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

/** A practice control: its `text`, or an `icon` (then `label` names it). */
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
      {icon ? <Icon path={icon} color='text' className='pt-btn__icon' /> : text}
    </View>
  )
}

const QUICK_SPEEDS = [0.5, 0.75, 1] as const

/**
 * The practice tools, in the audio player and the lesson player: speed with the pitch kept, the A-B loop
 * (marks at the playing position or by bar, nudges, a count-in pause before each repeat) and the
 * metronome (30-240 bpm, meters, accent, tap tempo). Their settings are the host's, saved per track or lesson.
 */
export function PracticeTools({ settings, onChange, duration, tempo, position, loops }: PracticeToolsProps) {
  const loop: AbLoop = settings.loop ?? { a: 0, b: 0, countIn: false }
  const bars = tempo ? barCount(duration, tempo.bpm, tempo.beats) : 0
  const barOf = (t: number) => (tempo ? Math.floor(t / barSeconds(tempo.bpm, tempo.beats) + 1e-6) + 1 : 1)
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
    <View className='pt'>
      <View className='pt__section' role='group' aria-label='速度'>
        <View className='pt__head'>
          <Text className='pt__title'>速度</Text>
          <Text className='pt__hint'>变速不变调</Text>
        </View>
        <View className='pt__row'>
          <Btn label='减速' text='−' onClick={() => onChange({ rate: stepSpeed(settings.rate, -1) })} disabled={settings.rate <= SPEEDS[0]} />
          <Text className='pt__value' aria-live='polite'>
            {formatRate(settings.rate)}
          </Text>
          <Btn label='加速' text='+' onClick={() => onChange({ rate: stepSpeed(settings.rate, 1) })} disabled={settings.rate >= SPEEDS[SPEEDS.length - 1]} />
          {QUICK_SPEEDS.map((r) => (
            <Btn key={r} text={formatRate(r)} label={`速度 ${formatRate(r)}`} on={Math.abs(settings.rate - r) < 1e-6} onClick={() => onChange({ rate: r })} />
          ))}
        </View>
      </View>

      <View className='pt__section' role='group' aria-label='AB循环'>
        <View className='pt__head'>
          <Text className='pt__title'>A-B 循环</Text>
          <Text className='pt__hint' aria-live='polite'>
            {settings.loopOn && validLoop(settings.loop) ? `已循环 ${loops} 次` : '标记一段反复练'}
          </Text>
        </View>
        {tempo && (
          <View className='pt__row'>
            <Text className='pt__label'>小节</Text>
            <Btn label='起始小节减一' text='−' onClick={() => setFromBar(Math.max(1, fromBar - 1))} />
            <Text className='pt__value' aria-label='起始小节'>
              {fromBar}
            </Text>
            <Btn label='起始小节加一' text='+' onClick={() => setFromBar(Math.min(toBar, fromBar + 1))} />
            <Text className='pt__label'>到</Text>
            <Btn label='结束小节减一' text='−' onClick={() => setToBar(Math.max(fromBar, toBar - 1))} />
            <Text className='pt__value' aria-label='结束小节'>
              {toBar}
            </Text>
            <Btn label='结束小节加一' text='+' onClick={() => setToBar(Math.min(bars, toBar + 1))} />
            <Btn text='循环这几小节' onClick={loopBars} />
          </View>
        )}
        <View className='pt__row'>
          <Btn label='把当前位置设为A' text='设为A' onClick={() => setLoop({ ...loop, a: position(), b: Math.max(loop.b, position() + 0.25) })} />
          <Btn label='A提前' icon={LEFT} onClick={() => setLoop(nudge(loop, 'a', -NUDGE_S, duration))} />
          <Text className='pt__mark' aria-label='A点'>{`A ${markOf(loop.a)}`}</Text>
          <Btn label='A推后' icon={PLAY} onClick={() => setLoop(nudge(loop, 'a', NUDGE_S, duration))} />
        </View>
        <View className='pt__row'>
          <Btn label='把当前位置设为B' text='设为B' onClick={() => setLoop({ ...loop, b: Math.max(position(), loop.a + 0.25) })} />
          <Btn label='B提前' icon={LEFT} onClick={() => setLoop(nudge(loop, 'b', -NUDGE_S, duration))} />
          <Text className='pt__mark' aria-label='B点'>{`B ${markOf(loop.b)}`}</Text>
          <Btn label='B推后' icon={PLAY} onClick={() => setLoop(nudge(loop, 'b', NUDGE_S, duration))} />
        </View>
        <View className='pt__row'>
          <Btn
            text={settings.loopOn ? '循环：开' : '循环：关'}
            on={settings.loopOn}
            disabled={!validLoop(settings.loop)}
            onClick={() => onChange({ loopOn: !settings.loopOn })}
          />
          <Btn text='重复前停顿一小节' on={loop.countIn} onClick={() => setLoop({ ...loop, countIn: !loop.countIn })} />
        </View>
      </View>

      <MetronomePanel settings={settings} onChange={onChange} />
    </View>
  )
}

const TAP_RESET_MS = 2000

function MetronomePanel({ settings, onChange }: Pick<PracticeToolsProps, 'settings' | 'onChange'>) {
  const metronome = useRef<Metronome | null>(null)
  const [running, setRunning] = useState(false)
  const [loading, setLoading] = useState(false)
  const taps = useRef<number[]>([])
  const { bpm, beats, accent } = settings

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
        <Text className='pt__hint'>{`${MIN_BPM}-${MAX_BPM}`}</Text>
      </View>
      <View className='pt__row'>
        <Btn label='速度减五' text='−5' onClick={() => setBpm(bpm - 5)} disabled={bpm <= MIN_BPM} />
        <Btn label='速度减一' text='−1' onClick={() => setBpm(bpm - 1)} disabled={bpm <= MIN_BPM} />
        <Text className='pt__value pt__value--big' aria-label='每分钟拍数'>
          {bpm}
        </Text>
        <Btn label='速度加一' text='+1' onClick={() => setBpm(bpm + 1)} disabled={bpm >= MAX_BPM} />
        <Btn label='速度加五' text='+5' onClick={() => setBpm(bpm + 5)} disabled={bpm >= MAX_BPM} />
      </View>
      <View className='pt__row' role='radiogroup' aria-label='拍号'>
        {METERS.map((m) => (
          <Btn key={m} text={m === 6 ? '6/8' : `${m}/4`} on={beats === m} onClick={() => onChange({ beats: m })} />
        ))}
        <Btn text='重音' on={accent} onClick={() => onChange({ accent: !accent })} />
      </View>
      <View className='pt__row'>
        <Btn text='敲击测速' onClick={tap} />
        <Btn text={running ? '停止节拍器' : loading ? '加载中' : '开始节拍器'} on={running} disabled={loading} onClick={() => void toggle()} />
      </View>
    </View>
  )
}
