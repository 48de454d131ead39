-- Numbers as players type them and as answers state them, shared by `numeric` and `cloze`.

local numbers = {}

local function is_finite(x)
  return type(x) == "number" and x == x and x ~= math.huge and x ~= -math.huge
end
numbers.is_finite = is_finite

-- The number the player typed, or nil: full-width digits and signs ("３，１４") as their
-- ASCII twins, trimmed, and "3,14" read as 3.14.
function numbers.parse(text)
  if type(text) ~= "string" then return nil end
  local s = trivium.fold_width(text):gsub("\xE3\x80\x80", " "):match("^%s*(.-)%s*$")
  if not s:find(".", 1, true) then
    local comma = s:find(",", 1, true)
    if comma and not s:find(",", comma + 1, true) then
      s = s:sub(1, comma - 1) .. "." .. s:sub(comma + 1)
    end
  end
  local x = tonumber(s)
  if not is_finite(x) then return nil end
  return x
end

-- The shortest text that reads back as exactly `x`.
function numbers.format(x)
  if math.type(x) == "integer" then return tostring(x) end
  for digits = 6, 17 do
    local s = ("%." .. digits .. "g"):format(x)
    if tonumber(s) == x then return s end
  end
  return ("%.17g"):format(x)
end

-- Whether `x` is within `tolerance` of `value`, with a little slack so that 3.15 is within
-- 0.01 of 3.14 despite binary fractions.
function numbers.within(x, value, tolerance)
  if x == nil then return false end
  local slack = 1e-9 * math.max(1, math.abs(value), tolerance)
  return math.abs(x - value) <= tolerance + slack
end

return numbers
