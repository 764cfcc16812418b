#!/usr/bin/env bash
# Regenerates the legacy spreadsheet fixtures (see make-fixtures.mjs). Needs LibreOffice
# (`apt-get install libreoffice-calc-nogui`). The files are committed; the tests do not run this.
set -euo pipefail
cd "$(dirname "$0")"
node make-fixtures.mjs
out=$(mktemp -d)
# BIFF8 (Excel 97-2003), written by LibreOffice.
soffice --headless --convert-to 'xls:MS Excel 97' --outdir "$out" alumni.xlsx >/dev/null
mv "$out/alumni.xls" alumni-biff8.xls
# BIFF5 (Excel 5.0/95): LibreOffice reads it but no longer writes it, so SheetJS writes it from the
# LibreOffice BIFF8 file; LibreOffice then reads it back to CSV as a check that it is a real BIFF5 file.
# (SheetJS writes BIFF5 text as 7-bit ASCII, which is why the sample rows have no accented letters.)
node -e "
const XLSX = require('xlsx');
const wb = XLSX.read(require('fs').readFileSync('alumni-biff8.xls'));
XLSX.writeFile(wb, 'alumni-biff5.xls', { bookType: 'biff5' });
"
soffice --headless --convert-to csv --outdir "$out" alumni-biff5.xls >/dev/null
cat "$out/alumni-biff5.csv"
rm -rf "$out"
ls -l alumni*
