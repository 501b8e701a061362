import { Badge, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AtpPolicyStatus, ExchangeService } from '@soc/api';
import { DetailField, DetailList } from '@soc/ui';
import { ExternalLinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PanelSection } from '../risk-overview/panel-section.tsx';
import { buildFeatureTree, type FeatureGroupId, type FeatureState, type GroupState } from './exchange-features.ts';

/**
 * The cloud email-security console's policy page (contract §6: menu key 8943). The specification
 * gives no address per policy, so both buttons open the policy page.
 */
const CAS_POLICY_PAGE = '/app/email-and-collaboration/policy';

const STATUS_LABELS: Record<AtpPolicyStatus, MessageDescriptor> = {
  enabledAndOptimized: msg({ id: 'DETAIL.ATP_ENABLED_OPTIMIZED', message: 'Enabled and optimized' }),
  enabledButNotOptimized: msg({ id: 'DETAIL.ATP_ENABLED_NOT_OPTIMIZED', message: 'Enabled but not optimized' }),
  disabled: msg({ id: 'DETAIL.ATP_DISABLED', message: 'Disabled' }),
};

const GROUP_LABELS: Record<FeatureGroupId, MessageDescriptor> = {
  attachments: msg({ id: 'DETAIL.ATP_GROUP_ATTACHMENTS', message: 'Attachments' }),
  links: msg({ id: 'DETAIL.ATP_GROUP_LINKS', message: 'Links' }),
  phishing: msg({ id: 'DETAIL.ATP_GROUP_PHISHING', message: 'Phishing and impersonation' }),
  maliciousUrls: msg({ id: 'DETAIL.ATP_GROUP_MALICIOUS_URLS', message: 'Malicious URLs' }),
  other: msg({ id: 'DETAIL.ATP_GROUP_OTHER', message: 'Other features' }),
};

const FEATURE_LABELS: Record<string, MessageDescriptor> = {
  safeAttachments: msg({ id: 'DETAIL.ATP_SAFE_ATTACHMENTS', message: 'Safe attachments' }),
  safeAttachmentsForSharePoint: msg({ id: 'DETAIL.ATP_SAFE_ATTACHMENTS_SHAREPOINT', message: 'Safe attachments for SharePoint, OneDrive and Teams' }),
  safeLinks: msg({ id: 'DETAIL.ATP_SAFE_LINKS', message: 'Safe links' }),
  safeLinksForTeams: msg({ id: 'DETAIL.ATP_SAFE_LINKS_TEAMS', message: 'Safe links for Teams' }),
  antiPhishing: msg({ id: 'DETAIL.ATP_ANTI_PHISHING', message: 'Anti-phishing' }),
  impersonationProtection: msg({ id: 'DETAIL.ATP_IMPERSONATION', message: 'Impersonation protection' }),
  spoofIntelligence: msg({ id: 'DETAIL.ATP_SPOOF', message: 'Spoof intelligence' }),
  maliciousUrls: msg({ id: 'DETAIL.ATP_MALICIOUS_URLS', message: 'Malicious URL protection' }),
  vaURLs: msg({ id: 'DETAIL.ATP_VA_URLS', message: 'URL time-of-click protection' }),
  vaURLsClickThrough: msg({ id: 'DETAIL.ATP_VA_URLS_CLICK_THROUGH', message: 'Allow click-through to the original URL' }),
  zeroHourAutoPurge: msg({ id: 'DETAIL.ATP_ZAP', message: 'Zero-hour auto purge' }),
};

const STATE_PALETTE: Record<FeatureState | GroupState, string> = { enabled: 'green', disabled: 'red', partial: 'orange', other: 'gray' };

