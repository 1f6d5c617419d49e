-- The state of namada_bindings_screen.lua, in its own module so the REPL and specs can assign it:
-- require("namada_bindings_state").topTitle = "…".
return State{ typedText = nil, topTitle = "TOP LABEL" }
