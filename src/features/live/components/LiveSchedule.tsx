import { View, Text } from '@tarojs/components'
import type { LiveVideo } from '~types/contract/live'
import { canOpen, sessionLabel, type ScheduleChapter } from '../schedule'
import './liveSchedule.scss'

/** A live course's 课程安排 tab: its sessions by chapter, each with its state; a tap opens one (`onOpen` decides how). */
export function LiveSchedule({ groups, onOpen }: { groups: ScheduleChapter[]; onOpen: (v: LiveVideo) => void }) {
  return (
    <View className='live__schedule'>
      {groups.map((g) => (
        <View key={g.id} className='live__chapter'>
          {g.name && <Text className='live__chapter-name'>{g.name}</Text>}
          {g.videos.map((v) => (
            <View key={v.id} className={`live__session ${canOpen(v) ? '' : 'live__session--closed'}`} onClick={() => onOpen(v)}>
              <Text className='live__session-title'>{v.title}</Text>
              <Text className={`live__session-state live__session-state--${v.status}`}>{sessionLabel(v)}</Text>
            </View>
          ))}
        </View>
      ))}
    </View>
  )
}
