// The menu's groups: each is shown when any entry under it may be opened.
import { AccountBookOutlined, CarOutlined, ClusterOutlined, RocketOutlined, SettingOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { defineMenuGroup } from './define';

export const flightGroup = defineMenuGroup({ name: 'flight', labelKey: 'menu.flight', icon: createElement(RocketOutlined) });
export const trainGroup = defineMenuGroup({ name: 'train', labelKey: 'menu.train', icon: createElement(CarOutlined) });
export const billsGroup = defineMenuGroup({ name: 'bills', labelKey: 'menu.bills', icon: createElement(AccountBookOutlined) });
export const agencyGroup = defineMenuGroup({ name: 'agency', labelKey: 'menu.agency', icon: createElement(ClusterOutlined) });
export const accountGroup = defineMenuGroup({ name: 'account', labelKey: 'menu.account', icon: createElement(SettingOutlined) });
