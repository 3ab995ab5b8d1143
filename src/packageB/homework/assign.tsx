import { useState } from 'react'
import { View, Text, Picker } from '@tarojs/components'
import Button from '../../components/Button'
import { Field, FieldGroup, TextArea, TextField } from '../../components/Field'
import Segmented from '../../components/Segmented'
import Icon from '../../components/Icon'
import { CHECK, CHEVRON } from '../../components/Icon/paths'
import { definePage, AsyncView } from '../../components/PageShell'
import { useAsync } from '../../hooks/useAsync'
import { useAction } from '../../hooks/useAction'
import { back } from '../../core/pageNavigation'
import { toast } from '../../core/toast'
import { invalidate } from '../../core/freshness'
import { routes } from '../../routes'
import { assignHomework, fetchTeacherCourses, fetchTeacherLearners } from '../../features/homework/api'
import type { AssignmentKind, TeacherLearner } from '~types/contract/homework'
import '../../features/homework/components/homework.scss'
import './homework.scss'

const KINDS: readonly (readonly [AssignmentKind, string])[] = [
  ['piece', '乐曲'],
  ['exercise', '练习']
]
const TO: readonly (readonly ['learner' | 'course', string])[] = [
  ['learner', '布置给一位学员'],
  ['course', '布置给课程的全部学员']
]

/** What the form checks before sending (the server checks again): null when it may go. */
function formProblem(f: { title: string; bpm: string; to: 'learner' | 'course'; learner: TeacherLearner | null; courseId: number }): string | null {
  if (!f.title.trim()) return '请填写作业标题'
  if (f.title.trim().length > 40) return '标题不能超过40字'
  const bpm = Number(f.bpm || 0)
  if (!Number.isInteger(bpm) || (bpm !== 0 && (bpm < 20 || bpm > 240))) return '目标速度应在20-240之间'
  if (f.to === 'learner' ? !f.learner : !f.courseId) return '请选择学员或课程'
  return null
}

/** 布置作业 (teachers): what to play, by when, to one learner (searched) or to every buyer of a course. */
function HomeworkAssignPage() {
  const courses = useAsync(fetchTeacherCourses, [])
  const [title, setTitle] = useState('')
  const [kind, setKind] = useState<AssignmentKind>('piece')
  const [bars, setBars] = useState('')
  const [bpm, setBpm] = useState('')
  const [dueDate, setDueDate] = useState('')
  const [note, setNote] = useState('')
  const [to, setTo] = useState<'learner' | 'course'>('learner')
  const [keywords, setKeywords] = useState('')
  const [learner, setLearner] = useState<TeacherLearner | null>(null)
  const [courseId, setCourseId] = useState(0)
  const found = useAsync(() => fetchTeacherLearners(keywords.trim(), 1), [keywords], { enabled: to === 'learner' && !learner })

  const submit = useAction(async () => {
    const problem = formProblem({ title, bpm, to, learner, courseId })
    if (problem) {
      toast(problem)
      return
    }
    const result = await assignHomework({
      title: title.trim(),
      kind,
      bars: bars.trim(),
      target_bpm: Number(bpm || 0),
      due_at: dueDate ? `${dueDate} 23:59:59` : '',
      note: note.trim(),
      ...(to === 'learner' ? { user_id: learner!.id } : { course_id: courseId })
    })
    toast(`已布置给${result.learners}位学员`, 'success')
    invalidate('homework')
    await back()
  })

  return (
    <View className='homework'>
      <View className='hw-section' role='form' aria-label='作业内容'>
        <Text className='hw-section__title'>作业内容</Text>
        <FieldGroup plain>
          <Field label='标题'>
            <TextField maxlength={40} placeholder='如：小奏鸣曲 第一乐章' aria-label='作业标题' value={title} onInput={(e) => setTitle(e.detail.value)} />
          </Field>
          <Field label='类型'>
            <Segmented label='作业类型' items={KINDS} value={kind} onChange={setKind} className='homework__kind' />
          </Field>
          <Field label='小节'>
            <TextField maxlength={20} placeholder='选填，如：1-16' aria-label='小节' value={bars} onInput={(e) => setBars(e.detail.value)} />
          </Field>
          <Field label='目标速度' end={<Text className='field__hint'>拍/分</Text>}>
            <TextField type='number' maxlength={3} placeholder='选填，20-240' aria-label='目标速度' value={bpm} onInput={(e) => setBpm(e.detail.value)} />
          </Field>
          <Picker mode='date' value={dueDate} start={new Date().toISOString().slice(0, 10)} onChange={(e) => setDueDate(String(e.detail.value))}>
            <Field label='截止日期' end={<Icon path={CHEVRON} color='faint' className='homework__chevron' />}>
              <Text className={dueDate ? 'field__input' : 'field__input field__placeholder'}>{dueDate || '选填'}</Text>
            </Field>
          </Picker>
          <Field label='说明' stacked>
            <TextArea maxlength={500} placeholder='给学员的说明（选填）' aria-label='作业说明' value={note} onInput={(e) => setNote(e.detail.value)} />
          </Field>
        </FieldGroup>
      </View>

      <View className='hw-section' role='region' aria-label='布置给'>
        <Text className='hw-section__title'>布置给</Text>
        <Segmented label='布置给' items={TO} value={to} onChange={setTo} />
        {to === 'learner' &&
          (learner ? (
            <View className='homework__pick homework__pick--on' role='button' aria-label='重新选择学员' onClick={() => setLearner(null)}>
              <Text>{`${learner.nick_name} ${learner.mobile}`}</Text>
              <Text className='hw-section__hint'>重新选择</Text>
            </View>
          ) : (
            <>
              <View className='field-box homework__search'>
                <TextField box maxlength={20} placeholder='搜索学员昵称或手机号' aria-label='搜索学员' value={keywords} onInput={(e) => setKeywords(e.detail.value)} />
              </View>
              <AsyncView state={found} isEmpty={(d) => d.data.length === 0} empty='没有找到学员'>
                {(d) =>
                  d.data.map((l) => (
                    <View key={l.id} className='homework__pick' role='button' onClick={() => setLearner(l)}>
                      <Text>{`${l.nick_name} ${l.mobile}`}</Text>
                    </View>
                  ))
                }
              </AsyncView>
            </>
          ))}
        {to === 'course' && (
          <AsyncView state={courses} isEmpty={(d) => d.length === 0} empty='你还没有讲授的课程'>
            {(list) =>
              list.map((c) => (
                <View
                  key={c.id}
                  className={`homework__pick ${c.id === courseId ? 'homework__pick--on' : ''}`}
                  role='radio'
                  aria-checked={c.id === courseId}
                  onClick={() => setCourseId(c.id)}
                >
                  <Text>{`${c.title}（${c.learners_count}位学员）`}</Text>
                  {c.id === courseId && <Icon path={CHECK} className='homework__chevron' />}
                </View>
              ))
            }
          </AsyncView>
        )}
      </View>
      <Button kind='primary' size='lg' block className='homework__submit' loading={submit.pending} onClick={submit.run}>
        布置作业
      </Button>
    </View>
  )
}

export default definePage(routes.homeworkAssign, HomeworkAssignPage)
