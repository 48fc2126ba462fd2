import { MFA_MESSAGES } from '@arrears/domain';
import { Copy, Download } from 'lucide-react';
import { useBrand } from '@/lib/public-config';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { toast } from '@/ui/use-toast';

/**
 * The 10 one-time backup codes of a new two-factor setup, with copy and download: they are shown
 * once, so the user keeps them somewhere safe before verifying.
 */
export function BackupCodesPanel({ codes }: { codes: readonly string[] }) {
  const brand = useBrand();
  if (codes.length === 0) return <Alert tone="warning">{MFA_MESSAGES.backupCodesUnavailable}</Alert>;

  const text = `${brand.companyName} backup codes (each works once)\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast({ title: 'Copied', description: 'The backup codes are on your clipboard.', duration: 3000 });
    } catch {
      toast({
        title: 'Copy Failed',
        description: 'Your browser did not allow copying. Please download or write the codes down.',
        variant: 'destructive',
      });
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'backup-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="space-y-3">
      <ul
        aria-label="Backup codes"
        className="grid grid-cols-2 gap-2 rounded-lg border border-gray-200 bg-gray-50 p-3 font-mono text-base sm:grid-cols-5"
      >
        {codes.map((code) => (
          <li
            key={code}
            className="rounded bg-white px-2 py-1 text-center tracking-widest"
            data-testid="backup-code"
          >
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={copy}>
          <Copy className="size-4" aria-hidden="true" />
          Copy Codes
        </Button>
        <Button variant="outline" size="sm" onClick={download}>
          <Download className="size-4" aria-hidden="true" />
          Download Codes
        </Button>
      </div>
    </div>
  );
}
