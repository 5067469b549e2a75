-- Driven by scripts/test-neovim inside `nvim --headless -u init.lua`, where
-- init.lua is the setup a user writes (editors/neovim/README.md): it put
-- editors/neovim on the runtimepath and called require("wiring").setup.
-- Everything here goes through that setup: the FileType/LspAttach wiring,
-- code lens refreshes, and the code-action flow a user triggers with
-- vim.lsp.buf.code_action(). Uses only APIs present from Neovim 0.7 on.
local root = assert(os.getenv("WIRING_TEST_ROOT"))
local v = vim.version()
local label = string.format("neovim %d.%d.%d (%s API)", v.major, v.minor, v.patch,
  require("wiring").api or "no")
local steps = {}
-- WIRING_NVIM_SOURCEKIT=1: init.lua also has the README's sourcekit-lsp
-- snippet; its diagnostics are left out of the counts below
local beside = os.getenv("WIRING_NVIM_SOURCEKIT") == "1"
if beside then label = label .. " beside sourcekit-lsp" end

local function finish(ok, message)
  io.stdout:write((ok and "PASS " or "FAIL ") .. label .. ": " .. message .. "\n")
  io.stdout:flush()
  vim.cmd((ok and "qall!" or "cquit!"))
end

local function wait(ms, predicate) return vim.wait(ms, predicate, 50) end

local function wiring_clients(buf)
  local list
  if vim.lsp.get_clients then list = vim.lsp.get_clients({ bufnr = buf })
  else list = vim.lsp.buf_get_clients(buf) end
  local out = {}
  for _, c in pairs(list) do if c.name == "wiring" then table.insert(out, c) end end
  return out
end

local function diagnostics(buf)
  local out = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    if not beside or d.source == "wiring" then table.insert(out, d) end
  end
  return out
end

local function ours(buf, code)
  local out = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    local c = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
    if c == code then table.insert(out, d) end
  end
  return out
end

local function lens_titles(buf)
  local out = {}
  for _, lens in ipairs(vim.lsp.codelens.get(buf) or {}) do
    if lens.command and lens.command.title then table.insert(out, lens.command.title) end
  end
  return out
end

local function has_lens(buf, pattern)
  for _, t in ipairs(lens_titles(buf)) do
    if t:find(pattern) then return t end
  end
end

local function open(name)
  vim.cmd("edit " .. vim.fn.fnameescape(root .. "/" .. name))
  return vim.api.nvim_get_current_buf()
end

-- every call of vim.deprecate (Neovim prints only the hard deprecations)
local deprecated = {}
local deprecate = vim.deprecate
vim.deprecate = function(name, ...)
  table.insert(deprecated, name)
  return deprecate(name, ...)
end

