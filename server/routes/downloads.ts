/**
 * The demo's downloads, so that every download link of the seed leads somewhere on this machine (issue 17): a
 * placeholder APK (an empty ZIP archive, which is what an APK is underneath) and the iOS "lite" configuration profile
 * (a web clip of the site's home, as merchants ship it). The page standing in for the App Store listing is an emulated
 * third-party page (./app-store.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { findMerchant } from '../merchants/store';
import { ErrorCode } from '../../src/shared/contract';
import { sendFailure } from '../http/errors';
import { escapeMarkup } from '../http/escape-markup';

/** An empty ZIP archive: only the end-of-central-directory record. */
const EMPTY_ZIP = Buffer.concat([Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]);
const FILE = /^([a-z0-9]{1,32})(\.apk|\.mobileconfig)$/;

function siteHome(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}/m/home`;
}

/** A configuration profile with one web clip: the site's home on the home screen, full screen. */
export function webClipProfile(name: string, code: string, homeUrl: string, uuid = randomUUID): string {
  const id = `com.${code.toLowerCase()}.member`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>PayloadContent</key>
  <array>
    <dict>
      <key>FullScreen</key><true/>
      <key>IsRemovable</key><true/>
      <key>Label</key><string>${escapeMarkup(name)}</string>
      <key>URL</key><string>${escapeMarkup(homeUrl)}</string>
      <key>PayloadType</key><string>com.apple.webClip.managed</string>
      <key>PayloadVersion</key><integer>1</integer>
      <key>PayloadIdentifier</key><string>${id}.webclip</string>
      <key>PayloadUUID</key><string>${uuid()}</string>
    </dict>
  </array>
  <key>PayloadDisplayName</key><string>${escapeMarkup(name)}</string>
  <key>PayloadIdentifier</key><string>${id}</string>
  <key>PayloadType</key><string>Configuration</string>
  <key>PayloadVersion</key><integer>1</integer>
  <key>PayloadUUID</key><string>${uuid()}</string>
</dict>
</plist>
`;
}

export function downloadRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  app.get(
    '/download/:file',
    { schema: { params: { type: 'object', properties: { file: { type: 'string', maxLength: 64 } } } } },
    (request, reply) => {
      const match = FILE.exec((request.params as { file: string }).file);
      const merchant = match ? findMerchant(ctx.db, match[1]!.toUpperCase()) : undefined;
      if (!match || !merchant) return sendFailure(request, reply, 404, ErrorCode.NOT_FOUND);
      const name = merchant.config.merchantName;
      const file = match[0];
      switch (match[2]) {
        case '.apk':
          return reply
            .type('application/vnd.android.package-archive')
            .header('content-disposition', `attachment; filename="${file}"`)
            .send(EMPTY_ZIP);
        default: // .mobileconfig
          return reply
            .type('application/x-apple-aspen-config')
            .header('content-disposition', `attachment; filename="${file}"`)
            .send(webClipProfile(name, merchant.code, siteHome(request)));
      }
    },
  );
}
