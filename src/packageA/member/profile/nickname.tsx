import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { TextField } from '../../../components/Field'
import Button from '../../../components/Button'
import { useSession } from '../../../core/session'
import { loadMember } from '../../../features/auth/flows'
import { changeNickname } from '../../../features/member/api'
import { CellGroup, Cell } from '../../../components/Cells'
import { definePage } from '../../../components/PageShell'
import { Skeleton } from '../../../components/PageStatus'
import { routes } from '../../../routes'
import { back } from '../../../core/pageNavigation'
import { isLengthBetween } from '../../../utils/validators'
import { TOAST_DURATION_MS } from '../../../utils/constants'
import { toast } from '../../../core/toast'
import { useAction } from '../../../hooks/useAction'
import '../../../components/Cells/index.scss'

const NICKNAME_MAX = 20

/** The first rule a nickname breaks (the server's: 1-20 characters, not only spaces), or ''. */
function nicknameError(nick: string, current: string): string {
  const v = nick.trim()
  if (!v) return '请输入昵称'
  if (!isLengthBetween(v, 1, NICKNAME_MAX)) return `昵称不能超过${NICKNAME_MAX}个字`
  if (v === current) return '新昵称与当前昵称相同'
  return ''
}

/** 修改昵称: MeEdu lets a learner choose their nickname once; after that the page says so. */
function NicknamePage() {
  const user = useSession((s) => s.user)
  const [nick, setNick] = useState('')
  const save = useAction(async () => {
    const err = nicknameError(nick, user?.nick_name ?? '')
    if (err) {
      toast(err)
      return
    }
    await changeNickname(nick.trim())
    await loadMember()
    toast('昵称已修改', 'success')
    setTimeout(() => back().catch(() => undefined), TOAST_DURATION_MS)
  })
  if (!user) return <Skeleton rows={2} />
  const locked = user.is_set_nickname === 1

  return (
    <View className='nickname member-form'>
      <CellGroup>
        <Cell label='当前昵称' value={user.nick_name} />
        {!locked && (
          <Cell label='新昵称'>
            <TextField className='member-form__input' maxlength={NICKNAME_MAX} placeholder={`1-${NICKNAME_MAX}个字`} value={nick} onInput={(e) => setNick(e.detail.value)} aria-label='新昵称' />
          </Cell>
        )}
      </CellGroup>
      <Text className='member-form__note'>{locked ? '你已经修改过昵称了，昵称只能修改一次。' : '昵称只能修改一次，且不能与其他学员重复，请慎重填写。'}</Text>
      {!locked && (
        <Button kind='primary' size='lg' block className='member-form__submit' loading={save.pending} onClick={save.run}>
          保存
        </Button>
      )}
    </View>
  )
}

export default definePage(routes.nickname, NicknamePage)
