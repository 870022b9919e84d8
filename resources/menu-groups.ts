// The menu's groups: each is shown when any entry under it may be opened.
import { defineMenuGroup } from './define';

export const flightGroup = defineMenuGroup({ name: 'flight', labelKey: 'menu.flight', icon: 'RocketOutlined' });
export const trainGroup = defineMenuGroup({ name: 'train', labelKey: 'menu.train', icon: 'CarOutlined' });
export const billsGroup = defineMenuGroup({ name: 'bills', labelKey: 'menu.bills', icon: 'AccountBookOutlined' });
export const agencyGroup = defineMenuGroup({ name: 'agency', labelKey: 'menu.agency', icon: 'ClusterOutlined' });
export const accountGroup = defineMenuGroup({ name: 'account', labelKey: 'menu.account', icon: 'SettingOutlined' });
