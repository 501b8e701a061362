// Handlers of the object lookups (spec 001 §7): email, legacy host, file, URL, domain, IP, mobile.
import { decodeUrlId } from '@soc/api';
import { errorResponse } from '../respond.ts';
import { createEmailDetail, emailDetailVariants } from './email-fixtures.ts';
import { createFileRecord, fileRecordVariants } from './file-fixtures.ts';
import { createHostRecord, hostRecordVariants } from './host-fixtures.ts';
import { createMobileRecord, mobileRecordVariants } from './mobile-fixtures.ts';
import { createDomainRecord, createIpRecord, createUrlRecord, objectRecordVariants } from './object-fixtures.ts';
import { DETAIL_PANEL_PATHS as P } from './paths.ts';
import { fromBody, recordCall } from './record-call.ts';

const emailBase = recordCall({
  method: 'post',
  path: P.email,
  readId: fromBody('messageId'),
  // Message ids mentioning "long" answer with lists over the 10-entry display limit, for demos.
  record: (messageId, state) =>
    /long/i.test(messageId) ? emailDetailVariants.long(state.now()) : createEmailDetail({ mailMsgId: messageId || null }, state.now()),
  variants: emailDetailVariants,
});

export const emailHandlers = {
  ...emailBase,
  /** Only the raw record's lists (mailboxWithOrgId, mailAttachments, mailUrlsVisibleLink). */
  rawOnly: () => emailBase.custom(emailDetailVariants.rawOnly()),
  hostile: () => emailBase.custom(emailDetailVariants.hostile()),
};

const hostBase = recordCall({
  method: 'post',
  path: P.host,
  readId: fromBody('computerId'),
  record: () => createHostRecord(),
  variants: hostRecordVariants,
});

export const hostHandlers = { ...hostBase, hostile: () => hostBase.custom(hostRecordVariants.hostile()) };

const CLEAN_SHA1 = fileRecordVariants.clean().fileSHA1;

export const fileHandlers = recordCall({
  method: 'post',
  path: P.file,
  readId: fromBody('sha1'),
  // The clean sample's sha1 gets the clean record; any other sha1 the malicious one, echoing it.
  record: (sha1) => (sha1 === CLEAN_SHA1 ? fileRecordVariants.clean() : createFileRecord(sha1 ? { fileSHA1: sha1 } : {})),
  variants: fileRecordVariants,
});

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}

/** The last two labels of a host name: good enough for fixtures. */
const registrableDomain = (host: string) => host.split('.').slice(-2).join('.');

export const urlHandlers = recordCall({
  method: 'post',
  path: P.url,
  readId: fromBody('url'),
  // The console sends the URL as unpadded base64 (spec 001 §5); anything else is a client bug.
  record: (id, state) => {
    const url = decodeUrlId(id);
    if (!id || url === undefined) return errorResponse(400, { message: 'url must be base64 without padding' });
    const host = hostOf(url);
    return createUrlRecord({ objectName: url, host: host ?? null, domainName: host ? registrableDomain(host) : null }, state.now());
  },
  variants: objectRecordVariants,
});

export const domainHandlers = recordCall({
  method: 'post',
  path: P.domain,
  readId: fromBody('domain'),
  record: (domain, state) => createDomainRecord(domain ? { objectName: domain, domainName: registrableDomain(domain) } : {}, state.now()),
  variants: objectRecordVariants,
});

export const ipHandlers = recordCall({
  method: 'post',
  path: P.ip,
  readId: fromBody('ip'),
  record: (ip, state) => createIpRecord(ip ? { objectName: ip } : {}, state.now()),
  variants: objectRecordVariants,
});

const mobileBase = recordCall({
  method: 'post',
  path: P.mobile,
  readId: fromBody('deviceId'),
  // Device ids mentioning "android" answer with the Android device (the other device type).
  record: (deviceId, state) => (/android/i.test(deviceId) ? mobileRecordVariants.android(state.now()) : createMobileRecord({}, state.now())),
  variants: mobileRecordVariants,
});

export const mobileHandlers = {
  ...mobileBase,
  /** Any device type other than 1. */
  android: () => mobileBase.custom(mobileRecordVariants.android()),
  hostile: () => mobileBase.custom(mobileRecordVariants.hostile()),
};
