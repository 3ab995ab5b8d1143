/**
 * The one module of the console that speaks HTTP. It takes an entry of the admin endpoint tables (never a
 * path): `call(adminStaff.role, { params: { id } })`; the method, the parts and the answer are typed by
 * the entry. It sends the staff token, reads MeEdu's admin envelope (`status`), and turns every other
 * outcome into an `ApiError`: 401 ends the session (the app returns to 登录), a refusal's message is
 * shown once, here, and the caller may still react to the error.
 */
import { message } from 'antd'
import type { AdminEndpoint, BodyOf, ParamsOf, QueryOf, ResponseOf } from '../../../types/endpoints/endpoint'
import type { AdminEnvelope } from '../../../types/contract/admin/common'
import { clearToken, readToken } from './token'

export class ApiError extends Error {
  constructor(
    /** The envelope's status (1 refusal, 401, 403, 404, 429 ...), or the HTTP status of a broken answer, 0 offline. */
    readonly status: number,
    message: string,
    /** The refusal's `data`, where it says more (the member import's refused rows). */
    readonly data?: unknown
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

type Defined<K extends string, V> = [V] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: V }
/** The parts an entry takes: `params` and `body` when it has them; `query` is always optional. */
export type Parts<E> = Defined<'params', ParamsOf<E>> & Defined<'body', BodyOf<E>> & { query?: QueryOf<E> | Record<string, unknown> }

/** Called when the session ends (401): the app sends the administrator to 登录. */
let onSignedOut: () => void = () => undefined
export const whenSignedOut = (listener: () => void): void => {
  onSignedOut = listener
}

export function urlOf(entry: AdminEndpoint, params?: object, query?: object): string {
  const path = entry.path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(String((params as Record<string, unknown> | undefined)?.[name] ?? '')))
  const search = new URLSearchParams()
  for (const [k, v] of Object.entries(query ?? {})) {
    // A range goes as axios sends it to MeEdu (`created_at[]=…&created_at[]=…`), which the server reads.
    if (Array.isArray(v)) for (const item of v) search.append(`${k}[]`, String(item))
    else if (v !== undefined && v !== null && v !== '') search.append(k, String(v))
  }
  const qs = search.toString()
  return qs ? `${path}?${qs}` : path
}

async function send(entry: AdminEndpoint, parts: { params?: object; query?: object; body?: unknown; form?: FormData }): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  const token = readToken()
  if (token) headers.Authorization = `Bearer ${token}`
  if (parts.body !== undefined) headers['Content-Type'] = 'application/json'
  let res: Response
  try {
    // A form (an upload) goes as multipart: the browser writes its boundary, with MeEdu's X-Requested-With.
    if (parts.form) headers['X-Requested-With'] = 'XMLHttpRequest'
    const body = parts.form ?? (parts.body === undefined ? undefined : JSON.stringify(parts.body))
    res = await fetch(urlOf(entry, parts.params, parts.query), { method: entry.method, headers, body })
  } catch {
    throw new ApiError(0, '网络错误，请检查网络后重试')
  }
  return readEnvelope(res.ok, res.status, await res.json().catch(() => null))
}

/** MeEdu's admin envelope read: its `data` on status 0, else the ApiError that says why (401 ends the session). */
function readEnvelope(ok: boolean, httpStatus: number, parsed: unknown): unknown {
  const envelope = parsed as Partial<AdminEnvelope<unknown>> | null
  if (!ok || !envelope || typeof envelope.status !== 'number') throw new ApiError(httpStatus, '服务器开小差了，请稍后再试')
  if (envelope.status === 0) return envelope.data
  throw refusal(envelope, httpStatus, '操作失败')
}

/** A refusal in the admin envelope as an `ApiError`; 401 also ends the session. */
function refusal(envelope: Partial<AdminEnvelope<unknown>> | null, httpStatus: number, otherwise: string): ApiError {
  if (envelope?.status === 401) {
    clearToken()
    onSignedOut()
    return new ApiError(401, '请重新登录')
  }
  return new ApiError(envelope?.status ?? httpStatus, typeof envelope?.message === 'string' && envelope.message ? envelope.message : otherwise, envelope?.data)
}

/** A failure is shown once, here, as a message, and still thrown for the caller to react to. */
async function shown<T>(work: Promise<T>): Promise<T> {
  try {
    return await work
  } catch (e) {
    if (e instanceof ApiError) void message.error(e.message)
    throw e
  }
}

/**
 * One request of the resumable upload (tus 1.0.0; api/tusUpload.ts speaks the protocol): the staff token
 * like every call, a success as the raw answer (its headers carry the protocol), a refusal read from the
 * admin envelope the server answers it with (401 ends the session).
 */
export async function tusRequest(url: string, method: 'POST' | 'HEAD' | 'PATCH', headers: Record<string, string>, body?: Blob): Promise<Response> {
  const token = readToken()
  const all: Record<string, string> = { 'Tus-Resumable': '1.0.0', ...headers }
  if (token) all.Authorization = `Bearer ${token}`
  let res: Response
  try {
    res = await fetch(url, { method, headers: all, body })
  } catch {
    throw new ApiError(0, '网络错误，请检查网络后重试')
  }
  if (res.ok) return res
  throw refusal((await res.json().catch(() => null)) as Partial<AdminEnvelope<unknown>> | null, res.status, '上传失败，请稍后重试')
}

/** Calls an entry and returns the envelope's `data`; a failure is shown as a message and thrown. */
export async function call<E extends AdminEndpoint>(entry: E, ...[parts]: Partial<Parts<E>> extends Parts<E> ? [Parts<E>?] : [Parts<E>]): Promise<ResponseOf<E>> {
  return shown(send(entry, parts ?? {})) as Promise<ResponseOf<E>>
}

/** Sends a multipart form (an image) to an entry; the answer as `call`'s, a failure shown and thrown. */
export async function callWithForm<E extends AdminEndpoint>(entry: E, form: FormData, query?: QueryOf<E>, params?: ParamsOf<E>): Promise<ResponseOf<E>> {
  return shown(send(entry, { params: params as object | undefined, query: query as object | undefined, form })) as Promise<ResponseOf<E>>
}

/** The file name a download's Content-Disposition gives (RFC 6266's UTF-8 name first), else `fallback`. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')
  if (utf8) return decodeURIComponent(utf8[1])
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback
}

/**
 * Fetches a file entry (an .xlsx export or template) with the staff token and returns it with its name; a
 * refusal comes back in the admin envelope instead, and is shown and thrown as `call`'s.
 */
async function fetchFile(entry: AdminEndpoint, query?: object): Promise<{ blob: Blob; name: string }> {
  const token = readToken()
  let res: Response
  try {
    res = await fetch(urlOf(entry, undefined, query), { headers: token ? { Authorization: `Bearer ${token}` } : {} })
  } catch {
    throw new ApiError(0, '网络错误，请检查网络后重试')
  }
  if ((res.headers.get('content-type') ?? '').includes('json') || !res.ok) {
    readEnvelope(res.ok, res.status, await res.json().catch(() => null))
    throw new ApiError(res.status, '服务器开小差了，请稍后再试')
  }
  return { blob: await res.blob(), name: fileNameOf(res.headers.get('content-disposition'), 'download.xlsx') }
}

/** Downloads a file entry: the browser saves it under the server's name. */
export async function download<E extends AdminEndpoint>(entry: E, query?: QueryOf<E> | Record<string, unknown>): Promise<void> {
  const { blob, name } = await shown(fetchFile(entry, query as object | undefined))
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = name
  a.click()
  // The click has started the save; the blob's URL is not needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
