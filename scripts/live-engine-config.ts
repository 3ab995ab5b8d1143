/**
 * `npm run live:engine-config`: prints the nginx configuration of the live engine for a studio that runs
 * nginx-rtmp beside its servers (docs/live-classes.md): the same configuration `npm start` generates.
 * Env: MEDIA_SECRET (required: the servers share it; the hook secret derives from it), PORT (the server the
 * engine calls, 3000), LIVE_RTMP_PORT (1935), LIVE_RTMP_LISTEN (0.0.0.0), LIVE_HLS_DIR, MEDIA_DIR
 * (recordings go to its recordings/), ENGINE_DIR (the engine's pid file; /run/studio-live), ENGINE_USER
 * (who its workers run as: the owner of the media folder; www-data).
 */
import path from 'path'
import { engineConfig, hookSecret } from '../server/src/addons/Zhibo/engine'
import { MEDIA_DIR } from '../server/src/lib/uploads'

const secret = process.env.MEDIA_SECRET
if (!secret) {
  console.error('MEDIA_SECRET is required: the servers and the engine share it')
  process.exit(1)
}
const media = process.env.MEDIA_DIR || MEDIA_DIR
process.stdout.write(
  engineConfig({
    listen: `${process.env.LIVE_RTMP_LISTEN || '0.0.0.0'}:${process.env.LIVE_RTMP_PORT || 1935}`,
    hookBase: `http://127.0.0.1:${process.env.PORT || 3000}`,
    secret: hookSecret(Buffer.from(secret, 'utf8')),
    hlsDir: process.env.LIVE_HLS_DIR || path.join(media, 'live-hls'),
    recordDir: path.join(media, 'recordings'),
    workDir: process.env.ENGINE_DIR || '/run/studio-live',
    // The account that owns the media folder (the servers' user): the engine writes into it.
    user: process.env.ENGINE_USER || 'www-data'
  })
)
