// Cloud asset (spec 001 §2.12, §3).
import { HOSTILE_TEXT, nullAll, type Nullable, overridable } from './fixture-kit.ts';

export const SAMPLE_CLOUD_ARN = 'arn:aws:s3:::acme-logs';

function fullCloudAsset(arn: string = SAMPLE_CLOUD_ARN) {
  const name = arn.split(':').pop() || 'acme-logs';
  const tags: Record<string, string> = { Environment: 'production', Owner: 'platform-team', CostCenter: 'CC-4410', DataClassification: 'internal' };
  return {
    assetName: name,
    resourceGroup: 'prod-logging',
    provider: 'AWS',
    region: 'eu-west-1',
    service: 'Amazon S3',
    resourceLink: `https://s3.console.aws.amazon.com/s3/buckets/${encodeURIComponent(name)}?region=eu-west-1`,
    tags,
  };
}

export type CloudAssetFixture = Nullable<ReturnType<typeof fullCloudAsset>>;

export const createCloudAsset = overridable(fullCloudAsset);

export const cloudAssetVariants = {
  empty: (): CloudAssetFixture => nullAll(fullCloudAsset(SAMPLE_CLOUD_ARN)),
  /** A script link must not become clickable; markup stays text. */
  hostile: (): CloudAssetFixture =>
    createCloudAsset({
      assetName: HOSTILE_TEXT.script,
      resourceGroup: HOSTILE_TEXT.img,
      resourceLink: HOSTILE_TEXT.link,
      tags: { [HOSTILE_TEXT.svg]: HOSTILE_TEXT.img, owner: HOSTILE_TEXT.script },
    }),
  long: (): CloudAssetFixture =>
    createCloudAsset({
      assetName: `${'northwind-trading-analytics-'.repeat(4)}raw-events`,
      tags: Object.fromEntries(Array.from({ length: 35 }, (_, i) => [`tag-key-${i + 1}`, `tag value ${'x'.repeat(i)}`])),
    }),
};
