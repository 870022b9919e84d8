// Agency settings, flights (SPEC 3): markup per flight class, service fees, supplier and airline
// lists, quote filters, response time, notification URLs, search mode and ticketing speed.
import { Col, Divider, Form, Input, InputNumber, Row, Select, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@/domain/currency';
import { FILTER_MODES, FLIGHT_CLASSES, MARKUP_WAYS, SEARCH_MODES, TICKETING_SPEED_PLANS } from '@/domain/schemas/agency-settings';

function MarkupRow({ flightClass }: { flightClass: string }) {
  const { t } = useTranslation();
  const way = Form.useWatch(['flight', 'markups', flightClass, 'way']);
  const currency = Form.useWatch(['general', 'settlementCurrency']) as string | undefined;
  return (
    <Row gutter={12} align="bottom">
      <Col xs={24} md={6}>
        {/* Level with the inputs (a form item keeps 24 px below its control). */}
        <Typography.Text strong style={{ display: 'block', lineHeight: '32px', marginBottom: 24 }}>
          {t(`agencies.settings.flightClasses.${flightClass}`)}
        </Typography.Text>
      </Col>
      <Col xs={8} md={6}>
        <Form.Item name={['flight', 'markups', flightClass, 'way']} label={t('agencies.settings.markupWay')}>
          <Select options={MARKUP_WAYS.map((w) => ({ value: w, label: t(`agencies.settings.ways.${w}`) }))} />
        </Form.Item>
      </Col>
      <Col xs={8} md={6}>
        <Form.Item name={['flight', 'markups', flightClass, 'value']} label={t('agencies.settings.markupValue')}>
          <InputNumber
            style={{ width: '100%' }}
            min={way === 'percent' ? -100 : -10_000_000}
            max={way === 'percent' ? 100 : 10_000_000}
            step={way === 'percent' ? 0.1 : 1}
            addonAfter={way === 'percent' ? '%' : currency}
          />
        </Form.Item>
      </Col>
      <Col xs={8} md={6}>
        <Form.Item
          name={['flight', 'markups', flightClass, 'limit']}
          label={t('agencies.settings.markupLimit')}
          tooltip={t('grid.zeroUnlimited')}
        >
          <InputNumber style={{ width: '100%' }} min={0} max={10_000_000} addonAfter={currency} />
        </Form.Item>
      </Col>
    </Row>
  );
}

function CodeList({ name, mode, label }: { name: string; mode: string; label: string }) {
  const { t } = useTranslation();
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Form.Item name={['flight', name, 'mode']} noStyle>
        <Select
          aria-label={`${label} ${t('agencies.settings.listMode')}`}
          style={{ width: 140 }}
          options={FILTER_MODES.map((m) => ({ value: m, label: t(`agencies.settings.listModes.${m}`) }))}
        />
      </Form.Item>
      <Form.Item name={['flight', name, 'codes']} noStyle>
        <Select
          aria-label={label}
          mode="tags"
          tokenSeparators={[',', ' ']}
          placeholder={t(`agencies.settings.${mode}Placeholder`)}
          style={{ flex: 1 }}
        />
      </Form.Item>
    </Space.Compact>
  );
}

export function FlightSection() {
  const { t } = useTranslation();
  const switches = ['showSuppliers', 'onlyFreeBaggage', 'onlyWithFareBasis'] as const;
  return (
    <>
      <Typography.Title level={5}>{t('agencies.settings.markups')}</Typography.Title>
      {FLIGHT_CLASSES.map((c) => (
        <MarkupRow key={c} flightClass={c} />
      ))}
      <Divider />
      <Typography.Title level={5}>{t('agencies.settings.serviceFees')}</Typography.Title>
      <Row gutter={12}>
        {(['change', 'refund', 'void'] as const).map((fee) => (
          <Col xs={12} md={6} key={fee}>
            <Form.Item name={['flight', 'serviceFees', fee]} label={t(`agencies.settings.fees.${fee}`)}>
              <InputNumber style={{ width: '100%' }} min={0} max={10_000_000} />
            </Form.Item>
          </Col>
        ))}
        <Col xs={12} md={6}>
          <Form.Item name={['flight', 'serviceFees', 'currency']} label={t('agencies.settings.feeCurrency')}>
            <Select showSearch options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
          </Form.Item>
        </Col>
      </Row>
      <Divider />
      <Row gutter={16}>
        {switches.map((s) => (
          <Col xs={24} md={8} key={s}>
            <Form.Item name={['flight', s]} label={t(`agencies.settings.flags.${s}`)} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} md={8}>
          <Form.Item name={['flight', 'maxResponseSeconds']} label={t('agencies.settings.maxResponse')}>
            <InputNumber min={5} max={120} precision={0} addonAfter={t('agencies.settings.seconds')} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={['flight', 'searchMode']} label={t('agencies.settings.searchMode')}>
            <Select options={SEARCH_MODES.map((m) => ({ value: m, label: t(`agencies.settings.searchModes.${m}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={['flight', 'ticketingSpeed']} label={t('agencies.settings.ticketingSpeed')}>
            <Select options={TICKETING_SPEED_PLANS.map((p) => ({ value: p, label: t(`agencies.settings.speedPlans.${p}`) }))} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name={['flight', 'bookingNotifyUrl']}
        label={t('agencies.settings.bookingNotifyUrl')}
        rules={[{ type: 'url', message: t('agencies.validation.url') }]}
      >
        <Input maxLength={512} placeholder="https://" />
      </Form.Item>
      <Form.Item
        name={['flight', 'flightChangeNotifyUrl']}
        label={t('agencies.settings.flightChangeNotifyUrl')}
        rules={[{ type: 'url', message: t('agencies.validation.url') }]}
      >
        <Input maxLength={512} placeholder="https://" />
      </Form.Item>
      <Form.Item label={t('agencies.settings.airlines')}>
        <CodeList name="airlines" mode="airline" label={t('agencies.settings.airlines')} />
      </Form.Item>
      <Form.Item label={t('agencies.settings.suppliers')}>
        <CodeList name="suppliers" mode="supplier" label={t('agencies.settings.suppliers')} />
      </Form.Item>
    </>
  );
}
