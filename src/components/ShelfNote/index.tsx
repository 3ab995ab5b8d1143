import { Text } from '@tarojs/components'
import './index.scss'

/**
 * Stands where the buy button would be when virtual goods may not be sold here (core/shelf): a plain
 * line, not a button (WeChat's review rejects even a disabled buy button on iOS).
 */
export default function ShelfNote({ what }: { what: string }) {
  return <Text className='shelf-note'>{`${what}暂未解锁`}</Text>
}
