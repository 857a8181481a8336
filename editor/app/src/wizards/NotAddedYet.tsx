// Why a wizard cannot finish yet (pages still too like others), shown first on its last step, where
// she looks after clicking Add, with how to fix it; the draft is kept either way.
export function NotAddedYet({ reasons, fix }: { reasons?: string[]; fix: string }) {
  if (!reasons?.length) return null;
  return (
    <div className="needs-text over" role="alert">
      <strong>Not added yet:</strong>
      <ul>
        {reasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      {fix} Cancel, then Keep it for later, keeps everything you typed.
    </div>
  );
}
