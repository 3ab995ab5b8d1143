import { useState, type ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import Button, { type ButtonKind, type ButtonSize } from '../../components/Button'
import { Field, FieldGroup, TextArea, TextField } from '../../components/Field'
import ChipBar from '../../components/ChipBar'
import Tabs from '../../components/Tabs'
import Tag from '../../components/Tag'
import Sheet from '../../components/Sheet'
import Switch from '../../components/Switch'
import Segmented from '../../components/Segmented'
import RangeSlider from '../../components/RangeSlider'
import MoreLink from '../../components/MoreLink'
import Avatar from '../../components/Avatar'
import BrandMark from '../../components/BrandMark'
import { alert, confirm } from '../../components/Dialog'
import { Cell, CellGroup } from '../../components/Cells'
import Price from '../../components/Price'
import Icon from '../../components/Icon'
import * as PATHS from '../../components/Icon/paths'
import { EmptyState, ErrorState, LoginNeededState, Skeleton } from '../../components/PageStatus'
import { ORDERS, SEARCH } from '../../components/Icon/paths'
import './gallery.scss'

const KINDS: ButtonKind[] = ['primary', 'secondary', 'ghost', 'danger', 'vip', 'wechat']
const SIZES: ButtonSize[] = ['lg', 'md', 'sm']
/** The palette as named in styles/tokens.scss. */
const SWATCHES: [string, string][] = [
  ['primary', '#b04530'],
  ['primary-dark', '#8f3626'],
  ['primary-light', '#f6e3de'],
  ['accent', '#8a6508'],
  ['accent-light', '#fbf1d9'],
  ['heading', '#1f1b18'],
  ['text', '#333333'],
  ['muted', '#666666'],
  ['faint', '#707070'],
  ['border', '#eeeeee'],
  ['bg', '#f7f7f7'],
  ['success', '#067d46'],
  ['danger', '#c62828'],
  ['warning', '#a35200'],
  ['wechat', '#05864a']
]
const TYPE_SCALE: [string, string][] = [
  ['display', '56'],
  ['headline', '44'],
  ['title', '36'],
  ['title-sm', '32'],
  ['body-lg', '30'],
  ['body', '28'],
  ['small', '24'],
  ['caption', '22']
]

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <View className='gallery__section'>
      <Text className='gallery__heading'>{title}</Text>
      {children}
    </View>
  )
}

