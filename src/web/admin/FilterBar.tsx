// The filter row above a grid: its fields, Search and Reset. Values come from (and go to) the URL
// through Refine's useTable, so a filtered list can be bookmarked and shared.
import { Button, Form, Space, type FormProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function FilterBar<V>({ formProps, initialValues, children }: { formProps: FormProps<V>; initialValues: Partial<V>; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Form<V> {...formProps} layout="inline" initialValues={initialValues} style={{ marginBottom: 16, rowGap: 8 }} name="grid-filters">
      {children}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="filter-search">
            {t('grid.search')}
          </Button>
          <Button
            htmlType="button"
            onClick={() => {
              formProps.form?.resetFields();
              const cleared = Object.fromEntries(Object.keys(formProps.form?.getFieldsValue() ?? {}).map((k) => [k, undefined]));
              formProps.form?.setFieldsValue(cleared as Parameters<NonNullable<FormProps<V>['form']>['setFieldsValue']>[0]);
              formProps.form?.submit();
            }}
          >
            {t('grid.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
