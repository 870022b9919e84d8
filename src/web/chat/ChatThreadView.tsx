// A conversation as both sides see it: messages oldest first (text only: what people type is never
// read as HTML; React escapes it and line breaks are kept by CSS), and the box to write the next one.
import { SendOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX, type ChatAuthorKind, type ChatMessage } from '@/domain/schemas/chat';

export interface ChatThreadViewProps {
  messages: readonly ChatMessage[];
  /** Whose messages are "mine" (shown on the right). */
  mine: ChatAuthorKind;
  /** Name shown for a visitor's messages (staff see it; the visitor sees "You"). */
  visitorName?: string | null;
  onSend?: (text: string) => Promise<unknown>;
  sending?: boolean;
  /** Writing is closed (a closed conversation seen by staff or a visitor). */
  closedNote?: string;
}

export function ChatThreadView({ messages, mine, visitorName, onSend, sending, closedNote }: ChatThreadViewProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const end = useRef<HTMLDivElement>(null);
  // A block body: Chromium's scrollIntoView now answers a promise, and an effect must not return one.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  const send = async () => {
    const text = draft.trim();
    if (!text || !onSend) return;
    await onSend(text);
    setDraft('');
  };
  const authorOf = (m: ChatMessage) =>
    m.authorKind === mine
      ? t('chat.you')
      : m.authorKind === 'staff'
        ? t('chat.staff', { name: m.authorName ?? '' })
        : (m.authorName ?? visitorName ?? t('chat.visitor'));

  return (
    <div className="chat-thread" style={{ display: 'flex', flexDirection: 'column', gap: 12, height: '100%' }}>
      <div
        role="log"
        aria-live="polite"
        aria-label={t('chat.messages')}
        data-testid="chat-messages"
        style={{ flex: 1, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 8 }}
      >
        {messages.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.empty')} />}
        {messages.map((m) => (
          <div
            key={m.id}
            data-testid="chat-message"
            style={{ alignSelf: m.authorKind === mine ? 'flex-end' : 'flex-start', maxWidth: '85%' }}
          >
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {authorOf(m)} · {new Date(m.createdAt).toLocaleTimeString()}
            </Typography.Text>
            <div
              style={{
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                padding: '6px 10px',
                borderRadius: 8,
                background: m.authorKind === mine ? 'rgba(22,119,255,0.25)' : 'rgba(255,255,255,0.08)',
              }}
            >
              {m.text}
            </div>
          </div>
        ))}
        <div ref={end} />
      </div>
      {closedNote ? (
        <Typography.Text type="secondary" data-testid="chat-closed">
          {closedNote}
        </Typography.Text>
      ) : onSend ? (
        <Space.Compact style={{ width: '100%' }}>
          <Input.TextArea
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onPressEnter={(e) => {
              if (!e.shiftKey) {
                e.preventDefault();
                void send();
              }
            }}
            maxLength={CHAT_MESSAGE_MAX}
            autoSize={{ minRows: 1, maxRows: 5 }}
            placeholder={t('chat.placeholder')}
            aria-label={t('chat.placeholder')}
            data-testid="chat-input"
          />
          <Button
            type="primary"
            icon={<SendOutlined />}
            loading={sending}
            disabled={!draft.trim()}
            onClick={() => void send()}
            data-testid="chat-send"
          >
            {t('chat.send')}
          </Button>
        </Space.Compact>
      ) : null}
    </div>
  );
}
