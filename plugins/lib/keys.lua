-- Letter keys for the items of a question (A, B, ... Z, then K27, K28...) given in an order
-- scrambled from their texts, so that the keys do not spell out the answer: shared by
-- `order` and `match`.

local LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

local keys = {}

-- The key of the n-th item.
function keys.name(n)
  if n <= #LETTERS then return LETTERS:sub(n, n) end
  return "K" .. n
end

-- A fixed scramble of a text (FNV-1a), the same in every session.
local function scramble(text)
  local h = 2166136261
  for i = 1, #text do h = ((h ~ text:byte(i)) * 16777619) & 0xFFFFFFFF end
  return h
end

-- The indices of `texts` (a list of strings) in their scrambled order: ties between equal
-- texts keep their order.
function keys.scrambled(texts)
  local order = {}
  for i = 1, #texts do order[i] = i end
  table.sort(order, function(a, b)
    local ha, hb = scramble(texts[a]), scramble(texts[b])
    if ha ~= hb then return ha < hb end
    return a < b
  end)
  return order
end

return keys