/** Every control of the design system in each of its states, on both builds: for design review, not learners. */
export function Gallery() {
  const [chip, setChip] = useState<number>(1)
  const [tab, setTab] = useState<'a' | 'b' | 'c'>('a')
  const [sheet, setSheet] = useState(false)
  const [text, setText] = useState('琴艺课堂')
  const [on, setOn] = useState(true)
  const [meter, setMeter] = useState(3)
  const [rate, setRate] = useState(75)
  return (
    <View className='gallery'>
      <Section title='颜色'>
        <View className='gallery__swatches'>
          {SWATCHES.map(([name, hex]) => (
            <View key={name} className='gallery__swatch'>
              <View className='gallery__chip' style={{ background: hex }} />
              <Text className='gallery__caption'>{name}</Text>
              <Text className='gallery__caption'>{hex}</Text>
            </View>
          ))}
        </View>
      </Section>

      <Section title='字号'>
        {TYPE_SCALE.map(([name, size]) => (
          <Text key={name} className={`gallery__type gallery__type--${name}`}>{`${name} ${size} 练琴每一天`}</Text>
        ))}
      </Section>

      <Section title='按钮'>
        {KINDS.map((kind) => (
          <View key={kind} className='gallery__row'>
            {SIZES.map((size) => (
              <Button key={size} kind={kind} size={size}>{`${kind} ${size}`}</Button>
            ))}
          </View>
        ))}
        <View className='gallery__row'>
          <Button kind='primary' disabled>
            不可用
          </Button>
          <Button kind='secondary' disabled>
            不可用
          </Button>
          {/* Specimens of a busy state: the page itself is not busy (tests waiting for a settled page skip `.specimen`). */}
          <View className='specimen gallery__row'>
            <Button kind='primary' loading>
              提交中
            </Button>
            <Button kind='secondary' loading>
              加载中
            </Button>
          </View>
        </View>
        <View className='gallery__row'>
          <Button kind='primary' icon={PATHS.PLAY}>
            播放
          </Button>
          <Button kind='secondary' icon={PATHS.DOWNLOAD} size='sm'>
            下载
          </Button>
          <Button kind='ghost' icon={PATHS.COPY} size='sm'>
            复制
          </Button>
        </View>
        <Button kind='primary' size='lg' block>
          立即购买 ¥199
        </Button>
      </Section>

      <Section title='输入'>
        <FieldGroup plain>
          <Field label='昵称'>
            <TextField value={text} maxlength={20} onInput={(e) => setText(e.detail.value)} />
          </Field>
          <Field label='手机号' hint='未注册的手机号验证后将自动创建账号'>
            <TextField type='number' placeholder='请输入手机号' maxlength={11} />
          </Field>
          <Field
            label='验证码'
            end={
              <Button kind='secondary' size='sm'>
                获取验证码
              </Button>
            }
          >
            <TextField type='number' placeholder='请输入短信验证码' maxlength={6} />
          </Field>
          <Field label='金额' error='请输入 1-10000 之间的整数'>
            <TextField type='number' value='0' />
          </Field>
          <Field label='备注' stacked>
            <TextArea placeholder='写给老师的话（选填）' maxlength={200} />
          </Field>
        </FieldGroup>
        <View className='field-box gallery__search'>
          <Icon path={SEARCH} color='muted' className='gallery__search-icon' />
          <TextField box placeholder='搜索课程、老师、曲目' />
        </View>
      </Section>

      <Section title='标签与分类'>
        <View className='gallery__row'>
          <Tag>推荐</Tag>
          <Tag tone='accent'>VIP</Tag>
          <Tag tone='success'>免费</Tag>
          <Tag tone='muted'>已结束</Tag>
          <Tag tone='live'>直播中</Tag>
        </View>
        <ChipBar
          label='分类'
          items={[
            [1, '全部'],
            [2, '启蒙'],
            [3, '考级'],
            [4, '流行弹唱'],
            [5, '古典名曲'],
            [6, '乐理']
          ]}
          value={chip}
          onChange={setChip}
        />
        <Tabs
          items={[
            ['a', '课程介绍'],
            ['b', '目录'],
            ['c', '评论']
          ]}
          value={tab}
          onChange={setTab}
        />
      </Section>

      <Section title='开关、分段与滑块'>
        <Switch label='循环' checked={on} onChange={setOn} />
        <Switch label='重复前停顿一小节' checked={!on} onChange={(v) => setOn(!v)} />
        <Switch label='不可用' checked={false} disabled onChange={() => undefined} />
        <Segmented
          label='拍号'
          items={[
            [2, '2/4'],
            [3, '3/4'],
            [4, '4/4'],
            [6, '6/8']
          ]}
          value={meter}
          onChange={setMeter}
        />
        <Segmented
          label='速度'
          size='lg'
          items={[
            [50, '0.5x'],
            [75, '0.75x'],
            [100, '1x']
          ]}
          value={rate}
          onChange={setRate}
        />
        <RangeSlider label='播放速度' min={50} max={100} step={5} value={rate} onChange={setRate} />
        <Text className='gallery__caption'>{`滑块：${rate / 100}x`}</Text>
      </Section>

      <Section title='链接、头像与标志'>
        <View className='gallery__row'>
          <MoreLink text='全部' onClick={() => undefined} />
          <MoreLink text='继续阅读' color='muted' onClick={() => undefined} />
        </View>
        <View className='gallery__row'>
          <Avatar name='小雨' className='gallery__avatar' />
          <Avatar name='林雅' className='gallery__avatar' />
          <Avatar name='周老师' className='gallery__avatar' />
          <BrandMark name='琴艺课堂' className='gallery__avatar' />
        </View>
      </Section>

      <Section title='价格'>
        <View className='gallery__row'>
          <Price charge={199} />
          <Price charge={0} />
          <Price charge={199} bought />
        </View>
      </Section>

      <Section title='列表'>
        <CellGroup title='账户'>
          <Cell label='个人资料' onClick={() => undefined} />
          <Cell label='手机号' value='138****8000' />
          <Cell label='注销账号' danger onClick={() => undefined} />
        </CellGroup>
      </Section>

      <Section title='面板与对话框'>
        <View className='gallery__row'>
          <Button kind='secondary' onClick={() => setSheet(true)}>
            打开面板
          </Button>
          <Button kind='secondary' onClick={() => void confirm({ title: '确认交卷', content: '交卷后不能修改答案。', confirmText: '交卷' })}>
            确认框
          </Button>
          <Button kind='ghost' onClick={() => void confirm({ title: '删除下载', content: '删除后需联网重新下载。', confirmText: '删除', danger: true })}>
            删除确认
          </Button>
          <Button kind='ghost' onClick={() => void alert('链接已复制', '请在浏览器中打开')}>
            提示
          </Button>
        </View>
        <Sheet inline open title='练习设置' onClose={() => undefined} actions={<Button kind='primary'>完成</Button>}>
          <Text className='gallery__caption'>面板里放一个控件的详细设置。</Text>
        </Sheet>
        <Sheet open={sheet} title='练习设置' onClose={() => setSheet(false)} actions={<Button kind='primary' onClick={() => setSheet(false)}>完成</Button>}>
          <Text className='gallery__caption'>面板里放一个控件的详细设置。</Text>
        </Sheet>
      </Section>

      <Section title='状态'>
        <EmptyState text='还没有订单' hint='买过的课程、电子书和会员都在这里' picture={ORDERS} action={{ label: '去选课', onClick: () => undefined }} />
        <ErrorState message='网络不太好，加载失败' onRetry={() => undefined} />
        <LoginNeededState text='登录后查看我的订单' />
        <View className='specimen'>
          <Skeleton rows={3} avatar />
        </View>
      </Section>

      <Section title='图标'>
        <View className='gallery__icons'>
          {Object.entries(PATHS).map(([name, path]) => (
            <View key={name} className='gallery__icon'>
              <Icon path={path} color='text' className='gallery__icon-img' />
              <Text className='gallery__caption'>{name}</Text>
            </View>
          ))}
        </View>
      </Section>
    </View>
  )
}
