import { createElement, useEffect, useState } from 'react'
import Button from '../components/Button'
import { BELL, CHECK } from '../components/Icon/paths'
import Taro from '@tarojs/taro'
import type { SubscribeTemplates } from '~types/contract/subscribe'
import { query, command } from '../core/request'
import { miniProgram } from '~types/endpoints/miniProgram'
import type { SubscribeKind } from '~types/contract/subscribe'
import { toast } from '../core/toast'

/**
 * weapp: one-time subscribe messages (docs/API.md "Subscribe messages"). The templates are fetched before
 * the tap, because WeChat asks only from the tap itself; the server learns the openid from a fresh
 * wx.login code. Interface: SubscribeCapability.
 */
let templates: Promise<SubscribeTemplates> | null = null
function loadTemplates(): Promise<SubscribeTemplates> {
  templates ??= query(miniProgram.subscribeTemplates).catch((e) => {
    templates = null
    throw e
  })
  return templates
}


export function SubscribeButton(props: { kind: SubscribeKind; id: number; label: string; doneLabel: string }) {
  const { kind, id, label, doneLabel } = props
  const [template, setTemplate] = useState('')
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle')
  useEffect(() => {
    let live = true
    loadTemplates()
      .then((t) => live && setTemplate(t[kind]))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [kind])
  if (!template) return null

  const tap = async () => {
    if (state !== 'idle') return
    setState('busy')
    try {
      const answer = await Taro.requestSubscribeMessage({ tmplIds: [template], entityIds: [] }).catch(() => null)
      if (!answer || (answer as unknown as Record<string, string>)[template] !== 'accept') {
        toast('未订阅，需要时可以再点一次')
        setState('idle')
        return
      }
      const { code } = await Taro.login()
      // The button shows its own busy state: no spinner over it.
      await command(miniProgram.subscribe, { body: { kind, id, code } }, { feedback: 'toast' })
      toast('订阅成功，到时会通过微信通知你')
      setState('done')
    } catch {
      // The request layer has said why; the learner can tap again.
      setState('idle')
    }
  }
  const done = state === 'done'
  return createElement(Button, { kind: 'secondary', size: 'sm', icon: done ? CHECK : BELL, className: 'subscribe-btn', disabled: done, loading: state === 'busy', onClick: tap }, done ? doneLabel : label)
}
