// What the account may see in the endpoint panel (spec 001 §2.5, §6), read from @soc/rbac's gates
// by the container and handed to the view as plain data.
import { useGate } from '@soc/rbac';

export interface EndpointGates {
  /** Tab 4: flag identity-inventory-app. */
  identityTab: boolean;
  /** Tab 5: permission asd.view. */
  tagsTab: boolean;
  /** Permission asd.assets. */
  tagEditing: boolean;
  /** Flag v1es-unified-policy. */
  unifiedPolicy: boolean;
  /** Flag pattern-ring-deployment. */
  ringDeployment: boolean;
  /** Flag endpoint-security-updates. */
  agentUpdateStatus: boolean;
  /** Flags endpoint-sensor-section and endpoint-sensor-detail. */
  endpointSensorSection: boolean;
  /** The small-business view (smbp). */
  simplifiedBasicTab: boolean;
  /** The link to the credit page (spec 001 §2.18): the company's license permission, as the company menu's entry. */
  creditPage: boolean;
}

export function useEndpointGates(): EndpointGates {
  return {
    identityTab: useGate('identityTab'),
    tagsTab: useGate('tagsTab'),
    tagEditing: useGate('tagEditing'),
    unifiedPolicy: useGate('unifiedPolicy'),
    ringDeployment: useGate('ringDeployment'),
    agentUpdateStatus: useGate('agentUpdateStatus'),
    endpointSensorSection: useGate('endpointSensorSection'),
    simplifiedBasicTab: useGate('simplifiedBasicTab'),
    creditPage: useGate('companyLicense'),
  };
}
