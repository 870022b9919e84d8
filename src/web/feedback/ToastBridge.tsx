import { App } from 'antd';
import { useEffect } from 'react';
import { setToastApi } from './toast';

/** Mounted inside antd <App> so toasts pick up the theme and locale. */
export function ToastBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    setToastApi(message);
    return () => setToastApi(null);
  }, [message]);
  return null;
}
