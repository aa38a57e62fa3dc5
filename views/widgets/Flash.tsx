import { usePage } from '../context';
import { keepCodes } from './Codes';

/** The one-time message left by the previous form post ("Los cambios se han guardado"). */
export function Flash() {
  const { flash } = usePage();
  if (!flash) return null;
  return (
    <p className={`flash flash-${flash.kind}`} role={flash.kind === 'error' ? 'alert' : 'status'}>
      {keepCodes(flash.text)}
    </p>
  );
}
