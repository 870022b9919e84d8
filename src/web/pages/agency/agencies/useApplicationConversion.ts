// "Convert" from the applications inbox: the agency manager opens its create drawer with the
// application's details (`?fromApplication=<id>`), and once the agency exists the application is
// marked converted with it.
import { useCan, useOne } from '@refinedev/core';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { Application } from '@/domain/schemas/applications';
import type { CreateAgencyInput } from '@/domain/schemas/agencies';
import { useResourceAction } from '@/web/data/useResourceAction';
import type { AgencyFormDrawerState } from './AgencyFormDrawer';

type Prefill = Partial<CreateAgencyInput>;

/** The new agency's fields as far as the application tells them; the rest stays for staff to fill. */
export function prefillOf(a: Application): Prefill {
  const extra = [a.companyAddress, a.websiteUrl, a.others].filter(Boolean).join('\n');
  return {
    name: a.companyName || a.name,
    contactName: a.name,
    contactEmail: a.email,
    contactPhone: a.phone,
    extraInfo: extra ? extra.slice(0, 1000) : null,
    superUser: { username: '', email: a.email, nickname: a.name },
  };
}

export function useApplicationConversion(drawer: AgencyFormDrawerState) {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('fromApplication')) || null;
  const { data: canConvert } = useCan({ resource: 'applications', action: 'edit' });
  const { result: application } = useOne<Application>({
    resource: 'applications',
    id: id ?? 0,
    queryOptions: { enabled: Boolean(id && canConvert?.can) },
  });
  const opened = useRef<number | null>(null);
  const mark = useResourceAction<Application, { status: 'converted'; agencyId: number }>('applications');

  useEffect(() => {
    if (!application?.id || opened.current === application.id) return;
    opened.current = application.id;
    drawer.show();
  }, [application?.id, drawer]);

  // The drawer's form exists before the application is read (and opening resets it), so the
  // values are set once it is open, not as the form's initial values.
  const open = Boolean(drawer.drawerProps.open);
  const form = drawer.formProps.form;
  useEffect(() => {
    if (open && application && form) form.setFieldsValue(prefillOf(application));
  }, [open, application, form]);

  const forget = () =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.delete('fromApplication');
      return copy;
    });

  return {
    onCreated(agencyId: number) {
      if (!application || !id) return;
      mark.run({ path: [application.id], method: 'patch', values: { status: 'converted', agencyId } });
      forget();
    },
  };
}
