/** Issue 33: the IVA codes as a select offers them ('General (16 %)'...), from the server's own labels. */
import { IVA_CODES, IVA_LABELS } from '@bo/fiscal';

export const IVA_CHOICES = IVA_CODES.map((code) => ({ id: code, name: IVA_LABELS[code] }));