/** A known state's label keeps its line. */
const KNOWN_STATE_BADGE = { flexShrink: 0 } as const;
/** The server's own value can be of any length: at most half the row, cut with an ellipsis (whole in its title). */
const SERVER_VALUE_BADGE = { display: 'block', flexShrink: 1, minW: 0, maxW: '50%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

function StateBadge({ state, value }: { state: FeatureState | GroupState; value?: string }) {
  const { t } = useLingui();
  const label =
    state === 'enabled'
      ? t({ id: 'DETAIL.ATP_STATE_ENABLED', message: 'Enabled' })
      : state === 'disabled'
        ? t({ id: 'DETAIL.ATP_STATE_DISABLED', message: 'Disabled' })
        : state === 'partial'
          ? t({ id: 'DETAIL.ATP_STATE_PARTIAL', message: 'Partially enabled' })
          : (value ?? '');
  return (
    <Badge
      colorPalette={STATE_PALETTE[state]}
      variant="subtle"
      size="sm"
      data-state={state}
      title={state === 'other' ? label : undefined}
      {...(state === 'other' ? SERVER_VALUE_BADGE : KNOWN_STATE_BADGE)}
    >
      {label}
    </Badge>
  );
}

/** A button that opens the policy page in a new tab. */
function PolicyPageButton({ children }: { children: ReactNode }) {
  return (
    <Button asChild size="xs" variant="outline">
      <a href={CAS_POLICY_PAGE} target="_blank" rel="noopener noreferrer">
        {children}
        <ExternalLinkIcon aria-hidden="true" />
      </a>
    </Button>
  );
}

export interface UserEmailSecurityProps {
  exchange: ExchangeService;
  /** useGate('casPolicyLinks'): license.linkToCAS = 1. */
  showPolicyLinks: boolean;
}

/** The email-security policy tab (spec 001 §2.13, §4): policy ids and status, the feature tree, links to the policy pages. */
export function UserEmailSecurity({ exchange, showPolicyLinks }: UserEmailSecurityProps) {
  const { t, i18n } = useLingui();
  const tree = buildFeatureTree(exchange.atpFeatures);
  return (
    <Stack gap="5">
      <DetailList columns={1}>
        <DetailField label={t({ id: 'DETAIL.ATP_POLICY_ID', message: 'Threat protection policy ID' })} value={exchange.atpPolicyId} format="hash" />
        <DetailField label={t({ id: 'DETAIL.ATP_POLICY_STATUS', message: 'Threat protection policy status' })}>
          {exchange.atpPolicyStatus ? i18n._(STATUS_LABELS[exchange.atpPolicyStatus]) : undefined}
        </DetailField>
        <DetailField label={t({ id: 'DETAIL.DLP_POLICY_ID', message: 'Data loss prevention policy ID' })} value={exchange.dlpPolicyId} format="hash" />
      </DetailList>

      {showPolicyLinks ? (
        <HStack gap="2" wrap="wrap" data-testid="cas-policy-links">
          <PolicyPageButton>
            <Trans id="DETAIL.ATP_OPEN_POLICY">Open threat protection policy</Trans>
          </PolicyPageButton>
          <PolicyPageButton>
            <Trans id="DETAIL.DLP_OPEN_POLICY">Open data loss prevention policy</Trans>
          </PolicyPageButton>
        </HStack>
      ) : null}

      <PanelSection title={<Trans id="DETAIL.ATP_FEATURES">Protection features</Trans>}>
        {tree.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            <Trans id="DETAIL.ATP_FEATURES_NONE">The server reported no protection features for this user.</Trans>
          </Text>
        ) : (
          <List.Root as="ul" listStyleType="none" gap="3" ms="0" aria-label={t({ id: 'DETAIL.ATP_FEATURES', message: 'Protection features' })}>
            {tree.map((group) => {
              const groupName = i18n._(GROUP_LABELS[group.id]);
              return (
                <List.Item key={group.id} display="block" data-group={group.id}>
                  <HStack justify="space-between" gap="2">
                    <Text textStyle="sm" fontWeight="semibold">
                      {groupName}
                    </Text>
                    <StateBadge state={group.state} />
                  </HStack>
                  <List.Root as="ul" listStyleType="none" ps="4" mt="1" gap="1" aria-label={groupName}>
                    {group.features.map((feature) => (
                      <List.Item key={feature.key} display="flex" justifyContent="space-between" gap="2" data-feature={feature.key}>
                        <Text textStyle="sm" wordBreak="break-word">
                          {FEATURE_LABELS[feature.key] ? i18n._(FEATURE_LABELS[feature.key] as MessageDescriptor) : feature.key}
                        </Text>
                        <StateBadge state={feature.state} value={feature.value} />
                      </List.Item>
                    ))}
                  </List.Root>
                </List.Item>
              );
            })}
          </List.Root>
        )}
      </PanelSection>
    </Stack>
  );
}
