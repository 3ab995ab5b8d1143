import { createElement, useEffect, useState } from 'react'
import { Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { SubscribeTemplates } from '../../types/api'
import { get, post } from '../core/request'
import { TOAST_DURATION_MS } from '../utils/constants'
import type { SubscribeKind } from '../../types/api'

/**
 * weapp: one-time subscribe messages (docs/API.md "Subscribe messages"). The templates are fetched before
 * the tap, because WeChat asks only from the tap itself; the server learns the openid from a fresh
 * wx.login code. Interface: SubscribeCapability.
 */
const MINI = '/addons/templateOne/api/v1/mini'

let templates: Promise<SubscribeTemplates> | null = null
function loadTemplates(): Promise<SubscribeTemplates> {
  templates ??= get<SubscribeTemplates>(`${MINI}/subscribe/templates`, undefined, { silent: true }).catch((e) => {
    templates = null
    throw e
  })
  return templates
}

const toast = (title: string) => Taro.showToast({ title, icon: 'none', duration: TOAST_DURATION_MS })

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
      await post(`${MINI}/subscribe`, { kind, id, code })
      toast('订阅成功，到时会通过微信通知你')
      setState('done')
    } catch {
      // The request layer has said why; the learner can tap again.
      setState('idle')
    }
  }
  return createElement(Button, { className: 'subscribe-btn', disabled: state !== 'idle', loading: state === 'busy', onClick: tap }, state === 'done' ? doneLabel : label)
}
