import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Field, FieldGroup, TextField } from '../../../components/Field'
import Button from '../../../components/Button'
import type { CodeQueryResult } from '~types/contract/engagement'
import { go } from '../../../core/navigation'
import { useImageCaptcha } from '../../../features/auth/useImageCaptcha'
import { CaptchaField } from '../../../features/auth/components/CaptchaField'
import { confirmCode, queryCode, GRANT_LABELS } from '../../../features/member/codes'
import { definePage } from '../../../components/PageShell'
import { routes } from '../../../routes'
import { toast } from '../../../core/toast'
import { useAction } from '../../../hooks/useAction'
import '../../../features/auth/components/fields.scss'
import '../../../components/Cells/index.scss'
import './codeExchanger.scss'


/**
 * 兑换码: enter the code and the image captcha, see what it grants, then confirm with a fresh captcha
 * (each captcha works once); the success page opens what was granted.
 */
function CodeExchangerPage() {
  const { captcha, captchaFailed, refreshCaptcha } = useImageCaptcha()
  const [code, setCode] = useState('')
  const [answer, setAnswer] = useState('')
  const [found, setFound] = useState<CodeQueryResult['activity'] | null>(null)

  /** The request body, or null after saying what is missing. */
  const input = () => {
    const missing = !code.trim() ? '请输入兑换码' : !answer.trim() ? '请输入图形验证码' : !captcha ? '图形验证码未加载，请点击刷新' : ''
    if (missing || !captcha) {
      toast(missing)
      return null
    }
    return { code: code.trim(), image_key: captcha.key, image_captcha: answer.trim() }
  }

  const step = useAction(async (which: 'query' | 'confirm') => {
    const body = input()
    if (!body) return
    try {
      if (which === 'query') setFound((await queryCode(body)).activity)
      else {
        await confirmCode(body)
        toast('兑换成功', 'success')
        await go(routes.codeExchangerSuccess, {}, { replace: true })
      }
    } finally {
      // The captcha was used either way: a new one for the next step. (The server's reason for a failure,
      // such as no such code, used, expired or a wrong captcha, is shown by the request layer.)
      setAnswer('')
      refreshCaptcha()
    }
  })

  const canRedeem = !!found && found.relate_courses.some((c) => !c.is_subscribe)
  return (
    <View className='exchange member-form'>
      <Text className='member-form__note'>输入课程卡、活动中拿到的兑换码，兑换课程、会员或积分。</Text>
      <FieldGroup className='form-fields'>
        <Field>
          <TextField
            className='form-field__input exchange__code'
            maxlength={32}
            placeholder='请输入兑换码'
            aria-label='兑换码'
            value={code}
            onInput={(e) => {
              setCode(e.detail.value)
              setFound(null)
            }}
          />
        </Field>
        <CaptchaField captcha={captcha} failed={captchaFailed} value={answer} onChange={setAnswer} onRefresh={refreshCaptcha} />
      </FieldGroup>

      {found && (
        <View className='exchange__found' role='region' aria-label='兑换内容'>
          <Text className='exchange__activity'>{found.name}</Text>
          {found.relate_courses.map((c) => (
            <View key={`${c.sign}-${c.id}`} className='exchange__item'>
              <Text className='exchange__sign'>{GRANT_LABELS[c.sign] ?? c.sign}</Text>
              <Text className='exchange__name'>{c.name}</Text>
              {c.is_subscribe && <Text className='exchange__owned'>已拥有</Text>}
            </View>
          ))}
          <Text className='member-form__note'>{canRedeem ? '确认兑换前，请重新输入上方的图形验证码。' : '这些内容你都已拥有，无需兑换。'}</Text>
        </View>
      )}

      {found && canRedeem ? (
        <Button kind='primary' size='lg' block className='member-form__submit' loading={step.pending} onClick={() => step.run('confirm')}>
          确认兑换
        </Button>
      ) : (
        <Button kind='primary' size='lg' block className='member-form__submit' loading={step.pending} onClick={() => step.run('query')}>
          查询兑换内容
        </Button>
      )}
      <Text className='exchange__records' onClick={() => go(routes.codeExchangerRecords)}>
        兑换记录
      </Text>
    </View>
  )
}

export default definePage(routes.codeExchanger, CodeExchangerPage)
