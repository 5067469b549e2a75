-- Wiring for Neovim 0.7+, without nvim-lspconfig.
--
-- Put this directory on the runtimepath and call setup, e.g. in init.lua:
--
--   vim.opt.runtimepath:append("/path/to/wiring/editors/neovim")
--   require("wiring").setup({
--     cmd = { "wiring" },                      -- or an absolute path
--     settings = { wiring = { rules = { ["initializable/ungated-async"] = "off" } } },
--   })
--
-- One server runs per workspace root (the nearest directory upwards with
-- .wiring.json, Package.swift or .git). Code lenses (gate coverage) are
-- refreshed on BufEnter, CursorHold and InsertLeave.
local M = {}

local clients = {} -- root directory -> client id

local function root_of(bufnr)
  local name = vim.api.nvim_buf_get_name(bufnr)
  if name == "" then return vim.loop.cwd() end
  local dir = vim.fn.fnamemodify(name, ":p:h")
  for _, marker in ipairs({ ".wiring.json", "Package.swift" }) do
    local found = vim.fn.findfile(marker, dir .. ";")
    if found ~= "" then return vim.fn.fnamemodify(found, ":p:h") end
  end
  local git = vim.fn.finddir(".git", dir .. ";")
  if git ~= "" then return vim.fn.fnamemodify(git, ":p:h:h") end
  return dir
end

function M.attach(bufnr, opts)
  opts = opts or {}
  local root = root_of(bufnr)
  local id = clients[root]
  if not id or not vim.lsp.get_client_by_id(id) then
    id = vim.lsp.start_client({
      name = "wiring",
      cmd = opts.cmd or { "wiring" },
      root_dir = root,
      init_options = opts.init_options,
      settings = opts.settings,
      flags = { debounce_text_changes = 50 },
      on_attach = opts.on_attach,
      on_exit = function() clients[root] = nil end,
    })
    if not id then return end
    clients[root] = id
  end
  vim.lsp.buf_attach_client(bufnr, id)
end

function M.setup(opts)
  opts = opts or {}
  local group = vim.api.nvim_create_augroup("wiring_lsp", { clear = true })
  vim.api.nvim_create_autocmd("FileType", {
    group = group,
    pattern = "swift",
    callback = function(args) M.attach(args.buf, opts) end,
  })
  if opts.codelens ~= false then
    vim.api.nvim_create_autocmd({ "BufEnter", "CursorHold", "InsertLeave" }, {
      group = group,
      pattern = "*.swift",
      callback = function() pcall(vim.lsp.codelens.refresh) end,
    })
  end
end

return M
