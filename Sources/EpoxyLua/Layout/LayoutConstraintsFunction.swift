import EpoxyCore
import EpoxyLayout
import LuaRuntime

/// `layoutConstraints{ width=, height=, margins=, safeArea=, contentSizeCategory=, views={…},
/// constraints={…} }` → `frames, warnings`: lays out named views with constraints written as text
/// (`"title.leading == icon.trailing + 8 @750"`) in a container, as AutoLayout would, so layout
/// specs can check the engine from Lua.
///
/// A view is `{ intrinsicSize = {width=, height=}, hugging = {horizontal=, vertical=},
/// compressionResistance = {…}, text = {text=, style= or font=, numberOfLines=} }` (every field
/// optional). Constraints name views, `container`, `margins` (the container's layout margins
/// guide), `safeArea`, or `name.margins`. Without `height` the container takes the fitting height
/// of its content at `width`. Frames are in container coordinates; `frames.container` is its size.
enum LayoutConstraintsFunction: LuaAPIFeature {
    static func make(environment: ScriptEnvironment) -> [EpoxyModule.Function] {
        [("layoutConstraints", { call in try layout(call, environment: environment) })]
    }

    private static func layout(_ call: LuaCall, environment: ScriptEnvironment) throws -> [LuaValue] {
        let options = try TableArgument.fields(of: call)
        let width = try options.number("width")
        guard width.isFinite, width >= 0 else { throw options.error("width", "must be a finite number ≥ 0, got \(width)") }
        let height = try options.optionalNumber("height")
        if let height, !(height.isFinite && height >= 0) {
            throw options.error("height", "must be a finite number ≥ 0, got \(height)")
        }
        var traits = Traits(textMeasurer: try? environment.textMeasurer())
        if let categoryName = try options.optionalString("contentSizeCategory") {
            guard let category = ContentSizeCategory(name: categoryName) else {
                throw options.error("contentSizeCategory", "unknown size category '\(categoryName)'")
            }
            traits.contentSizeCategory = category
        }

        let container = TraitRootView(frame: Rect(x: 0, y: 0, width: width, height: height ?? 0), traits: traits)
        container.accessibilityIdentifier = "container"
        var warnings: [String] = []
        container.warningHandler = { warnings.append($0) }
        if let margins = try insets(options, "margins") { container.directionalLayoutMargins = margins }
        if let safeArea = try insets(options, "safeArea") {
            container.windowSafeAreaInsets = EdgeInsets(top: safeArea.top, left: safeArea.leading, bottom: safeArea.bottom, right: safeArea.trailing)
        }

        let views = try makeViews(options, traits: traits)
        for (name, view) in views.sorted(by: { $0.key < $1.key }) {
            view.accessibilityIdentifier = name
            container.addSubview(view)
        }
        let constraints = try makeConstraints(options, views: views, container: container)
        LayoutConstraint.activate(constraints)

        if height == nil {
            container.sizeToFitHeight(forWidth: width)
        } else {
            container.layoutIfNeeded()
        }

        var frames: [LuaKey: LuaValue] = ["container": frameTable(container.frame)]
        for (name, view) in views { frames[.string(name)] = frameTable(view.frame) }
        // A layout pass that rebuilds the engine (a view's layoutSubviews changed constraints)
        // meets a conflict again: keep one report of each.
        var seen = Set<String>()
        let uniqueWarnings = warnings.filter { seen.insert($0).inserted }
        return [.dictionary(frames), .array(uniqueWarnings.map { .string($0) })]
    }

    private static func makeViews(_ options: TableArgument, traits: Traits) throws -> [String: View] {
        guard case .dictionary(let entries) = options.value["views"] else {
            if options.value["views"].isNil { return [:] }
            throw options.error("views", "a table of name = { … } expected")
        }
        var views: [String: View] = [:]
        for (key, description) in entries {
            guard let name = key.stringValue, !["container", "margins", "safeArea"].contains(name) else {
                throw options.error("views", "view names must be strings other than container, margins and safeArea, got \(key)")
            }
            let fields = TableArgument(call: options.call, position: options.position, value: description, path: "views.\(name)")
            views[name] = try makeView(fields, traits: traits)
        }
        return views
    }

