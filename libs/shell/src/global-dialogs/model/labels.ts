import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CreditAllocation } from '@soc/api';
import type { GenAiProcessingRegion, GenAiRegion } from './genai-regions.ts';

export const GENAI_REGION_LABELS: Record<GenAiRegion, MessageDescriptor> = {
  US: msg({ id: 'DIALOG.GENAI_REGION.US', message: 'United States' }),
  JP: msg({ id: 'DIALOG.GENAI_REGION.JP', message: 'Japan' }),
  AU: msg({ id: 'DIALOG.GENAI_REGION.AU', message: 'Australia' }),
  EU: msg({ id: 'DIALOG.GENAI_REGION.EU', message: 'Europe' }),
  IN: msg({ id: 'DIALOG.GENAI_REGION.IN', message: 'India' }),
  SG: msg({ id: 'DIALOG.GENAI_REGION.SG', message: 'Singapore' }),
};

export const GENAI_PROCESSING_LABELS: Record<GenAiProcessingRegion, MessageDescriptor> = {
  US: msg({ id: 'DIALOG.GENAI_PROCESSED_IN.US', message: 'United States (US)' }),
  EU: msg({ id: 'DIALOG.GENAI_PROCESSED_IN.EU', message: 'European Union (EU)' }),
};

export const CREDIT_ALLOCATION_LABELS: Record<CreditAllocation, MessageDescriptor> = {
  required: msg({ id: 'DIALOG.CREDIT_ALLOCATION.REQUIRED', message: 'Credits required' }),
  possiblyRequired: msg({ id: 'DIALOG.CREDIT_ALLOCATION.POSSIBLY_REQUIRED', message: 'Credits may be required' }),
  notRequired: msg({ id: 'DIALOG.CREDIT_ALLOCATION.NOT_REQUIRED', message: 'No credits required' }),
  fullCredit: msg({ id: 'DIALOG.CREDIT_ALLOCATION.FULL_CREDIT', message: 'Full credit' }),
  partialCredit: msg({ id: 'DIALOG.CREDIT_ALLOCATION.PARTIAL_CREDIT', message: 'Partial credit' }),
  free: msg({ id: 'DIALOG.CREDIT_ALLOCATION.FREE', message: 'Free' }),
};
