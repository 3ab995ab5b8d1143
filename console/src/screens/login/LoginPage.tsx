/**
 * 登录: email, password and the image captcha (MeEdu's POST /backend/api/v1/login). It loads alone, before
 * the console's shell, so it uses only a few antd parts and calls the API directly.
 */
import { useCallback, useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { Button, Form, Input } from 'antd'
import { adminAuth } from '../../../../types/endpoints/admin/auth'
import { call } from '../../api/request'
import { logIn } from '../../api/session'
import { email, required } from '../../forms/rules'

interface Values {
  username: string
  password: string
  image_captcha: string
}

export default function LoginPage() {
  const [form] = Form.useForm<Values>()
  const navigate = useNavigate()
  const [captcha, setCaptcha] = useState<{ key: string; img: string } | null>(null)
  const [pending, setPending] = useState(false)

  // A captcha works once, right or wrong: every attempt gets a new one.
  const refresh = useCallback(() => {
    form.setFieldValue('image_captcha', '')
    call(adminAuth.captcha).then(setCaptcha, () => setCaptcha(null))
  }, [form])
  useEffect(refresh, [refresh])

  const submit = async (v: Values) => {
    if (!captcha || pending) return
    setPending(true)
    try {
      await logIn({ username: v.username.trim(), password: v.password, image_key: captcha.key, image_captcha: v.image_captcha.trim() })
      navigate('/', { replace: true })
    } catch {
      // The refusal was shown by the request module; the captcha is spent.
      refresh()
    } finally {
      setPending(false)
    }
  }

  return (
    <main style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: 'linear-gradient(160deg, #f7f2ee, #ead9c6)', padding: 16 }}>
      <section style={{ width: 380, maxWidth: '100%', background: '#fff', borderRadius: 12, padding: '32px 28px', boxShadow: '0 8px 32px rgba(122, 75, 42, 0.12)' }}>
        <h1 style={{ textAlign: 'center', margin: 0, fontSize: 24, color: '#3b2416' }}>琴艺课堂</h1>
        <p style={{ textAlign: 'center', color: '#8c7b70', margin: '4px 0 24px' }}>管理后台</p>
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item name="username" label="邮箱" rules={[required('邮箱'), email]}>
            <Input autoComplete="username" placeholder="管理员邮箱" />
          </Form.Item>
          <Form.Item name="password" label="密码" rules={[required('密码')]}>
            <Input.Password autoComplete="current-password" placeholder="密码" />
          </Form.Item>
          <Form.Item label="图形验证码" required>
            <div style={{ display: 'flex', gap: 8 }}>
              <Form.Item name="image_captcha" noStyle rules={[required('图形验证码')]}>
                <Input autoComplete="off" placeholder="图形验证码" aria-label="图形验证码" />
              </Form.Item>
              <button type="button" onClick={refresh} title="看不清？换一张" style={{ border: 0, padding: 0, background: 'none', cursor: 'pointer', height: 32 }}>
                {captcha ? <img src={captcha.img} alt="图形验证码，点击换一张" height={32} width={88} /> : <span style={{ lineHeight: '32px' }}>获取验证码</span>}
              </button>
            </div>
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={pending}>
            登录
          </Button>
        </Form>
      </section>
    </main>
  )
}
