// Asking for a refund: a reason (codes 0-7) with its sub-option, the passengers concerned,
// a remark and up to 5 proof files (jpg/png/pdf, 2 MB each). Staff quote it; the agency confirms later.
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Form, Input, Radio, Select, Upload, type FormProps, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  MAX_PROOF_FILES,
  PROOF_REQUIRED_REASONS,
  REFUND_REASONS,
  REFUND_SUB_OPTIONS,
  type OrderDetail,
} from '@/domain/flights/flight-orders';
import { chosen } from './choice-rule';
import { PROOF_ACCEPT, proofProblem, tooMany } from './proof-files';
import type { RefundRequest } from './refund-request';

interface Values {
  reason: number;
  subOption?: string;
  passengerSeqs: number[];
  remark?: string;
  files: UploadFile[];
}

export interface RefundFormProps {
  passengers: ReadonlyArray<Pick<OrderDetail['passengers'][number], 'seq' | 'surname' | 'givenNames'>>;
  onSubmit(request: RefundRequest): void | Promise<void>;
  /** The refund rule of the fare, shown as a reminder. */
  policyNote?: string | null;
  /** The form's instance and id from the dialog holding it (useModalForm). */
  formProps?: FormProps;
}

export function RefundForm({ passengers, onSubmit, policyNote, formProps }: RefundFormProps) {
  const submit = (v: Values) =>
    onSubmit({
      reason: v.reason,
      subOption: v.subOption,
      remark: v.remark?.trim() || undefined,
      // All passengers is the server's default: send the choice only when it narrows.
      passengerSeqs: v.passengerSeqs.length === passengers.length ? undefined : v.passengerSeqs,
      files: v.files.map((f) => f.originFileObj).filter((f): f is NonNullable<typeof f> => !!f),
    });

  return (
    <Form<Values>
      {...formProps}
      name={formProps?.id ?? 'refund-form'}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={{ passengerSeqs: passengers.map((p) => p.seq), files: [] }}
    >
      <RefundFields passengers={passengers} policyNote={policyNote} />
    </Form>
  );
}

function RefundFields({ passengers, policyNote }: Pick<RefundFormProps, 'passengers' | 'policyNote'>) {
  const { t } = useTranslation('orders');
  const form = Form.useFormInstance<Values>();
  const reason = Form.useWatch('reason', form);
  const subOptions = reason === undefined ? [] : (REFUND_SUB_OPTIONS[reason] ?? []);
  // Illness, death and a refused visa need a proof file: said on the field as soon as the reason is chosen.
  const proofNeeded = reason !== undefined && PROOF_REQUIRED_REASONS.has(reason);
  return (
    <>
      {policyNote && <Alert type="info" showIcon style={{ marginBottom: 12 }} message={policyNote} />}
      <Form.Item name="reason" label={t('refund.reason')} rules={chosen(t('refund.reasonRequired'))}>
        <Select
          data-testid="refund-reason"
          placeholder={t('refund.reasonPlaceholder')}
          onChange={() => form.setFieldValue('subOption', undefined)}
          options={REFUND_REASONS.map((code) => ({ value: code, label: t(`reasons.refund.${code}`) }))}
        />
      </Form.Item>
      {subOptions.length > 0 && (
        <Form.Item name="subOption" label={t('refund.subOption')} rules={chosen(t('refund.subOptionRequired'))}>
          <Radio.Group data-testid="refund-sub-option" options={subOptions.map((s) => ({ value: s, label: t(`subOptions.${s}`) }))} />
        </Form.Item>
      )}
      <Form.Item
        name="passengerSeqs"
        label={t('refund.passengers')}
        rules={[{ type: 'array', min: 1, message: t('refund.passengersRequired') }]}
      >
        <Checkbox.Group
          data-testid="refund-passengers"
          options={passengers.map((p) => ({ value: p.seq, label: `${p.surname}/${p.givenNames}` }))}
        />
      </Form.Item>
      <Form.Item name="remark" label={t('refund.remark')}>
        <Input.TextArea maxLength={512} rows={2} showCount data-testid="refund-remark" />
      </Form.Item>
      <Form.Item
        name="files"
        label={proofNeeded ? t('refund.proofsRequired') : t('refund.proofs')}
        dependencies={['reason']}
        extra={t('refund.proofsHint', { count: MAX_PROOF_FILES })}
        valuePropName="fileList"
        getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList}
        rules={[
          {
            validator: async (_, files: UploadFile[] = []) => {
              if (files.length === 0 && PROOF_REQUIRED_REASONS.has(form.getFieldValue('reason') as number))
                throw new Error(t('refund.proofMissing'));
              if (tooMany(files.length)) throw new Error(t('refund.tooMany', { count: MAX_PROOF_FILES }));
              for (const f of files) {
                const problem = proofProblem({ name: f.name, type: f.type ?? '', size: f.size ?? 0 });
                if (problem) throw new Error(t(`refund.fileProblem.${problem}`, { name: f.name }));
              }
            },
          },
        ]}
      >
        <Upload accept={PROOF_ACCEPT} multiple beforeUpload={() => false}>
          <Button icon={<UploadOutlined aria-hidden />} data-testid="refund-files">
            {t('refund.addProof')}
          </Button>
        </Upload>
      </Form.Item>
    </>
  );
}
