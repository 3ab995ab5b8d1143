import { View, Text } from '@tarojs/components'
import Button from '../../components/Button'
import { EmptyState } from '../../components/PageStatus'
import { CERTIFICATE, DOWNLOAD } from '../../components/Icon/paths'
import { go } from '../../core/navigation'
import Taro from '@tarojs/taro'
import type { MemberCert } from '~types/contract/engagement'
import { currentToken } from '../../core/session'
import { saveImage } from '../../platform/saveImage'
import { certImageUrls, fetchCerts } from '../../features/member/certs'
import { usePagedList } from '../../hooks/usePagedList'
import { PagedListView, definePage } from '../../components/PageShell'
import Picture from '../../components/Picture'
import { routes } from '../../routes'
import { formatDate } from '../../utils/time'
import { toast } from '../../core/toast'
import './certification.scss'

/** 我的证书: the certificates the studio awarded me; open one full screen, or keep it on the device. */
function CertificationPage() {
  const list = usePagedList(fetchCerts)

  const open = (c: MemberCert) => {
    // The viewer loads the image itself: it can only carry the token in the URL (the route allows it).
    const { urlWithToken } = certImageUrls(c.id, currentToken())
    Taro.previewImage({ urls: [urlWithToken], current: urlWithToken }).catch(() => undefined)
  }
  const save = async (c: MemberCert) => {
    const { url, urlWithToken } = certImageUrls(c.id, currentToken())
    if (await saveImage(url, urlWithToken, currentToken(), `${c.cert.name}.png`)) toast('证书已保存', 'success')
  }

  return (
    <View className='certs'>
      <PagedListView list={list} empty={<EmptyState text='还没有证书' hint='完成课程或通过考核后，老师会为你颁发证书' picture={CERTIFICATE} action={{ label: '去学习', onClick: () => go(routes.learning) }} />}>
        {(c) => (
          <View key={c.id} className='cert'>
            <View className='cert__image' onClick={() => open(c)} aria-label={`查看${c.cert.name}`}>
              <Picture className='cert__thumb' src={c.cert.template_image} mode='aspectFit' alt={c.cert.name} />
            </View>
            <View className='cert__body'>
              <Text className='cert__name'>{c.cert.name}</Text>
              <Text className='cert__date'>{`${formatDate(c.created_at)} 颁发`}</Text>
              <View className='cert__actions'>
                <Button kind='secondary' className='cert__btn' onClick={() => open(c)}>
                  查看证书
                </Button>
                <Button kind='primary' icon={DOWNLOAD} className='cert__btn' onClick={() => save(c)}>
                  保存图片
                </Button>
              </View>
            </View>
          </View>
        )}
      </PagedListView>
    </View>
  )
}

export default definePage(routes.certification, CertificationPage)
