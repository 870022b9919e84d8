// A form's error summary: after a refused submit, one alert says how many fields need correcting
// (a screen reader announces it at once, role=alert) while focus moves to the first of them (antd,
// set for every form in AntdProviders). It stays until the next submit that gets through the form's
// own checks. Every form of the console that a user fills in takes it the same way: `summary` above
// the fields, `bind` around the form's handlers.
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
  /** The form's own handlers with the summary's wrapped around them: a refused submit counts, one that passes clears it. */
  bind: <P extends Pick<FormProps, 'onFinish' | 'onFinishFailed'>>(props: P) => P;
}

/** `session`: a value that changes when the form starts over (a drawer opened again): the summary is dropped then. */
export function useFormErrorSummary(session?: unknown): FormErrorSummary {
  const { t } = useTranslation();
  const [count, setCount] = useState(0);
  const [seen, setSeen] = useState(session);
  if (seen !== session) {
    setSeen(session);
    setCount(0);
  }
  const onFinishFailed: FormErrorSummary['onFinishFailed'] = ({ errorFields }) => setCount(errorFields.length);
  return {
    summary:
      count > 0 ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={t('a11y.formErrors', { count })}
          style={{ marginBottom: 12 }}
          data-testid="form-error-summary"
        />
      ) : null,
    onFinishFailed,
    report: setCount,
    bind: (props) => ({
      ...props,
      onFinish: (values: unknown) => {
        setCount(0);
        return props.onFinish?.(values);
      },
      onFinishFailed: (info: Parameters<typeof onFinishFailed>[0]) => {
        onFinishFailed(info);
        props.onFinishFailed?.(info);
      },
    }),
  };
}
