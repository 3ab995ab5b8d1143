// Taro's H5 Button (useHtmlComponents) renders a plain div: screen readers read it as text, a keyboard
// cannot reach it, and a disabled one is not announced as such. The H5 build swaps Taro's module for this
// one (config/index.ts; the real one is aliased `taro-button-real`), so every Button in the app is a
// button to assistive technology: role, focus, Enter/Space, aria-disabled. The mini-program's native
// button already is. A page can still override any of these props.
import { createElement, forwardRef } from 'react'
import TaroButton from 'taro-button-real'

function pressOnKey(e) {
  if (e.key !== 'Enter' && e.key !== ' ') return
  e.preventDefault() // Space would scroll the page
  e.currentTarget.click()
}

export default forwardRef(function Button(props, ref) {
  return createElement(TaroButton, {
    role: 'button',
    tabIndex: props.disabled ? -1 : 0,
    'aria-disabled': props.disabled ? 'true' : undefined,
    onKeyDown: pressOnKey,
    ...props,
    ref
  })
})
