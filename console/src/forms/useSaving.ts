/**
 * A form's save: `saving` while it runs; a refusal was already shown by call() (request.ts), so `save`
 * resolves false and the form keeps what was typed.
 */
import { useState } from 'react'

export function useSaving() {
  const [saving, setSaving] = useState(false)
  const save = async (work: () => Promise<unknown>): Promise<boolean> => {
    setSaving(true)
    try {
      await work()
      return true
    } catch {
      return false
    } finally {
      setSaving(false)
    }
  }
  return { saving, save }
}
