// `/chat-inbox` (platform staff): every conversation with an agency or a site visitor, latest first,
// filtered by status, unread and text. A conversation opens beside the list to be read and answered,
// assigned to a member of the staff, closed or reopened. The inbox's event stream refreshes the list
// and the open conversation as messages arrive, on whichever server they were written.
import { useApiUrl, useCan, useCustom, useInvalidate } from '@refinedev/core';
import { Badge, Button, Drawer, Select, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useEffect, useMemo, useRef, useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { findResource } from '@resources';
import {
  CHAT_STATUSES,
  type ChatConversation,
  type ChatConversationUpdate,
  type ChatMessageInput,
  type ChatStatus,
  type ChatThread,
} from '@/domain/schemas/chat';
import { formatDateTime } from '@/web/preferences/format-date';
import { GridEmpty } from '@/web/list/GridEmpty';
import { useDateFormat } from '@/web/preferences/useDateFormat';
import { ChatThreadView } from '@/web/chat/ChatThreadView';
import { useChatStream } from '@/web/chat/useChatStream';
import { PageHeading } from '@/web/components/PageHeading';
import { useResourceAction } from '@/web/data/useResourceAction';
import { ListFilters, useListPage, ListTable, type FilterField } from '@/web/list';
import { useServices } from '@/web/services';
import { useStaffOptions } from '@/web/pages/applications/useStaffOptions';

const RESOURCE = 'chat-inbox';

/** Who is on the other side: the agency, or the visitor with their e-mail. */
const partyOf = (c: ChatConversation) => c.agencyName ?? `${c.visitorName ?? ''} <${c.visitorEmail ?? ''}>`;

export default function ChatInboxPage() {
  const { t } = useTranslation();
  const dateFormat = useDateFormat();
  const invalidate = useInvalidate();
  const apiUrl = useApiUrl();
  const { session } = useServices();
  const [openId, setOpenId] = useState<number | null>(null);
  const fields = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'q', label: t('chat.inbox.search'), maxLength: 128, width: 200, testId: 'filter-text' },
      {
        kind: 'select',
        name: 'status',
        label: t('chat.inbox.status'),
        width: 130,
        options: CHAT_STATUSES.map((s) => ({ value: s, label: t(`chat.statuses.${s}`) })),
        testId: 'filter-status',
      },
      { kind: 'flag', name: 'unread', label: t('chat.inbox.unreadOnly'), testId: 'filter-unread' },
    ],
    [t],
  );
  const { tableProps, filterProps, filters } = useListPage<ChatConversation>({
    resource: RESOURCE,
    filters: fields,
    sorters: [{ field: 'lastMessageAt', order: 'desc' }],
  });
  const refreshList = () => void invalidate({ resource: RESOURCE, invalidates: ['list'] });
  const token = session.token();
  // The inbox stream sits beside the conversations under the chat API.
  const streamUrl = `${apiUrl}/${findResource(RESOURCE)!.api!.path.replace(/\/conversations$/, '/stream')}`;
  const [version, setVersion] = useState(0);
  useChatStream(streamUrl, token ? { authorization: `Bearer ${token}` } : {}, () => {
    refreshList();
    setVersion((v) => v + 1);
  });

  const columns: TableColumnsType<ChatConversation> = [
    {
      key: 'lastMessageAt',
      dataIndex: 'lastMessageAt',
      title: t('chat.inbox.lastMessage'),
      sorter: true,
      defaultSortOrder: 'descend',
      width: 170,
      render: (v: string) => formatDateTime(v, dateFormat),
    },
    {
      key: 'party',
      title: t('chat.inbox.party'),
      render: (_: unknown, c) => (
        <Space>
          {partyOf(c)}
          {c.agencyId === null && <Tag>{t('chat.visitor')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'unreadForStaff',
      dataIndex: 'unreadForStaff',
      title: t('chat.inbox.unread'),
      sorter: true,
      render: (n: number) => <Badge count={n} showZero={false} data-testid="chat-unread" />,
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('chat.inbox.status'),
      render: (s: ChatStatus) => <Tag color={s === 'open' ? 'blue' : 'default'}>{t(`chat.statuses.${s}`)}</Tag>,
    },
    { key: 'assignedName', dataIndex: 'assignedName', title: t('chat.inbox.assigned') },
  ];

  return (
    <>
      <PageHeading>{t('routes.chat-inbox')}</PageHeading>
      <ListFilters {...filterProps} />
      <ListTable<ChatConversation>
        {...tableProps}
        rowKey="id"
        columns={columns}
        onRow={(c) =>
          ({
            onClick: () => setOpenId(c.id),
            style: { cursor: 'pointer' },
            'data-testid': `chat-row-${c.id}`,
          }) as HTMLAttributes<HTMLElement>
        }
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <GridEmpty filtered={filters.length > 0} /> }}
        data-testid="chat-inbox-table"
      />
      <Drawer
        open={openId !== null}
        onClose={() => setOpenId(null)}
        width={480}
        destroyOnHidden
        title={t('chat.title')}
        data-testid="chat-conversation"
      >
        {openId !== null && <ConversationPanel id={openId} version={version} onChanged={refreshList} />}
      </Drawer>
    </>
  );
}

function ConversationPanel({ id, version, onChanged }: { id: number; version: number; onChanged: () => void }) {
  const { t } = useTranslation();
  const staff = useStaffOptions();
  const canWrite = useCan({ resource: RESOURCE, action: 'reply' }).data?.can ?? false;
  const { call, isPending, urlOf } = useResourceAction<ChatConversation, ChatMessageInput | ChatConversationUpdate>(RESOURCE, { id });
  // Reading marks the conversation read by staff; `version` rereads it when the stream says so.
  const { result, query } = useCustom<ChatThread>({ url: urlOf(), method: 'get' });
  const refetch = useRef(query.refetch);
  refetch.current = query.refetch;
  useEffect(() => {
    if (version > 0) void refetch.current();
  }, [version]);
  const thread = query.isSuccess ? result.data : null;
  const conversation = thread?.conversation;

  const act = async (path: string[], method: 'post' | 'patch', values: ChatMessageInput | ChatConversationUpdate) => {
    const done = await call({ path, method, values });
    if (!done.ok) throw done.error;
    void query.refetch();
    onChanged();
  };

  if (!conversation) return null;
  const closed = conversation.status === 'closed';
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, height: '100%' }}>
      <Typography.Text strong>{partyOf(conversation)}</Typography.Text>
      {canWrite && (
        <Space wrap>
          <Select
            {...staff}
            allowClear
            showSearch
            style={{ width: 200 }}
            placeholder={t('chat.inbox.assign')}
            aria-label={t('chat.inbox.assign')}
            value={conversation.assignedTo ?? undefined}
            onChange={(value: number | undefined) => void act([], 'patch', { assignedTo: value ?? null })}
            data-testid="chat-assign"
          />
          <Button onClick={() => void act([], 'patch', { status: closed ? 'open' : 'closed' })} data-testid="chat-close">
            {closed ? t('chat.inbox.reopen') : t('chat.inbox.close')}
          </Button>
        </Space>
      )}
      <div style={{ flex: 1, minHeight: 0 }}>
        <ChatThreadView
          messages={thread.messages}
          mine="staff"
          visitorName={conversation.visitorName}
          onSend={canWrite ? (text) => act(['messages'], 'post', { text }) : undefined}
          sending={isPending}
          closedNote={closed ? t('chat.closedForStaff') : undefined}
        />
      </div>
    </div>
  );
}
