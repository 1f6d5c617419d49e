import EpoxySolver

/// Reads the tokens of a ``ConstraintFormat``: names, numbers, relations and punctuation.
struct ConstraintFormatScanner {
    private let text: String
    private let characters: [Character]
    private var position = 0

    init(_ text: String) {
        self.text = text
        characters = Array(text)
    }

    mutating func itemAttribute() throws(ConstraintFormatError) -> (item: String, attribute: LayoutAttribute) {
        skipSpaces()
        let start = position
        while position < characters.count, characters[position].isLetter || characters[position].isNumber
            || characters[position] == "_" || characters[position] == "-" || characters[position] == "." {
            position += 1
        }
        let word = String(characters[start..<position])
        guard let dot = word.lastIndex(of: "."), dot != word.startIndex else {
            position = start
            throw error("an anchor like name.leading")
        }
        let item = String(word[..<dot])
        let attributeName = String(word[word.index(after: dot)...])
        guard let attribute = LayoutAttribute(rawValue: attributeName), attribute != .notAnAttribute else {
            let names = Self.attributeNames.joined(separator: ", ")
            throw ConstraintFormatError(text: text, message: "unknown attribute '\(attributeName)' (one of \(names))")
        }
        return (item, attribute)
    }

    mutating func relation() throws(ConstraintFormatError) -> Relation {
        skipSpaces()
        for relation in [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual] where consumeText(relation.rawValue) {
            return relation
        }
        throw error("a relation (==, <= or >=)")
    }

    mutating func number() -> Double? {
        skipSpaces()
        let start = position
        if position < characters.count, characters[position] == "-" { position += 1 }
        while position < characters.count, characters[position].isNumber || characters[position] == "." {
            position += 1
        }
        guard let value = Double(String(characters[start..<position])) else {
            position = start
            return nil
        }
        return value
    }

    /// `+1` or `-1` when the next token is a sign.
    mutating func sign() -> Double? {
        if consume("+") { return 1 }
        if consume("-") { return -1 }
        return nil
    }

    mutating func priority() throws(ConstraintFormatError) -> LayoutPriority {
        if let value = number() {
            let priority = LayoutPriority(Float(value))
            guard priority.isValid else { throw ConstraintFormatError(text: text, message: "priorities run 1…1000, got \(value)") }
            return priority
        }
        skipSpaces()
        let start = position
        while position < characters.count, characters[position].isLetter { position += 1 }
        let name = String(characters[start..<position])
        guard let priority = LayoutPriority(named: name) else {
            throw ConstraintFormatError(
                text: text, message: "unknown priority '\(name)' (a number 1…1000, required, defaultHigh, defaultLow or fittingSizeLevel)")
        }
        return priority
    }

    mutating func consume(_ character: Character) -> Bool {
        skipSpaces()
        guard position < characters.count, characters[position] == character else { return false }
        position += 1
        return true
    }

    mutating func expectEnd() throws(ConstraintFormatError) {
        skipSpaces()
        guard position == characters.count else { throw error("the end of the constraint") }
    }

    func error(_ expected: String) -> ConstraintFormatError {
        let rest = String(characters[min(position, characters.count)...])
        return ConstraintFormatError(text: text, message: "expected \(expected) at \(rest.isEmpty ? "the end" : "'\(rest)'")")
    }

    private mutating func consumeText(_ token: String) -> Bool {
        let tokenCharacters = Array(token)
        guard position + tokenCharacters.count <= characters.count,
              Array(characters[position..<position + tokenCharacters.count]) == tokenCharacters else { return false }
        position += tokenCharacters.count
        return true
    }

    private mutating func skipSpaces() {
        while position < characters.count, characters[position].isWhitespace { position += 1 }
    }

    private static let attributeNames = [
        "leading", "trailing", "left", "right", "top", "bottom", "width", "height",
        "centerX", "centerY", "firstBaseline", "lastBaseline",
    ]
}
