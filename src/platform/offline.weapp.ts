import Taro from '@tarojs/taro'

/**
 * The mini-program has no service worker: WeChat keeps the package on the phone, and the pages show the
 * network's error state with retry.
 * Interface: OfflineCapability.
 */
export function installOffline(): void {}

export function onReconnect(back: () => void): () => void {
  const listener = (res: { isConnected: boolean }) => {
    if (res.isConnected) back()
  }
  Taro.onNetworkStatusChange(listener)
  return () => Taro.offNetworkStatusChange(listener)
}
