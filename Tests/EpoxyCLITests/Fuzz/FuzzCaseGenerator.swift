import EpoxyTestSupport

/// Makes reproducible cases from a seed: calls of every global and factory of ``FuzzAPI`` with
/// plausible arguments mutated into wrong types, NaN, ±inf, ±0, huge and min/max integers,
/// negative sizes, cyclic and deep tables, tables whose metamethods error or yield, huge and
/// non-UTF-8 strings, and callbacks that re-enter the API (show, layout, render, tap… from a
/// measure, a didSelect, a binding); methods of every kind on the values earlier statements
/// made; and attacks on the host's limits (finalizers, message handlers, patterns, nesting).
struct FuzzCaseGenerator {
    let api: FuzzAPI
    private var random: SeededGenerator
    /// The kind of each `V[i]` assigned so far.
    private var kinds: [Int: FuzzKind] = [:]
    /// Set while a statement uses a huge count or string (tagged `+big`).
    private var big = false
    /// How often a plausible field is replaced by any value (each case picks mild or harsh, so
    /// some cases get deep into layout and others test argument checking).
    private var mutation = 0.15
    /// The `kind:method` names a statement calls inline (inside constructors and callbacks).
    private var covered: Set<String> = []
    private var depth = 0

    init(api: FuzzAPI, seed: UInt64) {
        self.api = api
        random = SeededGenerator(seed: seed)
    }

    /// The case of `seed` (a generator makes one case).
    static func makeCase(api: FuzzAPI, seed: UInt64, statements: ClosedRange<Int> = 6...24) -> FuzzCase {
        var generator = FuzzCaseGenerator(api: api, seed: seed)
        return generator.makeCase(seed: seed, count: generator.random.within(statements))
    }

    private mutating func makeCase(seed: UInt64, count: Int) -> FuzzCase {
        mutation = random.pick([0.02, 0.05, 0.15])
        var statements: [FuzzCase.Statement] = []
        for index in 1...count {
            big = false
            covered = []
            let (tag, lua) = statement(index: index)
            statements.append(.init(tag: big ? tag + "+big" : tag, lua: lua, covers: covered))
        }
        var flags: [String] = []
        flags += ["--format", random.pick(["text", "json", "ascii", "svg", "none"])]
        if random.chance(0.3) { flags += ["--device", random.pick(["iphone-se", "iphone-15", "iphone-15-pro-max", "ipad"])] }
        if random.chance(0.2) { flags += ["--type-size", random.pick(["extraSmall", "large", "accessibilityExtraExtraExtraLarge"])] }
        if random.chance(0.15) { flags += ["--columns", random.pick(["8", "20", "80", "1000"])] }
        if random.chance(0.1) { flags += ["--size", random.pick(["1x1", "320x568", "100000x100000", "100000x1"])] }
        if random.chance(0.05) { flags += ["--safe-area", random.pick(["0,0,0,0", "59,0,34,0", "5000,5000,5000,5000"])] }
        let roots = kinds.filter { [.group, .groupItem, .screen, .navigationController, .namadaRoot, .table].contains($0.value) }.keys.sorted()
        let returned = !roots.isEmpty && random.chance(0.6) ? "V[\(random.pick(roots))]" : nil
        let mode: FuzzCase.Mode = random.chance(0.7) ? .run : random.chance(0.5) ? .test : .repl
        return FuzzCase(seed: seed, statements: statements, flags: flags, returned: returned, lastUnprotected: random.chance(0.3), mode: mode)
    }

    // MARK: Statements

    private mutating func statement(index: Int) -> (String, String) {
        let roll = random.below(100)
        if roll < 8 { return attack() }
        if roll < 40, let (tag, lua) = methodCall(index: index) { return (tag, lua) }
        let name = random.pick(api.globalNames)
        let (expression, kind) = globalCall(name)
        kinds[index] = kind
        return (name, "V[\(index)] = \(expression)")
    }

    /// `V[i] = V[j]:method(…)` on a value of a kind with methods.
    private mutating func methodCall(index: Int) -> (String, String)? {
        let candidates = kinds.filter { !(api.methods[$0.value] ?? []).isEmpty }.keys.sorted()
        guard !candidates.isEmpty else { return nil }
        let target = random.pick(candidates)
        let kind = kinds[target]!
        let method = random.pick(api.methods[kind]!)
        let arguments = (0..<random.below(3)).map { _ in methodArgument(method) }.joined(separator: ", ")
        kinds[index] = resultKind(of: method, on: kind)
        return ("\(kind.rawValue):\(method)", "if V[\(target)] ~= nil then V[\(index)] = V[\(target)]:\(method)(\(arguments)) end")
    }

    /// What `kind:method` returns: models return changed copies, a binding's `observe` an
    /// observation whose handlers return it again.
    private func resultKind(of method: String, on kind: FuzzKind) -> FuzzKind {
        switch kind {
        case .groupItem, .group, .itemModel, .supplementaryItemModel, .section, .bar, .navigationModel, .namadaView: return kind
        case .binding: return method == "observe" ? .observation : .other
        case .observation: return method == "cancel" ? .other : .observation
        default: return .other
        }
    }

    /// `:method(…)` of `kind` with arguments, noted as covered.
    private mutating func inlineCall(_ method: String, of kind: FuzzKind, arguments count: ClosedRange<Int> = 1...1) -> String {
        covered.insert("\(kind.rawValue):\(method)")
        return ":\(method)(" + (0..<random.within(count)).map { _ in methodArgument(method) }.joined(separator: ", ") + ")"
    }