    private static func makeView(_ fields: TableArgument, traits: Traits) throws -> View {
        let view = View()
        if case .dictionary = fields.value["intrinsicSize"] {
            let size = TableArgument(call: fields.call, position: fields.position, value: fields.value["intrinsicSize"],
                                     path: (fields.path ?? "") + ".intrinsicSize")
            let intrinsic = Size(width: try size.optionalNumber("width") ?? View.noIntrinsicMetric,
                                 height: try size.optionalNumber("height") ?? View.noIntrinsicMetric)
            view.contentMeasurer = { _ in intrinsic }
        }
        if case .dictionary = fields.value["text"] {
            let text = TableArgument(call: fields.call, position: fields.position, value: fields.value["text"],
                                     path: (fields.path ?? "") + ".text")
            let string = try text.string("text")
            let lines = try text.optionalLineCount("numberOfLines") ?? 1
            let font: Font
            if let styleName = try text.optionalString("style") {
                guard let style = TextStyle(name: styleName) else { throw text.error("style", "unknown text style '\(styleName)'") }
                font = Font.preferredFont(forTextStyle: style, compatibleWith: traits.contentSizeCategory)
            } else {
                font = Font(size: try text.optionalNumber("size") ?? 17)
            }
            let measurer = traits.textMeasurer ?? FixedMetricsTextMeasurer()
            view.contentMeasurer = { width in
                measurer.measure(string, font: font, width: lines == 1 ? nil : width, numberOfLines: lines).size
            }
            // UILabel hugs its text a little harder than a plain view.
            view.setContentHuggingPriority(251, for: .horizontal)
            view.setContentHuggingPriority(251, for: .vertical)
        }
        for (field, setter) in [("hugging", view.setContentHuggingPriority), ("compressionResistance", view.setContentCompressionResistancePriority)] {
            guard case .dictionary = fields.value[.string(field)] else { continue }
            let priorities = TableArgument(call: fields.call, position: fields.position, value: fields.value[.string(field)],
                                           path: (fields.path ?? "") + "." + field)
            for axis in LayoutAxis.allCases {
                guard let value = try priorities.optionalNumber(axis.rawValue) else { continue }
                let priority = LayoutPriority(Float(value))
                guard priority.isValid else { throw priorities.error(axis.rawValue, "priorities run 1…1000, got \(value)") }
                setter(priority, axis)
            }
        }
        return view
    }

    private static func makeConstraints(_ options: TableArgument, views: [String: View], container: View) throws -> [LayoutConstraint] {
        let texts: [LuaValue]
        switch options.value["constraints"] {
        case .array(let elements): texts = elements
        case .nil, .dictionary([:]): texts = []
        default: throw options.error("constraints", "a list of strings expected")
        }
        func item(_ name: String) throws -> any LayoutItem {
            switch name {
            case "container": return container
            case "margins": return container.layoutMarginsGuide
            case "safeArea": return container.safeAreaLayoutGuide
            default:
                if let view = views[name] { return view }
                if name.hasSuffix(".margins"), let view = views[String(name.dropLast(".margins".count))] {
                    return view.layoutMarginsGuide
                }
                let known = (["container", "margins", "safeArea"] + views.keys.sorted()).joined(separator: ", ")
                throw LuaArgumentError(message: "unknown item '\(name)' (known: \(known))")
            }
        }
        return try texts.enumerated().map { offset, text in
            guard case .string(let string) = text else {
                throw options.error("constraints[\(offset + 1)]", "string expected, got \(text.typeName)")
            }
            do {
                let format = try ConstraintFormat(parsing: string)
                return LayoutConstraint(
                    item: try item(format.firstItem), attribute: format.firstAttribute, relatedBy: format.relation,
                    toItem: try format.secondItem.map(item), attribute: format.secondAttribute ?? .notAnAttribute,
                    multiplier: format.multiplier, constant: format.constant, priority: format.priority)
            } catch let error as ConstraintFormatError {
                throw options.error("constraints[\(offset + 1)]", error.description)
            } catch let error as LuaArgumentError {
                throw options.error("constraints[\(offset + 1)]", "constraint \"\(string)\": \(error.message)")
            }
        }
    }

    private static func insets(_ options: TableArgument, _ field: String) throws -> DirectionalEdgeInsets? {
        guard case .dictionary = options.value[.string(field)] else { return nil }
        let table = TableArgument(call: options.call, position: options.position, value: options.value[.string(field)], path: field)
        return DirectionalEdgeInsets(
            top: try table.optionalNumber("top") ?? 0, leading: try table.optionalNumber("leading") ?? 0,
            bottom: try table.optionalNumber("bottom") ?? 0, trailing: try table.optionalNumber("trailing") ?? 0)
    }

    private static func frameTable(_ rect: Rect) -> LuaValue {
        // `+ 0` turns a solver's -0.0 into 0.0 so results print and compare cleanly.
        .dictionary([
            "x": .number(rect.minX + 0), "y": .number(rect.minY + 0),
            "width": .number(rect.width + 0), "height": .number(rect.height + 0),
        ])
    }
}
