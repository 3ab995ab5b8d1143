import { useMemo } from 'react'
import { useRouter } from '@tarojs/taro'

function decode(v: string): string {
  try {
    return decodeURIComponent(v)
  } catch {
    return v // a stray % in someone's link: keep the text as it is
  }
}

/**
 * The page's query, decoded once. Taro hands query values over still URL-encoded on H5, so text such as
 * a search keyword would otherwise arrive as %E7%BB%83....
 */
export function usePageQuery(): Record<string, string | undefined> {
  const { params } = useRouter()
  return useMemo(() => Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? decode(v) : v])), [params])
}
