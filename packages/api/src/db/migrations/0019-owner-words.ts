import type { Kysely } from 'kysely';

/**
 * Words an owner reads on the configuration screens (issue 41), for databases seeded before the
 * catalogue said them: the notification sound's first choice read 'Default' (so its hint said
 * 'Default: Default'), and the tip suggestions were described as comma-separated text although the
 * screen now edits them as a list. A text an owner changed is left alone. The texts are written out
 * here, not read from the catalogue, so this migration does the same thing whenever it runs.
 */
const SOUND_LABELS = [
  { language: 'en', old: 'Default', label: 'Short tone' },
  { language: 'de', old: 'Standard', label: 'Kurzer Ton' },
] as const;

const TIP_TEXTS = [
  {
    language: 'en',
    old: 'Comma-separated percentages offered as tips',
    description: 'The percentages a guest is offered as a tip when paying',
  },
  {
    language: 'de',
    old: 'Kommagetrennte Prozentsätze als Trinkgeldvorschlag',
    description: 'Die Prozentsätze, die Gästen beim Bezahlen als Trinkgeld angeboten werden',
  },
] as const;

type TTables = {
  config_settings: { id: number; key: string };
  config_setting_translations: {
    setting_id: number;
    language: string;
    description: string | null;
    select_translations: string | null;
  };
};

async function settingId(db: Kysely<TTables>, key: string): Promise<number | undefined> {
  const row = await db.selectFrom('config_settings').select('id').where('key', '=', key).executeTakeFirst();
  return row?.id;
}

export async function up(unknownDb: Kysely<unknown>): Promise<void> {
  const db = unknownDb as unknown as Kysely<TTables>;
  const sound = await settingId(db, 'NOTIFICATIONS.SOUND');
  if (sound !== undefined) {
    for (const { language, old, label } of SOUND_LABELS) {
      const row = await db
        .selectFrom('config_setting_translations')
        .select('select_translations')
        .where('setting_id', '=', sound)
        .where('language', '=', language)
        .executeTakeFirst();
      if (!row?.select_translations) continue;
      const labels = JSON.parse(row.select_translations) as Record<string, string>;
      if (labels.DEFAULT !== old) continue;
      labels.DEFAULT = label;
      await db
        .updateTable('config_setting_translations')
        .set({ select_translations: JSON.stringify(labels) })
        .where('setting_id', '=', sound)
        .where('language', '=', language)
        .execute();
    }
  }
  const tips = await settingId(db, 'PAYMENT.TIP_PERCENTAGES');
  if (tips !== undefined) {
    for (const { language, old, description } of TIP_TEXTS) {
      await db
        .updateTable('config_setting_translations')
        .set({ description })
        .where('setting_id', '=', tips)
        .where('language', '=', language)
        .where('description', '=', old)
        .execute();
    }
  }
}