    private mutating func methodArgument(_ method: String) -> String {
        if random.chance(0.35) { return any() }
        let lower = method.lowercased()
        if lower.hasPrefix("did") || lower.hasPrefix("will") || ["apply", "layout", "makecoordinator", "layoutcontent", "statedidset", "viewdidset"].contains(lower) {
            return callback()
        }
        if lower.contains("priority") { return random.pick(["\"required\"", "\"defaultHigh\"", "750", "\"horizontal\"", "\"vertical\""]) }
        if lower.contains("alignment") { return alignment() }
        if lower.contains("size") { return size() }
        if lower.contains("inset") || lower == "padding" { return random.chance(0.5) ? number() : insets() }
        if ["top", "bottom", "left", "right", "leading", "trailing", "centerx", "centery", "center", "vertical", "horizontal", "edges", "at", "width", "height", "inbetween"].contains(lower) {
            return random.pick([relation(), "\"parent\"", "\"safeArea\"", "\"previous\"", "\"fullTop\"", dataID(), "V[\(random.within(1...8))]"])
        }
        if ["bind", "map", "oneWayBind", "whenStateChanged", "observe"].map({ $0.lowercased() }).contains(lower) {
            return random.pick(["\"text\"", "S[\"$text\"]", "S[\"$on\"]", dataID(), "V[\(random.within(1...8))]"])
        }
        if lower.hasPrefix("put") { return componentArguments(component: "Label", factory: "groupItem") }
        if lower == "set" { return random.chance(0.5) ? "{ rows = \(cells()) , animations = \(random.pick(["\"fade\"", "false", "{ deleteRows = \"left\" }", any()])) }" : any() }
        return plausible()
    }

    /// A call of global `name` with plausible, mutated arguments, and the kind it makes.
    private mutating func globalCall(_ name: String) -> (String, FuzzKind) {
        if random.chance(0.06) { return ("\(name)(\(any()), \(any()))", .other) }
        if let factories = api.factories[name], !factories.isEmpty {
            let factory = random.pick(factories)
            if name == "Layout" { return ("Layout.\(factory)\(collectionLayoutArguments(factory))", .collectionLayout) }
            if name == "NavigationModel" { return ("NavigationModel.\(factory)\(navigationModelArguments(root: factory == "root"))", .navigationModel) }
            return ("\(name).\(factory)\(componentArguments(component: name, factory: factory))", factoryKind(factory))
        }
        switch name {
        case "diff": return ("diff(\(diffList()), \(diffList()))", .other)
        case "diffSections": return ("diffSections(\(diffSectionList()), \(diffSectionList()))", .other)
        case "HGroup", "VGroup", "ZGroup": return ("\(name)\(groupArguments(withDataID: false))", .group)
        case "HGroupItem", "VGroupItem", "ZGroupItem": return ("\(name)\(groupArguments(withDataID: true))", .groupItem)
        case "SpacerItem":
            let fields = ["minWidth", "maxWidth", "fixedWidth", "minHeight", "maxHeight", "fixedHeight"].filter { _ in random.chance(0.3) }
            return ("SpacerItem" + table(["dataID": dataID()] + fields.map { ($0, length()) }), .groupItem)
        case "Component": return (componentDefinition(), .componentDefinition)
        case "SectionModel": return ("SectionModel" + table(["dataID": dataID(), "items": items()]), .section)
        case "ViewController": return ("ViewController" + screenFields(), .screen)
        case "NavigationController":
            let stack = "{ NavigationModel.root\(navigationModelArguments(root: true)), \(random.chance(0.5) ? "NavigationModel\(navigationModelArguments())" : "false") }"
            return ("NavigationController" + table(["stack": random.chance(0.5) ? "function() return \(stack) end" : stack]), .navigationController)
        case "NavigationModel": return ("NavigationModel\(navigationModelArguments())", .navigationModel)
        case "State":
            let state = "State" + table(["n": number(), "text": text(), "on": boolean()])
            if random.chance(0.5) { return (state, .state) }
            var binding = "\(state)[\"$\(random.pick(["n", "text", "on"]))\"]"
            if random.chance(0.5), let methods = api.methods[.binding], !methods.isEmpty { binding += inlineCall(random.pick(methods), of: .binding, arguments: 0...2) }
            if random.chance(0.5), let methods = api.methods[.observation], !methods.isEmpty {
                binding += inlineCall("observe", of: .binding, arguments: 0...0) + inlineCall(random.pick(methods), of: .observation)
                return (binding, .observation)
            }
            return (binding, .binding)
        case "ViewModel":
            return ("ViewModel" + table(["bind": "function(self, view) \(reentrantCall()) end", "willUnbind": callback(), "didUnbind": callback(), "state": "S"]), .viewModel)
        case "Command": return (random.chance(0.5) ? "Command{ id = \(text()), \(callback()) }" : "Command(\(callback()))", .command)
        case "TitleHeader", "TitleFooter": return ("\(name)(\(text()))", .cell)
        case "TableSection":
            return ("TableSection" + table(["header": "TitleHeader(\(text()))", "rows": cells(), "footer": random.chance(0.5) ? "TitleFooter(\(text()))" : "nil"]), .tableSection)
        case "TableModel":
            return ("TableModel" + table(random.chance(0.5) ? ["rows": cells()] : ["sections": "{ TableSection{ rows = \(cells()) } }"]), .tableModel)
        case "DeclarativeTVC", "DeclarativeTable": return ("\(name)" + table(["title": text()]), .table)
        case "DeclarativeCollection":
            return ("DeclarativeCollection" + table(["layout": "Layout.flow\(collectionLayoutArguments("flow"))", "title": text()]), .table)
        case "layout":
            let margins = insets()
            return ("layout(\(root()), \(table(["width": length(), "height": random.chance(0.5) ? length() : "nil", "margins": margins, "bottomPriority": random.pick(["250", "1000", number()])])))", .other)
        case "show": return ("show(\(random.chance(0.3) ? "function() \(reentrantCall()) return \(root()) end" : root()))", .other)
        case "frame", "find": return ("\(name)(\(dataID()))", .other)
        case "visible", "tree", "render", "back": return ("\(name)()", .other)
        case "snapshot":
            return ("snapshot(\(random.pick(["\"text\"", "\"json\"", "\"ascii\"", "\"svg\"", text()])), \(table(["columns": random.pick(["80", "1", "1e300", "0/0", "-5", number()])])))", .other)
        case "setDevice":
            let custom = table(["width": length(), "height": length(), "safeArea": insets()])
            return ("setDevice(\(random.pick(["\"iphone-se\"", "\"ipad\"", "\"iphone-15-pro-max\"", custom, custom, text()])))", .other)
        case "setContentSizeCategory":
            return ("setContentSizeCategory(\(random.pick(["\"extraSmall\"", "\"large\"", "\"accessibilityExtraExtraExtraLarge\"", text()])))", .other)
        case "measureText":
            return ("measureText" + table(["text": text(), "style": labelStyleName(), "font": random.chance(0.3) ? table(["size": length(), "weight": random.pick(["\"bold\"", "\"regular\"", number()])]) : "nil",
                                           "width": length(), "numberOfLines": random.pick(["0", "1", "3", number()]), "contentSizeCategory": random.pick(["\"large\"", "\"accessibilityLarge\"", text()])]), .other)
        case "layoutConstraints": return ("layoutConstraints" + constraintsArguments(), .other)
        case "tap": return (random.chance(0.8) ? "tap(\(dataID()))" : "tap\(table(["section": number(), "row": number()]))", .other)
        case "scroll": return ("scroll" + table(["x": number(), "y": random.pick(["100", "600", "1e9", number()])]), .other)
        case "scrollTo": return ("scrollTo(\(dataID()), \(random.pick(["\"top\"", "\"center\"", "\"bottom\"", text()])))", .other)
        case "typeText": return ("typeText(\(dataID()), \(text()))", .other)
        case "moveItem": return ("moveItem(\(dataID()), \(random.pick(["1", "2", "0", number()])))", .other)
        case "keyboard": return ("keyboard(\(random.pick(["0", "300", number()])))", .other)
        case "advanceTime": return ("advanceTime(\(random.pick(["0", "1", "0.5", number()])))", .other)
        case "layoutContent": return (namadaLayoutContent(), .namadaRoot)
        case "Anchor": return ("Anchor(\(random.pick([dataID(), "\"previous\"", "V[\(random.within(1...8))]"])))", .other)
        case "Molecule":
            return ("Molecule" + table(["layoutContent": "function(content) \(namadaBody()) end", "moleculeWillLayout": callback(), "moleculeDidLayout": callback()]), .molecule)
        case "MoleculeCell":
            return ("MoleculeCell" + table(["layoutContent": "function(content) \(namadaBody()) end",
                                            "layoutBehaviour": random.pick(["\"layoutOnce\"", "\"alwaysLayout\"", "{ layoutOn = \"reused\" }", "{ layoutOnEach = { \"firstLoad\", \"reused\" } }", any()]),
                                            "calculatedCellHeight": number()]), .molecule)
        default:
            // A global the generator has no template for still gets called.
            return ("\(name)(\(any()), \(any()))", .other)
        }
    }

    private func factoryKind(_ factory: String) -> FuzzKind {
        switch factory {
        case "groupItem": return .groupItem
        case "itemModel": return .itemModel
        case "supplementaryItemModel": return .supplementaryItemModel
        case "barModel": return .bar
        case "cellModel": return .cell
        default: return .other
        }
    }

    // MARK: Attacks on the host's limits

    private mutating func attack() -> (String, String) {
        switch random.below(20) {
        case 0: return ("attack.gcLoop", "setmetatable({}, { __gc = function() while true do end end })")
        case 1: return ("attack.xpcallLoop", "xpcall(error, function() while true do end end)")
        case 2: return ("attack.pattern", "local s = (\"a\"):rep(\(random.pick(["5000", "20000"]))); s:find(\".-.-.-.-b\")")
        case 3:
            let depth = random.pick(["50", "300", "1500", "5000"])
            return ("attack.nesting", "local g = Label.groupItem{ dataID = \"leaf\", content = \"x\" } for i = 1, \(depth) do g = VGroupItem{ dataID = \"n\" .. i, g } end V.nested = VGroup{ g } show(V.nested)")
        case 4: return ("attack.gcError", "setmetatable({}, { __gc = function() error(\"finalizer\") end }) collectgarbage()")
        case 5: return ("attack.gcReentrant", "setmetatable({}, { __gc = function() \(reentrantCall()) end }) collectgarbage()")
        case 6:
            big = true
            return ("attack.diffLoop", "local a, b = {}, {} for i = 1, 10000 do a[i] = i b[i] = 10001 - i end while true do diff(a, b) end")
        case 7: return ("attack.coroutine", "local co = coroutine.wrap(function() \(reentrantCall()) coroutine.yield() \(reentrantCall()) end) co() co()")
        case 8: return ("attack.yieldInCallback", "local co = coroutine.create(function() show(Component{ name = \"Y\", measure = function() coroutine.yield() return { width = 1, height = 1 } end }).groupItem{ dataID = \"y\" }) end) coroutine.resume(co) coroutine.resume(co)")
        case 9: return ("attack.measureReentrant", "show(VGroup{ Component{ name = \"R\", measure = function(content, width) \(random.chance(0.5) ? random.pick(["show(VGroup{})", "layout(VGroup{}, { width = 100 })", "render()", "setDevice(\"ipad\")"]) : reentrantCall()) return { width = \(length()), height = \(length()) } end }.groupItem{ dataID = \"r\" } })")
        case 10: return ("attack.redefine", random.pick(["pcall = nil", "xpcall = function() end", "error = print", "tostring = function() return {} end",
                                                             "string.rep = nil", "setmetatable(_G, { __index = function(_, k) error(\"no \" .. tostring(k)) end })",
                                                             "table.concat = function() error(\"concat\") end", "ipairs = pairs", "next = function() return nil end",
                                                             "string.format = function() return 1 end"]))
        case 11:
            big = true
            return ("attack.hugeString", "V.huge = (\"\\255x\"):rep(\(random.pick(["1 << 20", "1 << 23", "1 << 26", "1 << 30"]))) show(Label.groupItem{ dataID = V.huge:sub(1, 100), content = V.huge })")
        case 12: return ("attack.errorValues", "error(\(random.pick(["{}", "nil", "setmetatable({}, { __tostring = function() error(\"t\") end })", "\"\\255\\254\"", "0/0", "coroutine.create(print)"])))")
        case 13:
            // Fills the memory limit on purpose: what the allocator keeps around it counts as a huge input's.
            big = true
            return ("attack.memory", "local t = {} for i = 1, 1e8 do t[i] = (\"x\"):rep(100) .. i end")
        case 14: return ("attack.timeout", "while true do end")
        case 15: return ("attack.stringMethods", "local s = \(text()) s = s:rep(\(random.pick(["2", "1000", "-1", "0/0", "1e10"]))) s:upper() s:format() utf8.len(s)")
        case 16: return ("attack.stackOverflow", "local function f(n) return Label.groupItem{ dataID = f(n + 1), content = \"x\" } end f(1)")
        case 18: return ("attack.cLoop", random.pick(["local s = (\"\"):rep(1e10)", "table.move({}, 1, 1e10, 2)", "local s = (\"\"):rep(1e10, \"\")"]))
        case 17: return ("attack.cycleIntoHost", "local t = {} t[1] = t t.content = t V.cycle = Label.groupItem{ dataID = \"c\", content = t } diff({ t }, { t })")
        default: return ("attack.tapReentrant", "show(ViewController{ layout = \"list\", sections = function() return { SectionModel{ dataID = \"s\", items = { TextRow.itemModel{ dataID = \"a\", content = { title = \"a\" } }:didSelect(function() \(reentrantCall()) end) } } } end }) tap(\"a\")")
        }
    }

    // MARK: Argument templates

    /// A table constructor of these fields, each kept plausible, or with some probability
    /// replaced by a nasty value, dropped, or joined by an unknown field.
    private mutating func table(_ fields: [(String, String)]) -> String {
        if random.chance(mutation / 4) { return "(\(nastyTable()))" }
        var parts: [String] = []
        for (name, value) in fields {
            if random.chance(mutation / 2) { continue }
            parts.append("\(name) = \(random.chance(mutation) ? any() : value)")
        }
        if random.chance(mutation / 3) { parts.append("\(random.pick(["bogus", "dataId", "Content", "style"])) = \(any())") }
        return "{ " + parts.joined(separator: ", ") + " }"
    }

    private mutating func table(_ fields: [String: String]) -> String {
        table(fields.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    private mutating func componentArguments(component: String, factory: String) -> String {
        var fields: [(String, String)] = [("dataID", dataID()), ("content", content(for: component)), ("style", style(for: component))]
        if random.chance(0.5) { fields.append(("behaviors", behaviors())) }
        if factory == "cellModel" {
            fields += [("height", length()), ("hash", random.chance(0.5) ? dataID() : "nil"), ("innerHash", random.chance(0.3) ? dataID() : "nil"),
                       ("selectCommand", random.chance(0.3) ? "Command{ id = \(text()), \(callback()) }" : "nil")]
            if random.chance(0.3) { fields.append(("size", size())) }
        }
        return table(fields)
    }

    private mutating func content(for component: String) -> String {
        switch component {
        case "Label": return text()
        case "Button": return random.chance(0.5) ? text() : table(["title": text(), "imageName": text()])
        case "ImageView": return random.pick(["\"star\"", text()])
        case "TextField": return table(["text": text(), "placeholder": text()])
        case "Checkbox": return random.chance(0.5) ? boolean() : table(["isChecked": boolean()])
        case "Switch": return random.chance(0.5) ? boolean() : table(["isOn": boolean()])
        case "TextRow": return table(["title": text(), "subtitle": text()])
        case "ImageRow": return table(["image": "\"star\"", "title": text(), "subtitle": text(), "showsDisclosureIndicator": boolean()])
        case "ButtonRow": return table(["text": text(), "isEnabled": boolean()])
        case "CheckboxRow": return table(["title": text(), "subtitle": text(), "isChecked": boolean()])
        case "NavigationBar":
            return table(["title": text(), "showsBackButton": boolean(), "backButtonTitle": text(), "trailingButtonTitle": text(), "showsDivider": boolean()])
        case "ToolbarBar": return table(["itemTitles": "{ \(text()), \(text()) }"])
        case "ColorView", "Divider": return random.chance(0.8) ? "nil" : any()
        default: return any()
        }
    }

    private mutating func style(for component: String) -> String {
        switch component {
        case "Label":
            return random.chance(0.4) ? labelStyleName() : table(["font": labelStyleName(), "color": color(), "alignment": random.pick(["\"center\"", "\"natural\"", text()]),
                                                               "numberOfLines": random.pick(["0", "2", number()]), "lineBreakMode": random.pick(["\"byTruncatingTail\"", "\"byWordWrapping\"", text()])])
        case "ColorView": return table(["size": size(), "color": color(), "cornerRadius": number()])
        case "ImageView": return table(["size": size(), "tintColor": color(), "contentMode": random.pick(["\"scaleAspectFit\"", text()])])
        case "Button": return table(["titleFont": labelStyleName(), "titleColor": color(), "backgroundColor": color(), "contentInsets": insets(), "cornerRadius": number()])
        case "Divider": return table(["color": color(), "thickness": length(), "axis": random.pick(["\"horizontal\"", "\"vertical\"", text()])])
        case "TextField": return table(["font": labelStyleName(), "textColor": color(), "contentInsets": insets(), "borderStyle": random.pick(["\"roundedRect\"", text()])])
        case "ImageRow", "CheckboxRow": return table(["imageSize": size(), "spacing": length(), "textSpacing": length(), "layoutMargins": insets()])
        case "NavigationBar", "ToolbarBar": return table(["minimumHeight": length(), "titleSpacing": length(), "layoutMargins": insets()])
        default: return random.chance(0.5) ? "nil" : table(["spacing": length(), "layoutMargins": insets()])
        }
    }

    private mutating func behaviors() -> String {
        table(["didTap": callback(), "didToggle": callback(), "didChangeText": callback(), "didEndEditing": callback(),
               "didTapBack": callback(), "didTapItem": callback(), "didTapTrailing": callback()])
    }

    private mutating func groupArguments(withDataID: Bool) -> String {
        var fields: [(String, String)] = [("spacing", length()), ("alignment", alignment())]
        if withDataID { fields.insert(("dataID", dataID()), at: 0) }
        if random.chance(0.2) { fields.append(("reflowsForAccessibilityTypeSizes", boolean())) }
        var text = table(fields)
        guard text.hasSuffix(" }") else { return text }
        let children = (0..<random.below(4)).map { _ in groupChild() }
        if !children.isEmpty { text = String(text.dropLast(2)) + (text == "{  }" ? "" : ", ") + children.joined(separator: ", ") + " }" }
        return text
    }

    private mutating func groupChild() -> String {
        if let existing = reference(to: [.groupItem]), random.chance(0.4) { return existing }
        if random.chance(0.1) { return any() }
        if depth < 2 && random.chance(0.3) {
            depth += 1
            defer { depth -= 1 }
            return random.pick(["HGroupItem", "VGroupItem", "ZGroupItem"]) + groupArguments(withDataID: true)
        }
        let component = random.pick(["Label", "Label", "Button", "ColorView", "ImageView", "Switch", "Checkbox", "TextField", "Divider", "TextRow"])
        var item = "\(component).groupItem\(componentArguments(component: component, factory: "groupItem"))"
        if random.chance(0.3), let methods = api.methods[.groupItem], !methods.isEmpty {
            item += inlineCall(random.pick(methods), of: .groupItem)
        }
        return item
    }

    private mutating func componentDefinition() -> String {
        let name = random.pick(["\"Custom\"", "\"Row\"", text()])
        if random.chance(0.5) {
            return "Component" + table(["name": name, "measure": "function(content, width) \(random.chance(0.3) ? reentrantCall() : "") return { width = \(length()), height = \(length()) } end"])
        }
        return "Component" + table(["name": name, "layoutMargins": insets(),
                                    "body": "function(content, style) \(random.chance(0.3) ? reentrantCall() : "") return \(random.pick(["HGroup", "VGroup", "ZGroup"]))\(groupArguments(withDataID: false)) end"])
    }

    private mutating func items() -> String {
        var list: [String] = []
        let count = random.chance(0.05) ? 2000 : random.below(6)
        if count > 100 {
            big = true
            return "(function() local t = {} for i = 1, \(count) do t[i] = TextRow.itemModel{ dataID = i, content = { title = \"row \" .. i } } end return t end)()"
        }
        for _ in 0..<count {
            if let existing = reference(to: [.itemModel]), random.chance(0.4) { list.append(existing); continue }
            let component = random.pick(["TextRow", "Label", "ButtonRow", "CheckboxRow", "ImageRow", "ColorView"])
            var item = "\(component).itemModel\(componentArguments(component: component, factory: "itemModel"))"
            if random.chance(0.4), let methods = api.methods[.itemModel], !methods.isEmpty {
                item += inlineCall(random.pick(methods), of: .itemModel)
            }
            list.append(item)
        }
        return "{ " + list.joined(separator: ", ") + " }"
    }

    private mutating func sections() -> String {
        var list: [String] = []
        for _ in 0..<random.within(0...3) {
            if let existing = reference(to: [.section]), random.chance(0.4) { list.append(existing); continue }
            var section = "SectionModel" + table(["dataID": dataID(), "items": items()])
            if random.chance(0.3), let methods = api.methods[.section], !methods.isEmpty {
                section += inlineCall(random.pick(methods), of: .section)
            }
            list.append(section)
        }
        return "{ " + list.joined(separator: ", ") + " }"
    }

    private mutating func screenFields() -> String {
        let sectionsBody = sections()
        let reentry = random.chance(0.2) ? reentrantCall() + " " : ""
        let bars = "function() return { NavigationBar.barModel\(componentArguments(component: "NavigationBar", factory: "barModel"))\(reference(to: [.bar]).map { ", " + $0 } ?? "") } end"
        return table(["layout": random.pick(["\"list\"", "\"flow\"", "Layout.list\(collectionLayoutArguments("list"))", "Layout.grid\(collectionLayoutArguments("grid"))", "Layout.flow\(collectionLayoutArguments("flow"))", reference(to: [.collectionLayout]) ?? "\"list\""]),
                      "sections": "function() \(reentry)return \(sectionsBody) end",
                      "topBars": random.chance(0.4) ? bars : "nil", "bottomBars": random.chance(0.2) ? bars : "nil",
                      "avoidsKeyboard": boolean(), "title": text(), "didMoveItem": callback()])
    }

    private mutating func collectionLayoutArguments(_ kind: String) -> String {
        switch kind {
        case "flow":
            return table(["itemSize": size(), "sectionInset": insets(), "minimumLineSpacing": length(), "minimumInteritemSpacing": length(), "headerReferenceSize": size()])
        case "grid": return table(["columns": random.pick(["1", "3", "0", number()]), "spacing": length(), "itemHeight": length(), "sectionInset": insets()])
        default: return table(["itemSpacing": length(), "estimatedItemHeight": random.chance(0.5) ? length() : "nil"])
        }
    }

    private mutating func navigationModelArguments(root: Bool = false) -> String {
        let made = random.pick(["VGroup{ Label.groupItem{ dataID = \"nav\", content = \"x\" } }", reference(to: [.screen, .navigationController, .group]) ?? "VGroup{}", any()])
        return table(["dataID": dataID(), "params": !root && random.chance(0.5) ? any() : "nil",
                      "makeViewController": "function(params) \(random.chance(0.2) ? reentrantCall() : "") return \(made) end", "remove": root ? "nil" : callback()])
    }

    private mutating func cells() -> String {
        let count = random.below(5)
        return "{ " + (0..<count).map { _ in
            let component = random.pick(["TextRow", "Label", "ButtonRow"])
            return "\(component).cellModel\(componentArguments(component: component, factory: "cellModel"))"
        }.joined(separator: ", ") + " }"
    }

    private mutating func constraintsArguments() -> String {
        let attributes = ["leading", "trailing", "top", "bottom", "width", "height", "centerX", "centerY"]
        let items = ["a", "b", "margins", "container", "safeArea"]
        let constraints = (0..<random.within(1...6)).map { _ -> String in
            let left = "\(random.pick(["a", "b"])).\(random.pick(attributes))"
            let right = random.chance(0.2) ? random.pick(["0", "100", "- 99999999999999999999", "1e308", "nan"]) : "\(random.pick(items)).\(random.pick(attributes))"
            let constant = random.chance(0.5) ? " + \(random.pick(["8", "0.5", "1e19", "-1e300", "99999999999999999999"]))" : ""
            let multiplier = random.chance(0.2) ? " * \(random.pick(["2", "0", "-1", "1e300"]))" : ""
            let priority = random.chance(0.2) ? " @ \(random.pick(["250", "999", "1001", "-1"]))" : ""
            let constraint = "\(left) \(random.pick(["==", ">=", "<=", "=", "=<"])) \(right)\(multiplier)\(constant)\(priority)"
            return random.chance(0.1) ? any() : "\"\(constraint)\""
        }
        return table(["width": length(), "height": random.chance(0.3) ? length() : "nil",
                      "views": "{ a = \(table(["intrinsicSize": size()])), b = { text = \(table(["text": text(), "style": labelStyleName()])) } }",
                      "constraints": "{ " + constraints.joined(separator: ", ") + " }"])
    }

    private mutating func namadaLayoutContent() -> String {
        let option = random.chance(0.3) ? random.pick(["\"addNew\"", "\"editExisting\"", "\"removeOldAndAddNew\"", "{ option = \"addNew\", delegate = { errorWhenLayout = \(callback()) } }", any()]) + ", " : ""
        return "layoutContent(\(option)function(content) \(namadaBody()) end)"
    }

    private mutating func namadaBody() -> String {
        var lines: [String] = []
        let puts = (api.methods[.namadaContent] ?? []).filter { $0.hasPrefix("put") }
        let chain = api.methods[.namadaView] ?? []
        for _ in 0..<random.within(1...4) {
            guard !puts.isEmpty else { break }
            let put = random.pick(puts)
            covered.insert("namadaContent:\(put)")
            var line = "content:\(put)(\(putArguments(put)))"
            for _ in 0..<random.below(5) where !chain.isEmpty {
                line += inlineCall(random.pick(chain), of: .namadaView, arguments: 1...3)
            }
            lines.append(line)
        }
        if random.chance(0.2) { lines.append(reentrantCall()) }
        return lines.joined(separator: " ")
    }

    private mutating func putArguments(_ put: String) -> String {
        if put == "putSpace" { return length() }
        for component in ["Label", "Button", "ImageView", "TextField"] where put.hasSuffix(component) {
            return componentArguments(component: component, factory: "groupItem")
        }
        if put == "putSearchBar" { return componentArguments(component: "TextField", factory: "groupItem") }
        if put == "put" || put == "putStacked" { return random.pick([reference(to: [.groupItem, .group, .molecule]) ?? "VGroup{}", "Label.groupItem{ dataID = \"p\", content = \"x\" }", any()]) }
        return table(["dataID": dataID(), "spacing": length(), "alignment": random.pick(["\"center\"", "\"fill\"", text()]), "axis": random.pick(["\"vertical\"", "\"horizontal\""])])
    }

    private mutating func root() -> String {
        reference(to: [.group, .groupItem, .screen, .navigationController, .namadaRoot, .table]) ?? random.pick([
            "VGroup{ Label.groupItem{ dataID = \"a\", content = \"hello\" } }",
            "ViewController{ layout = \"list\", sections = function() return { SectionModel{ dataID = \"s\", items = { TextRow.itemModel{ dataID = \"a\", content = { title = \"a\" } } } } } end }",
            any(),
        ])
    }

    private mutating func diffList() -> String {
        if random.chance(0.05) {
            big = true
            return "(function() local t = {} for i = 1, 200000 do t[i] = { dataID = i % 1000, v = i } end return t end)()"
        }
        return "{ " + (0..<random.below(6)).map { _ in random.chance(0.5) ? dataID() : table(["dataID": dataID(), "v": any()]) }.joined(separator: ", ") + " }"
    }

    private mutating func diffSectionList() -> String {
        "{ " + (0..<random.below(4)).map { _ in table(["dataID": dataID(), "items": diffList()]) }.joined(separator: ", ") + " }"
    }

    // MARK: Values

    /// An earlier statement's value of one of `kinds` (`V[i]`), if any.
    private mutating func reference(to wanted: [FuzzKind]) -> String? {
        let matching = kinds.filter { wanted.contains($0.value) }.keys.sorted()
        return matching.isEmpty ? nil : "V[\(random.pick(matching))]"
    }

    /// Any value: plausible or nasty, of any type.
    private mutating func any() -> String {
        switch random.below(8) {
        case 0: return nastyNumber()
        case 1: return nastyString()
        case 2: return nastyTable()
        case 3: return callback()
        case 4: return "V[\(random.within(1...12))]"
        case 5: return random.pick(["nil", "true", "false", "S", "print", "coroutine.create(print)", "_G", "string"])
        default: return plausible()
        }
    }

    private mutating func plausible() -> String {
        random.pick([number(), text(), dataID(), size(), insets(), color(), alignment(), boolean(), callback(), labelStyleName(),
                     "\"center\"", "\"horizontal\"", "\"required\"", "\"fade\"", "\"parent\"", "\"text\""])
    }

    private mutating func number() -> String {
        random.chance(mutation * 2.5) ? nastyNumber() : random.pick(["0", "1", "8", "12.5", "44", "100", "375", "1000"])
    }

    private mutating func length() -> String {
        random.chance(mutation * 2) ? nastyNumber() : random.pick(["0", "1", "8", "16", "44", "100", "320"])
    }

    private mutating func nastyNumber() -> String {
        random.pick(["0/0", "-(0/0)", "1/0", "-1/0", "-0.0", "-1", "-100", "math.maxinteger", "math.mininteger", "2^53", "2^63", "-2^63",
                     "1e19", "1e300", "-1e300", "5e-324", "2^31", "-2147483649", "99999999999999999999", "0.5", "1e-300", "\"12\"", "\"1e400\""])
    }

    private mutating func boolean() -> String {
        random.chance(0.1) ? any() : random.pick(["true", "false"])
    }

    private mutating func text() -> String {
        random.chance(mutation * 2) ? nastyString() : random.pick(["\"a\"", "\"Hello\"", "\"Inbox\"", "\"Lunch on Friday? Let's meet at noon\"", "\"\""])
    }

    private mutating func nastyString() -> String {
        let choice = random.chance(0.06) ? random.within(11...13) : random.below(11)
        if choice >= 11 { big = true }
        return [
            "\"\\255\"", "\"\\254\"", "\"\\0a\\0\"", "\"\\xC3\\x28\"", "\"\\xF0\\x9F\"", "\"\\u{10FFFF}\\u{D7FF}\"", "\"%s%d%%\\n\"",
            "(\"é\"):rep(1000)", "(\"\\255\"):rep(300)", "(\"\\n\"):rep(500)", "\"👩‍👩‍👧🏳️‍🌈\"",
            "(\"word \"):rep(50000)", "(\"x\"):rep(1 << 20)", "(\"\\255\\254\"):rep(1 << 18)",
        ][choice]
    }

    private mutating func dataID() -> String {
        random.chance(mutation * 1.5) ? random.pick(["\"\\255\"", "\"\\254\"", "0/0", "1.5", "math.mininteger", "{}", "\"\"", any()])
            : random.pick(["\"a\"", "\"b\"", "\"c\"", "\"s\"", "1", "2", "true"])
    }

    private mutating func size() -> String {
        random.chance(mutation) ? any() : "{ width = \(length()), height = \(length()) }"
    }

    private mutating func insets() -> String {
        random.chance(mutation) ? any() : random.chance(0.5) ? "{ top = \(length()), leading = \(length()), bottom = \(length()), trailing = \(length()) }"
            : "{ top = \(length()), left = \(length()), bottom = \(length()), right = \(length()) }"
    }

    private mutating func color() -> String {
        random.chance(mutation) ? random.pick(["\"#GG\"", "\"red\"", text()]) : random.pick(["\"systemBlue\"", "\"#FF0000\"", "\"label\"", "\"#00000080\""])
    }

    private mutating func labelStyleName() -> String {
        random.pick(["\"headline\"", "\"body\"", "\"footnote\"", "\"largeTitle\"", text(), "{ size = \(length()), weight = \"bold\" }"])
    }

    private mutating func alignment() -> String {
        random.pick(["\"fill\"", "\"top\"", "\"bottom\"", "\"center\"", "\"leading\"", "\"trailing\"", "{ centered = \(dataID()) }",
                     "{ custom = function(container, item) \(random.chance(0.3) ? reentrantCall() : "") return \(any()) end }", text()])
    }

    private mutating func relation() -> String {
        random.pick(["\"equal\"", "\"moreThan\"", "\"lessThan\"", "{ equalTo = \(number()) }", "{ moreThanTo = \(number()) }", "{ lessThanTo = \(number()) }"])
    }

    /// A table that is cyclic, deep, huge, sparse, or whose metamethods error, yield or loop.
    private mutating func nastyTable() -> String {
        let choice = random.chance(0.06) ? random.pick([2, 4]) : random.pick([0, 1, 3] + Array(5...16))
        if choice == 2 || choice == 4 { big = true }
        return [
            "(function() local t = { width = 1, height = 2, title = \"t\" } t.t = t t[1] = t t.content = t return t end)()",
            "(function() local t = {} for i = 1, 100 do t = { t, width = i } end return t end)()",
            "(function() local t = {} for i = 1, 200000 do t = { t } end return t end)()",
            "(function() local t = {} for i = 1, 3000 do t = { t, content = t } end return t end)()",
            "(function() local t = {} for i = 1, 300000 do t[i] = i end return t end)()",
            "setmetatable({}, { __index = function(_, k) error(\"index \" .. tostring(k)) end })",
            "setmetatable({}, { __index = function() coroutine.yield() end })",
            "setmetatable({}, { __index = function() while true do end end })",
            "setmetatable({ 1, 2 }, { __len = function() return 0/0 end })",
            "setmetatable({ 1 }, { __len = function() return math.maxinteger end })",
            "setmetatable({}, { __pairs = function() error(\"pairs\") end })",
            "setmetatable({}, { __tostring = function() return {} end, __name = \"\\255\" })",
            "setmetatable({}, { __eq = function() error(\"eq\") end, __lt = function() error(\"lt\") end })",
            "setmetatable({}, { __index = function(t) return t end })",
            "{ [1] = 1, [1000000] = 2, [-1] = 3, [1.5] = 4 }",
            "{ [math.maxinteger] = false, [1] = VGroup{} }",
            "{ nil, nil, 3 }",
        ][choice]
    }

    /// A callback: harmless, failing, looping, yielding, or re-entering the API.
    private mutating func callback() -> String {
        switch random.below(9) {
        case 0: return "function() end"
        case 1: return "function() error(\(random.pick(["\"callback\"", "{}", "nil"]))) end"
        case 2: return "function() while true do end end"
        case 3: return "function(...) return ... end"
        case 4: return "function() coroutine.yield(1) end"
        case 5: return "function() return \(any()) end"
        case 6: return "function(ctx) S.n = (tonumber(S.n) or 0) + 1 end"
        default: return "function() \(reentrantCall()) end"
        }
    }

    /// A call into the API meant for use from inside a callback, measure or layout.
    private mutating func reentrantCall() -> String {
        random.pick([
            "show(V[\(random.within(1...10))] or VGroup{})", "layout(V[\(random.within(1...10))] or VGroup{}, { width = 100 })", "render()",
            "tap(\(dataID()))", "setDevice(\"ipad\")", "setContentSizeCategory(\"accessibilityExtraExtraExtraLarge\")", "back()",
            "scroll{ y = 100 }", "snapshot(\"ascii\")", "tree()", "collectgarbage()", "keyboard(300)", "advanceTime(1)",
            "typeText(\(dataID()), \"x\")", "S.text = tostring(S.text) .. \"x\"", "frame(\(dataID()))", "visible()",
            "measureText{ text = \"x\", style = \"body\" }", "diff({ 1, 2 }, { 2, 1 })", "V[\(random.within(1...10))] = nil",
        ])
    }
}
