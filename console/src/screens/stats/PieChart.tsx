/** A pie of a few shares (ECharts, only the pie; loaded with 统计's charts, never before). */
import { useEffect, useRef } from 'react'
import * as echarts from 'echarts/core'
import { PieChart as Pie } from 'echarts/charts'
import { LegendComponent, TooltipComponent } from 'echarts/components'
import { CanvasRenderer } from 'echarts/renderers'

echarts.use([Pie, LegendComponent, TooltipComponent, CanvasRenderer])

interface Share {
  name: string
  value: number
}

export default function PieChart({ shares, height = 260 }: { shares: Share[]; height?: number }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!box.current) return undefined
    const chart = echarts.init(box.current)
    chart.setOption({
      color: ['#7a4b2a', '#d4a373', '#52796f', '#6d597a'],
      tooltip: { trigger: 'item', formatter: '{b}：{c}（{d}%）' },
      legend: { bottom: 0 },
      series: [{ type: 'pie', radius: ['40%', '70%'], data: shares, label: { formatter: '{b}\n{c}' } }]
    })
    const resize = () => chart.resize()
    window.addEventListener('resize', resize)
    return () => {
      window.removeEventListener('resize', resize)
      chart.dispose()
    }
  }, [shares])
  return <div ref={box} style={{ width: '100%', height }} role="img" aria-label={shares.map((s) => `${s.name} ${s.value}`).join('、')} />
}
