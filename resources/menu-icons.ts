// The menu icons a declaration may name: antd icon names, drawn by the console's menu
// (src/web/layout/menu-icons.ts). Names rather than elements keep the icon library out of the
// declarations, which the light public entry reads for its routes.
export type MenuIconName =
  | 'AccountBookOutlined'
  | 'ApartmentOutlined'
  | 'ApiOutlined'
  | 'AuditOutlined'
  | 'BankOutlined'
  | 'CarOutlined'
  | 'ClusterOutlined'
  | 'DashboardOutlined'
  | 'FileTextOutlined'
  | 'GlobalOutlined'
  | 'HistoryOutlined'
  | 'IdcardOutlined'
  | 'InboxOutlined'
  | 'MessageOutlined'
  | 'ProfileOutlined'
  | 'RocketOutlined'
  | 'SearchOutlined'
  | 'SettingOutlined'
  | 'SolutionOutlined'
  | 'SwapOutlined'
  | 'TeamOutlined'
  | 'TransactionOutlined'
  | 'UserOutlined'
  | 'WalletOutlined';
