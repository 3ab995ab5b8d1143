import { View, Text } from '@tarojs/components'
import Button from '../../../components/Button'
import { discardRecording } from '../../../platform/recorder'
import { deliverTake } from '../deliverTake'
import { takeQueue, usePendingTakes } from '../pendingTakes'
import { Waveform } from './Waveform'
import './homework.scss'

/** An assignment's takes still on their way up: uploading, or failed with why, 重新上传 and 删除 (kept on the device meanwhile). */
export function PendingTakeList({ assignmentId }: { assignmentId: number }) {
  // The whole list (a stable reference between changes), then this assignment's: a filtered selector would be a new array each render.
  const pending = usePendingTakes((s) => s.takes).filter((t) => t.assignmentId === assignmentId)
  return (
    <>
      {pending.map((t) => (
        <View key={t.clientId} className='hw-section' role='group' aria-label='待上传的录音'>
          <Text className='hw-section__title'>{t.state === 'uploading' ? '正在上传…' : '录音未上传'}</Text>
          <Waveform peaks={t.peaks} durationMs={t.durationMs} />
          {t.error && <Text className='hw-section__error'>{`${t.error}。录音还在手机上，不会丢失`}</Text>}
          {t.state === 'failed' && (
            <View className='hw-section__actions'>
              <Button kind='primary' className='hw-section__grow' onClick={() => void deliverTake(t, () => takeQueue.retry(t.clientId))}>
                重新上传
              </Button>
              <Button
                kind='ghost'
                className='hw-section__grow'
                onClick={() => {
                  const gone = takeQueue.remove(t.clientId)
                  if (gone) discardRecording(gone)
                }}
              >
                删除
              </Button>
            </View>
          )}
        </View>
      ))}
    </>
  )
}
