// Focus an element as soon as it appears: a result that replaces the form the user just submitted
// (an order created), so a screen reader announces it and the next Tab starts from it.
import { useCallback } from 'react';
import { focusElement } from './main-region';

export function useFocusOnMount<T extends HTMLElement>(): (element: T | null) => void {
  return useCallback((element: T | null) => {
    if (element) focusElement(element);
  }, []);
}
