// The orders menu beside the list: pending sections with their counts as badges (at most
// 99), then the order kinds. Choosing an entry changes the list's filters.
import { Badge, Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_MENU_SECTIONS } from '@/domain/flights/flight-orders';
import { BADGE_MAX, choiceOfKey, menuKey, ORDER_KINDS, sectionCount, type MenuChoice } from './order-menu';
import type { StatusCount } from './useStatusCounts';

export function OrdersMenu({
  choice,
  counts,
  onChoose,
}: {
  choice: MenuChoice;
  counts: readonly StatusCount[];
  onChoose(choice: MenuChoice): void;
}) {
  const { t } = useTranslation('orders');
  const items = [
    {
      type: 'group' as const,
      key: 'pending',
      label: t('menu.pending'),
      children: ORDER_MENU_SECTIONS.map((section) => {
        const count = sectionCount(counts, section);
        return {
          key: menuKey({ kind: 'pending', section, tab: 'origin' }),
          label: (
            <span
              style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}
              data-testid={`menu-${section}`}
            >
              <span>{t(`menu.sections.${section}`)}</span>
              {count > 0 && (
                <Badge
                  count={count}
                  overflowCount={BADGE_MAX}
                  color="#e8a93a"
                  style={{ color: '#10141c', boxShadow: 'none' }}
                  title={t('menu.count', { count })}
                  data-testid={`badge-${section}`}
                />
              )}
            </span>
          ),
        };
      }),
    },
    {
      type: 'group' as const,
      key: 'orders',
      label: t('menu.orders'),
      children: ORDER_KINDS.map((kind) => ({
        key: menuKey({ kind: 'orders', type: kind }),
        label: <span data-testid={`menu-kind-${kind}`}>{t(`menu.kinds.${kind}`)}</span>,
      })),
    },
  ];
  return (
    <nav aria-label={t('menu.label')}>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={[menuKey(choice)]}
        onClick={({ key }) => onChoose(choiceOfKey(key))}
        style={{ borderInlineEnd: 'none', background: 'transparent' }}
        data-testid="orders-menu"
      />
    </nav>
  );
}
