import { Button } from '../../components/admin/button.tsx';
import { FormActions } from '../../components/admin/form-section.tsx';

/**
 * The buttons under every content form: preview and save, and, for a record guests can see,
 * unpublish (which needs no field to be valid, so it skips the browser's checks).
 */
export function ContentFormActions({ busy, canUnpublish = false }: { busy: boolean; canUnpublish?: boolean }) {
  return (
    <FormActions>
      {canUnpublish ? (
        <Button type="submit" name="intent" value="unpublish" variant="danger" disabled={busy} formNoValidate>
          非公開にする
        </Button>
      ) : null}
      <Button type="submit" name="intent" value="preview" variant="secondary" disabled={busy}>
        プレビュー
      </Button>
      <Button type="submit" name="intent" value="save" disabled={busy}>
        保存
      </Button>
    </FormActions>
  );
}
