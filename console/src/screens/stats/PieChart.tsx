/** A pie of a few shares (ECharts, only the pie; loaded with 统计's charts, never before). */
import { useMemo } from 'react'
import * as echarts from 'echarts/core'
import { PieChart as Pie } from 'echarts/charts'
import { LegendComponent, TooltipComponent } from 'echarts/components'
import { CanvasRenderer } from 'echarts/renderers'
import { useEChart } from '../../charts/useEChart'

echarts.use([Pie, LegendComponent, TooltipComponent, CanvasRenderer])

interface Share {
  name: string
  value: number
}

export default function PieChart({ shares, height = 260 }: { shares: Share[]; height?: number }) {
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'item', formatter: '{b}：{c}（{d}%）' },
      legend: { bottom: 0 },
      series: [{ type: 'pie', radius: ['40%', '70%'], data: shares, label: { formatter: '{b}\n{c}' } }]
    }),
    [shares]
  )
  const box = useEChart(option)
  return <div ref={box} style={{ width: '100%', height }} role="img" aria-label={shares.map((s) => `${s.name} ${s.value}`).join('、')} />
}
