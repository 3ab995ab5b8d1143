/**
 * One ECharts chart in a box: drawn with `option` (redrawn when it changes), sized to the box whenever the
 * box changes size (a tab or drawer that opens, the menu folding, the window), disposed when gone. Each
 * chart module registers only the ECharts parts it draws (echarts/core), so 统计's pie never loads the lines.
 */
import { useEffect, useRef } from 'react'
import * as echarts from 'echarts/core'

/** The console's chart colours (the brand's brown and its companions). */
const CHART_COLORS = ['#7a4b2a', '#d4a373', '#52796f', '#6d597a']

export function useEChart(option: Record<string, unknown>) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = box.current
    if (!el) return undefined
    const chart = echarts.init(el)
    chart.setOption({ color: CHART_COLORS, ...option })
    // A box first laid out at width 0 (a pane still opening) would keep a 0-wide canvas: follow its size.
    const sized = new ResizeObserver(() => chart.resize())
    sized.observe(el)
    return () => {
      sized.disconnect()
      chart.dispose()
    }
  }, [option])
  return box
}
