// The console menu's icons by the names the resource declarations use (resources/menu-icons.ts).
import type { ComponentType } from 'react';
import type { MenuIconName } from '@resources';
import {
  AccountBookOutlined,
  ApartmentOutlined,
  ApiOutlined,
  AuditOutlined,
  BankOutlined,
  CarOutlined,
  ClusterOutlined,
  DashboardOutlined,
  FileTextOutlined,
  GlobalOutlined,
  HistoryOutlined,
  IdcardOutlined,
  InboxOutlined,
  MessageOutlined,
  ProfileOutlined,
  RocketOutlined,
  SearchOutlined,
  SettingOutlined,
  SolutionOutlined,
  SwapOutlined,
  TeamOutlined,
  TransactionOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';

const ICONS: Record<MenuIconName, ComponentType> = {
  AccountBookOutlined,
  ApartmentOutlined,
  ApiOutlined,
  AuditOutlined,
  BankOutlined,
  CarOutlined,
  ClusterOutlined,
  DashboardOutlined,
  FileTextOutlined,
  GlobalOutlined,
  HistoryOutlined,
  IdcardOutlined,
  InboxOutlined,
  MessageOutlined,
  ProfileOutlined,
  RocketOutlined,
  SearchOutlined,
  SettingOutlined,
  SolutionOutlined,
  SwapOutlined,
  TeamOutlined,
  TransactionOutlined,
  UserOutlined,
  WalletOutlined,
};

export function menuIcon(name: MenuIconName | undefined) {
  if (!name) return undefined;
  const Icon = ICONS[name];
  return <Icon />;
}
