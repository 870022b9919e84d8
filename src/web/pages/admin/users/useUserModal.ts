// The create and edit dialogs of a user, on Refine's useModalForm: the record is read, saved and the
// users list refreshed by Refine, server field errors land on the fields, and a failed validation
// stays on the form (no save, nothing thrown).
import { useModalForm } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_FLIGHT_LIMITS, type AdminUser, type CreateUserInput } from '@/domain/schemas/users';

export interface CreatedUser {
  user: AdminUser;
  password: string | null;
}

/** The form edits the create shape; an edit sends it without the fixed username and e-mail. */
export type UserFormValues = CreateUserInput;

function cleaned(values: UserFormValues, creating: boolean): Partial<UserFormValues> {
  const body = { ...values, nickname: values.nickname?.trim() || null, mobile: values.mobile?.trim() || null };
  if (creating) return body;
  const { username: _username, email: _email, ...patch } = body;
  return patch;
}

export function useUserModal(action: 'create' | 'edit', options: { defaultAreaCode: string; onCreated?(created: CreatedUser): void }) {
  const { t } = useTranslation();
  const creating = action === 'create';
  const modal = useModalForm<AdminUser | CreatedUser, HttpError, UserFormValues>({
    resource: 'users',
    action,
    redirect: false,
    successNotification: () => ({ type: 'success', message: t('grid.saved') }),
    onMutationSuccess: (answer) => {
      if (creating) options.onCreated?.(answer.data as CreatedUser);
    },
  });
  const { formProps } = modal;
  return {
    ...modal,
    creating,
    formProps: {
      ...formProps,
      initialValues: creating
        ? { roles: ['operator'], status: 'active', areaCode: options.defaultAreaCode, flightLimits: DEFAULT_FLIGHT_LIMITS }
        : formProps.initialValues,
      onFinish: (values: UserFormValues) => formProps.onFinish?.(cleaned(values, creating) as UserFormValues),
    },
  };
}
