// The kit's public face: presentational components only, no data, session or routing.
export { ThemeRoot, type Appearance } from './shared/theme-root';
export { Button, Spinner, type ButtonMode, type ButtonProps } from './shared/button';
export { LinkButton, type LinkButtonProps } from './shared/link-button';
export { Ltr } from './shared/ltr';
export { VisuallyHidden } from './shared/visually-hidden';
export { BackIcon, CheckIcon, CloseIcon, ErrorIcon, InfoIcon, WarningIcon } from './shared/icons';
export { ChevronIcon, CopyIcon, SearchIcon } from './shared/more-icons';
export { useLocalDigits, useLocalPercent } from './shared/use-local-digits';

export { BottomDrawer, type BottomDrawerProps } from './layout/bottom-drawer';
export { FullScreenModal, type FullScreenModalProps } from './layout/full-screen-modal';
export { MidPageLayout, type MidPageLayoutProps } from './layout/mid-page-layout';
export { ConfirmDrawer, type ConfirmDrawerProps } from './layout/confirm-drawer';
export { SelectDrawer, type SelectDrawerProps, type SelectOption } from './layout/select-drawer';
export { Carousel, type CarouselProps, type CarouselSlide } from './layout/carousel';
export { CarouselPlaceholder } from './layout/carousel-placeholder';
export { Card, Hint, Stack, type Space, type StackProps } from './layout/blocks';
export { ActionGrid, ActionTile, CalloutLink } from './layout/action-grid';
export { Chip, Figure, IconButton, Section, TextButton } from './layout/section';
export { ToggleGroup, type ToggleOption } from './layout/toggle-group';
export { Overlay } from './layout/overlay';
export { Code, RowIcon, ToneText } from './layout/tone';

export { Loading, type LoadingProps } from './feedback/loading';
export { QueryBoundary, type QueryBoundaryProps, type QueryState } from './feedback/query-boundary';

export {
  ReceiptTemplate,
  type ReceiptRow,
  type ReceiptStatus,
  type ReceiptTemplateProps,
} from './money/receipt-template';
export { CopyText, type CopyTextProps } from './money/copy-text';
export { MessageBox, type MessageBoxProps, type MessageTone } from './money/message-box';
export { AmountInput, type AmountInputProps } from './money/amount-input';
export { normalizeAmountInput } from './money/normalize-amount';
export { CoinIcon, type CoinIconProps } from './money/coin-icon';

export { List, type ListProps } from './lists/list';
export { Cell, LinkCell, type CellProps } from './lists/cell';
export { Tabs, type TabItem, type TabsProps } from './lists/tabs';
export { EmptyState, type EmptyStateProps } from './lists/empty-state';
export { Skeleton, type SkeletonProps } from './lists/skeleton';
export { DetailList, type Detail } from './lists/detail-list';
export {
  Row,
  RowLink,
  RowList,
  RowText,
  type RowListProps,
  type RowProps,
  type RowTextProps,
  type Tone,
} from './lists/rows';

export { PinPad, type PinPadExtraKey, type PinPadProps } from './input/pin-pad';
export { FieldError, SelectField, TextField, type TextFieldProps } from './input/text-field';
export { TextAreaField, type TextAreaFieldProps } from './input/text-area-field';
export { ImageField, Picture, type ImageFieldProps } from './input/image-field';
export { Checkbox, type CheckboxProps } from './input/checkbox';
export { SearchField, type SearchFieldProps } from './input/search-field';
export { Countdown, formatSecondsLeft, useSecondsLeft, type CountdownProps } from './input/countdown';
export { PersianDateField, type PartialDay, type PersianDateFieldProps } from './input/persian-date-field';
export {
  UploadProgress,
  uploadPercent,
  type UploadItem,
  type UploadProgressProps,
} from './progress/upload-progress';
export { Stepper, type StepperProps } from './progress/stepper';
