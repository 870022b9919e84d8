import type { Meta, StoryObj } from '@storybook/react-vite';
import type { GroupPassenger } from '@/domain/groups/schemas';
import { PassengerImport } from './PassengerImport';
import { StoryFrame } from './StoryFrame';

const passengers: GroupPassenger[] = Array.from({ length: 20 }, (_, i) => ({
  id: i + 1,
  seq: i,
  type: i < 10 ? 'adult' : 'child',
  surname: i < 10 ? 'LEUNG' : 'CHAN',
  givenNames: `Member ${i + 1}`,
  gender: i % 2 ? 'female' : 'male',
  birthday: i < 10 ? '1984-06-15' : '2018-04-10',
  nationality: 'HK',
  documentType: 'passport',
  documentNumber: `H${7_000_000 + i}`,
  documentExpiry: '2033-12-31',
  ticketNumber: null,
}));

const meta = {
  title: 'Groups/PassengerImport',
  component: PassengerImport,
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
  args: {
    expected: { adult: 10, child: 10, infant: 0 },
    editable: true,
    confirmed: false,
    passengers: [],
    answer: null,
    onTemplate: () => {},
    onImport: () => {},
    onConfirm: () => {},
  },
} satisfies Meta<typeof PassengerImport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** A sheet with problems: each failing row named, nothing saved. */
export const RowErrors: Story = {
  args: {
    answer: {
      saved: false,
      passengers: [],
      errors: [
        { row: 0, field: 'count', message: 'The list has 10 / 9 / 0 (adults / children / infants); the group has 10 / 10 / 0.' },
        { row: 6, field: 'surname', message: 'Only the letters A-Z' },
        { row: 14, field: 'birthday', message: 'The birthday does not fit a child at departure.' },
        { row: 17, field: 'travel_document.expiry', message: 'The document expires before the last flight.' },
      ],
    },
  },
};
/** Imported and waiting for confirmation. */
export const ReadyToConfirm: Story = { args: { passengers, answer: { saved: true, passengers: [], errors: [] } } };
/** Confirmed: read-only, with the tickets once issued. */
export const ConfirmedAndIssued: Story = {
  args: {
    confirmed: true,
    editable: false,
    passengers: passengers.map((p, i) => ({ ...p, ticketNumber: `16023456${String(i + 1).padStart(5, '0')}` })),
  },
};
