/** A lazily imported module, fetched once and remembered; a failed fetch is forgotten, so the next call tries again. */
export interface LoadOnce<T> {
  get(): Promise<T>
  /** The module when it is in, so a part mounted later renders it at once. */
  value(): T | undefined
}

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let value: T | undefined
  let loading: Promise<T> | undefined
  return {
    get() {
      loading ??= load().then(
        (v) => (value = v),
        (e: unknown) => {
          loading = undefined
          throw e
        }
      )
      return loading
    },
    value: () => value
  }
}
