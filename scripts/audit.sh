#!/usr/bin/env bash
# npm audit for production dependencies: fails on high or critical advisories. Some registries
# (mirrors, proxies) do not serve the audit endpoint; that is reported, not treated as a pass.
set -uo pipefail
out=$(npm audit --omit=dev --audit-level=high 2>&1)
code=$?
echo "$out" | grep -v 'Unknown user config' | tail -20
if [ $code -ne 0 ] && echo "$out" | grep -q 'audit endpoint returned an error\|ENOAUDIT\|EAUDITNOPJSON'; then
  echo "audit: the registry did not answer the audit request; NOT checked on this machine"
  exit 0
fi
exit $code
