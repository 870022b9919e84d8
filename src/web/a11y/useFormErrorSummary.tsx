// A form's error summary: after a refused submit, one alert says how many fields need correcting
// (a screen reader announces it at once, role=alert) while focus moves to the first of them (antd,
// set for every form in AntdProviders). It stays until the next submit that gets through the form's
// own checks.
import { Alert, type FormProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormErrorSummary {
  /** The alert, or nothing while the form has not been refused. */
  summary: ReactNode;
  /** Pass to the form's onFinishFailed. */
  onFinishFailed: NonNullable<FormProps['onFinishFailed']>;
  /** Errors found after the form's own checks (rules across fields, the server's answer): how many. */
  report: (count: number) => void;
}

export function useFormErrorSummary(): FormErrorSummary {
  const { t } = useTranslation();
  const [count, setCount] = useState(0);
  return {
    summary: count > 0 ? <Alert type="error" showIcon role="alert" message={t('a11y.formErrors', { count })} style={{ marginBottom: 12 }} data-testid="form-error-summary" /> : null,
    onFinishFailed: ({ errorFields }) => setCount(errorFields.length),
    report: setCount,
  };
}
