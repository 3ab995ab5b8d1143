import { Text } from '@tarojs/components'
import { useAfterPaint } from '../../src/hooks/useAfterPaint'
import { mountPage, waitUntil } from '../helpers/mountPage'

// Secondary work waits for the frame with the first render: false on that render, true after the frame.
it('is false on the first render and true once that frame has been painted', async () => {
  const seen: boolean[] = []
  function Probe() {
    const painted = useAfterPaint()
    seen.push(painted)
    return <Text className='probe'>{painted ? '已绘制' : '未绘制'}</Text>
  }
  const frames: number[] = []
  const raf = window.requestAnimationFrame
  window.requestAnimationFrame = (cb) => raf((t) => (frames.push(t), cb(t)))
  try {
    const t = await mountPage(Probe, '/pages/course/show')
    expect(seen[0]).toBe(false)
    await waitUntil(t, () => document.querySelector('.probe')!.textContent === '已绘制')
    expect(frames.length).toBeGreaterThanOrEqual(1)
  } finally {
    window.requestAnimationFrame = raf
  }
})
