// The objects this backend knows for the detail panels (spec 001): the identifiers an opener sends
// (contract §7 params). The specs open panels with these; anything else is unknown to the backend.

export const EMAIL = {
  /** A phishing message with every field, 13 mailboxes (view more) and wanted headers. */
  phish: '<20261203014209.5F1E9A@mx2.kitakaze-freight.example.net>',
  /** A message whose optional fields are missing or null (dashes). */
  sparse: '<CAJ8q=ZxR0@mail.kitakaze-logistics.example>',
} as const;

export const HOST = {
  legacy: 'ktz-cmp-000731',
} as const;

export const FILE = {
  /** A macro workbook: every field, file capability shown. */
  manifest: 'f3f59d6bc00a88259d3064951d3d1bdea4730195',
  /** A clean installer: no file capability tab, empty signer. */
  installer: '0b6c8a20bba16dcb225f0a0b30afda83d29adcd9',
} as const;

export const URL_OBJECT = {
  tracking: 'https://cdn-update.kitakaze-parcel.example/track/KZ88213?lang=ja',
} as const;

export const DOMAIN = {
  parcel: 'kitakaze-parcel.example',
} as const;

export const IP = {
  c2: '185.220.101.47',
} as const;

export const MOBILE = {
  pixel: 'mdm-7c41e09b',
} as const;

export const ENDPOINT = {
  /** A Windows workstation with every part of the record. */
  workstation: '8f4e2c71-93ab-4d1e-b0c5-6a7d21e0f3c9',
  /** Its workbench impact (risk overview by workbench ids). */
  workbenchId: 'WB-9921-20261203-00004',
  workbenchUuid: '5d3f0a8e-71c2-4b9e-8e14-2c0b6f7a9d31',
} as const;

export const CONTAINER = {
  billing: 'containerd://9b1d4e7a3c2f',
} as const;

export const CLOUD = {
  bucket: 'arn:aws:s3:::ktz-manifests-prod-apne1',
} as const;

export const USER = {
  /** An Exchange user with identity profiles. */
  mika: 'u-5521908',
  /** A user without an Exchange service: no email-security tab. */
  kenta: 'u-5521977',
  /** A user whose Exchange service data is not an object (a status text): no email-security tab. */
  rin: 'u-5521980',
} as const;

export const INSIGHT = {
  kurofune: 'Kurofune Loader',
  /** A tool the service knows little about: empty values. */
  quiet: 'Tsurube Stealer',
} as const;

export const PROCESS = {
  xdrDeviceId: '3e8a41c0-57d2-4f7b-9f0e-a1b2c3d4e5f6',
  pid: 7412,
  fullPath: 'C:\\Users\\m.sato\\AppData\\Local\\Temp\\upd_88213.exe',
  commandLine: '"C:\\Users\\m.sato\\AppData\\Local\\Temp\\upd_88213.exe" /silent /k:88213',
  eventTime: 1764726129000,
  sha1: 'e39d593d021856ed70c367995f5345beb7a611f3',
} as const;

export const EDGE = {
  payroll: 'edge-ktz-55102',
  archive: 'edge-ktz-55877',
} as const;
