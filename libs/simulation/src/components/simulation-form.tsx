import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useRef, type ReactNode } from 'react';
import type { ApplianceGroups } from '@soc/api';
import { EmptyState, ErrorState, useFocusFirstInvalid } from '@soc/ui';
import { hasAppliances, type AppliancesState } from '../hooks/use-simulator-data.ts';
import { DEVICE_LIST_FAILED, type FieldErrorKey } from '../model/messages.ts';
import { ApplianceSelect } from './form-fields.tsx';
import { ImportantNotice } from './important-notice.tsx';

export interface SimulationFormProps {
  /** The form's accessible name. */
  label: string;
  /** Submit (Enter or the button): the page does not reload. */
  onSubmit: () => void;
  groups: ApplianceGroups;
  appliances: AppliancesState;
  form: { appliance: string; selectAppliance: (deviceId: string) => void; errors: { appliance?: FieldErrorKey } };
  /** Columns of the IP fields' grid from `md` up. */
  ipColumns: number;
  /** The IP fields. */
  children: ReactNode;
  /** Below the important notice: warnings, results and the submit button. */
  footer: ReactNode;
  /** Under "No appliance can run this simulation": what to do about it. */
  emptyApplianceListDescription?: ReactNode;
}

/**
 * The settings of a network simulation (spec 002 §2.3, §2.4): the appliance to run it on, the hosts'
 * IP addresses, and the important notice every network simulation shows. Above the form, why the
 * appliance list offers nothing, when it does not. A submit that finds errors puts the focus on the
 * first field in error (`useFocusFirstInvalid`, as in every console form).
 */
export function SimulationForm({ label, onSubmit, groups, appliances, form, ipColumns, children, footer, emptyApplianceListDescription }: SimulationFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  return (
    <>
      <ApplianceListStatus appliances={appliances} groups={groups} emptyDescription={emptyApplianceListDescription} />
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
          focusFirstInvalid();
        }}
        aria-label={label}
      >
        <Stack gap="3">
          <ApplianceSelect
            groups={groups}
            value={form.appliance}
            onChange={form.selectAppliance}
            error={form.errors.appliance}
            disabled={appliances.status !== 'done'}
          />
          <SimpleGrid columns={{ base: 1, md: ipColumns }} gap="3">
            {children}
          </SimpleGrid>
          <ImportantNotice />
          {footer}
        </Stack>
      </form>
    </>
  );
}

interface ApplianceListStatusProps {
  appliances: AppliancesState;
  groups: ApplianceGroups;
  /** Under "No appliance can run this simulation": what to do about it. */
  emptyDescription?: ReactNode;
}

/** Why the appliance list offers nothing: it could not be loaded (with a retry), or it is empty. */
function ApplianceListStatus({ appliances, groups, emptyDescription }: ApplianceListStatusProps) {
  const { t, i18n } = useLingui();
  return (
    <>
      {appliances.status === 'error' ? (
        <ErrorState titleAs="h3" description={i18n._(DEVICE_LIST_FAILED)} traceId={appliances.traceId} onRetry={appliances.retry} />
      ) : null}
      {appliances.status === 'done' && !hasAppliances(groups) ? (
        <EmptyState
          variant="noData"
          titleAs="h3"
          title={t({
            id: 'SIM.FORM.NO_APPLIANCES',
            message: 'No appliance can run this simulation',
          })}
          description={emptyDescription}
        />
      ) : null}
    </>
  );
}
