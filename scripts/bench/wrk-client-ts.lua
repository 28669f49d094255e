-- wrk's requests as the public client reads the settings and the press list: a new value of the
-- cache-busting parameter on every request (the URL given to wrk ends with `ts=`).
-- Used by scripts/bench/all.ts: wrk -s scripts/bench/wrk-client-ts.lua URL
local n = 0
request = function()
  n = n + 1
  return wrk.format(nil, wrk.path .. n)
end
