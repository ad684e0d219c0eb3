import { useState } from 'react';
import {
  ActionGrid,
  ActionTile,
  Button,
  CalloutLink,
  Carousel,
  Chip,
  Code,
  Figure,
  Hint,
  IconButton,
  LinkCell,
  List,
  Overlay,
  Row,
  RowIcon,
  RowLink,
  RowList,
  RowText,
  Section,
  Stack,
  TextButton,
  TextField,
  ToggleGroup,
  ToneText,
} from '@wallet/kit';
import type { Samples } from './samples';

const EYE = <path d="M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12Zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z" />;
const ARROW = <path d="M12 4v12m0 0-5-5m5 5 5-5M5 20h14" />;
const ADDRESS = 'TQ7v9GhN3xP1kY8mZ4bW2cR6dL5sJ0aE9f';
/** Stand-ins for banner artwork: two flat colours. */
const BANNER_COLOURS = ['#2990ff', '#31b545'];

/** The blocks pages are built from: a titled card, figures, tiles, rows, toggles, a carousel, an alert. */
export function BlockSamples({ text }: { text: Samples }) {
  const blocks = text.blocks;
  const [filter, setFilter] = useState(blocks.filters[0]!);
  const [slide, setSlide] = useState(0);
  const [isAlertOpen, setAlertOpen] = useState(false);
  const [phone, setPhone] = useState('0912 345 6789');
  const [code, setCode] = useState('1234');
  return (
    <Stack gap={4}>
      <Section
        isCard
        title={blocks.balanceTitle}
        action={
          <IconButton label={blocks.hide} aria-pressed={false}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              {EYE}
            </svg>
          </IconButton>
        }
      >
        <Figure>{blocks.balance}</Figure>
        <Chip>{blocks.otherCurrency}</Chip>
      </Section>
      <ActionGrid label={blocks.actionsLabel}>
        {blocks.actions.map((action) => (
          <ActionTile key={action} href="#" icon={<svg viewBox="0 0 24 24">{ARROW}</svg>}>
            {action}
          </ActionTile>
        ))}
      </ActionGrid>
      <Section title={blocks.transactionsLabel} action={<TextButton>{blocks.linkCell}</TextButton>}>
        <Hint>{blocks.calloutText}</Hint>
      </Section>
      <CalloutLink href="#" title={blocks.calloutTitle}>
        {blocks.calloutText}
      </CalloutLink>
      <Carousel
        label={blocks.bannersLabel}
        index={slide}
        onSelect={setSlide}
        dotLabel={blocks.banner}
        slides={BANNER_COLOURS.map((colour, index) => ({
          key: colour,
          content: (
            <svg viewBox="0 0 300 100" role="img" aria-label={blocks.banner(index)}>
              <rect width="300" height="100" fill={colour} />
            </svg>
          ),
        }))}
      />
      <ToggleGroup
        label={blocks.filterLabel}
        options={blocks.filters.map((value) => ({ value, label: value }))}
        value={filter}
        onChange={setFilter}
      />
      <RowList label={blocks.transactionsLabel}>
        {blocks.rows.map((row) => (
          <Row key={row.title} isDimmed={!row.isIn}>
            <RowLink href="#">
              <RowText
                before={<RowIcon tone={row.isIn ? 'success' : undefined}>{row.isIn ? '↓' : '↑'}</RowIcon>}
                title={row.title}
                subtitle={row.date}
                end={<ToneText tone={row.isIn ? 'success' : 'text'}>{row.amount}</ToneText>}
                endNote={<ToneText tone={row.isIn ? 'success' : 'destructive'}>{row.status}</ToneText>}
              />
            </RowLink>
          </Row>
        ))}
      </RowList>
      <List>
        <LinkCell href="#">{blocks.linkCell}</LinkCell>
      </List>
      <Stack gap={2}>
        <Hint as="h2">{blocks.codeLabel}</Hint>
        <Code isSelectable>{ADDRESS}</Code>
      </Stack>
      <TextField label={blocks.phoneLabel} look="large" isLtr value={phone} onChange={setPhone} />
      <TextField label={blocks.codeFieldLabel} look="code" isLtr value={code} onChange={setCode} />
      <Stack isRow>
        <Button mode="bezeled" size="m" onClick={() => setAlertOpen(true)}>
          {blocks.openAlert}
        </Button>
      </Stack>
      {isAlertOpen && (
        <Overlay look="alert" title={blocks.alertTitle}>
          <p>{blocks.alertText}</p>
          <Button isStretched onClick={() => setAlertOpen(false)}>
            {blocks.alertOk}
          </Button>
        </Overlay>
      )}
    </Stack>
  );
}
