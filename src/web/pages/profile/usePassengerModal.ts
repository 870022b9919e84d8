// The add and edit dialogs of a frequent traveller, on Refine's useModalForm over the
// `often-used-passengers` resource: Refine saves, refreshes the list and puts server field errors on
// the fields (the form uses the API's nested names, e.g. travel_document.number).
import { useModalForm } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OftenUsedPassenger } from '@/domain/schemas/member-cards';
import type { Passenger } from '@/domain/schemas/passenger';

const NEW_PASSENGER = { type: 'adult', travel_document: { type: 'passport' } };

function cleaned(p: Passenger): Passenger {
  return {
    ...p,
    surname: p.surname.trim().toUpperCase(),
    given_names: p.given_names.trim(),
    travel_document: { ...p.travel_document, number: p.travel_document.number.trim() },
  };
}

function kept(record: OftenUsedPassenger | null, values: Passenger): Passenger {
  if (!record) return values;
  const before = record.passenger as Partial<Passenger>;
  return { ...before, ...values, travel_document: { ...before.travel_document, ...values.travel_document } };
}

export function usePassengerModal(action: 'create' | 'edit') {
  const { t } = useTranslation();
  const [record, setRecord] = useState<OftenUsedPassenger | null>(null);
  const modal = useModalForm<OftenUsedPassenger, HttpError, Passenger>({
    resource: 'often-used-passengers',
    action,
    // The API has no single-traveller read: an edit starts from the row already listed.
    queryOptions: { enabled: false },
    // The API replaces a traveller whole (PUT), not field by field.
    mutationMeta: { method: 'put' },
    redirect: false,
    successNotification: () => ({ type: 'success', message: t('grid.saved') }),
  });
  const { formProps, show } = modal;
  return {
    ...modal,
    editing: record,
    show: (row?: OftenUsedPassenger) => {
      setRecord(row ?? null);
      show(row?.id);
    },
    formProps: {
      ...formProps,
      initialValues: record?.passenger ?? NEW_PASSENGER,
      // The form shows only some of a traveller's fields: an edit keeps the others (phone, e-mail, ...).
      onFinish: (values: Passenger) => formProps.onFinish?.(cleaned(kept(record, values))),
    },
  };
}