local ok, err = pcall(function()
  -- 1. opening a Swift file starts and attaches the server
  local a = open("A.swift")
  if vim.bo[a].filetype ~= "swift" then return finish(false, "A.swift has filetype " .. vim.bo[a].filetype) end
  if not wait(15000, function() return #wiring_clients(a) == 1 end) then
    return finish(false, "no wiring client attached to A.swift")
  end
  if beside then
    local function sourcekit()
      local list = vim.lsp.get_clients({ bufnr = a })
      for _, c in ipairs(list) do if c.name == "sourcekit" then return c end end
    end
    if not wait(15000, function() return sourcekit() ~= nil end) then
      return finish(false, "sourcekit-lsp did not attach beside wiring")
    end
  end
  table.insert(steps, beside and "wiring and sourcekit attached" or "attached")

  -- 2. the diagnostic arrives, once, on the @WaitForInit attribute
  local code = "initializable/waitfor-requires-async"
  if not wait(15000, function() return #ours(a, code) >= 1 end) then
    return finish(false, "no " .. code .. " diagnostic; got " .. vim.inspect(diagnostics(a)))
  end
  vim.wait(300) -- a second copy (pull diagnostics) would arrive by now
  local all = diagnostics(a)
  if #all ~= 1 then return finish(false, "expected one diagnostic, got " .. vim.inspect(all)) end
  local d = all[1]
  if d.lnum ~= 3 or d.col ~= 4 or d.end_col ~= 16 then
    return finish(false, "diagnostic at the wrong place: " .. vim.inspect(d))
  end
  table.insert(steps, "one diagnostic")

  -- 3. the fix-it as a user applies it: cursor on the diagnostic,
  --    vim.lsp.buf.code_action(), pick "Add 'async'" in vim.ui.select
  vim.api.nvim_win_set_cursor(0, { 4, 6 })
  local offered = {}
  local select = vim.ui.select
  vim.ui.select = function(items, opts, on_choice)
    local format = opts and opts.format_item or tostring
    for i, item in ipairs(items) do
      local title = format(item)
      table.insert(offered, title)
      if title:find("Add 'async'", 1, true) then return on_choice(item, i) end
    end
    on_choice(nil, nil)
  end
  vim.lsp.buf.code_action()
  local fixed = wait(10000, function()
    return vim.api.nvim_buf_get_lines(a, 4, 5, false)[1] == "    func f() async {}"
  end)
  vim.ui.select = select
  if not fixed then
    return finish(false, "\"Add 'async'\" not applied; offered " .. vim.inspect(offered) ..
      ", line 5 is " .. vim.inspect(vim.api.nvim_buf_get_lines(a, 4, 5, false)[1]))
  end
  if not wait(15000, function() return #diagnostics(a) == 0 end) then
    return finish(false, "diagnostics did not clear: " .. vim.inspect(diagnostics(a)))
  end
  table.insert(steps, "fix applied, diagnostics cleared")

  -- 4. gate coverage lens on an Initializable actor, shown on attach
  local cache = open("Cache.swift")
  local before = "gate: 1/1 async method waits"
  if not wait(15000, function() return has_lens(cache, before) end) then
    return finish(false, "no coverage lens on Cache; lenses: " .. vim.inspect(lens_titles(cache)))
  end
  table.insert(steps, "coverage lens")

  -- 5. ... and refreshed after an edit that changes the coverage
  local line = nil
  for i, l in ipairs(vim.api.nvim_buf_get_lines(cache, 0, -1, false)) do
    if l:find("func value") then line = i end
  end
  vim.api.nvim_buf_set_lines(cache, line, line, false, { "    func other() async -> Int { 1 }" })
  local after = "gate: 2/2 async methods wait"
  if not wait(15000, function() return has_lens(cache, after) end) then
    return finish(false, "coverage lens not refreshed after the edit; lenses: " .. vim.inspect(lens_titles(cache)))
  end
  table.insert(steps, "lens refreshed after an edit")

  -- 5b. the setup's own refresh (InsertLeave), without the server's
  --     workspace/codeLens/refresh: an edit typed in insert mode
  for _, c in ipairs(wiring_clients(cache)) do
    c.handlers["workspace/codeLens/refresh"] = function() return vim.NIL end
  end
  vim.api.nvim_win_set_cursor(0, { line + 1, 0 })
  vim.api.nvim_feedkeys("o    func third() async -> Int { 2 }\27", "xt", false)
  local typed = "gate: 3/3 async methods wait"
  if not wait(15000, function() return has_lens(cache, typed) end) then
    return finish(false, "coverage lens not refreshed after InsertLeave; lenses: " .. vim.inspect(lens_titles(cache)))
  end
  table.insert(steps, "lens refreshed on InsertLeave")

  -- 6. SafeDI lens on an @Instantiable type
  local app = open("App.swift")
  if not wait(15000, function() return has_lens(app, "instantiated in 1 place") end) then
    return finish(false, "no SafeDI lens on Service; lenses: " .. vim.inspect(lens_titles(app)))
  end
  table.insert(steps, "SafeDI lens")

  -- 7. shutdown + exit: the server exits with 0 (on_exit given to setup)
  local ids = {}
  for _, c in ipairs(wiring_clients(app)) do table.insert(ids, c.id) end
  if #ids ~= 1 then return finish(false, "expected one wiring client for the workspace, got " .. #ids) end
  vim.lsp.stop_client(ids)
  if not wait(10000, function() return _G.wiring_test_exit ~= nil end) then
    return finish(false, "the server did not exit after shutdown")
  end
  if _G.wiring_test_exit ~= 0 then
    return finish(false, "the server exited with code " .. tostring(_G.wiring_test_exit))
  end
  table.insert(steps, "exit 0")

  -- 8. no deprecated API used (vim.lsp.start_client on 0.11, …)
  local messages = vim.fn.execute("messages")
  if #deprecated > 0 or messages:lower():find("deprecat") then
    return finish(false, "deprecated API used: " .. vim.inspect(deprecated) .. messages)
  end
  table.insert(steps, "no deprecated API")
  finish(true, table.concat(steps, ", "))
end)
if not ok then finish(false, "error: " .. tostring(err)) end
