// The group's passenger list: template download, xlsx import with each failing row named, the
// saved list for review, and confirmation (after which it is read-only).
import { DownloadOutlined, LockOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Popconfirm, Space, Table, Tag, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GroupImportAnswer, GroupPassenger } from '@/domain/groups/schemas';
import { PASSENGER_TYPES } from '@/domain/schemas/passenger';

/** An error's field as the template's column names it (the document's parts are three columns there). */
export function sheetColumnOf(field: string): string {
  return field.startsWith('travel_document.') ? `document_${field.slice('travel_document.'.length)}` : field;
}

export interface PassengerImportProps {
  passengers: GroupPassenger[];
  expected: { adult: number; child: number; infant: number };
  /** The last import's answer (row errors when nothing was saved). */
  answer: GroupImportAnswer | null;
  confirmed: boolean;
  /** The list may be imported now (the group's status allows it and the viewer is the agency). */
  editable: boolean;
  busy?: boolean;
  onTemplate?(): void;
  onImport?(file: File): void;
  onConfirm?(): void;
}

export function PassengerImport({
  passengers,
  expected,
  answer,
  confirmed,
  editable,
  busy,
  onTemplate,
  onImport,
  onConfirm,
}: PassengerImportProps) {
  const { t } = useTranslation('groups');
  const total = expected.adult + expected.child + expected.infant;
  // The type as the sheet gave it: translated when it is one we know, else as written (it may be the error).
  const typeLabel = (type: string | null | undefined) =>
    !type ? '—' : (PASSENGER_TYPES as readonly string[]).includes(type) ? t(`passengers.types.${type}`) : type;
  const canConfirm = editable && !confirmed && passengers.length === total;
  return (
    <div data-testid="passenger-import">
      <Space wrap style={{ marginBottom: 12 }}>
        <Typography.Text>{t('passengers.expected', expected)}</Typography.Text>
        {confirmed && (
          <Tag icon={<LockOutlined aria-hidden />} color="success" data-testid="passengers-locked">
            {t('passengers.locked')}
          </Tag>
        )}
      </Space>
      {editable && !confirmed && (
        <Space wrap style={{ marginBottom: 12, display: 'flex' }}>
          <Button icon={<DownloadOutlined aria-hidden />} onClick={onTemplate} data-testid="passenger-template">
            {t('passengers.template')}
          </Button>
          <Upload
            accept=".xlsx"
            showUploadList={false}
            maxCount={1}
            beforeUpload={(file) => {
              onImport?.(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined aria-hidden />} loading={busy} data-testid="passenger-upload">
              {t('passengers.import')}
            </Button>
          </Upload>
          <Popconfirm
            title={t('passengers.confirmTitle')}
            description={t('passengers.confirmText')}
            okText={t('passengers.confirm')}
            cancelText={t('actions.back')}
            onConfirm={onConfirm}
            disabled={!canConfirm}
          >
            <Button type="primary" disabled={!canConfirm} data-testid="passenger-confirm">
              {t('passengers.confirm')}
            </Button>
          </Popconfirm>
        </Space>
      )}
      {answer && answer.errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('passengers.rowErrors', { count: answer.errors.length })}
          data-testid="import-errors"
          description={
            <Table
              size="small"
              pagination={false}
              rowKey={(e) => `${e.row}-${e.field}`}
              dataSource={answer.errors}
              columns={[
                { title: t('passengers.row'), dataIndex: 'row', width: 80, render: (row: number) => (row > 0 ? row : '—') },
                {
                  title: t('passengers.type'),
                  dataIndex: 'passengerType',
                  width: 120,
                  render: (type: string | null | undefined) => typeLabel(type),
                },
                { title: t('passengers.field'), dataIndex: 'field', width: 200, render: (field: string) => sheetColumnOf(field) },
                { title: t('passengers.problem'), dataIndex: 'message' },
              ]}
            />
          }
        />
      )}
      {answer?.saved && !confirmed && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('passengers.saved', { count: answer.passengers.length })}
          data-testid="import-saved"
        />
      )}
      <Table
        size="small"
        rowKey="id"
        dataSource={passengers}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        data-testid="passenger-list"
        locale={{ emptyText: <Typography.Text>{t('passengers.none')}</Typography.Text> }}
        columns={[
          { title: '#', dataIndex: 'seq', width: 50, render: (s: number) => s + 1 },
          { title: t('passengers.name'), render: (_: unknown, p: GroupPassenger) => `${p.surname}/${p.givenNames}` },
          { title: t('passengers.type'), dataIndex: 'type', render: (type: string) => t(`passengers.types.${type}`) },
          { title: t('passengers.birthday'), dataIndex: 'birthday' },
          { title: t('passengers.nationality'), dataIndex: 'nationality' },
          { title: t('passengers.document'), render: (_: unknown, p: GroupPassenger) => `${p.documentNumber} (${p.documentExpiry})` },
          { title: t('passengers.ticket'), dataIndex: 'ticketNumber', render: (n: string | null) => n ?? '—' },
        ]}
      />
    </div>
  );
}
