import { useEffect, useMemo, useState } from 'react'
import { ScrollView, View } from '@tarojs/components'
import Picture from '../../../components/Picture'
import type { Score } from '~types/contract/pianoAudio'
import { barAt, LEAD, lineOffset, linesOf, noteAt, tapBoxes } from '../timeMap'
import './scoreView.scss'

/** How a note did in listen mode (grader.ts); a note without a mark, or pending, is drawn as engraved. */
export type NoteMark = 'pending' | 'right' | 'wrong' | 'missed'

const MARK_NAMES: Record<Exclude<NoteMark, 'pending'>, string> = { right: '弹对', wrong: '弹错', missed: '漏弹' }

export interface ScoreViewProps {
  score: Score
  /** The cursor: ms of the recording at 1x (useCursorMs); none: no cursor, and the view does not scroll. */
  atMs?: number
  /** Bars tinted as the A-B loop (1-based, inclusive). */
  loopBars?: readonly [number, number] | null
  /** A bar outlined as the start of a selection in progress. */
  pickedBar?: number | null
  /** Notes to colour, by note id (Score['notes'][i].id, the grader's Graded.id). */
  marks?: Readonly<Record<string, NoteMark>>
  /** A bar was tapped (1-based); none: bars are not buttons. */
  onBar?(n: number): void
}

const pct = (f: number) => `${(f * 100).toFixed(3)}%`
let views = 0

/**
 * The engraved score (SVG on H5; PNG in the mini-program, whose <image> does not draw every SVG) with an
 * overlay: each bar a tap target the height of its line, the current bar and note marked, the loop's bars
 * tinted, graded notes coloured. Boxes are fractions of their page, so they hold at any drawn width. Higher
 * than its box (a long score, a phone in landscape on the music stand), it scrolls to keep the cursor's
 * line in view.
 */
export function ScoreView({ score, atMs, loopBars, pickedBar, marks, onBar }: ScoreViewProps) {
  const [id] = useState(() => `score-${++views}`)
  const lines = useMemo(() => linesOf(score), [score])
  const boxes = useMemo(() => tapBoxes(score), [score])
  const bar = atMs === undefined ? undefined : barAt(score, atMs)
  const note = atMs === undefined ? undefined : noteAt(score, atMs)
  const line = bar && lines.find((l) => l.bars.includes(bar.n))
  const [first, last] = loopBars ? [Math.min(...loopBars), Math.max(...loopBars)] : [0, -1]

  // Keeping the cursor's line in view. The mini-program scrolls its scroll-view to a line's anchor natively.
  // H5's ScrollView would call element.scrollIntoView, which scrolls the page as well (pulling back a learner
  // who scrolled down to the track list), and its scrollTop prop did not move the box here: the box itself
  // is scrolled, to the line's offset times its drawn width.
  const lineIndex = line ? lines.indexOf(line) : -1
  useEffect(() => {
    if (process.env.TARO_ENV !== 'h5' || lineIndex < 0) return
    // H5's ScrollView drops its id (and data- attributes); the sheet inside it keeps one.
    const box = document.getElementById(`${id}-sheet`)?.parentElement
    if (box) box.scrollTo({ top: Math.round(lineOffset(score.pages, lines[lineIndex]) * box.clientWidth), behavior: 'smooth' })
  }, [id, lineIndex, lines, score.pages])
  const follow = process.env.TARO_ENV === 'weapp' && lineIndex >= 0 ? { scrollIntoView: `${id}-line-${lineIndex}` } : {}

  return (
    <ScrollView id={id} className='score' scrollY scrollWithAnimation {...follow}>
      {/* The cursor's place for tests and the ear's page (H5's ScrollView does not pass data- attributes on). */}
      <View id={`${id}-sheet`} className='score__sheet' data-current-bar={bar?.n ?? 0} data-current-note={note?.id ?? ''}>
        {score.pages.map((page, p) => (
          <View key={page.svg} className='score__page' style={{ paddingTop: pct(page.height / page.width) }}>
            <Picture className='score__image' src={process.env.TARO_ENV === 'weapp' ? page.png : page.svg} mode='scaleToFill' alt={`乐谱第${p + 1}页`} />
            {lines.map((l, i) => l.page === p && <View key={`line-${i}`} id={`${id}-line-${i}`} className='score__anchor' style={{ top: pct(l.top - LEAD) }} />)}
            {score.bars
              .filter((b) => b.page === p)
              .map((b) => {
                const box = boxes.get(b.n) ?? b
                const classes = ['score__bar', b.n === bar?.n && 'score__bar--current', b.n >= first && b.n <= last && 'score__bar--loop', b.n === pickedBar && 'score__bar--picked']
                return (
                  <View
                    key={b.n}
                    role={onBar ? 'button' : undefined}
                    aria-label={`第${b.n}小节`}
                    data-bar={b.n}
                    className={classes.filter(Boolean).join(' ')}
                    style={{ left: pct(box.x), top: pct(box.y), width: pct(box.w), height: pct(box.h) }}
                    onClick={onBar && (() => onBar(b.n))}
                  />
                )
              })}
            {note && note.page === p && line && (
              <View className='score__cursor' style={{ left: pct(note.x), top: pct(line.top - 0.02), height: pct(line.bottom - line.top + 0.04) }} />
            )}
            {marks &&
              score.notes
                .filter((n) => n.page === p && marks[n.id] && marks[n.id] !== 'pending')
                .map((n) => {
                  const mark = marks[n.id] as Exclude<NoteMark, 'pending'>
                  return (
                    <View key={n.id} data-note={n.id} data-mark={mark} aria-label={`第${n.bar}小节 ${MARK_NAMES[mark]}`} className={`score__mark score__mark--${mark}`} style={{ left: pct(n.x), top: pct(n.y) }} />
                  )
                })}
          </View>
        ))}
      </View>
    </ScrollView>
  )
}
