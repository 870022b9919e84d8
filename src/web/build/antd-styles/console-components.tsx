// The antd components the console uses (src/web imports them; Refine's layout and buttons use the rest),
// each rendered once so that its styles register. Popups are rendered as their inline panels: their
// portals do not render on a server.
import {
  Alert,
  App,
  Avatar,
  Badge,
  Breadcrumb,
  Button,
  Card,
  Checkbox,
  Col,
  Collapse,
  ColorPicker,
  ConfigProvider,
  DatePicker,
  Descriptions,
  Divider,
  Drawer,
  Dropdown,
  Empty,
  FloatButton,
  Form,
  Grid,
  Input,
  InputNumber,
  Layout,
  List,
  Menu,
  message,
  Modal,
  notification,
  Pagination,
  Popconfirm,
  Popover,
  Progress,
  Radio,
  Result,
  Row,
  Segmented,
  Select,
  Skeleton,
  Space,
  Spin,
  Statistic,
  Switch,
  Table,
  Tabs,
  Tag,
  Timeline,
  Tooltip,
  Typography,
  Upload,
  type ThemeConfig,
} from 'antd';

/** Keeps Grid (a hooks-only export) from being tree-shaken out of the list of what Refine's sider uses. */
void Grid;

export function ConsoleComponents({ theme }: { theme: ThemeConfig }) {
  return (
    <ConfigProvider theme={theme}>
      <App>
        <Layout>
          <Layout.Header />
          <Layout.Sider />
          <Layout.Content />
          <Layout.Footer />
        </Layout>
        <Menu items={[{ key: 'a', label: 'a', children: [{ key: 'b', label: 'b' }] }]} mode="inline" />
        <Menu items={[{ key: 'a', label: 'a' }]} mode="horizontal" />
        <Alert message="-" />
        <Avatar />
        <Badge count={1} />
        <Breadcrumb items={[{ title: '-' }]} />
        <Button />
        <Space.Compact>
          <Button />
        </Space.Compact>
        <Card title="-" />
        <Checkbox />
        <Row>
          <Col />
        </Row>
        <Collapse items={[{ key: 'a', label: '-', children: '-' }]} />
        <ColorPicker />
        <DatePicker />
        <DatePicker.RangePicker />
        <DatePicker._InternalPanelDoNotUseOrYouWillBeFired />
        <Descriptions items={[{ key: 'a', label: '-', children: '-' }]} />
        <Divider />
        <Drawer._InternalPanelDoNotUseOrYouWillBeFired />
        <Dropdown menu={{ items: [] }}>
          <span />
        </Dropdown>
        <Empty />
        <FloatButton />
        <Form>
          <Form.Item label="-">
            <Input />
          </Form.Item>
        </Form>
        <Input.Password />
        <Input.TextArea />
        <Input.Search />
        <InputNumber />
        <List dataSource={['-']} renderItem={(item) => <List.Item>{item}</List.Item>} />
        <message._InternalPanelDoNotUseOrYouWillBeFired content="-" />
        <Modal._InternalPanelDoNotUseOrYouWillBeFired />
        <Modal open={false} />
        <notification._InternalPanelDoNotUseOrYouWillBeFired message="-" />
        <Pagination total={50} />
        <Popconfirm._InternalPanelDoNotUseOrYouWillBeFired title="-" />
        <Popover._InternalPanelDoNotUseOrYouWillBeFired content="-" />
        <Progress percent={50} />
        <Radio />
        <Radio.Group options={['a']} optionType="button" />
        <Result title="-" />
        <Segmented options={['a']} />
        <Select />
        <Select._InternalPanelDoNotUseOrYouWillBeFired />
        <Skeleton />
        <Space />
        <Spin />
        <Statistic value={1} />
        <Switch />
        <Table columns={[{ key: 'a', title: '-', sorter: true }]} dataSource={[{ key: 1 }]} rowSelection={{}} />
        <Tabs items={[{ key: 'a', label: '-' }]} />
        <Tag />
        {/* A status colour and a preset colour register the two colour styles. */}
        <Tag color="success" />
        <Tag color="blue" />
        <Timeline items={[{ children: '-' }]} />
        <Tooltip._InternalPanelDoNotUseOrYouWillBeFired title="-" />
        <Typography.Title />
        <Typography.Text />
        <Typography.Paragraph />
        <Typography.Link />
        <Upload />
        <Upload.Dragger />
      </App>
    </ConfigProvider>
  );
}
