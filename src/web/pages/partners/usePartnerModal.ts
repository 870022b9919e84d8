// The create and edit dialogs of a partner integration on Refine's useModalForm. Creating answers
// the new secret, which the page shows once.
import { useModalForm } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { PartnerIntegration, PartnerRole } from '@/domain/schemas/partners';

export interface IssuedSecret {
  integration: PartnerIntegration;
  secret: string;
}

export interface PartnerFormValues {
  agencyId?: number;
  name: string;
  role: PartnerRole;
  enabled: boolean;
  embedOrigins?: string[];
}

export function usePartnerModal(action: 'create' | 'edit', onIssued?: (issued: IssuedSecret) => void) {
  const { t } = useTranslation();
  const creating = action === 'create';
  const modal = useModalForm<PartnerIntegration | IssuedSecret, HttpError, PartnerFormValues>({
    resource: 'partners',
    action,
    redirect: false,
    successNotification: () => ({ type: 'success', message: t('grid.saved') }),
    onMutationSuccess: (answer) => {
      if (creating) onIssued?.(answer.data as IssuedSecret);
    },
  });
  const { formProps } = modal;
  return {
    ...modal,
    creating,
    formProps: {
      ...formProps,
      initialValues: creating ? { role: 'operator', enabled: true, embedOrigins: [] } : formProps.initialValues,
      // The agency is chosen once: an edit sends only what may change.
      onFinish: (values: PartnerFormValues) => {
        const embedOrigins = (values.embedOrigins ?? []).map((origin) => origin.trim());
        return formProps.onFinish?.(
          creating ? { ...values, embedOrigins } : { name: values.name, role: values.role, enabled: values.enabled, embedOrigins },
        );
      },
    },
  };
}
