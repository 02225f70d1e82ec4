import { Info, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Callout } from '../../../design-system/Callout';
import { Dialog } from '../../../design-system/Dialog';
import { Form, FormAlert } from '../../../design-system/Form';
import { Inline, Stack } from '../../../design-system/Layout';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { StaffChannel, StaffChannelList } from '../../../src/api/contract/adminChannels';
import { AmountsSection, IdentitySection, SettingsSection } from './ChannelFormSections';
import { KindSettings } from './KindSettings';
import { useChannelName } from './parts';
import { useChannelForm } from './useChannelForm';

/**
 * Create or edit a deposit channel in a dialog (state and checks in useChannelForm). When someone
 * else saved the channel meanwhile (409 finance.stale) the form says so and offers their version
 * instead of overwriting it.
 */
export function ChannelForm({
  data,
  channel,
  onClose,
}: {
  data: StaffChannelList;
  /** Null: a new channel. */
  channel: StaffChannel | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const nameOf = useChannelName();
  const form = useChannelForm({ data, channel, onClose });
  const { saving, formId } = form;
  const title = channel ? t('channels.form.editTitle', { name: nameOf(channel) }) : t('channels.form.createTitle');

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !saving && onClose()}
      dismissible={!saving}
      title={title}
      description={t('channels.form.description', { symbol: data.currencySymbol, digits: data.minorUnitDigits })}
      footer={
        <>
          <Button variant="secondary" disabled={saving} onPress={onClose}>
            {t('channels.form.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {channel ? t('channels.form.save') : t('channels.form.create')}
          </Button>
        </>
      }
    >
      <Form kit={form.kit} id={formId} aria-label={title} onSubmit={form.submit}>
        <Stack gap="xl" minWidth={0}>
          {form.reloaded ? (
            <div role="status">
              <Callout tone="caution" icon={Info}>
                {t('channels.form.reloaded')}
              </Callout>
            </div>
          ) : null}
          <IdentitySection data={data} form={form} />
          <AmountsSection data={data} form={form} />
          <SettingsSection />
          <KindSettings form={form} secretSet={channel?.config.secretSet === true} />
          {form.stale ? (
            <Stack gap="sm" role="alert" ref={form.noticeRef}>
              <Callout tone="caution">{t('channels.form.stale')}</Callout>
              <Inline>
                <Button variant="secondary" size="sm" icon={<RefreshCw />} onPress={() => void form.loadLatest()}>
                  {t('channels.form.reload')}
                </Button>
              </Inline>
            </Stack>
          ) : form.kit.formError ? (
            <div ref={form.noticeRef}>
              <FormAlert />
            </div>
          ) : null}
        </Stack>
      </Form>
    </Dialog>
  );
}
