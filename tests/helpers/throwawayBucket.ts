import fs from 'fs'
import os from 'os'
import path from 'path'
import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3'
import { bucketClient, type BucketConfig } from '../../server/src/media/bucket'

/** The slice of s3rver's API the tests use (the package ships no types). */
interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>
  close(): Promise<void>
}
type S3rverClass = new (options: { port: number; address: string; silent: boolean; directory: string; configureBuckets: { name: string }[] }) => S3rverInstance
const S3rver = require('s3rver') as S3rverClass

/**
 * A real S3-compatible server for one test file (s3rver, in this process, on a free port, files in a temp
 * folder; docs/decisions/files-in-a-bucket.md): its S3_* environment, a client, and what the bucket holds.
 */
export interface ThrowawayBucket {
  env: Record<string, string>
  client: S3Client
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>
  bytes(key: string): Promise<Buffer>
  stop(): Promise<void>
}

export async function throwawayBucket(name = 'studio-files'): Promise<ThrowawayBucket> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'))
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name }] })
  const { port } = await server.run()
  // s3rver accepts only its own fixed key pair.
  const env = { S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: name, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: '1' }
  const config: BucketConfig = { endpoint: env.S3_ENDPOINT, bucket: name, region: env.S3_REGION, accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY, forcePathStyle: true }
  const client = bucketClient(config)
  return {
    env,
    client,
    async keys() {
      const out: string[] = []
      let token: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: name, ContinuationToken: token }))
        for (const o of page.Contents ?? []) if (o.Key) out.push(o.Key)
        token = page.NextContinuationToken
      } while (token)
      return out.sort()
    },
    async bytes(key) {
      const res = await client.send(new GetObjectCommand({ Bucket: name, Key: key }))
      return Buffer.from(await res.Body!.transformToByteArray())
    },
    async stop() {
      client.destroy()
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    }
  }
}
