// The filter row above a list, drawn from its declared fields: one input per field, Search and
// Reset. Values go to (and come from) the URL through Refine's useTable, so a filtered list can be
// bookmarked and shared.
import { Button, Checkbox, DatePicker, Form, Input, Select, Space, type FormProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FilterField, FilterValues } from './filter-fields';
import { AmountRangeInput } from './AmountRangeInput';

export interface ListFiltersProps {
  fields: readonly FilterField[];
  formProps: FormProps<FilterValues>;
  initialValues: FilterValues;
}

/**
 * The control of one field. Form.Item hands its child the id, value and change handler of the
 * field; they must reach the antd control, or the form would never see what was typed and the
 * label would point at nothing.
 */
function FieldInput({ field, ...control }: { field: FilterField } & Record<string, unknown>) {
  const style = { width: field.width ?? 160 };
  switch (field.kind) {
    case 'text':
      return <Input {...control} allowClear maxLength={field.maxLength ?? 64} style={style} data-testid={field.testId} />;
    case 'select':
      return (
        <Select
          {...control}
          allowClear
          showSearch
          optionFilterProp="label"
          mode={field.multiple ? 'multiple' : undefined}
          style={style}
          options={[...field.options]}
          data-testid={field.testId}
        />
      );
    case 'dateRange':
      return <DatePicker.RangePicker {...control} style={{ width: field.width ?? 260 }} data-testid={field.testId} />;
    case 'flag':
      return <Checkbox {...control} data-testid={field.testId} />;
    case 'amountRange':
      return null; // drawn by AmountRangeInput: two inputs under one label
  }
}

export function ListFilters({ fields, formProps, initialValues }: ListFiltersProps) {
  const { t } = useTranslation();
  const form = formProps.form;
  const reset = () => {
    form?.setFieldsValue(Object.fromEntries(fields.map((f) => [f.name, undefined])));
    form?.submit();
  };
  return (
    <Form<FilterValues>
      {...formProps}
      layout="inline"
      initialValues={initialValues}
      style={{ marginBottom: 16, rowGap: 8 }}
      name="grid-filters"
    >
      {fields.map((field) =>
        field.kind === 'amountRange' ? (
          <AmountRangeInput key={field.name} field={field} />
        ) : (
          <Form.Item key={field.name} name={field.name} label={field.label} valuePropName={field.kind === 'flag' ? 'checked' : 'value'}>
            <FieldInput field={field} />
          </Form.Item>
        ),
      )}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="filter-search">
            {t('grid.search')}
          </Button>
          <Button htmlType="button" onClick={reset}>
            {t('grid.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
