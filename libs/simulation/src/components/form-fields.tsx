import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { APPLIANCE_GROUPS, applianceLabel, type ApplianceGroups } from '@soc/api';
import { useIpInput } from '../hooks/use-ip-input.ts';
import { FIELD_ERROR_MESSAGES, type FieldErrorKey } from '../model/messages.ts';

const GROUP_LABELS = {
  xnsDeviceList: 'Virtual Network Sensor',
  ddiDeviceList: 'Deep Discovery Inspector',
  tpDeviceList: 'TippingPoint',
} as const;

/**
 * The ids of a field's texts and its control's description: the error, then the helper text. Ark's Field
 * names the error only in `aria-errormessage`, which few screen readers read; in the description it is
 * read again each time the control takes the focus (WCAG 3.3.1).
 */
function useFieldDescription(error: boolean, helper: boolean) {
  const base = useId();
  const ids = { errorText: `${base}-error`, helperText: `${base}-helper` };
  const describedBy = [error ? ids.errorText : undefined, helper ? ids.helperText : undefined].filter(Boolean).join(' ') || undefined;
  return { ids, describedBy };
}

export interface ApplianceSelectProps {
  groups: ApplianceGroups;
  value: string;
  onChange: (deviceId: string) => void;
  error?: FieldErrorKey;
  disabled?: boolean;
}

/** Spec 002 §3: appliances grouped by kind, each 'hostname (device_ip)'; the group names are product names. */
export function ApplianceSelect({ groups, value, onChange, error, disabled }: ApplianceSelectProps) {
  const { t, i18n } = useLingui();
  const { ids, describedBy } = useFieldDescription(Boolean(error), false);
  return (
    <Field.Root invalid={Boolean(error)} required disabled={disabled} ids={ids}>
      <Field.Label>
        {t({ id: 'SIM.FORM.APPLIANCE', message: 'Appliance' })}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)} aria-describedby={describedBy}>
          <option value="">
            {t({
              id: 'SIM.FORM.APPLIANCE_PLACEHOLDER',
              message: 'Select an appliance',
            })}
          </option>
          {APPLIANCE_GROUPS.filter(({ key }) => groups[key].length > 0).map(({ key }) => (
            <optgroup key={key} label={GROUP_LABELS[key]}>
              {groups[key].map((appliance) => (
                <option key={appliance.device_id} value={appliance.device_id}>
                  {applianceLabel(appliance)}
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error ? <Field.ErrorText color="status.error">{i18n._(FIELD_ERROR_MESSAGES[error])}</Field.ErrorText> : null}
    </Field.Root>
  );
}

export interface IpFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: FieldErrorKey;
  required?: boolean;
  helper?: ReactNode;
}

/** An IPv4 field: full-width digits and dots typed with a Japanese input method show half-width once it is left. */
export function IpField({ label, value, onChange, error, required = true, helper }: IpFieldProps) {
  const { i18n } = useLingui();
  const handlers = useIpInput(value, onChange);
  const { ids, describedBy } = useFieldDescription(Boolean(error), Boolean(helper));
  return (
    <Field.Root invalid={Boolean(error)} required={required} ids={ids}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input
        value={value}
        {...handlers}
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        placeholder="10.0.0.1"
        aria-describedby={describedBy}
      />
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error ? <Field.ErrorText color="status.error">{i18n._(FIELD_ERROR_MESSAGES[error])}</Field.ErrorText> : null}
    </Field.Root>
  );
}
