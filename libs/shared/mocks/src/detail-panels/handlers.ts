import { happyPaths } from '../respond.ts';
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
export const detailPanelHandlers = (state: MockState) =>
  happyPaths(state, [
    emailHandlers,
    hostHandlers,
    riskOverviewHandlers,
    workbenchAssetRiskHandlers,
    endpointHandlers,
    endpointIdentityHandlers,
    customTagsHandlers,
    ipsRulesHandlers,
    fileHandlers,
    urlHandlers,
    domainHandlers,
    ipHandlers,
    mobileHandlers,
    threatIntelHandlers,
    sandboxHandlers,
    // One handler answers both the file-capability and the process queries (same path).
    fileCapabilityHandlers,
    lineageNodesHandlers,
    lineageEntriesHandlers,
    lineageFilesHandlers,
    fileContentHandlers,
    containerHandlers,
    cloudAssetHandlers,
    userAccountHandlers,
    userIdentityHandlers,
    threatInsightHandlers,
  ]);
