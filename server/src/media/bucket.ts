import fs from 'fs'
import os from 'os'
import path from 'path'
import { PassThrough, Readable } from 'stream'
import { pipeline } from 'stream/promises'
import { CopyObjectCommand, DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { contentTypeOf, mediaUrl, safeKey, type MediaStorage } from './storage'

/** How to reach the bucket (S3_* in docs/configuration.md). */
export interface BucketConfig {
  endpoint?: string
  bucket: string
  region: string
  accessKeyId?: string
  secretAccessKey?: string
  forcePathStyle: boolean
}

/** One client per bucket config; the SDK keeps its connections. */
export function bucketClient(c: BucketConfig): S3Client {
  return new S3Client({
    endpoint: c.endpoint,
    region: c.region,
    forcePathStyle: c.forcePathStyle,
    credentials: c.accessKeyId && c.secretAccessKey ? { accessKeyId: c.accessKeyId, secretAccessKey: c.secretAccessKey } : undefined,
    // Checksums only where S3 requires them: MinIO, Ceph and other S3-compatible servers refuse the newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED'
  })
}

/** A GET or HEAD of a key the bucket does not have. */
export const isMissingObject = (e: unknown) => {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } }
  return err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404
}

/** A stream the SDK can size (a file's stream) goes as it is; any other is read into memory first. */
async function uploadable(data: Buffer | Readable): Promise<Buffer | Readable> {
  if (Buffer.isBuffer(data) || typeof (data as Partial<fs.ReadStream>).path === 'string') return data
  const chunks: Buffer[] = []
  for await (const c of data) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c as string))
  return Buffer.concat(chunks)
}

/**
 * Keys under `prefix` in one bucket. Objects stay private (no ACL is set): public files are streamed by
 * this server, private ones reached through a presigned GET after this server checked its own signature.
 */
export function bucketStorage(client: S3Client, bucket: string, prefix: string, publicUrl: string): MediaStorage {
  const full = (key: string) => prefix + safeKey(key)
  const object = async (key: string, range?: { start: number; end: number }) => {
    const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: full(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }))
    return res.Body as Readable
  }
  const storage: MediaStorage = {
    kind: 's3',
    async put(key, data, contentType) {
      // One PUT: the object appears whole or not at all.
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: full(key), Body: await uploadable(data), ContentType: contentType ?? contentTypeOf(key) }))
    },
    get(key) {
      const out = new PassThrough()
      object(key).then(
        (body) => body.on('error', (e) => out.destroy(e)).pipe(out),
        (e: Error) => out.destroy(e)
      )
      return out
    },
    open: (key, range) => object(key, range),
    async delete(key) {
      if (!key.endsWith('/')) {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: full(key) }))
        return
      }
      const under = full(key)
      for (;;) {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: under, MaxKeys: 1000 }))
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []))
        if (!keys.length) return
        await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }))
      }
    },
    exists: async (key) => (await storage.size(key)) !== null,
    async size(key) {
      try {
        return (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: full(key) }))).ContentLength ?? 0
      } catch (e) {
        if (isMissingObject(e)) return null
        throw e
      }
    },
    async move(from, to) {
      // A bucket has no rename: a server-side copy, then the old key goes.
      await client.send(new CopyObjectCommand({ Bucket: bucket, Key: full(to), CopySource: `${bucket}/${encodeURIComponent(full(from)).replace(/%2F/g, '/')}` }))
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: full(from) }))
    },
    url: (key, signature) => mediaUrl(publicUrl, key, signature),
    directUrl: (key, seconds) => getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: full(key) }), { expiresIn: seconds }),
    async localPath(key) {
      // ffmpeg reads a file: a copy under the temp folder, replaced on every call (the pipeline deletes its sources).
      const file = path.join(os.tmpdir(), 'studio-bucket', bucket, full(key))
      await fs.promises.mkdir(path.dirname(file), { recursive: true })
      await pipeline(await object(key), fs.createWriteStream(file))
      return file
    }
  }
  return storage
}
