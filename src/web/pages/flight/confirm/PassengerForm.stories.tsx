import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'antd';
import { useEffect } from 'react';
import type { DocumentAnalysis } from '@/domain/flights/booking';
import { SAMPLE_QUOTE } from '@/web/testing/flight-fixtures';
import { PassengerForm, passengerValues, recognisedValues } from './PassengerForm';

const RECOGNISED: DocumentAnalysis = {
  documentType: 'passport',
  surname: 'TAYLOR',
  givenNames: 'OLIVIA GRACE',
  documentNumber: '925076473',
  nationality: 'GB',
  birthday: '1985-07-23',
  gender: 'female',
  expiry: '2031-09-14',
  issuingCountry: 'GB',
};
const OFTEN_USED = [
  {
    id: 1,
    passenger: {
      surname: 'WANG',
      given_names: 'Fang',
      type: 'adult',
      gender: 'female',
      birthday: '1987-09-12',
      nationality: 'CN',
      travel_document: { type: 'passport', number: 'E55667788', expiry: '2033-04-30' },
    },
    createdAt: '',
    updatedAt: '',
  },
];
const CARDS = [{ id: 1, airline: 'CX', number: 'CX12345678', holderName: null, createdAt: '' }];

function Frame({ values, errors, fail }: { values?: Record<string, unknown>; errors?: Array<[string[], string]>; fail?: boolean }) {
  const [form] = Form.useForm();
  useEffect(() => {
    if (values) form.setFieldValue(['passengers', 0], { type: 'adult', ...values });
    if (errors) form.setFields(errors.map(([name, message]) => ({ name: ['passengers', 0, ...name], errors: [message] })));
  }, [form, values, errors]);
  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 980 }}>
      <PassengerForm
        index={0}
        type="adult"
        fareDocuments={SAMPLE_QUOTE.documentTypes}
        oftenUsed={OFTEN_USED}
        memberCards={CARDS}
        recognise={async () => {
          if (fail) throw new Error('Identification failed, check the document type.');
          return RECOGNISED;
        }}
        fill={(v) => form.setFieldValue(['passengers', 0], { ...form.getFieldValue(['passengers', 0]), ...v })}
        onRecogniseError={() => {}}
      />
    </Form>
  );
}

const meta = { title: 'Flight/PassengerForm', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { render: () => <Frame /> };
/** A complete, valid passenger (from often-used passengers). */
export const Valid: Story = { render: () => <Frame values={passengerValues(OFTEN_USED[0]!.passenger)} /> };
/** What a recognised passport fills in. */
export const RecognisedDocument: Story = { render: () => <Frame values={recognisedValues(RECOGNISED)} /> };
/** Every passenger-rule message a passenger can show. */
export const EachError: Story = {
  render: () => (
    <Frame
      values={{ surname: 'ZHANG3', given_names: '' }}
      errors={[
        [['surname'], 'Letters A-Z only.'],
        [['given_names'], 'Please enter the given names.'],
        [['gender'], 'This is required.'],
        [['birthday'], 'The birthday does not fit a adult at departure.'],
        [['nationality'], 'This nationality is not eligible for this booking.'],
        [['travel_document', 'type'], 'This fare does not accept this document type.'],
        [['travel_document', 'number'], 'Letters, digits and hyphens only.'],
        [['travel_document', 'expiry'], 'The document expires before the last flight.'],
      ]}
    />
  ),
};
export const RecognitionFails: Story = { render: () => <Frame fail /> };
