/** A daily line chart (ECharts, only the parts it draws; loaded with 工作台's charts, never before). */
import { useMemo } from 'react'
import * as echarts from 'echarts/core'
import { LineChart as Line } from 'echarts/charts'
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components'
import { CanvasRenderer } from 'echarts/renderers'
import { useEChart } from '../../charts/useEChart'

echarts.use([Line, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer])

export interface Series {
  name: string
  values: number[]
}

export default function LineChart({ days, series, height = 260 }: { days: string[]; series: Series[]; height?: number }) {
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 40, right: 16, top: 36, bottom: 24 },
      xAxis: { type: 'category', data: days.map((d) => d.slice(5)) },
      yAxis: { type: 'value', minInterval: 1 },
      series: series.map((s) => ({ name: s.name, type: 'line', smooth: true, data: s.values }))
    }),
    [days, series]
  )
  const box = useEChart(option)
  return <div ref={box} style={{ width: '100%', height }} role="img" aria-label={series.map((s) => s.name).join('、')} />
}
