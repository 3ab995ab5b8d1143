import { useEffect } from 'react'
import { View, Text } from '@tarojs/components'
import { definePage, AsyncView, type PageProps } from '../../components/PageShell'
import { useAsync } from '../../hooks/useAsync'
import { routes } from '../../routes'
import { fetchAssignment } from '../../features/homework/api'
import { startPendingTakes } from '../../features/homework/pendingTakes'
import { useTakePlayer } from '../../features/homework/takePlayer'
import { AssignmentBrief } from '../../features/homework/components/AssignmentBrief'
import { TakeRecorder } from '../../features/homework/components/TakeRecorder'
import { PendingTakeList } from '../../features/homework/components/PendingTakeList'
import { TakeFeedback } from '../../features/homework/components/TakeFeedback'
import { loadMetronome } from '../../features/audio/loadMetronome'
import './homework.scss'

const COUNT_IN_BEATS = 4

/** One bar of the metronome at the target tempo before the recording starts. */
async function countIn(bpm: number): Promise<void> {
  const metronome = await loadMetronome({ bpm, beats: COUNT_IN_BEATS, accent: true })
  metronome.start()
  await new Promise((r) => setTimeout(r, (COUNT_IN_BEATS * 60_000) / bpm))
  metronome.dispose()
}

/**
 * An assignment: the teacher's note and reference, recording a take (count-in, level, listen back with its
 * waveform, record again, submit), takes still on their way up (kept on the device, retried), and the
 * earlier takes with their feedback.
 */
function HomeworkShowPage({ query }: PageProps<typeof routes.homeworkShow>) {
  // Reloaded when a take reaches the server (the queue invalidates `homework`, whichever attempt it was).
  const detail = useAsync(() => fetchAssignment(query.id), [query.id], { keys: ['homework'] })

  useEffect(() => {
    void startPendingTakes()
    // Leaving the page stops the take (the store's actions are stable: read once).
    return () => useTakePlayer.getState().stop()
  }, [])

  return (
    <View className='homework'>
      <AsyncView state={detail}>
        {({ assignment: a, takes }) => (
          <>
            <AssignmentBrief assignment={a} />
            <TakeRecorder assignment={a} again={takes.length > 0} countIn={countIn} />
            <PendingTakeList assignmentId={query.id} />
            {takes.length > 0 && <Text className='hw-section__title homework__heading'>已交的录音</Text>}
            {takes.map((t) => (
              <TakeFeedback key={t.id} take={t} title={a.title} />
            ))}
          </>
        )}
      </AsyncView>
    </View>
  )
}

export default definePage(routes.homeworkShow, HomeworkShowPage)
