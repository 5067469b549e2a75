-- Wiring for Neovim 0.7 and later, without nvim-lspconfig.
--
-- Put the folder that holds this `lua/` folder on the runtimepath (or copy
-- this file to ~/.config/nvim/lua/wiring.lua) and call setup in init.lua:
--
--   vim.opt.runtimepath:append("/path/to/wiring/editors/neovim")
--   require("wiring").setup({
--     cmd = { "wiring" },                 -- or { "/abs/path/to/wiring", "lsp" }
--     init_options = { rules = { ["initializable/ungated-async"] = "off" } },
--   })
--
-- setup picks the API by feature detection:
--   * Neovim 0.11+ (vim.lsp.config and vim.lsp.enable exist): the server is
--     declared with vim.lsp.config("wiring", …) and enabled with
--     vim.lsp.enable("wiring"); Neovim starts it for Swift buffers.
--   * Neovim 0.8–0.10: a FileType autocommand calls vim.lsp.start, which
--     starts one client per workspace root and attaches each Swift buffer.
--   * Neovim 0.7: the same autocommand starts the client with
--     vim.lsp.start_client and attaches buffers with vim.lsp.buf_attach_client.
-- The workspace root is the nearest directory upwards with .wiring.json,
-- else Package.swift, else .git (else the file's directory).
--
-- Code lenses (gate coverage, SafeDI instantiation counts) are refreshed
-- when the server attaches to a buffer, on BufEnter, InsertLeave and
-- BufWritePost, after TextChanged (debounced), and whenever the server sends
-- workspace/codeLens/refresh (this setup tells the server it may).
-- Diagnostics are the ones the server pushes (Neovim's pull diagnostics,
-- 0.10+, are turned off for this server so each problem shows once); the
-- fix-its are code actions: vim.lsp.buf.code_action().
--
-- Options (all optional):
--   cmd                command to start the server          { "wiring" }
--   filetypes          filetypes to attach to               { "swift" }
--   root_markers       root markers, first found wins       { ".wiring.json", "Package.swift", ".git" }
--   init_options       initializationOptions (keys of .wiring.json, plus
--                      cacheDirectory / cache = false)
--   settings           sent as workspace/didChangeConfiguration, e.g. { wiring = { rules = {…} } }
--   capabilities       merged over Neovim's client capabilities
--   on_attach          function(client, bufnr), called for every attached buffer
--   on_exit            function(code, signal, client_id)
--   codelens           false to leave code lenses alone      true
--   codelens_debounce  milliseconds after the last change    300
--   api                "auto", or force "config" (0.11+), "start" (0.8+)
--                      or "client" (0.7's start_client)           "auto"
local M = {}

local uv = vim.uv or vim.loop
local api = vim.api

local defaults = {
  cmd = { "wiring" },
  filetypes = { "swift" },
  root_markers = { ".wiring.json", "Package.swift", ".git" },
  codelens = true,
  codelens_debounce = 300,
  api = "auto",
}

M.name = "wiring"

--- true when this Neovim has the 0.11 API (vim.lsp.config / vim.lsp.enable).
function M.has_config_api()
  return vim.lsp.config ~= nil and type(vim.lsp.enable) == "function"
end

local function root_of(bufnr, markers)
  local name = api.nvim_buf_get_name(bufnr)
  if name == "" then return uv.cwd() end
  local dir = vim.fn.fnamemodify(name, ":p:h")
  for _, marker in ipairs(markers) do
    local found = vim.fn.findfile(marker, dir .. ";")
    if found == "" then found = vim.fn.finddir(marker, dir .. ";") end
    if found ~= "" then return vim.fn.fnamemodify(found, ":p:h" .. (vim.fn.isdirectory(found) == 1 and ":h" or "")) end
  end
  return dir
end
M.root_of = root_of

-- Code lenses --------------------------------------------------------------

local attached = {} -- bufnr -> client id
local timers = {}   -- bufnr -> uv timer

local function refresh_now(bufnr)
  if not api.nvim_buf_is_loaded(bufnr) then return end
  local id = attached[bufnr]
  if not id or not vim.lsp.buf_is_attached(bufnr, id) then return end
  if type(vim.lsp.codelens.refresh) ~= "function" then return end
  if vim.fn.has("nvim-0.10") == 1 then
    vim.lsp.codelens.refresh({ bufnr = bufnr })
  else
    -- before 0.10 refresh() works on the current buffer
    api.nvim_buf_call(bufnr, function() vim.lsp.codelens.refresh() end)
  end
end

local function schedule_refresh(bufnr, delay)
  local timer = timers[bufnr]
  if not timer then
    timer = uv.new_timer()
    timers[bufnr] = timer
  end
  timer:stop()
  timer:start(delay, 0, vim.schedule_wrap(function() refresh_now(bufnr) end))
end

local function forget(bufnr)
  attached[bufnr] = nil
  local timer = timers[bufnr]
  if timer then
    timers[bufnr] = nil
    timer:stop()
    if not timer:is_closing() then timer:close() end
  end
end

--- Fetches the code lenses of every buffer the server is attached to.
function M.refresh_codelens()
  for bufnr in pairs(attached) do refresh_now(bufnr) end
end

-- the server asks for lenses again (coverage changed, maybe in another file)
local function codelens_refresh_handler(_, _, ctx)
  for bufnr, id in pairs(attached) do
    if ctx == nil or ctx.client_id == nil or id == ctx.client_id then schedule_refresh(bufnr, 0) end
  end
  return vim.NIL
end

local function watch_buffer(bufnr, client_id, opts)
  if attached[bufnr] == client_id then return end
  attached[bufnr] = client_id
  if opts.codelens == false then return end
  local group = api.nvim_create_augroup("wiring_codelens_" .. bufnr, { clear = true })
  api.nvim_create_autocmd({ "BufEnter", "InsertLeave", "BufWritePost" }, {
    group = group,
    buffer = bufnr,
    callback = function() schedule_refresh(bufnr, 0) end,
  })
  api.nvim_create_autocmd({ "TextChanged" }, {
    group = group,
    buffer = bufnr,
    callback = function() schedule_refresh(bufnr, opts.codelens_debounce) end,
  })
  api.nvim_create_autocmd({ "BufWipeout", "BufUnload" }, {
    group = group,
    buffer = bufnr,
    callback = function()
      forget(bufnr)
      pcall(api.nvim_del_augroup_by_id, group)
    end,
  })
  schedule_refresh(bufnr, 0)
end

-- Client configuration shared by every API ---------------------------------

local function client_capabilities(opts)
  local caps = vim.lsp.protocol.make_client_capabilities()
  caps.workspace = caps.workspace or {}
  caps.workspace.codeLens = { refreshSupport = opts.codelens ~= false }
  if opts.capabilities then caps = vim.tbl_deep_extend("force", caps, opts.capabilities) end
  return caps
end

local function on_init(client)
  -- The server pushes diagnostics and also answers pull requests; Neovim
  -- 0.10+ would show both sets (separate namespaces). Keep the pushed ones.
  if client.server_capabilities then client.server_capabilities.diagnosticProvider = nil end
end

local function client_config(opts)
  return {
    name = M.name,
    cmd = opts.cmd,
    init_options = opts.init_options,
    settings = opts.settings,
    capabilities = client_capabilities(opts),
    handlers = { ["workspace/codeLens/refresh"] = codelens_refresh_handler },
    flags = { debounce_text_changes = 50 },
    on_init = on_init,
  }
end

local function attached_callback(opts)
  return function(client, bufnr)
    watch_buffer(bufnr, client.id, opts)
    if opts.on_attach then opts.on_attach(client, bufnr) end
  end
end

local clients = {} -- root directory -> client id (0.7 path)

local function exit_callback(opts, root)
  return function(code, signal, client_id)
    if root and clients[root] == client_id then clients[root] = nil end
    for b, c in pairs(attached) do
      if c == client_id then forget(b) end
    end
    if opts.on_exit then opts.on_exit(code, signal, client_id) end
  end
end

-- Neovim 0.11+ ---------------------------------------------------------------

local function setup_config_api(opts, group)
  local config = client_config(opts)
  config.name = nil
  config.filetypes = opts.filetypes
  config.root_dir = function(bufnr, on_dir) on_dir(root_of(bufnr, opts.root_markers)) end
  config.on_exit = exit_callback(opts)
  vim.lsp.config(M.name, config)
  local attach = attached_callback(opts)
  api.nvim_create_autocmd("LspAttach", {
    group = group,
    callback = function(args)
      local client = vim.lsp.get_client_by_id(args.data.client_id)
      if client and client.name == M.name then attach(client, args.buf) end
    end,
  })
  api.nvim_create_autocmd("LspDetach", {
    group = group,
    callback = function(args)
      if attached[args.buf] == args.data.client_id then forget(args.buf) end
    end,
  })
  vim.lsp.enable(M.name)
end

-- Neovim 0.8–0.10: vim.lsp.start -------------------------------------------

local function attach_with_start(bufnr, opts)
  if not api.nvim_buf_is_valid(bufnr) or vim.bo[bufnr].buftype ~= "" then return end
  local root = root_of(bufnr, opts.root_markers)
  local config = client_config(opts)
  config.root_dir = root
  config.workspace_folders = { { uri = vim.uri_from_fname(root), name = root } }
  config.on_attach = attached_callback(opts)
  config.on_exit = exit_callback(opts)
  -- vim.lsp.start reuses the client with the same name and root_dir. It
  -- takes the buffer as opts.bufnr from 0.10 on and attaches the current
  -- buffer before that.
  if vim.fn.has("nvim-0.10") == 1 then
    vim.lsp.start(config, { bufnr = bufnr })
  else
    api.nvim_buf_call(bufnr, function() vim.lsp.start(config) end)
  end
end

-- Neovim 0.7: vim.lsp.start_client + vim.lsp.buf_attach_client ---------------

local function attach_with_client_api(bufnr, opts)
  if not api.nvim_buf_is_valid(bufnr) or vim.bo[bufnr].buftype ~= "" then return end
  local root = root_of(bufnr, opts.root_markers)
  local id = clients[root]
  if not id or not vim.lsp.get_client_by_id(id) then
    local config = client_config(opts)
    config.root_dir = root
    config.workspace_folders = { { uri = vim.uri_from_fname(root), name = root } }
    config.on_attach = attached_callback(opts)
    config.on_exit = exit_callback(opts, root)
    id = vim.lsp.start_client(config)
    if not id then return end
    clients[root] = id
  end
  vim.lsp.buf_attach_client(bufnr, id)
end

local attachers = { start = attach_with_start, client = attach_with_client_api }

--- Attaches Wiring to a buffer by hand (the "start" and "client" APIs).
function M.attach(bufnr, opts)
  opts = vim.tbl_extend("force", defaults, M.options or {}, opts or {})
  local how = M.api == "client" and "client" or "start"
  attachers[how](bufnr or api.nvim_get_current_buf(), opts)
end

local function setup_autocmd_api(opts, group, attach)
  api.nvim_create_autocmd("FileType", {
    group = group,
    pattern = opts.filetypes,
    callback = function(args) attach(args.buf, opts) end,
  })
  -- buffers opened before setup ran
  local wanted = {}
  for _, ft in ipairs(opts.filetypes) do wanted[ft] = true end
  for _, bufnr in ipairs(api.nvim_list_bufs()) do
    if api.nvim_buf_is_loaded(bufnr) and wanted[vim.bo[bufnr].filetype] then
      attach(bufnr, opts)
    end
  end
end

--- The API setup uses on this Neovim: "config" (0.11+), "start" (0.8+) or
--- "client" (0.7).
function M.detect_api()
  if vim.fn.has("nvim-0.11") == 1 and M.has_config_api() then return "config" end
  if type(vim.lsp.start) == "function" then return "start" end
  return "client"
end

function M.setup(opts)
  opts = vim.tbl_extend("force", defaults, opts or {})
  M.options = opts
  local group = api.nvim_create_augroup("wiring_lsp", { clear = true })
  local how = opts.api
  if how == nil or how == "auto" then how = M.detect_api() end
  M.api = how
  if how == "config" then
    setup_config_api(opts, group)
  else
    -- setup called again with another API: stop Neovim's own starting
    if M.has_config_api() then pcall(vim.lsp.enable, M.name, false) end
    setup_autocmd_api(opts, group, attachers[how] or error("wiring: unknown api " .. tostring(how)))
  end
end

return M
