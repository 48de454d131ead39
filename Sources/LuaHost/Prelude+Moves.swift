extension Prelude {
  /// `trivium.moves(seen, texts)`: the actions a generic bot may send on the view it is
  /// shown, one or more per interactive widget, by the table "What a generic bot does with
  /// each widget" of docs/plugin-api.md. Part of the prelude's chunk, so it sees its locals.
  static let moves = #"""
    local random = host.random

    -- The words of the view's texts, for a bot that has nothing better to type.
    local function words_of(view)
      local words = {}
      for _, widget in ipairs(view) do
        if widget.type == "text" and type(widget.text) == "string" then
          for word in widget.text:gmatch("[^%s%p]+") do words[#words + 1] = word end
        end
      end
      words[#words + 1] = "42"
      return words
    end

    trivium.moves = function(seen, texts)
      local question = type(seen) == "table" and seen.question or nil
      local view = type(question) == "table" and question.view or nil
      if type(view) ~= "table" then return {} end
      if type(texts) ~= "table" or #texts == 0 then texts = words_of(view) end
      local function text() return tostring(texts[random(#texts)]) end
      -- Tiles go into slots: while the view has slots, only when one of them is empty.
      local room = true
      for _, widget in ipairs(view) do
        if widget.type == "slots" then
          room = false
          for _, slot in ipairs(widget.slots or {}) do
            if slot.char == "" then room = true end
          end
        end
      end
      local moves = {}
      for _, widget in ipairs(view) do
        local kind = widget.type
        if kind == "tiles" and room then
          for _, tile in ipairs(widget.tiles or {}) do
            if not tile.hidden then moves[#moves + 1] = { op = "pick", index = tile.index } end
          end
        elseif kind == "slots" then
          for _, slot in ipairs(widget.slots or {}) do
            if slot.char ~= "" then moves[#moves + 1] = { op = "unpick", index = slot.index } end
          end
        elseif kind == "choices" then
          for _, choice in ipairs(widget.choices or {}) do
            if widget.multiple then
              moves[#moves + 1] = { op = "toggle", key = choice.key }
            elseif not choice.selected then
              moves[#moves + 1] = { op = "select", key = choice.key }
            end
          end
        elseif kind == "inputs" then
          for _, field in ipairs(widget.fields or {}) do
            moves[#moves + 1] = { op = "input", field = field.id, text = text() }
          end
        elseif kind == "textarea" then
          local words = text() .. " " .. text() .. " " .. text()
          moves[#moves + 1] = { op = "input", field = widget.id, text = words }
        elseif kind == "sequence" and type(widget.items) == "table" and #widget.items > 1 then
          local count = #widget.items
          for _, item in ipairs(widget.items or {}) do
            -- Any other place: a draw from 1..count-1, shifted past its own.
            local to = random(count - 1)
            if to >= (tonumber(item.position) or 0) then to = to + 1 end
            moves[#moves + 1] = { op = "move", key = item.key, to = to }
          end
        end
      end
      return moves
    end
    """#
}
