// Taro's H5 Button (useHtmlComponents) renders a div styled by Taro's own button sheet (grey, green, a
// loading spinner fetched from a third-party CDN) that the app's pages then had to outweigh one by one.
// The H5 build swaps Taro's module for this one (config/taroOverrides.ts): a block element like the
// mini-program's button (so one stylesheet lays both out alike), styled only by the app's design system
// (src/components/Button), and a button to assistive technology: role, focus, Enter/Space, a disabled one
// announced by aria-disabled, kept focusable, and doing nothing. WeChat-only props mean nothing on H5.
import { createElement, forwardRef } from 'react'

const WEAPP_ONLY = new Set(['openType', 'hoverClass', 'hoverStartTime', 'hoverStayTime', 'hoverStopPropagation', 'sessionFrom', 'sendMessageTitle', 'sendMessagePath', 'sendMessageImg', 'appParameter', 'showMessageCard', 'lang', 'plain', 'size', 'type', 'formType', 'loading'])
const WEAPP_EVENT = /^on(GetPhoneNumber|GetRealTimePhoneNumber|GetUserInfo|Contact|Error|OpenSetting|LaunchApp|ChooseAvatar|AgreePrivacyAuthorization)$/

function pressOnKey(e) {
  if (e.key !== 'Enter' && e.key !== ' ') return
  e.preventDefault() // Space would scroll the page
  e.currentTarget.click()
}

export default forwardRef(function Button(props, ref) {
  const { disabled, onClick, children, ...rest } = props
  const own = {}
  for (const [k, v] of Object.entries(rest)) if (!WEAPP_ONLY.has(k) && !WEAPP_EVENT.test(k)) own[k] = v
  return createElement(
    'div',
    {
      role: 'button',
      tabIndex: disabled ? -1 : 0,
      // What the design checks find every Button by (tests/e2e/designChecks.ts): it must be one of ours.
      'data-control': 'button',
      onKeyDown: pressOnKey,
      ...own,
      ref,
      'aria-disabled': disabled ? 'true' : undefined,
      onClick: disabled ? undefined : onClick
    },
    children
  )
})
