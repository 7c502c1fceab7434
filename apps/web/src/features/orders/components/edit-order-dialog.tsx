import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADDITIONAL_DELIVERY_INFORMATION_MAX_LENGTH, BUYER_ORDER_NUMBER_MAX_LENGTH } from '@steelyard/domain/checkout';
import { ORDER_MESSAGES, updateOrderBody, type Order } from '@steelyard/domain/orders';
import { isApiError } from '../../../shared/api/api-error';
import { VALIDATION_MESSAGES } from '../../../shared/forms/validation-messages';
import { notify } from '../../../shared/ui/notify';
import { useUpdateOrder } from '../api/orders';

// the dialog always sends the PO number: it can be corrected, not removed
const editOrderForm = updateOrderBody.required({ buyerOrderNumber: true });
type EditOrderForm = { buyerOrderNumber: string; additionalDeliveryInformation: string };

/** The catalogue key of a form issue: a long text, or a PO number the checkout would refuse too. */
function issueKey(issue: { code: string; path?: readonly PropertyKey[] }): string {
  if (issue.code === 'too_big') return VALIDATION_MESSAGES.maxCharacters;
  return String(issue.path?.[0]) === 'buyerOrderNumber' ? 'orders.edit.poNumberInvalid' : VALIDATION_MESSAGES.required;
}

/** Whether the signed-in buyer may still correct the order (the server refuses it otherwise too). */
export function canEditOrder(order: Order, roles: readonly string[]): boolean {
  return order.viewerSide === 'BUYER' && order.status === 'PROCESSING' && roles.includes('BUYER');
}

/**
 * Correct the PO number or the delivery text of an order while it is PROCESSING (decision 106):
 * both fields start from the order; a refusal (the order moved on meanwhile) shows in the dialog.
 */
export function EditOrderDialog({ order, opened, onClose }: { order: Order; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('orders.edit.title', { number: order.orderNumber })}
      centered
      closeButtonProps={{ 'aria-label': t('shared.dialog.close') }}
    >
      {/* mounted per opening, so that every opening starts from the order as it is */}
      {opened && <EditOrderFields order={order} onClose={onClose} />}
    </Modal>
  );
}

function EditOrderFields({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateOrder(order.id);
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<EditOrderForm>({
    resolver: zodResolver(editOrderForm, { error: (issue) => issueKey(issue) }) as never,
    defaultValues: {
      buyerOrderNumber: order.buyerOrderNumber,
      additionalDeliveryInformation: order.additionalDeliveryInformation ?? '',
    },
  });
  const submit = handleSubmit((values) =>
    update.mutate(
      {
        buyerOrderNumber: values.buyerOrderNumber,
        additionalDeliveryInformation: values.additionalDeliveryInformation,
      },
      {
        onSuccess: () => {
          notify({ level: 'SUCCESS', message: t('orders.edit.saved') });
          onClose();
        },
      },
    ),
  );
  const refusal = update.error;
  const failure =
    refusal && isApiError(refusal) && refusal.reason === ORDER_MESSAGES.notEditable
      ? t('orders.edit.notEditable')
      : refusal
        ? t('orders.edit.failed')
        : null;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          {...register('buyerOrderNumber')}
          label={t('orders.numbers.buyerOrderNumber')}
          withAsterisk
          maxLength={BUYER_ORDER_NUMBER_MAX_LENGTH + 5}
          error={errors.buyerOrderNumber?.message && t(errors.buyerOrderNumber.message)}
        />
        <Textarea
          {...register('additionalDeliveryInformation')}
          label={t('orders.delivery.additional')}
          autosize
          minRows={3}
          maxLength={ADDITIONAL_DELIVERY_INFORMATION_MAX_LENGTH + 5}
          error={errors.additionalDeliveryInformation?.message && t(errors.additionalDeliveryInformation.message)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('orders.edit.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending} disabled={!isDirty}>
            {t('orders.edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
