// The design system (ARCHITECTURE section 1). Styles: import 'shared-kernel/styles.css' once (shell).
export { Button, type ButtonProps, type ButtonVariant } from './Button/Button';
export { Spinner } from './Spinner/Spinner';
export { Field, type FieldProps, type FieldControlProps } from './Field/Field';
export { TextInput, DEFAULT_MAX_LENGTH, INPUT_WARNING_MS, type TextInputProps } from './TextInput/TextInput';
export { NumericInput, type NumericInputProps } from './NumericInput/NumericInput';
export { Combobox, type ComboboxProps } from './Combobox/Combobox';
export { Select, usesDropdown, RADIO_MAX_LABEL_LENGTH, type SelectProps, type SelectOption } from './Select/Select';
export { MultiSelect, FILTER_MIN_ITEMS, type MultiSelectProps } from './MultiSelect/MultiSelect';
export { Dialog, preloadDialog, type DialogProps } from './Dialog/Dialog';
export { ConfirmDialog, preloadConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog';
export { Toaster, TOAST_DURATION } from './Toaster/Toaster';
export { Tabs, preloadTabs, type TabsProps, type TabItem } from './Tabs/Tabs';
export { preloadDesignSystem } from './preload';
export { Table, type TableProps, type TableColumn } from './Table/Table';
export { Pagination, pageWindow, showsFirstLast, FIRST_LAST_ABOVE_INDEX, type PaginationProps } from './Pagination/Pagination';
export { Badge, badgeClass, type BadgeProps } from './Badge/Badge';
export { LoadingState, EmptyState, ErrorState, Notice, type EmptyStateProps, type ErrorStateProps, type NoticeProps } from './States/States';
export { useTransientMessage, type TransientMessage } from './useTransientMessage';
