import type { RequestHandler } from 'msw';
import type { MockState } from '../state.ts';
import { fileCapabilityHandlers, sandboxHandlers, threatIntelHandlers } from './analysis-handlers.ts';
import { cloudAssetHandlers, containerHandlers, threatInsightHandlers, userAccountHandlers, userIdentityHandlers } from './asset-handlers.ts';
import {
  customTagsHandlers,
  endpointHandlers,
  endpointIdentityHandlers,
  ipsRulesHandlers,
  riskOverviewHandlers,
  workbenchAssetRiskHandlers,
} from './endpoint-handlers.ts';
import { fileContentHandlers, lineageEntriesHandlers, lineageFilesHandlers, lineageNodesHandlers } from './lineage-handlers.ts';
import { domainHandlers, emailHandlers, fileHandlers, hostHandlers, ipHandlers, mobileHandlers, urlHandlers } from './object-handlers.ts';

/** Happy-path handlers of every detail-panel call of spec 001 §7 (banners belong to the shell). */
export function detailPanelHandlers(state: MockState): RequestHandler[] {
  return [
    emailHandlers.default(state),
    hostHandlers.default(state),
    riskOverviewHandlers.default(state),
    workbenchAssetRiskHandlers.default(state),
    endpointHandlers.default(state),
    endpointIdentityHandlers.default(state),
    customTagsHandlers.default(state),
    ipsRulesHandlers.default(state),
    fileHandlers.default(state),
    urlHandlers.default(state),
    domainHandlers.default(state),
    ipHandlers.default(state),
    mobileHandlers.default(state),
    threatIntelHandlers.default(state),
    sandboxHandlers.default(state),
    // One handler answers both the file-capability and the process queries (same path).
    fileCapabilityHandlers.default(state),
    lineageNodesHandlers.default(state),
    lineageEntriesHandlers.default(state),
    lineageFilesHandlers.default(state),
    fileContentHandlers.default(state),
    containerHandlers.default(state),
    cloudAssetHandlers.default(state),
    userAccountHandlers.default(state),
    userIdentityHandlers.default(state),
    threatInsightHandlers.default(state),
  ];
}
