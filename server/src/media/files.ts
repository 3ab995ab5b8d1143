import { MEDIA_DIR } from '../lib/uploads'
import { bucketClient, bucketStorage, type BucketConfig } from './bucket'
import { localStorage, type MediaStorage } from './storage'

/**
 * Where every file the server keeps goes, chosen once at start (filesFrom): folders on this machine, or
 * one S3-compatible bucket that several machines share (docs/decisions/files-in-a-bucket.md).
 */
export interface FileStores {
  readonly kind: 'local' | 's3'
  /** Uploads and generated media, served under `/media/`: the media folder, or `media/` in the bucket. */
  media: MediaStorage
  /** A private area outside `/media/` (homework takes): its own folder here, or `prefix` in the bucket. */
  area(localRoot: string, prefix: string): MediaStorage
  /** Says where files go, for the start banner. */
  describe(): string
}

/** The bucket from S3_*: null without S3_BUCKET; a half-set configuration is refused rather than ignored. */
export function bucketConfigFrom(env: Readonly<Record<string, string | undefined>>): BucketConfig | null {
  const bucket = env.S3_BUCKET?.trim()
  const set = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'].filter((k) => env[k])
  if (!bucket) {
    if (set.length) throw new Error(`${set.join(', ')} set without S3_BUCKET: set S3_BUCKET to keep files in a bucket, or unset them`)
    return null
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together')
  return {
    bucket,
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: ['1', 'true'].includes((env.S3_FORCE_PATH_STYLE ?? '').trim().toLowerCase())
  }
}

/** The file stores for this environment: a bucket with S3_BUCKET, the local folders without. */
export function filesFrom(env: Readonly<Record<string, string | undefined>>, publicUrl: string, mediaDir = MEDIA_DIR): FileStores {
  const config = bucketConfigFrom(env)
  if (!config) {
    return {
      kind: 'local',
      media: localStorage(mediaDir, publicUrl),
      area: (localRoot) => localStorage(localRoot, publicUrl),
      describe: () => `this machine's folders (${mediaDir}; set S3_BUCKET to share files between machines)`
    }
  }
  const client = bucketClient(config)
  return {
    kind: 's3',
    media: bucketStorage(client, config.bucket, 'media/', publicUrl),
    area: (_localRoot, prefix) => bucketStorage(client, config.bucket, prefix, publicUrl),
    describe: () => `bucket ${config.bucket}${config.endpoint ? ` at ${config.endpoint}` : ''}`
  }
}
