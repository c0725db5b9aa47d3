import { Suspense, useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadBoundary } from './LoadBoundary';
import { retryableLazy } from './retryableLazy';

function Panel({ text }: { text: string }) {
  return <p>{text}</p>;
}

describe('LoadBoundary with retryableLazy', () => {
  it('keeps the page when an overlay’s code fails to load, says so once, and loads it at the next opening', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue({ default: Panel });
    const Overlay = retryableLazy(load);
    const onError = jest.fn();
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>Abrir</button>
          <LoadBoundary
            onError={(error) => {
              setOpen(false);
              onError(error);
            }}
          >
            <Suspense fallback={null}>{open && <Overlay text="Panel abierto" />}</Suspense>
          </LoadBoundary>
        </>
      );
    }
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Page />);

    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Abrir' })).toBeInTheDocument();
    expect(screen.queryByText('Panel abierto')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByText('Panel abierto')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
